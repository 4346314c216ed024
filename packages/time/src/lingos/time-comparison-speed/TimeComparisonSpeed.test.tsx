import {
  expectNoA11yViolations,
  learnerAtStep,
  pickCard,
  renderWithProviders,
  sessionSection,
  startRound,
} from '@lingos/kit/testing';
import { createRng, deriveSeed } from '@lingos/kit';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { correctCompareAnswer } from '../time-compare/model';
import { generateTimeComparisonSpeed, speedPairText, type TimeComparisonSpeedItem } from './model';
import TimeComparisonSpeed from './TimeComparisonSpeed';

/** The first pair of the first round, made by the model from the session's seed. */
function firstPair(seed: number, step: number): TimeComparisonSpeedItem {
  return generateTimeComparisonSpeed(step, createRng(deriveSeed(seed, 0, 0)), {
    recentKeys: [],
    round: { index: 0, size: 10 },
  });
}

/** Arrows to a card and taps it with Enter: one tap answers. */
const tapCard = (user: UserEvent, letter: string): Promise<void> =>
  pickCard(user, screen.getByRole('radio', { name: new RegExp(`^Card ${letter}: `) }));

describe('Time Comparison Speed', () => {
  it('starts a round and answers the first pair with one keyboard tap', async () => {
    const user = userEvent.setup();
    const seed = 7;
    const item = firstPair(seed, 1);
    const { container } = renderWithProviders(
      <TimeComparisonSpeed conceptId="time" lingoId="lingo-2-5" seed={seed} />,
      { autoRead: false },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Time Comparison Speed' }),
    ).toBeInTheDocument();
    // The timer can always be hidden or turned off.
    expect(screen.getByRole('button', { name: /Hide timer/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Timer off/ })).toBeInTheDocument();
    await startRound(user);
    expect(screen.getByText(speedPairText(item, 1, 10))).toBeInTheDocument();
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(grid).getAllByRole('radio')).toHaveLength(2);
    await expectNoA11yViolations(container);
    await tapCard(user, correctCompareAnswer(item).toUpperCase());
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('shows the right card and "Look at the long hands" after a wrong tap on a shared hour', async () => {
    const user = userEvent.setup();
    const seed = Array.from({ length: 200 }, (_, index) => index + 1).find(
      (candidate) => firstPair(candidate, 2).category === 'shared-hour',
    ) as number;
    const item = firstPair(seed, 2);
    const { container } = renderWithProviders(
      <TimeComparisonSpeed conceptId="time" lingoId="lingo-2-5" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-5', 2), autoRead: false },
    );
    await startRound(user);
    const right = correctCompareAnswer(item);
    await tapCard(user, right === 'a' ? 'B' : 'A');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(sessionSection().querySelector('[data-part="feedback"]')).toHaveTextContent(
      'Look at the long hands.',
    );
    expect(
      screen.getByRole('radio', { name: new RegExp(`^Card ${right.toUpperCase()}: .*, right$`) }),
    ).toHaveAttribute('data-state', 'correct');
    // The analog card's long hand flashes while the hint shows.
    expect(container.querySelectorAll('[data-flashing="true"]')).toHaveLength(1);
    await expectNoA11yViolations(container);
  });

  it('offers a "Same" card at the top step', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const item = firstPair(seed, 3);
    renderWithProviders(<TimeComparisonSpeed conceptId="time" lingoId="lingo-2-5" seed={seed} />, {
      store: learnerAtStep('time', 'lingo-2-5', 3),
      autoRead: false,
    });
    await startRound(user);
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(grid).getByRole('radio', { name: /Same/ })).toBeInTheDocument();
  });
});
