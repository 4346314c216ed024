import {
  expectNoA11yViolations,
  lessonSection,
  renderWithProviders,
  spokenTexts,
} from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ClockBasics from './ClockBasics';

describe('Clock Basics', () => {
  it('walks through the steps on one clock', async () => {
    const user = userEvent.setup();
    const { container, engine } = renderWithProviders(
      <ClockBasics conceptId="time" lingoId="lingo-1-0" />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Clock Basics' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await expectNoA11yViolations(container);

    // Step 1: any number says its name; the 12 finishes the step.
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(spokenTexts(engine)).toContain('3');
    expect(lessonSection()).toHaveAttribute('data-state', 'answering');
    await user.click(screen.getByRole('button', { name: '12' }));
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2: the hour hand alone, dragged (here by keyboard) to 3.
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Minute hand' })).toBeNull();
    screen.getByRole('slider', { name: 'Hour hand' }).focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('img', { name: 'Digital clock showing 3:00' })).toBeInTheDocument();
    expect(screen.getByText("3 o'clock")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 3: from 5:20 the long hand back to 12 makes 5:00.
    const minuteHand = screen.getByRole('slider', { name: 'Minute hand' });
    expect(minuteHand).toHaveAttribute('aria-valuenow', '20');
    minuteHand.focus();
    await user.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}');
    expect(screen.getByText("You made 5:00, 5 o'clock.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 4: one whole turn forward moves the short hand on to 6.
    screen.getByRole('slider', { name: 'Minute hand' }).focus();
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(screen.getByRole('img', { name: 'Digital clock showing 6:00' })).toBeInTheDocument();
    expect(screen.getByText('One turn of the long hand is one hour.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 5: half past the hour reached.
    screen.getByRole('slider', { name: 'Minute hand' }).focus();
    for (let index = 0; index < 6; index += 1) await user.keyboard('{PageUp}');
    expect(screen.getByText('Half past 6, 6:30.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Closing check: a swapped clock gives H-SWAP; the right clock passes.
    expect(screen.getByText('Check 1 of 2')).toBeInTheDocument();
    await user.click(
      screen.getByRole('radio', {
        name: 'Clock: the short hand is about halfway between 12 and 1. The long hand points at 7',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      screen.getByText(
        'The short hand tells the hour. The long hand tells the minutes. Look at the short hand first.',
      ),
    ).toBeInTheDocument();
    // The card's name goes on after its text alternative with no doubled full stop.
    expect(
      screen.getByRole('radio', {
        name: 'Clock: the short hand is about halfway between 12 and 1. The long hand points at 7, not right',
      }),
    ).toBeInTheDocument();
    for (const card of screen.getAllByRole('radio')) {
      expect(card.getAttribute('aria-label')).not.toMatch(/\.,|\.$/);
    }
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(
      screen.getByRole('radio', {
        name: 'Clock: the short hand points at 7. The long hand points at 12',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(lessonSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });
});
