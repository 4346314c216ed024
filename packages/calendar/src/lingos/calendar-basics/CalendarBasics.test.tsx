import {
  expectNoA11yViolations,
  feedback,
  lessonSection,
  renderWithProviders,
  spokenTexts,
} from '@lingos/kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../../model/dates';
import CalendarBasics from './CalendarBasics';

// Tuesday, October 13, 2026: October 2026 has 5 week rows and 31 days.
const today = calendarDate(2026, 10, 13);

describe('Calendar Basics', () => {
  it('walks through the five steps by keyboard and mouse, then the check to completed', async () => {
    const user = userEvent.setup();
    const { container, engine, store } = renderWithProviders(
      <CalendarBasics conceptId="calendar" lingoId="lingo-1-0" today={today} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar Basics' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await expectNoA11yViolations(container);

    // Step 1: the moon ends the day; the first box of the week fills.
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Week strip, 7 boxes. 0 filled.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'The moon: finish the day' }));
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent(
      'The sun has set. One day is done. Sunday, 1 day.',
    );
    expect(screen.getByRole('img', { name: 'Picture: the sun setting.' })).toBeInTheDocument();
    expect(screen.getByText('Week strip, 7 boxes. 1 filled.')).toBeInTheDocument();
    await user.click(next());

    // Step 2: boxes fill in order, each saying its day and the count.
    const boxes = () =>
      within(screen.getByRole('list', { name: 'Week strip: tap the next box' })).getAllByRole(
        'button',
      );
    await user.click(boxes()[4] as HTMLElement);
    expect(feedback(lessonSection())).toHaveTextContent('The days go in order. Tap Monday next.');
    for (let box = 1; box < 6; box += 1) await user.click(boxes()[box] as HTMLElement);
    expect(feedback(lessonSection())).toHaveTextContent('Friday, 6 days.');
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await user.click(boxes()[6] as HTMLElement);
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent('Saturday, 7 days: one week!');
    await expectNoA11yViolations(container);
    await user.click(next());

    // Step 3: October 2026, each week from the top, then the last date — by keyboard.
    const grid = screen.getByRole('grid', { name: 'Calendar for October 2026' });
    expect(screen.getByText('Weeks counted: 0 of 5')).toBeInTheDocument();
    const todayCell = within(grid).getByRole('button', {
      name: /^Tuesday, October 13, 2026, today/,
    });
    act(() => todayCell.focus());
    await user.keyboard('{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Count the weeks from the top. Tap a date in week 1.',
    );
    await user.keyboard('{Control>}{Home}{/Control}{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent('Week 1.');
    for (let row = 2; row <= 4; row += 1) await user.keyboard('{ArrowDown}{Enter}');
    await user.keyboard('{Control>}{End}{/Control}{Enter}');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Week 5. Now tap the last date of the month.',
    );
    expect(screen.getByText('Weeks counted: 5 of 5')).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: /^Monday, October 12, 2026.*week 3/ }),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent('This month has 31 days.');
    await expectNoA11yViolations(container);
    await user.click(next());

    // Step 4: the pointer round the year from January 2026; past December it is 2027.
    const pointer = screen.getByRole('slider', { name: 'Month pointer' });
    expect(pointer).toHaveAttribute('aria-valuetext', 'January');
    act(() => pointer.focus());
    await user.keyboard('{ArrowLeft}');
    expect(feedback(lessonSection())).toHaveTextContent('December 2025.');
    await user.keyboard('{ArrowRight}');
    for (let month = 2; month <= 12; month += 1) await user.keyboard('{ArrowRight}');
    expect(feedback(lessonSection())).toHaveTextContent('December 2026.');
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await user.keyboard('{ArrowRight}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent(
      'January 2027. 12 months: a new year starts!',
    );
    // Said once: the wheel leaves the new year to the lesson's line.
    const spoken = [...lessonSection().querySelectorAll('[role="status"], [aria-live]')].map(
      (region) => region.textContent ?? '',
    );
    expect(spoken.filter((text) => /new year/i.test(text))).toHaveLength(1);
    await expectNoA11yViolations(container);
    await user.click(next());

    // Step 5: Tuesday in the middle with a star; yesterday, then tomorrow.
    expect(
      screen.getByText(
        'Today is Tuesday. Yesterday was Monday. Tomorrow will be Wednesday. Tap yesterday, then tomorrow.',
        {
          selector: 'p',
        },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Week strip, 7 boxes. Box 4, in the middle, Tuesday, has a star: today.'),
    ).toBeInTheDocument();
    const strip = within(screen.getByRole('list', { name: 'Week strip' }));
    await user.click(strip.getByRole('button', { name: 'Wednesday 14, box 5' }));
    expect(feedback(lessonSection())).toHaveTextContent(
      'Wednesday. That is tomorrow. First tap yesterday.',
    );
    await user.click(strip.getByRole('button', { name: 'Monday 12, box 3' }));
    await user.click(strip.getByRole('button', { name: 'Wednesday 14, box 5' }));
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent('Wednesday. That is tomorrow.');
    await user.click(next());

    // Closing check: a wrong card replays the week; then 7, then box 5.
    expect(screen.getByText('Check 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '12' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(feedback(lessonSection())).toHaveTextContent(
      '12 months make a year. Count the week again: Sunday 1, Monday 2',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(next());
    expect(
      screen.getByText('Week strip, 7 boxes. Box 4, in the middle, has a star: today.'),
    ).toBeInTheDocument();
    const numbered = within(screen.getByRole('list', { name: 'Week strip, numbered boxes' }));
    expect(numbered.getByText('4, box 4, today')).toBeInTheDocument();
    expect(screen.queryByText('Tuesday')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Box 5' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(next());
    expect(lessonSection()).toHaveAttribute('data-part', 'done');
    expect(store.get('calendar', 'lingo-1-0')?.status).toBe('completed');
    expect(spokenTexts(engine)).toContain('Saturday, 7 days: one week!');
    await expectNoA11yViolations(container);
  });
});
