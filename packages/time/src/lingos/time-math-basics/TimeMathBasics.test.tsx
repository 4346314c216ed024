import {
  expectNoA11yViolations,
  feedback,
  lessonSection,
  pickCard,
  pressButton,
  renderWithProviders,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timeHints } from '../../model/clockReading';
import TimeMathBasics from './TimeMathBasics';

/** The shaded part of the face in step 2 (0.5 for half, 0.25 for a quarter). */
const shaded = (container: HTMLElement): number =>
  Number(container.querySelector('[data-shaded]')?.getAttribute('data-shaded'));

describe('Time Math Basics', () => {
  it('plays every step and the closing check with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { container, store } = renderWithProviders(
      <TimeMathBasics conceptId="time" lingoId="lingo-2-0" />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Time Math Basics' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await expectNoA11yViolations(container);

    // Step 1: each number says its minutes; all twelve bring the minute numbers.
    expect(container.querySelector('[data-testid="minute-numbers"]')).toBeNull();
    for (let number = 1; number <= 12; number += 1) {
      await tabTo(user, screen.getByRole('button', { name: String(number) }));
      await user.keyboard('{Enter}');
      if (number === 3) expect(feedback(lessonSection())).toHaveTextContent('15');
    }
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(
      within(screen.getByRole('list', { name: 'Minutes counted' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55', '60']);
    expect(container.querySelector('[data-testid="minute-numbers"]')).not.toBeNull();
    await user.keyboard('{Enter}'); // Next has the focus.

    // Step 2: the long hand to the 6 shades half the face, then to the 3 a quarter.
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    await tabTo(user, screen.getByRole('slider', { name: 'Minute hand' }));
    await user.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}');
    expect(shaded(container)).toBe(0.5);
    expect(feedback(lessonSection())).toHaveTextContent(
      '30 minutes: half an hour. Now drag it from 12 to 3.',
    );
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    expect(shaded(container)).toBe(0.25);
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    // Step 3: +1 h on the ribbon from 2:00; the clock turns to 3:00.
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    await pressButton(user, '+1 h, jump plus 1 hour');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    // The clock turns with the jump (animated), to 3:00.
    expect(
      await screen.findByRole(
        'img',
        { name: 'The short hand points at 3. The long hand points at 12.' },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');

    // Step 4: +15 min more.
    await pressButton(user, '+15 min, jump plus 15 minutes');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(screen.getByRole('group', { name: 'Time ribbon' })).toHaveAccessibleDescription(
      'Time ribbon from 2:00. Jump plus 1 hour, now 3:00. Jump plus 15 minutes, now 3:15.',
    );
    await user.keyboard('{Enter}');

    // Step 5: a jump back past the goal names the jump to use; Backspace takes it off.
    await pressButton(user, '−1 h, jump minus 1 hour');
    expect(feedback(lessonSection())).toHaveTextContent(
      'Use the −30 min button: minus 30 minutes.',
    );
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await user.keyboard('{Backspace}');
    await pressButton(user, '−30 min, jump minus 30 minutes');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback(lessonSection())).toHaveTextContent(
      'When we go back past the 12, the hour goes back too.',
    );
    await user.keyboard('{Enter}');

    // Closing check 1.
    expect(screen.getByText('Check 1 of 2')).toBeInTheDocument();
    await pickCard(user, screen.getByRole('radio', { name: '4:30' }));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    // Closing check 2: 100 gets H-60, then 60 is right.
    await pickCard(user, screen.getByRole('radio', { name: '100' }));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback(lessonSection())).toHaveTextContent(timeHints['H-60']);
    await user.keyboard('{Enter}'); // Try again
    await pickCard(user, screen.getByRole('radio', { name: '60' }));
    await user.keyboard('{Enter}');
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    expect(lessonSection()).toHaveAttribute('data-state', 'completed');
    expect(store.get('time', 'lingo-2-0')?.status).toBe('completed');
    await expectNoA11yViolations(container);
  });
});
