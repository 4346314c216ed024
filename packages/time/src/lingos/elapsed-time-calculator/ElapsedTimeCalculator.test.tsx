import {
  expectNoA11yViolations,
  firstItemOf,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabUntil,
} from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatTimeAs } from '../../model/elapsed';
import { durationParts, to24Hour } from '../../model/time';
import ElapsedTimeCalculator from './ElapsedTimeCalculator';
import { elapsedTimeCalculatorModel, landmarkHint, type ElapsedItem } from './model';

/** The session's first item for a seed, as the kit generates it. */
const firstItem = (step: number, seed: number): ElapsedItem =>
  firstItemOf(elapsedTimeCalculatorModel.generate, step, seed);

const named = (name: string) => (element: Element) => element.getAttribute('aria-label') === name;

/** Types hours and minutes into the NumberPad, from its hours field. */
async function typeDuration(user: UserEvent, minutes: number): Promise<void> {
  const { hours, minutes: rest } = durationParts(minutes);
  await tabUntil(user, named('How long?: hours'));
  await user.keyboard(`${hours}h${rest}`);
}

describe('Elapsed Time Calculator', () => {
  it('counts on across noon with the ribbon and types the duration, keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 6;
    const item = firstItem(1, seed);
    const { container } = renderWithProviders(
      <ElapsedTimeCalculator conceptId="time" lingoId="lingo-3-4" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Elapsed Time Calculator' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `Start: ${formatTimeAs(item.start, '12h')}` }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('ribbon-summary')).toHaveTextContent('12 noon is lit up.');
    await expectNoA11yViolations(container);

    // The ribbon is a tool: a jump announces itself.
    await tabUntil(user, named('+1 h, jump plus 1 hour'));
    await user.keyboard('{Enter}');
    expect(screen.getByText(/^plus 1 hour, now /)).toBeInTheDocument();

    await typeDuration(user, item.duration);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('names the wrong way round the clock with the jump to 12', async () => {
    const user = userEvent.setup();
    const seed = 6;
    const item = firstItem(1, seed);
    renderWithProviders(
      <ElapsedTimeCalculator conceptId="time" lingoId="lingo-3-4" seed={seed} />,
      { autoRead: false },
    );
    await typeDuration(user, 720 - item.duration);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(landmarkHint(item)).toMatch(/^Jump to 12 first\. /);
    expect(screen.getByText(landmarkHint(item))).toBeInTheDocument();
  });

  it('asks for an end time in 24-hour time', async () => {
    const user = userEvent.setup();
    let seed = 1;
    while (firstItem(4, seed).ask !== 'end' || firstItem(4, seed).clock !== '24h') seed += 1;
    const item = firstItem(4, seed);
    const { container } = renderWithProviders(
      <ElapsedTimeCalculator conceptId="time" lingoId="lingo-3-4" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-3-4', 4), autoRead: false },
    );
    expect(screen.getByRole('img', { name: 'End: question mark' })).toBeInTheDocument();
    await expectNoA11yViolations(container);

    const { hour, minute } = to24Hour(item.end);
    await tabUntil(user, named('Hour'));
    await user.keyboard(String(hour).padStart(2, '0'));
    await user.keyboard('{ArrowRight}');
    await user.keyboard(String(minute).padStart(2, '0'));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(
      screen.getByRole('img', { name: `End: ${formatTimeAs(item.end, '24h')}` }),
    ).toBeInTheDocument();
  });
});
