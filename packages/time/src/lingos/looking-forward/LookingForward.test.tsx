import { createProgressStore } from '@lingos/catalogue';
import { createRng, deriveSeed } from '@lingos/kit';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { landmarkCrossed, ribbonJumpsFor } from '../../model/elapsed';
import {
  describeClock,
  faceDifference,
  faceValue,
  formatDigital,
  meridiemOf,
} from '../../model/time';
import { jumpButtonName } from '../../widgets/TimeRibbon/ribbonModel';
import { expectNoAxeViolations, renderLingo, sessionSection } from '../testUtils';
import LookingForward from './LookingForward';
import {
  forwardText,
  generateLookingForward,
  passesAnHour,
  type LookingForwardItem,
} from './model';

/** The first item a session shows, made by the model from the session's seed. */
function firstItem(seed: number, step: number): LookingForwardItem {
  return generateLookingForward(step, createRng(deriveSeed(seed, 0, 0)));
}

/** The first seed whose first item at a step passes a test. */
function seedWhere(step: number, test: (item: LookingForwardItem) => boolean): number {
  const seed = Array.from({ length: 300 }, (_, index) => index + 1).find((candidate) =>
    test(firstItem(candidate, step)),
  );
  expect(seed).toBeDefined();
  return seed as number;
}

function storeAtStep(step: number) {
  const store = createProgressStore({ storage: null, target: null });
  store.update('time', 'lingo-2-2', () => ({
    status: 'practising',
    step,
    recent: [],
    streak: 0,
    bestTimes: {},
    updatedAt: 0,
  }));
  return store;
}

/** Presses Tab until the element has focus. */
async function tabTo(user: UserEvent, element: HTMLElement): Promise<void> {
  for (let presses = 0; presses < 80 && document.activeElement !== element; presses += 1) {
    await user.tab();
  }
  expect(document.activeElement).toBe(element);
}

async function pressCheck(user: UserEvent): Promise<void> {
  await tabTo(user, screen.getByRole('button', { name: 'Check' }));
  await user.keyboard('{Enter}');
}

const feedback = (): HTMLElement =>
  sessionSection().querySelector('[data-part="feedback"]') as HTMLElement;

/** The face time of "Your clock", read from its hand sliders. */
function clockTime(): number {
  const hour = Number(
    screen.getByRole('slider', { name: 'Hour hand' }).getAttribute('aria-valuenow'),
  );
  const minute = Number(
    screen.getByRole('slider', { name: 'Minute hand' }).getAttribute('aria-valuenow'),
  );
  return (hour % 12) * 60 + minute;
}

/** Turns "Your clock" by keyboard: Shift+arrows 1 h, PageUp/PageDown 5 min, arrows 1 min. */
async function setClock(user: UserEvent, goal: number): Promise<void> {
  await tabTo(user, screen.getByRole('slider', { name: 'Minute hand' }));
  let delta = faceDifference(clockTime(), goal);
  const press = async (forward: string, back: string, size: number, shift = false) => {
    const count = Math.floor(Math.abs(delta) / size);
    const key = delta > 0 ? forward : back;
    for (let index = 0; index < count; index += 1) {
      await user.keyboard(shift ? `{Shift>}{${key}}{/Shift}` : `{${key}}`);
    }
    delta -= Math.sign(delta) * count * size;
  };
  await press('ArrowUp', 'ArrowDown', 60, true);
  await press('PageUp', 'PageDown', 5);
  await press('ArrowUp', 'ArrowDown', 1);
  expect(clockTime()).toBe(((goal % 720) + 720) % 720);
}

describe('Looking Forward', () => {
  it('picks the end clock at step 1, by keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 1);
    const { container } = renderLingo(<LookingForward seed={seed} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Looking Forward' })).toBeInTheDocument();
    expect(screen.getAllByText(item.prompt).length).toBeGreaterThan(0);
    const cards = screen.getAllByRole('radio');
    expect(cards).toHaveLength(3);
    // The cards speak their hands, never their digits.
    for (const card of cards) expect(card.getAttribute('aria-label')).not.toMatch(/\d:\d\d/);
    await expectNoAxeViolations(container);

    const description = describeClock(item.end);
    const right = screen.getByRole('radio', {
      name: `A clock: ${description.charAt(0).toLowerCase()}${description.slice(1)}`,
    });
    await tabTo(user, cards.find((card) => card.tabIndex === 0) as HTMLElement);
    for (let presses = 0; presses < 3 && document.activeElement !== right; presses += 1) {
      await user.keyboard('{ArrowRight}');
    }
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('jumps forward on the ribbon, and the clock turns with each jump', async () => {
    const user = userEvent.setup();
    const seed = 8;
    const item = firstItem(seed, 2);
    const { container } = renderLingo(<LookingForward seed={seed} />, storeAtStep(2));
    // Before the answer only the start is told; the clock is described by its hands.
    expect(screen.getByText(`Start: ${formatDigital(item.start)}.`)).toBeInTheDocument();
    expect(
      screen.getByRole('slider', { name: 'Minute hand' }).getAttribute('aria-valuetext'),
    ).toMatch(/^(points at|is \d small)/);
    for (const size of ribbonJumpsFor(item.duration)) {
      await tabTo(
        user,
        screen.getByRole('button', { name: `Jump ${jumpButtonName(size, 'forward')}` }),
      );
      await user.keyboard('{Enter}');
    }
    expect(clockTime()).toBe(item.end % 720);
    await expectNoAxeViolations(container);
    await pressCheck(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    // Once right, the ribbon's count to the end is told.
    expect(screen.getByText(forwardText(item))).toBeInTheDocument();
  });

  it('names the hour that did not move on, and flashes the short hand', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(2, (item) => passesAnHour(item.start, item.duration));
    const item = firstItem(seed, 2);
    const { container } = renderLingo(<LookingForward seed={seed} />, storeAtStep(2));
    await setClock(user, item.end - 60);
    // Enter on the clock checks it.
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('When the long hand passes 12, a new hour starts.');
    expect(container.querySelector('[data-hand="hour"] [data-flashing="true"]')).not.toBeNull();
  });

  it('types the end with AM/PM at step 4; the wrong half of the day gets H-NOON and lights up noon', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(4, (item) => landmarkCrossed(item.start, item.end) !== undefined);
    const item = firstItem(seed, 4);
    const { container } = renderLingo(<LookingForward seed={seed} />, storeAtStep(4));
    const { hour, minute } = faceValue(item.end);
    await tabTo(user, screen.getByRole('spinbutton', { name: 'Hour' }));
    await user.keyboard(String(hour));
    await user.keyboard('{ArrowRight}');
    await user.keyboard(String(minute).padStart(2, '0'));
    // The wrong half of the day: the start's AM is kept.
    expect(meridiemOf(item.end)).toBe('PM');
    await tabTo(user, screen.getByRole('button', { name: 'AM' }));
    await user.keyboard('{Enter}');
    await pressCheck(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(/Stop at 12 first\./);
    expect(
      container.querySelector('[data-landmark="noon"][data-highlighted="true"]'),
    ).not.toBeNull();
    // Try again with PM.
    await user.keyboard('{Enter}');
    await tabTo(user, screen.getByRole('button', { name: 'PM' }));
    await user.keyboard('{Enter}');
    await pressCheck(user);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoAxeViolations(container);
  });
});
