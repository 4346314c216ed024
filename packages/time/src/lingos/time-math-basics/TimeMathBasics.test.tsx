import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timeHints } from '../../model/clockReading';
import { expectNoAxeViolations, renderLingo } from '../testUtils';
import TimeMathBasics from './TimeMathBasics';

const lesson = (): HTMLElement =>
  document.querySelector('section[aria-label="Lesson"]') as HTMLElement;

const feedback = (): HTMLElement => lesson().querySelector('[data-part="feedback"]') as HTMLElement;

/** Presses Tab until the element has focus. */
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

/** Arrows to a card of the closing check and picks it with Enter. */
async function pickCard(user: UserEvent, name: string): Promise<void> {
  const cards = screen.getAllByRole('radio');
  const card = screen.getByRole('radio', { name });
  await tabTo(user, cards.find((entry) => entry.tabIndex === 0) as HTMLElement);
  for (let presses = 0; presses < cards.length && document.activeElement !== card; presses += 1) {
    await user.keyboard('{ArrowRight}');
  }
  await user.keyboard('{Enter}');
}

/** The shaded part of the face in step 2 (0.5 for half, 0.25 for a quarter). */
const shaded = (container: HTMLElement): number =>
  Number(container.querySelector('[data-shaded]')?.getAttribute('data-shaded'));

describe('Time Math Basics', () => {
  it('plays every step and the closing check with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { container, store } = renderLingo(<TimeMathBasics />);
    expect(screen.getByRole('heading', { level: 1, name: 'Time Math Basics' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    // Step 1: each number says its minutes; all twelve bring the minute numbers.
    expect(container.querySelector('[data-testid="minute-numbers"]')).toBeNull();
    for (let number = 1; number <= 12; number += 1) {
      await tabTo(user, screen.getByRole('button', { name: String(number) }));
      await user.keyboard('{Enter}');
      if (number === 3) expect(feedback()).toHaveTextContent('15');
    }
    expect(lesson()).toHaveAttribute('data-state', 'correct');
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
    expect(feedback()).toHaveTextContent('30 minutes: half an hour. Now drag it from 12 to 3.');
    expect(lesson()).toHaveAttribute('data-state', 'answering');
    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    expect(shaded(container)).toBe(0.25);
    expect(lesson()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    // Step 3: +1 h on the ribbon from 2:00; the clock turns to 3:00.
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    await pressButton(user, 'Jump plus 1 hour');
    expect(lesson()).toHaveAttribute('data-state', 'correct');
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
    await pressButton(user, 'Jump plus 15 minutes');
    expect(lesson()).toHaveAttribute('data-state', 'correct');
    expect(screen.getByRole('group', { name: 'Time ribbon' })).toHaveAccessibleDescription(
      'Time ribbon from 2:00. Jump plus 1 hour, now 3:00. Jump plus 15 minutes, now 3:15.',
    );
    await user.keyboard('{Enter}');

    // Step 5: a jump back past the goal names the jump to use; Backspace takes it off.
    await pressButton(user, 'Jump minus 1 hour');
    expect(feedback()).toHaveTextContent('Use the −30 min button: minus 30 minutes.');
    expect(lesson()).toHaveAttribute('data-state', 'answering');
    await user.keyboard('{Backspace}');
    await pressButton(user, 'Jump minus 30 minutes');
    expect(lesson()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent('When we go back past the 12, the hour goes back too.');
    await user.keyboard('{Enter}');

    // Closing check 1.
    expect(screen.getByText('Check 1 of 2')).toBeInTheDocument();
    await pickCard(user, '4:30');
    await user.keyboard('{Enter}');
    expect(lesson()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    // Closing check 2: 100 gets H-60, then 60 is right.
    await pickCard(user, '100');
    await user.keyboard('{Enter}');
    expect(lesson()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(timeHints['H-60']);
    await user.keyboard('{Enter}'); // Try again
    await pickCard(user, '60');
    await user.keyboard('{Enter}');
    expect(lesson()).toHaveAttribute('data-state', 'correct');
    await user.keyboard('{Enter}');

    expect(lesson()).toHaveAttribute('data-state', 'completed');
    expect(store.get('time', 'lingo-2-0')?.status).toBe('completed');
    await expectNoAxeViolations(container);
  });
});
