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
import CompoundWordBuilder from './CompoundWordBuilder';
import {
  generateCompound,
  isListedCompound,
  nonWordHint,
  splitSpoken,
  type CompoundItem,
  type CompoundTask,
} from './model';

type TaskOf<Kind extends CompoundTask['kind']> = Extract<CompoundTask, { kind: Kind }>;
const lingo = { conceptId: 'words', lingoId: 'lingo-3-1' } as const;
const firstItem = (seed: number, step: number): CompoundItem =>
  firstItemOf(generateCompound, step, seed);

function renderAt(step: number, seed: number, autoRead = false) {
  return renderWithProviders(<CompoundWordBuilder {...lingo} seed={seed} />, {
    store: learnerAtStep('words', 'lingo-3-1', step),
    autoRead,
  });
}

/** Joins a first word to a second word by keyboard: Enter on each, arrows within a column. */
async function joinByKeyboard(user: UserEvent, first: string, second: string) {
  const left = within(screen.getByRole('list', { name: 'First words' }));
  const target = left.getByRole('button', { name: new RegExp(`^${first}(,|$)`) });
  await tabTo(user, left.getAllByRole('button').find((each) => each.tabIndex === 0) as HTMLElement);
  await user.keyboard('{Home}');
  for (let presses = 0; presses < 4 && document.activeElement !== target; presses += 1) {
    await user.keyboard('{ArrowDown}');
  }
  expect(target).toHaveFocus();
  await user.keyboard('{Enter}');
  const right = within(screen.getByRole('list', { name: 'Second words' }));
  const partner = right.getByRole('button', { name: new RegExp(`^${second}(,|$)`) });
  await user.keyboard('{Home}');
  for (let presses = 0; presses < 4 && document.activeElement !== partner; presses += 1) {
    await user.keyboard('{ArrowDown}');
  }
  expect(partner).toHaveFocus();
  await user.keyboard('{Enter}');
}

describe('Compound Word Builder', () => {
  it('step 1: snaps the right second word by keyboard and shows the compound', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const task = firstItem(seed, 1).task as TaskOf<'second'>;
    const { container, engine } = renderAt(1, seed, true);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Compound Word Builder' }),
    ).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', {
      name: `${task.compound.first} plus which word?`,
    });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(task.choices);
    await expectNoA11yViolations(container);
    expect(spokenTexts(engine)).toContain(
      `${task.compound.first} plus which word? Choices: ${task.choices.join(', ')}.`,
    );
    await pickCard(user, within(group).getByRole('radio', { name: task.compound.second }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(
      screen.getByRole('img', { name: new RegExp(`^Picture: (an? )?${task.compound.word}\\.$`) }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(
        `${task.compound.first} plus ${task.compound.second}: ${task.compound.word}.`,
      ).length,
    ).toBeGreaterThan(0);
    await expectNoA11yViolations(container);
  });

  it('step 1: a word that makes no real word gets the "say it together" hint', async () => {
    const user = userEvent.setup();
    const seed = 9;
    const task = firstItem(seed, 1).task as TaskOf<'second'>;
    renderAt(1, seed);
    const wrong = task.choices.find((choice) => choice !== task.compound.second) ?? '';
    await pickCard(user, screen.getByRole('radio', { name: wrong }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(nonWordHint(task.compound.first, wrong, task.compound));
  });

  it('step 2: split cards are read with the break spoken; the join is right', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const task = firstItem(seed, 2).task as TaskOf<'split'>;
    const { container } = renderAt(2, seed);
    const { word, first, second } = task.compound;
    expect(
      screen.getByRole('radiogroup', { name: 'Where do the two words join?' }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const wrong = task.choices.find((at) => at !== first.length) ?? 1;
    await pickCard(user, screen.getByRole('radio', { name: splitSpoken(word, wrong) }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(`Find two real words: ${first} and ${second}.`);
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: `${first}, then ${second}` }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 3: a wrong join bounces back at Check; the right ones stay, then all 4 are right', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const task = firstItem(seed, 3).task as TaskOf<'match'>;
    const { container } = renderAt(3, seed);
    await expectNoA11yViolations(container);
    const [a, b, c, d] = task.pairs;
    if (!a || !b || !c || !d) throw new Error('4 pairs');
    await joinByKeyboard(user, a.first, b.second);
    await joinByKeyboard(user, b.first, a.second);
    await joinByKeyboard(user, c.first, c.second);
    await joinByKeyboard(user, d.first, d.second);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(`Say it together: ${a.first}… ${b.second}.`);
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    expect(screen.getByRole('button', { name: a.first })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `${c.first}, joined with ${c.second}, right` }),
    ).toBeInTheDocument();
    await joinByKeyboard(user, a.first, a.second);
    await joinByKeyboard(user, b.first, b.second);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4: "What is a …?" has 3 meanings; the reversed one gets its hint', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 4),
      (item) => item.task.kind === 'meaning' && item.task.compound.word === 'doghouse',
    );
    const { container } = renderAt(4, seed);
    expect(screen.getByRole('radiogroup', { name: 'What is a doghouse?' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await pickCard(user, screen.getByRole('radio', { name: 'a dog that looks like a house' }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(
      'The last word tells what it is: a doghouse is a kind of house. The first word tells what kind: a house for a dog.',
    );
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: 'a house for a dog' }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('after two misses in a row the worked example snaps the right card at its end', async () => {
    const user = userEvent.setup();
    const { container } = renderAt(1, 11);
    /** The first word on screen, and its cards' words. */
    const onScreen = () => {
      const first = document.querySelector('[data-first]')?.getAttribute('data-first') ?? '';
      const cards = screen.getAllByRole('radio');
      return { first, cards, words: cards.map((card) => card.getAttribute('aria-label') ?? '') };
    };
    for (let missed = 0; missed < 2; missed += 1) {
      const { first, cards } = onScreen();
      const wrong = cards.find(
        (card) => !isListedCompound(first, card.getAttribute('aria-label') ?? ''),
      );
      if (!wrong) throw new Error('a wrong card');
      await pickCard(user, wrong);
      await pressButton(user, 'Check');
      await pressButton(user, 'Next');
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    await expectNoA11yViolations(container);
    // Say the first word with each card (1 + 2 wrong ones), then the compound.
    for (let step = 1; step < 4; step += 1) await pressButton(user, 'Next');
    const { first, cards } = onScreen();
    const picked = cards.find((card) => card.getAttribute('aria-checked') === 'true');
    expect(isListedCompound(first, picked?.getAttribute('data-value') ?? '')).toBe(true);
    expect(screen.getByRole('img', { name: /^Picture: / })).toBeInTheDocument();
  });
});
