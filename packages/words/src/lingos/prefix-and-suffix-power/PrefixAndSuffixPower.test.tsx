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
import PrefixAndSuffixPower from './PrefixAndSuffixPower';
import { generateParts, type PartsItem, type PartsTask } from './model';

type TaskOf<Kind extends PartsTask['kind']> = Extract<PartsTask, { kind: Kind }>;
const lingo = { conceptId: 'words', lingoId: 'lingo-3-2' } as const;
const firstItem = (seed: number, step: number): PartsItem => firstItemOf(generateParts, step, seed);
const seedWhere = (step: number, test: (task: PartsTask) => boolean): number =>
  firstSeed(
    (seed) => firstItem(seed, step),
    (item) => test(item.task),
  );

function renderAt(step: number, seed: number, autoRead = false) {
  return renderWithProviders(<PrefixAndSuffixPower {...lingo} seed={seed} />, {
    store: learnerAtStep('words', 'lingo-3-2', step),
    autoRead,
  });
}

const tray = () => screen.getByRole('region', { name: 'Word parts' });

/** Tab into the tray, arrows to a tile, Enter: it goes into the next empty slot. */
async function placeTile(user: UserEvent, name: string) {
  const tiles = within(tray()).getAllByRole('button');
  await tabTo(user, tiles.find((tile) => tile.tabIndex === 0) as HTMLElement);
  const target = within(tray()).getByRole('button', { name });
  await user.keyboard('{Home}');
  for (let presses = 0; presses < tiles.length && document.activeElement !== target; presses += 1) {
    await user.keyboard('{ArrowRight}');
  }
  expect(target).toHaveFocus();
  await user.keyboard('{Enter}');
}

describe('Prefix and Suffix Power', () => {
  it('step 1: "What does unlock mean?" with its picture; open the lock is right', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(1, (task) => task.kind === 'meaning' && task.word.word === 'unlock');
    const { container, engine } = renderAt(1, seed, true);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Prefix and Suffix Power' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture: a closed lock.' })).toBeInTheDocument();
    expect(spokenTexts(engine).join(' ')).toContain(
      'Picture: a closed lock. What does unlock mean?',
    );
    await expectNoA11yViolations(container);
    await pickCard(user, screen.getByRole('radio', { name: 'lock it again' }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent('un- means not or undo: unlock means open a lock.');
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: 'open the lock' }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 2: the blank is read as "blank"; the wrong tense gets its hint', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(2, (task) => task.kind === 'sentence' && task.clue === 'yesterday');
    const task = firstItem(seed, 2).task as TaskOf<'sentence'>;
    const { container } = renderAt(2, seed);
    expect(
      screen.getByRole('radiogroup', { name: task.sentence.replace(' ___ ', ', blank, ') }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await pickCard(user, screen.getByRole('radio', { name: `${task.base}ing` }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(
      `'Yesterday' means it already happened, so use -ed: ${task.right}.`,
    );
  });

  it('step 3: four cards with the opposite part among them', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(3, (task) => task.kind === 'which' && task.part === 're');
    const task = firstItem(seed, 3).task as TaskOf<'which'>;
    renderAt(3, seed);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await pickCard(user, screen.getByRole('radio', { name: `un${task.base}` }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent('re- means again');
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: task.right }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4: builds "not safe" from part tiles; a wrong part goes back at Check', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(4, (task) => task.kind === 'build' && task.word.part === 'un');
    const task = firstItem(seed, 4).task as TaskOf<'build'>;
    const { container } = renderAt(4, seed);
    expect(screen.getByText(`Make a word that means ${task.word.meaning}.`)).toBeInTheDocument();
    expect(
      within(tray()).getByRole('button', { name: 'Part tile: u n, prefix' }),
    ).toBeInTheDocument();
    expect(
      within(tray()).getByRole('button', { name: `Word tile: ${task.word.base}` }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await placeTile(user, 'Part tile: r e, prefix');
    await placeTile(user, `Word tile: ${task.word.base}`);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent('un- means not or undo');
    // The wrong part is back in the tray; the word stays in its slot.
    expect(
      within(tray()).getByRole('button', { name: 'Part tile: r e, prefix' }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
    await placeTile(user, 'Part tile: u n, prefix');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(
      screen.getAllByText(`un plus ${task.word.base}: ${task.word.word}.`).length,
    ).toBeGreaterThan(0);
  });

  it('step 4: hoping for hopping gets the magic e hint', async () => {
    const user = userEvent.setup();
    const seed = seedWhere(4, (task) => task.kind === 'spelling' && task.word.word === 'hop');
    renderAt(4, seed);
    await pickCard(user, screen.getByRole('radio', { name: 'hoping' }));
    await pressButton(user, 'Check');
    expect(feedback()).toHaveTextContent(
      'Hoping comes from hope, with its silent last letter. Hop has a short vowel, so double the last letter: hopping.',
    );
  });
});
