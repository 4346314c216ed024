import {
  expectNoA11yViolations,
  feedback,
  lessonSection,
  pickCard,
  renderWithProviders,
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ReadingAMonthGrid from './ReadingAMonthGrid';

const cell = (day: number): HTMLElement => {
  const found = document.querySelector<HTMLElement>(
    `[data-date="2026-10-${String(day).padStart(2, '0')}"]`,
  );
  if (!found) throw new Error(`no cell for October ${day}`);
  return found;
};
const header = (weekday: number): HTMLElement => {
  const found = document.querySelector<HTMLElement>(`[data-header="${weekday}"]`);
  if (!found) throw new Error(`no header ${weekday}`);
  return found;
};
const litHeaders = (): string[] =>
  [...document.querySelectorAll('th[data-lit]')].map(
    (th) => th.querySelector('[data-part="weekday"]')?.textContent ?? '',
  );

/** Next, by keyboard: the lesson focuses it once a step is done. */
async function next(user: UserEvent): Promise<void> {
  expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  await user.keyboard('{Enter}');
}

/** From the grid's tab stop, arrows right to a day of October 2026 (the stop is the 1st). */
async function arrowToDay(user: UserEvent, day: number): Promise<void> {
  const active = document.activeElement;
  const from = active?.getAttribute('data-date')
    ? Number(active.getAttribute('data-date')?.slice(-2))
    : 1;
  if (!active?.hasAttribute('data-date')) await tabTo(user, cell(1));
  for (let at = from; at < day; at += 1) await user.keyboard('{ArrowRight}');
  for (let at = from; at > day; at -= 1) await user.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(cell(day));
}

describe('Reading a Month Grid', () => {
  it('is played to completion with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { container, engine } = renderWithProviders(
      <ReadingAMonthGrid conceptId="calendar" lingoId="lingo-2-0" />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reading a Month Grid' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Calendar for October 2026. Columns Sunday to Saturday. Row 1: Thursday 1, Friday 2, Saturday 3.',
      ),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);

    // Step 1: the title is a button; it is read aloud.
    await tabTo(user, screen.getByRole('button', { name: 'October 2026' }));
    await user.keyboard('{Enter}');
    expect(spokenTexts(engine)).toContain('October 2026');
    expect(feedback(lessonSection())).toHaveTextContent('October 2026.');
    await next(user);

    // Step 2: a wrong date says what it is; the 1 says October starts on a Thursday.
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    await arrowToDay(user, 2);
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(
      'That is Friday, October 2. Find the 1: the first box with a number.',
    );
    await arrowToDay(user, 1);
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(
      'October 1 is a Thursday. A month can start on any day of the week.',
    );
    await next(user);

    // Step 3: the Sunday header lights its column.
    expect(screen.queryByRole('button', { name: 'October 2026' })).toBeNull();
    await tabTo(user, cell(1));
    for (let up = 0; up < 2 && document.activeElement?.hasAttribute('data-date'); up += 1) {
      await user.keyboard('{ArrowUp}');
    }
    expect(document.activeElement).toBe(header(4));
    for (let left = 0; left < 4; left += 1) await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(header(0));
    await user.keyboard('{Enter}');
    expect(litHeaders()).toEqual(['Sunday']);
    expect(feedback(lessonSection())).toHaveTextContent('4, 11, 18, 25: all Sundays.');
    await expectNoA11yViolations(container);
    await next(user);

    // Step 4: 14, then Up to the header above it.
    await tabTo(user, cell(1));
    await arrowToDay(user, 14);
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(
      'October 14. Now go straight up to the name at the top.',
    );
    for (let up = 0; up < 4 && document.activeElement?.hasAttribute('data-date'); up += 1) {
      await user.keyboard('{ArrowUp}');
    }
    expect(document.activeElement).toBe(header(3));
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent('October 14 is a Wednesday.');
    expect(litHeaders()).toEqual(['Wednesday']);
    await next(user);

    // Step 5: the last date.
    await tabTo(user, cell(1));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(cell(31));
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent('October has 31 days.');
    await next(user);

    // Step 6: "Tap October 9."; a miss lights the 9's column (Friday).
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
    await tabTo(user, cell(1));
    await arrowToDay(user, 6);
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(
      'That is Tuesday, October 6. Find the 9: it comes right after 8.',
    );
    expect(litHeaders()).toEqual(['Friday']);
    await arrowToDay(user, 9);
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent('Yes! Friday, October 9.');
    await next(user);

    // The closing check: a wrong card, its hint and the 20's column lit; then Tuesday.
    expect(screen.getByText('Check 1 of 1')).toBeInTheDocument();
    expect(litHeaders()).toEqual([]);
    await pickCard(user, screen.getByRole('radio', { name: 'Wednesday' }));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Go straight up from 20 to the name at the top.',
    );
    expect(litHeaders()).toEqual(['Tuesday']);
    expect(cell(20)).toHaveAttribute('data-tone', 'highlighted');
    await expectNoA11yViolations(container);
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await pickCard(user, screen.getByRole('radio', { name: 'Tuesday' }));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await next(user);
    expect(lessonSection()).toHaveAttribute('data-part', 'done');
    await expectNoA11yViolations(container);
  });

  it('says what a wrong tap is instead of moving on, by pointer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReadingAMonthGrid conceptId="calendar" lingoId="lingo-2-0" />, {
      autoRead: false,
    });
    // Step 1: a date is not the title.
    await user.click(cell(3));
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    expect(feedback(lessonSection())).toHaveTextContent(
      'The name of the month and its year are at the top. Tap them.',
    );
    await user.click(screen.getByRole('button', { name: 'October 2026' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(cell(1));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Step 3: Monday lights its own column and reads it; only Sunday moves on.
    await user.click(header(1));
    expect(litHeaders()).toEqual(['Monday']);
    expect(feedback(lessonSection())).toHaveTextContent(
      'Monday column: 5, 12, 19, 26. Sunday is on the left.',
    );
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await user.click(header(0));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Step 4: the header first asks for 14.
    await user.click(header(3));
    expect(feedback(lessonSection())).toHaveTextContent('First tap 14.');
    await user.click(cell(14));
    expect(cell(14)).toHaveAttribute('data-selected', 'true');
    await user.click(header(2));
    expect(feedback(lessonSection())).toHaveTextContent(
      'Go straight up from 14 to the name at the top.',
    );
    await user.click(header(3));
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  });
});
