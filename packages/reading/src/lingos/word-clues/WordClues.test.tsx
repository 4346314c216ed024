import {
  expectNoA11yViolations,
  firstItemOf,
  learnerAtStep,
  pickCard,
  pressButton,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PassageItem } from '../../practice/engine';
import WordClues from './WordClues';
import { wordCluesModel, wordOf } from './model';

const lingo = { conceptId: 'reading', lingoId: 'lingo-2-5' } as const;
const firstItem = (seed: number, step: number): PassageItem =>
  firstItemOf(wordCluesModel.generate, step, seed);

function renderAt(step: number, seed: number) {
  return renderWithProviders(<WordClues {...lingo} seed={seed} />, {
    store: learnerAtStep('reading', 'lingo-2-5', step),
  });
}

describe('Word Clues', () => {
  it('highlights the new word in the text and names it', async () => {
    const item = firstItem(1, 1);
    const word = wordOf(item);
    const { container } = renderAt(1, 1);
    expect(
      screen.getByText(`The word ${word} is highlighted in the text.`, { exact: false }),
    ).toBeInTheDocument();
    const highlighted = container.querySelectorAll('[data-target="true"]');
    expect(highlighted.length).toBeGreaterThan(0);
    expect(highlighted[0]?.textContent?.toLowerCase()).toBe(word);
    await expectNoA11yViolations(container);
  });

  it('step 3: the meaning, then "Tap the clue."', async () => {
    const user = userEvent.setup();
    const seed = 1;
    const item = firstItem(seed, 3);
    const { container } = renderAt(3, seed);
    const right = item.choices.find((choice) => choice.correct)?.text ?? '';
    await pickCard(
      user,
      within(screen.getByRole('radiogroup')).getByRole('radio', { name: right }),
    );
    expect(screen.getByText('Tap the clue.')).toBeVisible();
    const clue = item.question.evidence[0] ?? 0;
    await tabTo(user, screen.getByRole('button', { name: new RegExp(`^Sentence ${clue + 1}:`) }));
    await user.keyboard('{Enter}');
    await expectNoA11yViolations(container);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
