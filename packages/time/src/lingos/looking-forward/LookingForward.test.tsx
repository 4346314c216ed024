import { clockTime, setClock } from '../../widgets/AnalogClock/clockTesting';
import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pressButton,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { landmarkCrossed, ribbonJumpsFor } from '../../model/elapsed';
import {
  cardName,
  describeClock,
  faceValue,
  formatDigital,
  meridiemOf,
  sameFaceValue,
} from '../../model/time';
import { jumpButtonLabel } from '../../widgets/TimeRibbon/ribbonModel';
import LookingForward from './LookingForward';
import {
  forwardText,
  generateLookingForward,
  passesAnHour,
  type LookingForwardItem,
} from './model';

/** The first item a session shows, made by the model from the session's seed. */
const firstItem = (seed: number, step: number): LookingForwardItem =>
  firstItemOf(generateLookingForward, step, seed);

/** The first seed whose first item at a step passes a test. */
const seedWhere = (step: number, test: (item: LookingForwardItem) => boolean): number =>
  firstSeed((seed) => firstItem(seed, step), test);

/** Turns "Your clock" by keyboard, and checks it shows the time. */
async function setClockTo(user: UserEvent, goal: number): Promise<void> {
  await setClock(user, goal);
  expect(clockTime()).toBe(((goal % 720) + 720) % 720);
}

describe('Looking Forward', () => {
  it('picks the end clock at step 1, by keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <LookingForward conceptId="time" lingoId="lingo-2-2" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Looking Forward' })).toBeInTheDocument();
    expect(screen.getAllByText(item.prompt).length).toBeGreaterThan(0);
    const cards = screen.getAllByRole('radio');
    expect(cards).toHaveLength(3);
    // The cards speak their hands, never their digits.
    for (const card of cards) expect(card.getAttribute('aria-label')).not.toMatch(/\d:\d\d/);
    await expectNoA11yViolations(container);

    const description = describeClock(item.end);
    const right = screen.getByRole('radio', {
      name: cardName(`A clock: ${description.charAt(0).toLowerCase()}${description.slice(1)}`),
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
    const { container } = renderWithProviders(
      <LookingForward conceptId="time" lingoId="lingo-2-2" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-2', 2), autoRead: false },
    );
    // Before the answer only the start is told; the clock is described by its hands.
    expect(screen.getByText(`Start: ${formatDigital(item.start)}.`)).toBeInTheDocument();
    expect(
      screen.getByRole('slider', { name: 'Minute hand' }).getAttribute('aria-valuetext'),
    ).toMatch(/^(points at|is \d small)/);
    for (const size of ribbonJumpsFor(item.duration)) {
      await tabTo(user, screen.getByRole('button', { name: jumpButtonLabel(size, 'forward') }));
      await user.keyboard('{Enter}');
    }
    expect(clockTime()).toBe(item.end % 720);
    await expectNoA11yViolations(container);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    // Once right, the ribbon's count to the end is told.
    expect(screen.getByText(forwardText(item))).toBeInTheDocument();
  });

  it('names the hour that did not move on, and flashes the short hand', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(2, (item) => passesAnHour(item.start, item.duration));
    const item = firstItem(seed, 2);
    const { container } = renderWithProviders(
      <LookingForward conceptId="time" lingoId="lingo-2-2" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-2', 2), autoRead: false },
    );
    await setClockTo(user, item.end - 60);
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
    const { container } = renderWithProviders(
      <LookingForward conceptId="time" lingoId="lingo-2-2" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-2', 4), autoRead: false },
    );
    const { hour, minute } = faceValue(item.end);
    await tabTo(user, screen.getByRole('spinbutton', { name: 'Hour' }));
    await user.keyboard(String(hour));
    await user.keyboard('{ArrowRight}');
    await user.keyboard(String(minute).padStart(2, '0'));
    // The wrong half of the day: the start's AM is kept.
    expect(meridiemOf(item.end)).toBe('PM');
    await tabTo(user, screen.getByRole('button', { name: 'AM' }));
    await user.keyboard('{Enter}');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(/Stop at 12 first\./);
    expect(
      container.querySelector('[data-landmark="noon"][data-highlighted="true"]'),
    ).not.toBeNull();
    // Try again with PM.
    await user.keyboard('{Enter}');
    await tabTo(user, screen.getByRole('button', { name: 'PM' }));
    await user.keyboard('{Enter}');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('shows 12 as "12:00" on the ribbon before AM and PM are taught (no midnight)', () => {
    // "Liam starts building at 1 o'clock": the ribbon's stretch starts at 12.
    const seed = seedWhere(1, (item) => faceValue(item.start).hour === 1);
    renderWithProviders(<LookingForward conceptId="time" lingoId="lingo-2-2" seed={seed} />, {
      autoRead: false,
    });
    const ribbon = screen.getByRole('group', { name: 'Time ribbon' });
    expect(within(ribbon).getByText('12:00')).toBeInTheDocument();
    expect(ribbon).not.toHaveTextContent(/noon|midnight/);
    expect(ribbon).toHaveAccessibleDescription('Time ribbon from 1:00.');
  });

  it('clears the ribbon’s last announcement once the answer is checked', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 1);
    renderWithProviders(<LookingForward conceptId="time" lingoId="lingo-2-2" seed={seed} />, {
      autoRead: false,
    });
    const ribbon = screen.getByRole('group', { name: 'Time ribbon' });
    await user.click(within(ribbon).getByRole('button', { name: jumpButtonLabel(60, 'forward') }));
    await user.click(within(ribbon).getByRole('button', { name: 'Remove the last jump' }));
    const status = within(ribbon).getByRole('status');
    expect(status).toHaveTextContent(`Removed plus 1 hour, back to ${formatDigital(item.start)}`);
    const description = describeClock(item.end);
    await user.click(
      screen.getByRole('radio', {
        name: cardName(`A clock: ${description.charAt(0).toLowerCase()}${description.slice(1)}`),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    // The feedback is the news now: no stale "Removed …" beside it.
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByText(/^Removed /)).toBeNull();
  });

  it('a backward card at step 1 gets a hint about cards, not about turning hands', async () => {
    const user = userEvent.setup();
    const backward = (item: LookingForwardItem): number | undefined =>
      item.choices?.find((time) => sameFaceValue(time, item.start - item.duration));
    const seed = seedWhere(1, (item) => backward(item) !== undefined);
    const item = firstItem(seed, 1);
    renderWithProviders(<LookingForward conceptId="time" lingoId="lingo-2-2" seed={seed} />, {
      autoRead: false,
    });
    const description = describeClock(backward(item) as number);
    await user.click(
      screen.getByRole('radio', {
        name: cardName(`A clock: ${description.charAt(0).toLowerCase()}${description.slice(1)}`),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      /Later means forward\. Count forward .* then pick that clock\./,
    );
    expect(feedback()).not.toHaveTextContent(/hands/);
  });
});
