import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  learnerAtStep,
  pickCard,
  renderWithProviders,
  sessionSection,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generateWhy, type WhyMatchItem } from './model';
import WhyDidItHappen from './WhyDidItHappen';

describe('Why Did It Happen?', () => {
  it('answers a step-1 "Why" question with the keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItemOf(generateWhy, 1, seed);
    if (item.kind !== 'choice') throw new Error('choice expected');
    const right = item.choices.find((choice) => choice.correct)!;
    const { container } = renderWithProviders(
      <WhyDidItHappen conceptId="reading" lingoId="lingo-2-2" seed={seed} />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Why Did It Happen?' }),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-passage]')).toHaveAttribute('data-passage', item.source);
    await expectNoA11yViolations(container);
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(grid).getAllByRole('radio')).toHaveLength(2);
    await pickCard(user, within(grid).getByRole('radio', { name: right.text }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it("gives a wrong card's own hint", async () => {
    const user = userEvent.setup();
    const seed = 5;
    const item = firstItemOf(generateWhy, 2, seed);
    if (item.kind !== 'choice') throw new Error('choice expected');
    const wrong = item.choices.find((choice) => !choice.correct)!;
    renderWithProviders(<WhyDidItHappen conceptId="reading" lingoId="lingo-2-2" seed={seed} />, {
      store: learnerAtStep('reading', 'lingo-2-2', 2),
    });
    const grid = screen.getByRole('radiogroup', { name: item.prompt });
    expect(within(grid).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(grid).getByRole('radio', { name: wrong.text }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(wrong.hint!);
  });

  it('connects 3 causes to their effects at step 3; a wrong link comes undone with the hint', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItemOf(generateWhy, 3, seed) as WhyMatchItem;
    expect(item.kind).toBe('match');
    const { container } = renderWithProviders(
      <WhyDidItHappen conceptId="reading" lingoId="lingo-2-2" seed={seed} />,
      { store: learnerAtStep('reading', 'lingo-2-2', 3) },
    );
    const column = (side: 'left' | 'right') =>
      within(container.querySelector<HTMLElement>(`[data-side="${side}"]`)!);
    // The text alternative of reading.md names every cause and lettered effect.
    expect(
      screen.getByText(new RegExp(`^Cause 1: ${item.task.causes[0]!.text}\\. .* Effects: A, `)),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const link = async (causeId: string, effectId: string) => {
      await user.click(
        column('left').getByRole('button', { name: new RegExp(`^${name(causeId)}:`) }),
      );
      await user.click(
        column('right').getByRole('button', { name: new RegExp(`^${name(effectId)}:`) }),
      );
    };
    const name = (id: string) =>
      [...item.task.causes, ...item.task.effects].find((card) => card.id === id)!.name;
    const [one, two, three] = item.task.causes.map((cause) => cause.id) as [string, string, string];
    const solution = item.task.solution;
    await link(one, solution[one]!);
    expect(container).toHaveTextContent(`Cause 1 linked to ${name(solution[one]!)}.`);
    await link(two, solution[three]!);
    await link(three, solution[two]!);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      item.question.evidenceHint ?? 'did this make that happen?',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(column('left').getByRole('button', { name: /^Cause 1:/ })).toHaveAccessibleName(
      new RegExp(`linked to|joined with`),
    );
    expect(column('left').getByRole('button', { name: /^Cause 2:/ })).not.toHaveAccessibleName(
      /joined with/,
    );
    await link(two, solution[two]!);
    await link(three, solution[three]!);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('after two wrong matchings, the worked example links each cause to its effect', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <WhyDidItHappen conceptId="reading" lingoId="lingo-2-2" seed={6} />,
      { store: learnerAtStep('reading', 'lingo-2-2', 3) },
    );
    const column = (side: 'left' | 'right') =>
      within(container.querySelector<HTMLElement>(`[data-side="${side}"]`)!);
    // Straight across is never the answer: the effects are shuffled so that it is not.
    const missOnce = async () => {
      for (const [index, letter] of ['A', 'B', 'C'].entries()) {
        await user.click(
          column('left').getByRole('button', { name: new RegExp(`^Cause ${index + 1}:`) }),
        );
        await user.click(
          column('right').getByRole('button', { name: new RegExp(`^effect ${letter}:`) }),
        );
      }
      await user.click(screen.getByRole('button', { name: 'Check' }));
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    };
    await missOnce();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await missOnce();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(column('left').getByRole('button', { name: /^Cause 1:/ })).not.toHaveAccessibleName(
      /joined with/,
    );
    for (let step = 0; step < 4; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    for (const index of [1, 2, 3]) {
      expect(
        column('left').getByRole('button', { name: new RegExp(`^Cause ${index}:`) }),
      ).toHaveAccessibleName(/joined with effect [ABC]: .*, right$/);
    }
    await expectNoA11yViolations(container);
  });
});
