import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  learnerAtStep,
  pickCard,
  pressButton,
  renderWithProviders,
  sessionSection,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AbcOrder from './AbcOrder';
import * as styles from './AbcOrder.css';
import { generateAbcOrder, sortCards, type AbcItem, type AbcTask } from './model';

type TaskOf<Kind extends AbcTask['kind']> = Extract<AbcTask, { kind: Kind }>;

const firstItem = (seed: number, step: number): AbcItem =>
  firstItemOf(generateAbcOrder, step, seed);

function renderAt(step: number, seed: number) {
  return renderWithProviders(<AbcOrder conceptId="words" lingoId="lingo-1-3" seed={seed} />, {
    store: learnerAtStep('words', 'lingo-1-3', step),
    autoRead: false,
  });
}

const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((card) => card.querySelector('[data-part="card-name"]')?.textContent ?? '');

describe('ABC Order', () => {
  it('fills the gap of a run by keyboard, with the ABC strip open', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const task = firstItem(seed, 1).task as TaskOf<'gap'>;
    const { container } = renderWithProviders(
      <AbcOrder conceptId="words" lingoId="lingo-1-3" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ABC Order' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ABC strip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the ABC strip' })).toBeNull();
    const run = task.run.map((letter, index) => (index === task.gap ? 'gap' : letter)).join(', ');
    expect(screen.getByText(`Letters: ${run}.`)).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const right = task.run[task.gap]!;
    await pickCard(user, screen.getByRole('radio', { name: right }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(`${task.run.join(', ')}: in ABC order.`);
    await expectNoA11yViolations(container);
  });

  it('a wrong letter in the gap names the letter before it, on the strip', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const task = firstItem(seed, 1).task as TaskOf<'gap'>;
    renderWithProviders(<AbcOrder conceptId="words" lingoId="lingo-1-3" seed={seed} />, {
      autoRead: false,
    });
    const right = task.run[task.gap]!;
    const before = task.run[task.gap - 1]!;
    const wrong = task.choices.find((letter) => letter !== right)!;
    await pickCard(user, screen.getByRole('radio', { name: wrong }));
    await user.keyboard('{Enter}');
    expect(feedback()).toHaveTextContent(
      `Which comes after ${before}? Run your finger along the ABC strip: ${right} comes after ${before}.`,
    );
  });

  it('sorts letters: the cards read "Cards: g, e, j.", a wrong Check marks them and names two letters', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const task = firstItem(seed, 2).task as TaskOf<'order'>;
    const { container } = renderAt(2, seed);
    expect(
      screen.getByText(
        `Cards: ${task.cards.map((card) => card.letter).join(', ')}. Put them in ABC order.`,
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Put them in ABC order.' });
    expect(cardNames(list)).toEqual(
      task.cards.map((card, index) => `${card.letter}, card ${index + 1} of 3`),
    );
    await expectNoA11yViolations(container);
    // The shuffled cards are never in order already: Check straight away is a miss.
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    const sorted = sortCards(task.cards);
    const wrongAt = task.cards.findIndex((card, index) => card.letter !== sorted[index]!.letter);
    expect(feedback()).toHaveTextContent(
      `Which comes first, ${task.cards[wrongAt]!.letter} or ${sorted[wrongAt]!.letter}? Run your finger along the ABC strip: ${sorted[wrongAt]!.letter} comes first.`,
    );
    expect(cardNames(list).some((name) => name.endsWith('not in the right place'))).toBe(true);
    await expectNoA11yViolations(container);
  });

  it('two misses in a row: a worked example runs along the open strip, card by card', async () => {
    const user = userEvent.setup();
    renderAt(3, 6);
    expect(screen.queryByRole('list', { name: 'ABC strip' })).toBeNull();
    // Shuffled cards are never in order: Check straight away misses, twice.
    await pressButton(user, 'Check');
    await pressButton(user, 'Next');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    await pressButton(user, 'Next');
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(
      screen.getByText(/^[a-z] comes first on the ABC strip\. It goes in place 1\.$/, {
        selector: 'li',
      }),
    ).toHaveAttribute('aria-current', 'step');
    // The strip is open for the example, the first letter lit.
    const strip = screen.getByRole('list', { name: 'ABC strip' });
    expect(strip.querySelectorAll('[data-highlighted]')).toHaveLength(1);
  });

  it('folds the strip away at step 3; opening it shows the strip (a hint)', async () => {
    const user = userEvent.setup();
    const { container } = renderAt(3, 4);
    expect(screen.queryByRole('list', { name: 'ABC strip' })).toBeNull();
    await pressButton(user, 'Show the ABC strip');
    expect(screen.getByRole('list', { name: 'ABC strip' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('step 4 shows picture words, their first letters marked, named by their words', () => {
    const seed = 5;
    const task = firstItem(seed, 4).task as TaskOf<'order'>;
    renderAt(4, seed);
    const list = screen.getByRole('list', { name: 'Put them in ABC order.' });
    expect(cardNames(list)).toEqual(
      task.cards.map(
        (card, index) => `${card.word!.word}, card ${index + 1} of ${task.cards.length}`,
      ),
    );
    expect(list.querySelectorAll(`.${styles.pictureCard} svg`)).toHaveLength(task.cards.length);
    expect(list.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
