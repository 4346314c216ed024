import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pickCard,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { totalOf } from '../../model/cash';
import {
  choiceLabels,
  correctChoice,
  differenceOf,
  generateWhoHasMore,
  moreCoinsLessMoney,
  pursesText,
  type WhoHasMoreItem,
} from './model';
import WhoHasMore from './WhoHasMore';

const firstItem = (seed: number, step: number): WhoHasMoreItem =>
  firstItemOf(generateWhoHasMore, step, seed);

const card = (name: string): HTMLElement => screen.getByRole('radio', { name });

describe('Who Has More?', () => {
  it('compares two purses by keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <WhoHasMore conceptId="money" lingoId="lingo-2-5" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Who Has More?' })).toBeInTheDocument();
    expect(screen.getByText(pursesText(item.purses))).toBeInTheDocument();
    const grid = screen.getByRole('radiogroup', { name: 'Who has more money?' });
    expect(
      within(grid)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Purse A', 'Purse B', 'Same']);
    await expectNoA11yViolations(container);
    await pickCard(user, card(choiceLabels[correctChoice(item)]));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      `Purse ${correctChoice(item).toUpperCase()} has ${speak(Math.max(totalOf(item.purses.a), totalOf(item.purses.b)))}.`,
    );
    await expectNoA11yViolations(container);
  });

  it('counts both purses aloud and on screen when the purse with more coins is picked', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 1),
      (candidate) => moreCoinsLessMoney(candidate.purses),
    );
    const item = firstItem(seed, 1);
    const { container } = renderWithProviders(
      <WhoHasMore conceptId="money" lingoId="lingo-2-5" seed={seed} />,
      { autoRead: false },
    );
    const wrong = correctChoice(item) === 'a' ? 'b' : 'a';
    await pickCard(user, card(choiceLabels[wrong]));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      /^More coins doesn't always mean more money\. Let's count the cents in each\. Purse A: .* Purse B: .* is more\./,
    );
    // Try again: each purse shows its count, biggest first.
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
    const counts = [...container.querySelectorAll('[data-purse] > p')].map(
      (line) => line.textContent,
    );
    expect(counts).toHaveLength(2);
    expect(counts[0]).toMatch(/cents$|dollars?/);
    await expectNoA11yViolations(container);
  });

  it('asks how much more in step 4, on the number pad after the choice', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 4);
    const { container } = renderWithProviders(
      <WhoHasMore conceptId="money" lingoId="lingo-2-5" seed={seed} />,
      { store: learnerAtStep('money', 'lingo-2-5', 4), autoRead: false },
    );
    expect(
      screen.getByRole('radiogroup', { name: 'Who has more, and how much more?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'How much more?' })).toBeNull();
    await pickCard(user, card(choiceLabels[correctChoice(item)]));
    const dollars = screen.getByRole('textbox', { name: 'How much more?: dollars' });
    await tabTo(user, dollars);
    const difference = differenceOf(item);
    await user.keyboard(
      `${Math.floor(difference / 100)}.${String(difference % 100).padStart(2, '0')}`,
    );
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('marks a wrong difference and counts up from the smaller purse', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 4);
    renderWithProviders(<WhoHasMore conceptId="money" lingoId="lingo-2-5" seed={seed} />, {
      store: learnerAtStep('money', 'lingo-2-5', 4),
      autoRead: false,
    });
    await user.click(card(choiceLabels[correctChoice(item)]));
    const dollars = screen.getByRole('textbox', { name: 'How much more?: dollars' });
    await user.click(dollars);
    await user.keyboard(`${Math.floor(differenceOf(item) / 100) + 1}`);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(/^Count up from /);
  });
});

function speak(cents: number): string {
  if (cents < 100) return `${cents} cents`;
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const dollarText = `${dollars} ${dollars === 1 ? 'dollar' : 'dollars'}`;
  return rest === 0 ? dollarText : `${dollarText} and ${rest} cents`;
}
