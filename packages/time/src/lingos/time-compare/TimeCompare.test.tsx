import {
  expectNoA11yViolations,
  firstItemOf,
  learnerAtStep,
  pickCard,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faceValue } from '../../model/time';
import { correctCompareAnswer, generateTimeCompare, type TimeCompareItem } from './model';
import TimeCompare from './TimeCompare';

/** The first item a session shows, made by the model from the session's seed. */
const firstItem = (seed: number, step: number): TimeCompareItem =>
  firstItemOf(generateTimeCompare, step, seed);

const cardNamed = (letter: string): HTMLElement =>
  screen.getByRole('radio', { name: new RegExp(`^Card ${letter}: `) });

describe('Time Compare', () => {
  it('compares two clocks described by their hands, by keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <TimeCompare conceptId="time" lingoId="lingo-2-1" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Time Compare' })).toBeInTheDocument();
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    // Clock cards speak their hands, never their digits.
    for (const card of within(grid).getAllByRole('radio')) {
      expect(card.getAttribute('aria-label')).toMatch(
        /^Card [AB]: a clock\. The short hand .*\. The long hand .*[^.]$/,
      );
      expect(card.getAttribute('aria-label')).not.toMatch(/\d:\d\d/);
    }
    expect(within(grid).queryByRole('radio', { name: /Same time/ })).toBeNull();
    await expectNoA11yViolations(container);

    const right = correctCompareAnswer(item);
    await pickCard(user, cardNamed(right.toUpperCase()));
    // Enter on the picked card checks it.
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(cardNamed(right.toUpperCase())).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('names the long hands when two times share the hour, and flashes them', async () => {
    const user = userEvent.setup();
    // The first seed whose step-2 item shares the hour between an analog and a digital card.
    const seed = Array.from({ length: 200 }, (_, index) => index + 1).find((candidate) => {
      const [a, b] = firstItem(candidate, 2).cards;
      return faceValue(a.time).hour === faceValue(b.time).hour;
    }) as number;
    const item = firstItem(seed, 2);
    const { container } = renderWithProviders(
      <TimeCompare conceptId="time" lingoId="lingo-2-1" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-2-1', 2), autoRead: false },
    );
    const right = correctCompareAnswer(item);
    const wrong = right === 'a' ? 'B' : 'A';
    await pickCard(user, cardNamed(wrong));
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    const feedback = sessionSection().querySelector('[data-part="feedback"]') as HTMLElement;
    expect(feedback).toHaveTextContent(/^Same hour, so look at the long hands: /);
    // Try again: the hint stays, and the analog card's long hand flashes.
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
    expect(screen.getByText(/^Same hour, so look at the long hands: /)).toBeInTheDocument();
    expect(container.querySelectorAll('[data-flashing="true"]')).toHaveLength(1);
    await expectNoA11yViolations(container);
  });

  it('offers "Same time" from step 3', () => {
    const seed = 11;
    const item = firstItem(seed, 3);
    renderWithProviders(<TimeCompare conceptId="time" lingoId="lingo-2-1" seed={seed} />, {
      store: learnerAtStep('time', 'lingo-2-1', 3),
      autoRead: false,
    });
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(grid).getAllByRole('radio')).toHaveLength(3);
    expect(within(grid).getByRole('radio', { name: /Same time/ })).toBeInTheDocument();
  });
});
