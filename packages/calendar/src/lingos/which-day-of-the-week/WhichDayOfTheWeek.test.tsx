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
import { dateKey, type CalendarDate } from '../../model/dates';
import { generateWhichDay, type WhichDayItem } from './model';
import WhichDayOfTheWeek from './WhichDayOfTheWeek';

const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (date: CalendarDate): number =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

const firstItem = (seed: number, step: number): WhichDayItem =>
  firstItemOf(generateWhichDay, step, seed);

const cellOf = (date: CalendarDate): HTMLElement => {
  const cell = document.querySelector<HTMLElement>(`[data-date="${dateKey(date)}"]`);
  if (!cell) throw new Error(`no cell for ${dateKey(date)}`);
  return cell;
};
const headerOf = (weekday: number): HTMLElement => {
  const header = document.querySelector<HTMLElement>(`[data-header="${weekday}"]`);
  if (!header) throw new Error(`no header ${weekday}`);
  return header;
};

describe('Which Day of the Week?', () => {
  it('picks the day of a date on the cards by keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(seed, 1);
    if (item.task.kind !== 'day-of-date') throw new Error('step 1 asks a day');
    const { container } = renderWithProviders(
      <WhichDayOfTheWeek conceptId="calendar" lingoId="lingo-2-2" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Which Day of the Week?' }),
    ).toBeInTheDocument();
    expect(item.prompt).toMatch(/^What day of the week is the \d(st|nd|rd|th)\?$/);
    const cards = within(screen.getByRole('radiogroup', { name: item.prompt })).getAllByRole(
      'radio',
    );
    expect(cards).toHaveLength(3);
    await expectNoA11yViolations(container);
    const right = names[weekdayOf(item.task.date)] ?? '';
    await pickCard(user, screen.getByRole('radio', { name: right }));
    // The column of the day picked lights up, and its dates are read.
    expect(headerOf(weekdayOf(item.task.date)).closest('th')).toHaveAttribute('data-lit', 'true');
    expect(screen.getByText(new RegExp(`^${right} column: `))).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('answers with a column header too: Up from the date reaches it, Enter picks it', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 2);
    if (item.task.kind !== 'day-of-date') throw new Error('step 2 asks a day');
    renderWithProviders(
      <WhichDayOfTheWeek conceptId="calendar" lingoId="lingo-2-2" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-2-2', 2), autoRead: false },
    );
    const first = { ...item.task.date, day: 1 };
    await tabTo(user, cellOf(first));
    for (let day = 1; day < item.task.date.day; day += 1) await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cellOf(item.task.date));
    for (let up = 0; up < 6 && document.activeElement?.hasAttribute('data-date'); up += 1) {
      await user.keyboard('{ArrowUp}');
    }
    expect(document.activeElement).toBe(headerOf(weekdayOf(item.task.date)));
    await user.keyboard('{Enter}');
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('names the wrong column and marks the date to go up from', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(seed, 1);
    if (item.task.kind !== 'day-of-date') throw new Error('step 1 asks a day');
    const { container } = renderWithProviders(
      <WhichDayOfTheWeek conceptId="calendar" lingoId="lingo-2-2" seed={seed} />,
      { autoRead: false },
    );
    const right = weekdayOf(item.task.date);
    const sundayStart = (item.task.date.day - 1) % 7;
    const wrong = item.task.choices.find((day) => day !== right && day !== sundayStart);
    if (wrong === undefined) throw new Error('no neighbour card');
    await user.click(screen.getByRole('radio', { name: names[wrong] }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('Go straight up from the date to the name at the top.');
    expect(cellOf(item.task.date)).toHaveAttribute('data-tone', 'highlighted');
    await expectNoA11yViolations(container);
  });

  it('step 3: taps the nth day; rows counted get their hint and the column lit', async () => {
    const user = userEvent.setup();
    // An item whose day is missing from row 1, asked for the second one.
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 3),
      (candidate) =>
        candidate.task.kind === 'nth-weekday' &&
        candidate.task.n === 2 &&
        candidate.task.weekday <
          weekdayOf({ year: candidate.year, month: candidate.month, day: 1 }),
    );
    const item = firstItem(seed, 3);
    if (item.task.kind !== 'nth-weekday') throw new Error('step 3 asks a tap');
    const { container } = renderWithProviders(
      <WhichDayOfTheWeek conceptId="calendar" lingoId="lingo-2-2" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-2-2', 3), autoRead: false },
    );
    const name = names[item.task.weekday] ?? '';
    expect(item.prompt).toBe(`Tap the second ${name}.`);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await expectNoA11yViolations(container);
    // The day in row 2 is the first of its column: counting rows makes it the "second".
    const inRow2 = { ...item.task.target, day: item.task.target.day - 7 };
    await user.click(cellOf(inRow2));
    expect(screen.getByText(new RegExp(`: the first ${name}\\.$`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(feedback()).toHaveTextContent(
      `Count only the dates in the ${name} column. The first ${name} is the first date in that column, even if it is in row 2.`,
    );
    expect(cellOf(inRow2)).toHaveAttribute('data-tone', 'wrong');
    expect(headerOf(item.task.weekday).closest('th')).toHaveAttribute('data-lit', 'true');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(cellOf(item.task.target));
    expect(screen.getByText(new RegExp(`: the second ${name}\\.$`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4: a holiday by its rule, its cell not naming it', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 4),
      (candidate) => candidate.task.holiday === 'thanksgiving',
    );
    const item = firstItem(seed, 4);
    if (item.task.kind !== 'nth-weekday') throw new Error('Thanksgiving is tapped');
    const { container } = renderWithProviders(
      <WhichDayOfTheWeek conceptId="calendar" lingoId="lingo-2-2" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-2-2', 4), autoRead: false },
    );
    expect(
      screen.getByRole('group', {
        name: 'Thanksgiving is the second Monday of October. Tap it.',
      }),
    ).toBeInTheDocument();
    expect(cellOf(item.task.target).getAttribute('aria-label')).not.toContain('Thanksgiving');
    // Headers light a column to count down; they do not answer a tap item.
    await user.click(headerOf(1));
    expect(screen.getByText(/^Monday column: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(cellOf(item.task.target));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      /Thanksgiving is Monday, October \d+: the second Monday\./,
    );
    await expectNoA11yViolations(container);
  });
});
