import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dateKey, type CalendarDate } from '../../model/dates';
import { formatFull } from '../../model/names';
import FindTheDate from './FindTheDate';
import { generateFindTheDate, type FindTheDateItem } from './model';

const firstItem = (seed: number, step: number): FindTheDateItem =>
  firstItemOf(generateFindTheDate, step, seed);

const cellOf = (date: CalendarDate): HTMLElement => {
  const cell = document.querySelector<HTMLElement>(`[data-date="${dateKey(date)}"]`);
  if (!cell) throw new Error(`no cell for ${dateKey(date)}`);
  return cell;
};

/** From the grid's tab stop (the 1st), arrows right to the date, as a keyboard user counts on. */
async function keyToDate(user: UserEvent, target: CalendarDate): Promise<void> {
  await tabTo(user, cellOf({ ...target, day: 1 }));
  for (let day = 1; day < target.day; day += 1) await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(cellOf(target));
  await user.keyboard('{Enter}');
}

describe('Find the Date', () => {
  it('finds the date by keyboard alone: arrows to it, Enter, then Check', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <FindTheDate conceptId="calendar" lingoId="lingo-2-1" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Find the Date' })).toBeInTheDocument();
    const monthNames = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    const month = monthNames[item.target.month - 1];
    expect(item.prompt).toBe(`Tap ${month} ${item.target.day}.`);
    expect(screen.getByRole('group', { name: item.prompt })).toBeInTheDocument();
    const length = new Date(Date.UTC(item.target.year, item.target.month, 0)).getUTCDate();
    expect(
      screen.getByRole('grid', {
        name: `Calendar for ${month} ${item.target.year}, ${length} days.`,
      }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await keyToDate(user, item.target);
    expect(
      screen.getByText(`You tapped ${formatFull(item.target).replace(/, \d+$/, '')}.`),
    ).toBeInTheDocument();
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(cellOf(item.target)).toHaveAttribute('data-tone', 'right');
    await expectNoA11yViolations(container);
  });

  it('names the digit swap when 21 is tapped for 12, and marks the tap wrong', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 2),
      (candidate) => candidate.target.day === 12,
    );
    const item = firstItem(seed, 2);
    renderWithProviders(<FindTheDate conceptId="calendar" lingoId="lingo-2-1" seed={seed} />, {
      store: learnerAtStep('calendar', 'lingo-2-1', 2),
      autoRead: false,
    });
    const swapped = { ...item.target, day: 21 };
    await user.click(cellOf(swapped));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('Twelve is a 1 then a 2. It comes right after 11.');
    expect(cellOf(swapped)).toHaveAttribute('data-tone', 'wrong');
  });

  it('step 3: only the 1st shows; blanks read their row; a near miss lights the 1st’s column', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 3),
      (candidate) => candidate.target.day > 2 && candidate.target.day < 21,
    );
    const item = firstItem(seed, 3);
    const { container } = renderWithProviders(
      <FindTheDate conceptId="calendar" lingoId="lingo-2-1" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-2-1', 3), autoRead: false },
    );
    const grid = screen.getByRole('grid');
    const numbers = within(grid)
      .getAllByRole('button')
      .map((cell) => cell.textContent)
      .filter(Boolean);
    expect(numbers).toEqual(['1']);
    expect(cellOf(item.target).getAttribute('aria-label')).toMatch(
      /^(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), row \d, date hidden$/,
    );
    await expectNoA11yViolations(container);
    const oneOff = { ...item.target, day: item.target.day + 1 };
    await user.click(cellOf(oneOff));
    // The tap is said as the grid reads it: the hidden date stays hidden.
    expect(screen.getByText(/^You tapped \w+day, row \d\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(feedback()).toHaveTextContent(
      'The 1st is already 1. Count on from it: 2, 3, 4. One row straight down is 7 more.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    const lit = [...container.querySelectorAll('[data-date][data-lit]')].map((cell) =>
      Number(cell.getAttribute('data-date')?.slice(-2)),
    );
    expect(lit.length).toBeGreaterThanOrEqual(4);
    expect(lit.every((day) => (day - 1) % 7 === 0)).toBe(true);
  });

  it('step 4: goes to the next or previous month with its button, then finds the date', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const item = firstItem(seed, 4);
    const { container } = renderWithProviders(
      <FindTheDate conceptId="calendar" lingoId="lingo-2-1" seed={seed} />,
      { store: learnerAtStep('calendar', 'lingo-2-1', 4), autoRead: false },
    );
    // A tap on the same number in the month shown is the wrong month.
    const sameDay = Math.min(item.target.day, 28);
    await user.click(cellOf({ ...item.shown, day: sameDay }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const monthNames = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    expect(feedback()).toHaveTextContent(
      `Check the name at the top. Use the arrow to go to ${monthNames[item.target.month - 1]}.`,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const later =
      item.target.year * 12 + item.target.month > item.shown.year * 12 + item.shown.month;
    await user.click(screen.getByRole('button', { name: later ? 'Next month' : 'Previous month' }));
    expect(
      screen.getByRole('grid', {
        name: new RegExp(
          `^Calendar for ${monthNames[item.target.month - 1]} ${item.target.year}, `,
        ),
      }),
    ).toBeInTheDocument();
    // Navigation reaches only the month shown and its neighbours.
    expect(
      screen.getByRole('button', { name: later ? 'Next month' : 'Previous month' }),
    ).toBeDisabled();
    await user.click(cellOf(item.target));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('shows a worked example on the grid after two items missed in a row', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <FindTheDate conceptId="calendar" lingoId="lingo-2-1" seed={8} />,
      { autoRead: false },
    );
    for (let missed = 0; missed < 2; missed += 1) {
      expect(sessionSection()).toHaveAttribute('data-state', 'answering');
      const day = Number(
        /(\d+)\.$/.exec(
          sessionSection().querySelector('[role="group"]')?.getAttribute('aria-label') ?? '',
        )?.[1],
      );
      const wrong = within(screen.getByRole('grid'))
        .getAllByRole('button')
        .find((cell) => cell.textContent !== String(day));
      if (!wrong) throw new Error('no other date');
      await user.click(wrong);
      await user.click(screen.getByRole('button', { name: 'Check' }));
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(
      screen.getAllByText(/^Start at the 1st\. It is a \w+day, in row 1\.$/).length,
    ).toBeGreaterThan(0);
    const first = container.querySelector('[data-date$="-01"]');
    expect(first).toHaveAttribute('data-tone', 'highlighted');
    await expectNoA11yViolations(container);
  });
});
