import {
  arrowTo,
  expectNoA11yViolations,
  lessonSection,
  renderWithProviders,
  spokenTexts,
  tabUntil,
} from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdvancedTimeConcepts from './AdvancedTimeConcepts';
import { advancedTimeHints, timeAmountPairs } from './model';

const named = (name: string) => (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent) === name;

describe('Advanced Time Concepts', () => {
  it('plays every step and the closing check with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { container, engine } = renderWithProviders(
      <AdvancedTimeConcepts conceptId="time" lingoId="lingo-3-0" />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Advanced Time Concepts' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await expectNoA11yViolations(container);

    // Step 1: the sun goes from midnight, past noon, to midnight, an hour at a time.
    const sun = (await tabUntil(user, named('Sun'))) as HTMLElement;
    for (let hour = 0; hour < 9; hour += 1) await user.keyboard('{PageUp}');
    expect(sun).toHaveAttribute(
      'aria-valuetext',
      'Day ribbon: the sun is at 9 in the morning, 9:00 AM, 09:00.',
    );
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    for (let hour = 9; hour < 24; hour += 1) await user.keyboard('{PageUp}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');

    // Step 2: midnight first is the wrong landmark; then noon, then midnight.
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    await tabUntil(user, named('12 midnight, the start of the day'));
    await user.keyboard('{Enter}');
    expect(screen.getByText(advancedTimeHints['noon-not-midnight'])).toBeInTheDocument();
    await tabUntil(user, named('12 noon'));
    await user.keyboard('{Enter}');
    await tabUntil(user, named('12 midnight, the start of the next day'));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    // Step 3: each afternoon hour says its pair.
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    await tabUntil(user, named('3 PM'));
    await user.keyboard('{Enter}');
    expect(spokenTexts(engine)).toContain('3 PM, 15:00.');
    expect(screen.getByRole('button', { name: '3 PM, 15:00' })).toBeInTheDocument();
    await tabUntil(user, named('4 PM'));
    await user.keyboard('{Enter}');
    await tabUntil(user, named('5 PM'));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    // Step 4: 03:00 gets the add-12 hint; 15:00 is right.
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    await tabUntil(user, named('Hour'));
    await user.keyboard('03');
    await user.keyboard('{Enter}');
    expect(screen.getByText(advancedTimeHints['set-add-twelve'])).toBeInTheDocument();
    await user.keyboard('15');
    await user.keyboard('{Enter}');
    expect(
      screen.getByText(
        'The clock shows 15:00, which is 3 PM. 12 noon stays 12:00, and midnight is 00:00.',
      ),
    ).toBeInTheDocument();
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    // Step 5: a wrong pair is named; then every pair is matched.
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    // Each column is one tab stop: Tab in, arrows to the item, Enter chooses it, and focus
    // goes to the other column for its partner.
    const nameOf = (element: Element | null) => element?.textContent ?? '';
    const arrowToItem = async (words: string) => {
      await user.keyboard('{Home}');
      for (
        let presses = 0;
        presses < 12 && !nameOf(document.activeElement).startsWith(words);
        presses += 1
      ) {
        await user.keyboard('{ArrowDown}');
      }
      expect(nameOf(document.activeElement)).toMatch(new RegExp(`^${words}`));
    };
    await tabUntil(user, (element) => nameOf(element).startsWith('60 minutes'));
    await user.keyboard('{Enter}');
    await arrowToItem('2 hours');
    await user.keyboard('{Enter}');
    expect(
      screen.getByText(/^60 minutes and 2 hours are not the same amount of time\./),
    ).toBeInTheDocument();
    for (const pair of timeAmountPairs) {
      await user.keyboard('{ArrowLeft}');
      await arrowToItem(pair.left);
      await user.keyboard('{Enter}');
      await arrowToItem(pair.right);
      await user.keyboard('{Enter}');
    }
    expect(
      screen.getByRole('button', { name: '7 days, joined with 1 week, right' }),
    ).toBeInTheDocument();
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
    await user.keyboard('{Enter}');

    // Closing check: 14:00 gets its hint; 16:00 and 120 are right.
    expect(screen.getByText('Check 1 of 2')).toBeInTheDocument();
    await tabUntil(user, (element) => element.getAttribute('role') === 'radio');
    await arrowTo(user, '14:00');
    await user.keyboard('[Space]');
    await user.keyboard('{Enter}');
    expect(screen.getByText(advancedTimeHints['add-twelve'])).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await tabUntil(user, (element) => element.getAttribute('role') === 'radio');
    await arrowTo(user, '16:00');
    await user.keyboard('[Space]');
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    expect(screen.getByText('Check 2 of 2')).toBeInTheDocument();
    await tabUntil(user, (element) => element.getAttribute('role') === 'radio');
    await arrowTo(user, '120');
    await user.keyboard('[Space]');
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'completed');
  });
});
