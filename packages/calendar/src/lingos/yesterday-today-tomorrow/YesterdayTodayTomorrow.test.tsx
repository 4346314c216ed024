import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pickCard,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Weekday } from '../../model/dates';
import {
  answerOf,
  weekAround,
  yesterdayTodayTomorrowModel,
  type YesterdayTodayTomorrowItem,
} from './model';
import YesterdayTodayTomorrow from './YesterdayTodayTomorrow';

const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** calendar.md's text alternative of the strip centred on today. */
function weekStripText(today: Weekday): string {
  const week = weekAround(today).map((day) => names[day]);
  return `Week strip. Middle, with a star: today, ${week[3]}. Before it: ${week.slice(0, 3).join(', ')}. After it: ${week.slice(4).join(', ')}.`;
}

const firstItem = (step: number, seed: number): YesterdayTodayTomorrowItem =>
  firstItemOf(yesterdayTodayTomorrowModel.generate, step, seed);

describe('Yesterday, Today, Tomorrow', () => {
  it('step 1: taps tomorrow or yesterday on the strip with the keyboard', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(1, seed);
    const { container } = renderWithProviders(
      <YesterdayTodayTomorrow conceptId="calendar" lingoId="lingo-1-2" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Yesterday, Today, Tomorrow' }),
    ).toBeInTheDocument();
    expect(screen.getByText(weekStripText(item.today))).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: 'Week strip: tap a day' });
    const boxes = within(strip).getAllByRole('button');
    expect(boxes[3]).toHaveAccessibleName(`${names[item.today]}, box 4, today`);
    await expectNoA11yViolations(container);
    // One tab stop: Tab reaches a box, the arrows go to the one wanted, Enter taps it.
    const wanted = item.direction === 'tomorrow' ? 4 : 2;
    await tabTo(user, boxes.find((box) => box.tabIndex === 0) as HTMLElement);
    const from = boxes.findIndex((box) => box === document.activeElement);
    const key = wanted > from ? '{ArrowRight}' : '{ArrowLeft}';
    for (let step = 0; step < Math.abs(wanted - from); step += 1) await user.keyboard(key);
    expect(boxes[wanted]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(boxes[wanted]).toHaveAttribute('aria-pressed', 'true');
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('step 1: the opposite box names the direction swapped', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(1, candidate),
      (candidate) => candidate.direction === 'tomorrow',
    );
    renderWithProviders(
      <YesterdayTodayTomorrow conceptId="calendar" lingoId="lingo-1-2" seed={seed} />,
      { autoRead: false },
    );
    const boxes = within(screen.getByRole('list', { name: 'Week strip: tap a day' })).getAllByRole(
      'button',
    );
    await user.click(boxes[2] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'Tomorrow has not happened yet. It is one day after today.',
    );
  });

  it('step 2: picks from 3 cards; "Show the week" reveals the strip and makes the answer practice', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(2, seed);
    const { container, store } = renderWithProviders(
      <YesterdayTodayTomorrow conceptId="calendar" lingoId="lingo-1-2" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-1-2', 2), autoRead: false },
    );
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(grid).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByText(weekStripText(item.today))).toBeNull();
    const show = screen.getByRole('button', { name: 'Show the week' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await tabTo(user, show);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide the week' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(weekStripText(item.today))).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await pickCard(user, within(grid).getByRole('radio', { name: names[answerOf(item)] }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    // Right, but after a hint: practice, not evidence. The streak does not grow.
    expect(store.get('calendar', 'lingo-1-2')?.streak).toBe(0);
  });

  it('step 2: a right answer without the strip counts as evidence', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(2, seed);
    const { store } = renderWithProviders(
      <YesterdayTodayTomorrow conceptId="calendar" lingoId="lingo-1-2" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-1-2', 2), autoRead: false },
    );
    await pickCard(user, screen.getByRole('radio', { name: names[answerOf(item)] }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(store.get('calendar', 'lingo-1-2')?.streak).toBe(1);
  });

  it('step 3: works backwards; a wrong card gets the hint worded for the item', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(3, candidate),
      (candidate) => candidate.direction === 'tomorrow',
    );
    const item = firstItem(3, seed);
    const named = names[item.named ?? 0] as string;
    const { container } = renderWithProviders(
      <YesterdayTodayTomorrow conceptId="calendar" lingoId="lingo-1-2" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-1-2', 3), autoRead: false },
    );
    expect(
      screen.getByRole('radiogroup', { name: `Tomorrow will be ${named}. What day is today?` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the week' })).toBeNull();
    await pickCard(user, screen.getByRole('radio', { name: named }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `If tomorrow is ${named}, today is the day just before ${named}.`,
    );
    await expectNoA11yViolations(container);
  });

  it('two misses in a row show the worked example on the strip: today lit, then the answer', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <YesterdayTodayTomorrow conceptId="calendar" lingoId="lingo-1-2" seed={7} />,
      { autoRead: false },
    );
    const strip = () =>
      screen.getAllByRole('list', { name: 'Week strip: tap a day' })[0] as HTMLElement;
    for (let miss = 0; miss < 2; miss += 1) {
      // Box 1 is 3 days from today: never tomorrow nor yesterday.
      await user.click(within(strip()).getAllByRole('button')[0] as HTMLElement);
      await user.click(screen.getByRole('button', { name: 'Check' }));
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    const lit = sessionSection().querySelector('[data-tone="highlighted"]');
    expect(lit).toHaveAttribute('data-today', 'true');
    expect(screen.getAllByText(/^The star is today: \w+\.$/).length).toBeGreaterThan(0);
  });
});
