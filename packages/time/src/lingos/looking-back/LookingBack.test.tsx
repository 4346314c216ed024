import { createProgressStore } from '@lingos/catalogue';
import { createRng, deriveSeed } from '@lingos/kit';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ribbonJumpsFor } from '../../model/elapsed';
import { faceDifference, faceValue, formatDigital, NOON } from '../../model/time';
import { jumpButtonName } from '../../widgets/TimeRibbon/ribbonModel';
import { expectNoAxeViolations, renderLingo, sessionSection } from '../testUtils';
import LookingBack from './LookingBack';
import { backText, crossesBackOverHour, generateLookingBack, type LookingBackItem } from './model';

function firstItem(seed: number, step: number): LookingBackItem {
  return generateLookingBack(step, createRng(deriveSeed(seed, 0, 0)));
}

function seedWhere(step: number, test: (item: LookingBackItem) => boolean): number {
  const seed = Array.from({ length: 300 }, (_, index) => index + 1).find((candidate) =>
    test(firstItem(candidate, step)),
  );
  expect(seed).toBeDefined();
  return seed as number;
}

function storeAtStep(step: number) {
  const store = createProgressStore({ storage: null, target: null });
  store.update('time', 'lingo-2-3', () => ({
    status: 'practising',
    step,
    recent: [],
    streak: 0,
    bestTimes: {},
    updatedAt: 0,
  }));
  return store;
}

async function tabTo(user: UserEvent, element: HTMLElement): Promise<void> {
  for (let presses = 0; presses < 80 && document.activeElement !== element; presses += 1) {
    await user.tab();
  }
  expect(document.activeElement).toBe(element);
}

async function pressButton(user: UserEvent, name: string): Promise<void> {
  await tabTo(user, screen.getByRole('button', { name }));
  await user.keyboard('{Enter}');
}

const feedback = (): HTMLElement =>
  sessionSection().querySelector('[data-part="feedback"]') as HTMLElement;

function clockTime(): number {
  const hour = Number(
    screen.getByRole('slider', { name: 'Hour hand' }).getAttribute('aria-valuenow'),
  );
  const minute = Number(
    screen.getByRole('slider', { name: 'Minute hand' }).getAttribute('aria-valuenow'),
  );
  return (hour % 12) * 60 + minute;
}

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
}

describe('Looking Back', () => {
  it('counts back on the ribbon (− jumps) and the clock turns back with it', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(seed, 2);
    const { container } = renderLingo(<LookingBack seed={seed} />, storeAtStep(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Looking Back' })).toBeInTheDocument();
    expect(screen.getByText(`End: ${formatDigital(item.end)}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Jump plus/ })).toBeNull();
    await expectNoAxeViolations(container);
    for (const size of ribbonJumpsFor(item.duration)) {
      await pressButton(user, `Jump ${jumpButtonName(size, 'back')}`);
    }
    expect(clockTime()).toBe(item.start % 720);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(screen.getByText(backText(item))).toBeInTheDocument();
  });

  it('names the hour kept when counting back past the 12', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(
      2,
      (item) => item.duration < 60 && crossesBackOverHour(item.end, item.duration),
    );
    const item = firstItem(seed, 2);
    const { container } = renderLingo(<LookingBack seed={seed} />, storeAtStep(2));
    await setClock(user, item.start + 60);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('Going back past the 12, the hour goes back one.');
    expect(container.querySelector('[data-hand="hour"] [data-flashing="true"]')).not.toBeNull();
    // Try again, on the same clock.
    await user.keyboard('{Enter}');
    await setClock(user, item.start);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoAxeViolations(container);
  });

  it('asks for AM before noon when counting back across it (H-NOON)', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(4, (item) => item.start < NOON && item.end > NOON);
    const item = firstItem(seed, 4);
    renderLingo(<LookingBack seed={seed} />, storeAtStep(4));
    const { hour, minute } = faceValue(item.start);
    // The input starts on the end, a PM time; typing the digits keeps PM.
    await tabTo(user, screen.getByRole('spinbutton', { name: 'Hour' }));
    await user.keyboard(String(hour));
    await user.keyboard('{ArrowRight}');
    await user.keyboard(String(minute).padStart(2, '0'));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `Just before noon is still morning: ${formatDigital(item.start)} AM.`,
    );
    await user.keyboard('{Enter}');
    await pressButton(user, 'AM');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('works an example through on the ribbon after 2 misses in a row', async () => {
    const user = userEvent.setup();
    const { container } = renderLingo(<LookingBack seed={6} />, storeAtStep(2));
    for (let miss = 0; miss < 2; miss += 1) {
      // One minute past the end is never the start.
      await tabTo(user, screen.getByRole('slider', { name: 'Minute hand' }));
      await user.keyboard('{ArrowUp}{Enter}');
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
      await pressButton(user, 'Next');
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    const example = sessionSection().querySelector('[data-example-step]') as HTMLElement;
    expect(within(example).getByRole('group', { name: 'Time ribbon' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    for (let step = 0; step < 8 && sessionSection().dataset.state === 'worked-example'; step += 1) {
      await user.keyboard('{Enter}');
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
  });
});
