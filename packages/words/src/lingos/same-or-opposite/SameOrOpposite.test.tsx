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
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SameOrOpposite from './SameOrOpposite';
import {
  findPicture,
  generateSameOpposite,
  pairSpoken,
  type SameOppositeItem,
  type SameOppositeTask,
} from './model';

type TaskOf<Kind extends SameOppositeTask['kind']> = Extract<SameOppositeTask, { kind: Kind }>;
const lingo = { conceptId: 'words', lingoId: 'lingo-3-4' } as const;
const firstItem = (seed: number, step: number): SameOppositeItem =>
  firstItemOf(generateSameOpposite, step, seed);

function renderAt(step: number, seed: number, autoRead = false) {
  return renderWithProviders(<SameOrOpposite {...lingo} seed={seed} />, {
    store: learnerAtStep('words', 'lingo-3-4', step),
    autoRead,
  });
}

const binButton = (label: string): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^Bin: ${label}`) });
const pairCard = (label: string): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^Pair \\d of 6: ${label}`) });

/** Enter on a pair, then Enter on a bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, label: string, bin: string) {
  await tabTo(user, pairCard(label));
  await user.keyboard('{Enter}');
  await tabTo(user, binButton(bin));
  await user.keyboard('{Enter}');
}

const binOf = (bin: 'same' | 'opposite') => (bin === 'same' ? 'same meaning' : 'opposite');

describe('Same or Opposite', () => {
  it('step 1: the picture and two picture cards; the opposite is right', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const task = firstItem(seed, 1).task as TaskOf<'choose'>;
    const { container, engine } = renderAt(1, seed, true);
    expect(screen.getByRole('heading', { level: 1, name: 'Same or Opposite' })).toBeInTheDocument();
    const picture = findPicture(task.word);
    expect(screen.getByRole('img', { name: `Picture: ${picture?.alt}.` })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: `What is the opposite of ${task.word}?` });
    const rightName = `${task.right}, picture of ${findPicture(task.right)?.alt}`;
    expect(spokenTexts(engine).join(' ')).toContain(`What is the opposite of ${task.word}?`);
    await expectNoA11yViolations(container);
    await pickCard(user, within(group).getByRole('radio', { name: rightName }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('step 2: the opposite picked when asked for the same gets its hint', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 2),
      (item) => item.task.kind === 'choose' && item.task.word === 'big',
    );
    renderAt(2, seed);
    expect(
      screen.getByRole('radiogroup', { name: 'Which word means the same as big?' }),
    ).toBeInTheDocument();
    await pickCard(user, screen.getByRole('radio', { name: 'small' }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(
      'Small is the opposite of big. We want a word that means the same: large.',
    );
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: 'large' }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 3: a misplaced pair bounces back at Check; then all 6 are right', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const task = firstItem(seed, 3).task as TaskOf<'sort'>;
    const { container } = renderAt(3, seed);
    expect(binButton('same meaning')).toHaveAccessibleName('Bin: same meaning, empty');
    expect(binButton('opposite')).toHaveAccessibleName('Bin: opposite, empty');
    await expectNoA11yViolations(container);
    const [wrongCard, ...others] = task.cards;
    if (!wrongCard) throw new Error('cards');
    await sortInto(
      user,
      pairSpoken(wrongCard),
      binOf(wrongCard.bin === 'same' ? 'opposite' : 'same'),
    );
    for (const card of others) await sortInto(user, pairSpoken(card), binOf(card.bin));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      wrongCard.bin === 'same' ? `mean the same.` : `is the opposite of ${wrongCard.partner}.`,
    );
    const tray = screen.getByRole('group', { name: 'Word pairs to sort' });
    expect(tray).toContainElement(pairCard(pairSpoken(wrongCard)));
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    await sortInto(user, pairSpoken(wrongCard), binOf(wrongCard.bin));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4: the sentence with its word; a topic word gets the sentence hint', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 4),
      (item) => item.task.kind === 'sentence' && item.task.sentence.word === 'tiny',
    );
    const { container } = renderAt(4, seed);
    expect(screen.getByText('tiny')).toBeInTheDocument();
    expect(
      screen.getByRole('radiogroup', { name: 'Which word means the same as tiny?' }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await pickCard(user, screen.getByRole('radio', { name: 'brown' }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(
      "Put your word in the sentence instead: 'The brown mouse hid under the porch.' Does it still mean the same?",
    );
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: 'little' }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('after two sorts missed in a row, the worked example sorts one pair per step', async () => {
    const user = userEvent.setup();
    const { container } = renderAt(3, 6);
    for (let missed = 0; missed < 2; missed += 1) {
      // Every pair into "same meaning": the opposites are misplaced.
      const tray = () => screen.getByRole('group', { name: 'Word pairs to sort' });
      for (let left = 6; left > 0; left -= 1) {
        const [card] = within(tray()).getAllByRole('button');
        if (!card) throw new Error('a pair to sort');
        await tabTo(user, card);
        await user.keyboard('{Enter}');
        await tabTo(user, binButton('same meaning'));
        await user.keyboard('{Enter}');
      }
      await pressButton(user, 'Check');
      await pressButton(user, 'Next');
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    await expectNoA11yViolations(container);
    const inTray = () =>
      within(screen.getByRole('group', { name: 'Word pairs to sort' })).queryAllByRole('button');
    expect(inTray()).toHaveLength(5);
    await pressButton(user, 'Next');
    expect(inTray()).toHaveLength(4);
  });
});
