import {
  expectNoA11yViolations,
  feedback,
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
import { pictureAlt } from '../../model/wordData';
import {
  generateRhymeTime,
  rhymes,
  rhymeTimeAnswer,
  rhymeWords,
  type RhymeTimeItem,
} from './model';
import RhymeTime from './RhymeTime';

const firstItem = (seed: number, step: number): RhymeTimeItem =>
  firstItemOf(generateRhymeTime, step, seed);

describe('Rhyme Time', () => {
  it('answers "Do cat and hat rhyme?" with Yes or No by keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const item = firstItem(seed, 1);
    if (item.task.kind !== 'yes-no') throw new Error('yes-no expected');
    const right = rhymeTimeAnswer(item);
    if (right.kind !== 'yes-no') throw new Error('yes-no answer expected');
    const { container } = renderWithProviders(
      <RhymeTime conceptId="words" lingoId="lingo-1-5" seed={seed} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Rhyme Time' })).toBeInTheDocument();
    const { first, second } = item.task;
    expect(screen.getByRole('img', { name: `Picture: ${pictureAlt(first)}.` })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `Picture: ${pictureAlt(second)}.` }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const grid = screen.getByRole('radiogroup', {
      name: `Do ${first.word} and ${second.word} rhyme?`,
    });
    await pickCard(
      user,
      within(grid).getByRole('radio', { name: right.value === 'yes' ? 'Yes' : 'No' }),
    );
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(/^Yes: .+ (don't )?rhyme\./);
    await expectNoA11yViolations(container);
  });

  it('names the same-first-sound trap at step 3', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 3);
    if (item.task.kind !== 'pick') throw new Error('pick expected');
    const target = item.task.target;
    const trap = item.task.choices.find(
      (choice) => !rhymes(choice, target) && choice.word.charAt(0) === target.word.charAt(0),
    );
    const { container, engine } = renderWithProviders(
      <RhymeTime conceptId="words" lingoId="lingo-1-5" seed={seed} />,
      { store: learnerAtStep('words', 'lingo-1-5', 3) },
    );
    const grid = screen.getByRole('radiogroup', { name: `Which one rhymes with ${target.word}?` });
    expect(within(grid).getAllByRole('radio')).toHaveLength(3);
    await expectNoA11yViolations(container);
    const wrong = trap ?? item.task.choices.find((choice) => !rhymes(choice, target));
    await user.click(within(grid).getByRole('radio', { name: wrong?.word ?? '' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    if (trap) {
      expect(feedback()).toHaveTextContent(
        new RegExp(
          `^${trap.word} only starts like ${target.word}\\. Rhymes sound the same at the end: `,
          'i',
        ),
      );
      // The split ("c-at") is shown, never spoken.
      expect(engine.spoken.at(-1)?.parts.join(' ')).not.toMatch(/-/);
    }
    await expectNoA11yViolations(container);
  });

  it('finds the odd one out, then matches 3 rhyming pairs; a wrong pair comes undone', async () => {
    const user = userEvent.setup();
    const seed = 8;
    const odd = firstItem(seed, 4);
    if (odd.task.kind !== 'odd-one-out') throw new Error('odd one out expected first');
    const oddAnswer = rhymeTimeAnswer(odd);
    const { container, engine } = renderWithProviders(
      <RhymeTime conceptId="words" lingoId="lingo-1-5" seed={seed} />,
      { store: learnerAtStep('words', 'lingo-1-5', 4) },
    );
    const grid = screen.getByRole('radiogroup', { name: 'Which one does not rhyme?' });
    expect(within(grid).getAllByRole('radio')).toHaveLength(4);
    await expectNoA11yViolations(container);
    await pickCard(
      user,
      within(grid).getByRole('radio', { name: oddAnswer.kind === 'word' ? oddAnswer.word : '' }),
    );
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 4 alternates: the pairs come next.
    expect(container.querySelector('[data-task]')).toHaveAttribute('data-task', 'pairs');
    const column = (side: 'left' | 'right') =>
      within(container.querySelector<HTMLElement>(`[data-side="${side}"]`)!);
    const words = (side: 'left' | 'right') =>
      column(side)
        .getAllByRole('button')
        .map((button) => (button.dataset.id ?? '').replace(/^rhyme-/, ''));
    const left = words('left');
    const right = words('right');
    expect(left).toHaveLength(3);
    await expectNoA11yViolations(container);
    // A card speaks its word when it gets keyboard focus.
    await tabTo(
      user,
      column('left')
        .getAllByRole('button')
        .find((button) => button.tabIndex === 0)!,
    );
    expect(engine.spoken.at(-1)?.parts).toEqual([`${left[0]}.`]);
    // Pair the first word right, swap the partners of the other two.
    const partner = (word: string) => right.find((other) => rhymesByWord(word, other)) ?? '';
    const join = async (a: string, b: string) => {
      await user.click(column('left').getByRole('button', { name: new RegExp(`^${a}\\b`) }));
      await user.click(column('right').getByRole('button', { name: new RegExp(`^${b}\\b`) }));
    };
    const [a, b, c] = left as [string, string, string];
    await join(a, partner(a));
    await join(b, partner(c));
    await join(c, partner(b));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(/end differently, so they don't rhyme\./);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The right pair stays; the wrong ones came undone.
    expect(
      column('left').getByRole('button', { name: new RegExp(`^${a}\\b`) }),
    ).toHaveAccessibleName(new RegExp(`joined with ${partner(a)}`));
    expect(
      column('left').getByRole('button', { name: new RegExp(`^${b}\\b`) }),
    ).not.toHaveAccessibleName(/joined/);
    await join(b, partner(b));
    await join(c, partner(c));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });
});

const byWord = new Map(rhymeWords.map((entry) => [entry.word, entry]));
const rhymesByWord = (a: string, b: string): boolean => {
  const first = byWord.get(a);
  const second = byWord.get(b);
  return first !== undefined && second !== undefined && rhymes(first, second);
};
