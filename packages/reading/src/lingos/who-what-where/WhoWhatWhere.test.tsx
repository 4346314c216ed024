import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pickCard,
  pressButton,
  renderWithProviders,
  sessionSection,
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PassageItem } from '../../practice/engine';
import WhoWhatWhere from './WhoWhatWhere';
import { findTheSentence, whoWhatWhereModel } from './model';

const lingo = { conceptId: 'reading', lingoId: 'lingo-1-1' } as const;
const firstItem = (seed: number, step: number): PassageItem =>
  firstItemOf(whoWhatWhereModel.generate, step, seed);

function renderAt(step: number, seed: number) {
  return renderWithProviders(<WhoWhatWhere {...lingo} seed={seed} />, {
    store: learnerAtStep('reading', 'lingo-1-1', step),
  });
}

const rightText = (item: PassageItem) => item.choices.find((choice) => choice.correct)?.text ?? '';
const cards = (item: PassageItem) => screen.getByRole('radiogroup', { name: item.prompt });

describe('Who, What, Where', () => {
  it('step 1: reads the story, then the question; two cards; the marked one is right', async () => {
    const user = userEvent.setup();
    const item = firstItem(3, 1);
    const { container, engine } = renderAt(1, 3);
    expect(screen.getByRole('heading', { level: 1, name: 'Who, What, Where' })).toBeVisible();
    expect(screen.getByRole('region', { name: `Story: ${item.passage.title}` })).toBeVisible();
    await waitFor(() =>
      expect(spokenTexts(engine).at(-1)).toBe([...item.passage.sentences, item.prompt].join(' ')),
    );
    expect(within(cards(item)).getAllByRole('radio')).toHaveLength(2);
    await expectNoA11yViolations(container);
    await pickCard(user, within(cards(item)).getByRole('radio', { name: rightText(item) }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    const evidence = item.question.evidence[0] ?? 0;
    expect(sessionSection()).toHaveTextContent(
      `Sentence ${evidence + 1} says: ${item.passage.sentences[evidence]}`,
    );
    await expectNoA11yViolations(container);
  });

  it('step 2: a wrong card gets its own hint, and "Look here" points at the sentence', async () => {
    const user = userEvent.setup();
    const item = firstItem(5, 2);
    const wrong = item.choices.find((choice) => !choice.correct);
    if (!wrong) throw new Error('no wrong card');
    const { container } = renderAt(2, 5);
    expect(within(cards(item)).getAllByRole('radio')).toHaveLength(3);
    await pickCard(user, within(cards(item)).getByRole('radio', { name: wrong.text }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(wrong.hint ?? '');
    await pressButton(user, 'Try again');
    await pressButton(user, 'Look here');
    const evidence = item.question.evidence[0] ?? 0;
    const marked = container.querySelectorAll('[data-look-here="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent(item.passage.sentences[evidence] ?? '');
    await expectNoA11yViolations(container);
  });

  it('step 3: the card, then the sentence; a wrong sentence misses with the general hint', async () => {
    const user = userEvent.setup();
    const item = firstItem(2, 3);
    const evidence = item.question.evidence[0] ?? 0;
    const other = evidence === 0 ? 1 : 0;
    const { container, engine } = renderAt(3, 2);
    expect(screen.queryByRole('button', { name: /^Sentence 1:/ })).toBeNull();
    await pickCard(user, within(cards(item)).getByRole('radio', { name: rightText(item) }));
    expect(screen.getByText('Tap the sentence that tells you.')).toBeVisible();
    expect(spokenTexts(engine)).toContain('Tap the sentence that tells you.');
    const sentence = screen.getByRole('button', { name: new RegExp(`^Sentence ${other + 1}:`) });
    await tabTo(user, sentence);
    await user.keyboard('{Enter}');
    expect(sentence).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(container);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(findTheSentence(rightText(item)));
    await pressButton(user, 'Try again');
    await tabTo(
      user,
      screen.getByRole('button', { name: new RegExp(`^Sentence ${evidence + 1}:`) }),
    );
    await user.keyboard('{Enter}');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('after two misses, works the question through on the story', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 2),
      (candidate) => candidate.run.size === 3,
    );
    const item = firstItem(seed, 2);
    const wrong = item.choices.filter((choice) => !choice.correct);
    const { container } = renderAt(2, seed);
    await pickCard(user, within(cards(item)).getByRole('radio', { name: wrong[0]?.text ?? '' }));
    await pressButton(user, 'Check');
    await pressButton(user, 'Next');
    const second = screen.getByRole('radiogroup');
    const secondWrong = within(second)
      .getAllByRole('radio')
      .find((card) => {
        const question = item.passage.questions.find(
          (each) => each.prompt === second.getAttribute('aria-label'),
        );
        return question?.choices.some(
          (choice) => !choice.correct && choice.text === card.textContent,
        );
      });
    if (!secondWrong) throw new Error('no wrong card on the second question');
    await pickCard(user, secondWrong);
    await pressButton(user, 'Check');
    await pressButton(user, 'Next');
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(container.querySelector('[data-example-step="1"]')).not.toBeNull();
    await pressButton(user, 'Next');
    expect(container.querySelectorAll('[data-look-here="true"]').length).toBeGreaterThan(0);
    await expectNoA11yViolations(container);
  });
});
