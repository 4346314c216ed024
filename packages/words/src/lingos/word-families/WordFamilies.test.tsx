import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pressButton,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generateWordFamilies, type WordFamiliesItem, type WordFamiliesTask } from './model';
import WordFamilies from './WordFamilies';

const lingo = { conceptId: 'words', lingoId: 'lingo-2-4' } as const;
const firstItem = (seed: number, step: number): WordFamiliesItem =>
  firstItemOf(generateWordFamilies, step, seed);
const seedFor = (step: number, test: (task: WordFamiliesTask) => boolean): number =>
  firstSeed(
    (seed) => firstItem(seed, step),
    (item) => test(item.task),
  );
type OnsetTask = Extract<WordFamiliesTask, { kind: 'onset' }>;

function renderAt(step: number, seed: number, dark = false) {
  return renderWithProviders(
    <div className={themeClass('default', dark)}>
      <WordFamilies {...lingo} seed={seed} />
    </div>,
    { store: learnerAtStep('words', 'lingo-2-4', step), autoRead: false },
  );
}

const tray = () => screen.getByRole('region', { name: 'Tiles' });

/** Tab into the tray (one tab stop), then the arrows to a tile, as a keyboard user does. */
async function focusTile(user: UserEvent, tile: HTMLElement) {
  const stop = within(tray())
    .getAllByRole('button')
    .find((each) => each.tabIndex === 0);
  if (!stop) throw new Error('the tray has no tab stop');
  await tabTo(user, stop);
  for (let presses = 0; presses < 8 && document.activeElement !== tile; presses += 1) {
    await user.keyboard('{ArrowRight}');
  }
  expect(tile).toHaveFocus();
}

describe('Word Families', () => {
  it('step 1: the right onset tile, by keyboard, builds the word', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const task = firstItem(seed, 1).task as OnsetTask;
    const { container } = renderAt(1, seed);
    expect(screen.getByText('Build the word you hear.')).toBeInTheDocument();
    // The screen reader gets the sentence with its word, as read-aloud says it.
    expect(screen.getByRole('group', { name: `Build: ${task.target.word}.` })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: new RegExp(`^Picture: an? ${task.target.word}\\.$`) }),
    ).toBeInTheDocument();
    expect(screen.getByText('the chunk a t')).toBeInTheDocument();
    await expectNoA11yViolations(container);
    const tile = within(tray()).getByRole('button', { name: task.target.onset });
    await focusTile(user, tile);
    await user.keyboard('{Enter}');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      `${task.target.onset} plus a t makes ${task.target.word}.`,
    );
    await expectNoA11yViolations(container);
  });

  it('a wrong onset slides back, and the hint keeps the end', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const task = firstItem(seed, 2).task as OnsetTask;
    renderAt(2, seed);
    const wrong = task.tiles.find((tile) => tile !== task.target.onset) ?? '';
    await user.click(within(tray()).getByRole('button', { name: wrong }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `Keep the end, -${task.target.family}. Change only the first sound: ${task.target.onset}… ${task.target.family}, ${task.target.word}.`,
    );
    // The wrong tile is back in the tray.
    expect(within(tray()).getByRole('button', { name: wrong })).toBeInTheDocument();
  });

  it('step 3: sorts six words into their family bins with the keyboard (axe, dark)', async () => {
    const user = userEvent.setup();
    const seed = 2;
    const task = firstItem(seed, 3).task as Extract<WordFamiliesTask, { kind: 'sort' }>;
    const { container } = renderAt(3, seed, true);
    await expectNoA11yViolations(container);
    for (const word of task.words) {
      const card = screen.getByRole('button', {
        name: new RegExp(`^Word \\d of 6: ${word.word}$`),
      });
      await tabTo(user, card);
      await user.keyboard('{Enter}');
      const bin = screen.getByRole('button', { name: new RegExp(`^-${word.family} bin`) });
      await tabTo(user, bin);
      await user.keyboard('{Enter}');
    }
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('step 4: a ladder rung shows the word climbed from and team tiles', async () => {
    const seed = seedFor(4, (task) => task.kind === 'onset' && task.target.onset.length === 2);
    const task = firstItem(seed, 4).task as OnsetTask;
    const { container } = renderAt(4, seed);
    expect(
      screen.getByRole('group', {
        name: `Change ${task.ladder?.from.word} to ${task.target.word}.`,
      }),
    ).toBeInTheDocument();
    expect(
      within(tray()).getByRole('button', { name: [...task.target.onset].join(' ') }),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });
});
