import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pickCard,
  renderWithProviders,
  sessionSection,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ClueDetective from './ClueDetective';
import { generateClue, type ClueItem } from './model';

const firstItem = (seed: number, step: number): ClueItem => firstItemOf(generateClue, step, seed);
const sentence = (index: number) =>
  screen.getByRole('button', { name: new RegExp(`^Sentence ${index + 1}: `) });

describe('Clue Detective', () => {
  it('answers a step-1 question with 2 cards and no clue to tap', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(seed, 1);
    const right = item.choices.find((choice) => choice.correct)!;
    const { container } = renderWithProviders(
      <ClueDetective conceptId="reading" lingoId="lingo-3-1" seed={seed} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Clue Detective' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(grid).getAllByRole('radio')).toHaveLength(2);
    await pickCard(user, within(grid).getByRole('radio', { name: right.text }));
    expect(screen.queryByText(/clue sentence/)).toBeNull();
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('backs the card with 2 clue sentences at step 3; a sentence that is no clue gets the hint', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (each) => firstItem(each, 3),
      (item) => item.clues === 2,
    );
    const item = firstItem(seed, 3);
    const right = item.choices.find((choice) => choice.correct)!;
    const [first, second] = item.question.evidence as [number, number];
    const notAClue = item.passage.sentences.findIndex(
      (_, index) => !item.question.evidence.includes(index),
    );
    const { container } = renderWithProviders(
      <ClueDetective conceptId="reading" lingoId="lingo-3-1" seed={seed} />,
      { store: learnerAtStep('reading', 'lingo-3-1', 3) },
    );
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    await user.click(within(grid).getByRole('radio', { name: right.text }));
    expect(container.querySelector('[data-clues]')).toHaveAttribute('data-part', 'clues');
    expect(container.querySelector('[data-part="clue-status"]')).toHaveTextContent(
      /^Tap 2 clue sentences\.$/,
    );
    await user.click(sentence(first));
    expect(sentence(first)).toHaveAttribute('aria-pressed', 'true');
    await user.click(sentence(notAClue));
    expect(sentence(first)).toHaveAttribute('aria-pressed', 'true');
    expect(sentence(notAClue)).toHaveAttribute('aria-pressed', 'true');
    expect(sentence(first)).toHaveAttribute('data-state', 'chosen');
    expect(sentence(notAClue)).toHaveAttribute('data-state', 'chosen');
    expect(container.querySelector('[data-part="clue-status"]')).toHaveTextContent(
      `Tap 2 clue sentences. Sentence ${first + 1} selected. Sentence ${notAClue + 1} selected. Done.`,
    );
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      "The story doesn't say it out loud. Find a clue, then think: what do I know about that?",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The right card and the right clue stay; the wrong tap is let go.
    expect(sentence(first)).toHaveAttribute('aria-pressed', 'true');
    expect(sentence(notAClue)).toHaveAttribute('aria-pressed', 'false');
    await user.click(sentence(second));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent('Both are clues. Correct.');
    await expectNoA11yViolations(container);
  });
});
