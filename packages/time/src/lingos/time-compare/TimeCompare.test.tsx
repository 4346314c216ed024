import { createProgressStore } from '@lingos/catalogue';
import { createRng, deriveSeed } from '@lingos/kit';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faceValue } from '../../model/time';
import { expectNoAxeViolations, renderLingo, sessionSection } from '../testUtils';
import { correctCompareAnswer, generateTimeCompare, type TimeCompareItem } from './model';
import TimeCompare from './TimeCompare';

/** The first item a session shows, made by the model from the session's seed. */
function firstItem(seed: number, step: number): TimeCompareItem {
  return generateTimeCompare(step, createRng(deriveSeed(seed, 0, 0)));
}

/** A store where the learner has reached a step. */
function storeAtStep(step: number) {
  const store = createProgressStore({ storage: null, target: null });
  store.update('time', 'lingo-2-1', () => ({
    status: 'practising',
    step,
    recent: [],
    streak: 0,
    bestTimes: {},
    updatedAt: 0,
  }));
  return store;
}

/** Presses Tab until the element has focus (keyboard only, like a child with no mouse). */
async function tabTo(user: UserEvent, element: HTMLElement): Promise<void> {
  for (let presses = 0; presses < 60 && document.activeElement !== element; presses += 1) {
    await user.tab();
  }
  expect(document.activeElement).toBe(element);
}

/** Moves along the radio group with the arrow keys to the card, then picks it with Enter. */
async function pickCard(user: UserEvent, card: HTMLElement): Promise<void> {
  const group = card.closest('[role="radiogroup"]') as HTMLElement;
  const cards = within(group).getAllByRole('radio');
  await tabTo(user, cards.find((entry) => entry.tabIndex === 0) as HTMLElement);
  for (let presses = 0; presses < cards.length && document.activeElement !== card; presses += 1) {
    await user.keyboard('{ArrowRight}');
  }
  expect(document.activeElement).toBe(card);
  await user.keyboard('{Enter}');
}

const cardNamed = (letter: string): HTMLElement =>
  screen.getByRole('radio', { name: new RegExp(`^Card ${letter}: `) });

describe('Time Compare', () => {
  it('compares two clocks described by their hands, by keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 1);
    const { container } = renderLingo(<TimeCompare seed={seed} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Time Compare' })).toBeInTheDocument();
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    // Clock cards speak their hands, never their digits.
    for (const card of within(grid).getAllByRole('radio')) {
      expect(card.getAttribute('aria-label')).toMatch(
        /^Card [AB]: a clock\. The short hand .*\. The long hand .*\.$/,
      );
      expect(card.getAttribute('aria-label')).not.toMatch(/\d:\d\d/);
    }
    expect(within(grid).queryByRole('radio', { name: /Same time/ })).toBeNull();
    await expectNoAxeViolations(container);

    const right = correctCompareAnswer(item);
    await pickCard(user, cardNamed(right.toUpperCase()));
    // Enter on the picked card checks it.
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(cardNamed(right.toUpperCase())).toHaveAttribute('data-state', 'correct');
    await expectNoAxeViolations(container);
  });

  it('names the long hands when two times share the hour, and flashes them', async () => {
    const user = userEvent.setup();
    // The first seed whose step-2 item shares the hour between an analog and a digital card.
    const seed = Array.from({ length: 200 }, (_, index) => index + 1).find((candidate) => {
      const [a, b] = firstItem(candidate, 2).cards;
      return faceValue(a.time).hour === faceValue(b.time).hour;
    }) as number;
    const item = firstItem(seed, 2);
    const { container } = renderLingo(<TimeCompare seed={seed} />, storeAtStep(2));
    const right = correctCompareAnswer(item);
    const wrong = right === 'a' ? 'B' : 'A';
    await pickCard(user, cardNamed(wrong));
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    const feedback = sessionSection().querySelector('[data-part="feedback"]') as HTMLElement;
    expect(feedback).toHaveTextContent(/^🤔 Same hour, so look at the long hands: /);
    // Try again: the hint stays, and the analog card's long hand flashes.
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
    expect(screen.getByText(/^Same hour, so look at the long hands: /)).toBeInTheDocument();
    expect(container.querySelectorAll('[data-flashing="true"]')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('offers "Same time" from step 3', () => {
    const seed = 11;
    const item = firstItem(seed, 3);
    renderLingo(<TimeCompare seed={seed} />, storeAtStep(3));
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(grid).getAllByRole('radio')).toHaveLength(3);
    expect(within(grid).getByRole('radio', { name: /Same time/ })).toBeInTheDocument();
  });
});
