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
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LetterTeamSort from './LetterTeamSort';
import {
  cardText,
  rightText,
  teamSortHints,
  teamSortModel,
  type TeamCard,
  type TeamSortItem,
} from './model';
import type { LetterTeam } from './teamWords';

const firstItem = (seed: number, step: number): TeamSortItem =>
  firstItemOf(teamSortModel.generate, step, seed);

const sortTask = (item: TeamSortItem) => {
  if (item.task.kind !== 'sort') throw new Error('not a sort');
  return item.task;
};

const binButton = (team: LetterTeam): HTMLElement =>
  screen.getByRole('button', { name: new RegExp(`^${team} bin`) });

/** Enter on a card, then Enter on a bin: the keyboard's tap-tap. */
async function sortInto(user: UserEvent, card: TeamCard, bins: LetterTeam[], team: LetterTeam) {
  await tabTo(user, screen.getByRole('button', { name: cardText(card.word, bins) }));
  await user.keyboard('{Enter}');
  await tabTo(user, binButton(team));
  await user.keyboard('{Enter}');
}

const announced = (text: string) =>
  waitFor(() =>
    expect(
      [...document.querySelectorAll('[role="status"]')].map((region) => region.textContent?.trim()),
    ).toContain(text),
  );

describe('Letter Team Sort', () => {
  it('sorts 6 picture cards into sh and ch with the keyboard alone; Check confirms it', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const task = sortTask(firstItem(seed, 1));
    const { container } = renderWithProviders(
      <LetterTeamSort conceptId="words" lingoId="lingo-2-1" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Letter Team Sort' })).toBeVisible();
    const tray = screen.getByRole('group', { name: 'To sort' });
    expect(within(tray).getAllByRole('button', { name: /^Card: / })).toHaveLength(6);
    await expectNoA11yViolations(container);
    const check = screen.getByRole('button', { name: 'Check' });
    expect(check).toHaveAttribute('aria-disabled', 'true');
    const [first, ...rest] = task.cards;
    await sortInto(user, first!, [...task.bins], first!.word.team);
    // words.md's text alternative after a drop.
    const word = first!.word.word;
    await announced(
      `${word.charAt(0).toUpperCase()}${word.slice(1)} is in the ${first!.word.team} bin.`,
    );
    for (const card of rest) await sortInto(user, card, [...task.bins], card.word.team);
    expect(check).toHaveAttribute('aria-disabled', 'false');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await announced(task.cards.map((card) => rightText(card.word)).join(' '));
    await expectNoA11yViolations(container);
  });

  it('bounces a misplaced card back at Check with its hint; the right ones lock', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const task = sortTask(firstItem(seed, 1));
    renderWithProviders(<LetterTeamSort conceptId="words" lingoId="lingo-2-1" seed={seed} />, {
      autoRead: false,
    });
    const [wrong, ...rest] = task.cards;
    const other: LetterTeam = wrong!.word.team === 'sh' ? 'ch' : 'sh';
    await sortInto(user, wrong!, [...task.bins], other);
    for (const card of rest) await sortInto(user, card, [...task.bins], card.word.team);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(teamSortHints['sh-ch']);
    // The misplaced card is back in the tray; the others stay in their bins.
    const tray = screen.getByRole('group', { name: 'To sort' });
    expect(
      within(tray).getByRole('button', { name: cardText(wrong!.word, [...task.bins]) }),
    ).toBeVisible();
    expect(within(tray).getAllByRole('button', { name: /^Card: / })).toHaveLength(1);
    await pressButton(user, 'Try again');
    await sortInto(user, wrong!, [...task.bins], wrong!.word.team);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it("says the prompt with each bin's team and a key word that is none of the cards", async () => {
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 1),
      (item) => sortTask(item).cards.some((card) => card.word.word === 'ship'),
    );
    const { engine } = renderWithProviders(
      <LetterTeamSort conceptId="words" lingoId="lingo-2-1" seed={seed} />,
    );
    await waitFor(() => expect(engine.spoken.length).toBeGreaterThan(0));
    expect(engine.spoken[0]?.parts).toEqual([
      'Sort the pictures by their letter team.',
      'S.',
      'and',
      'H.',
      expect.not.stringContaining('ship'),
      'C.',
      'and',
      'H.',
      expect.stringMatching(/^together, as in /),
    ]);
  });

  it('sorts 8 cards into 4 bins at step 3', async () => {
    const seed = 2;
    const task = sortTask(firstItem(seed, 3));
    const { container } = renderWithProviders(
      <LetterTeamSort conceptId="words" lingoId="lingo-2-1" seed={seed} />,
      { store: learnerAtStep('words', 'lingo-2-1', 3), autoRead: false },
    );
    expect(screen.getAllByRole('button', { name: /^Card: / })).toHaveLength(8);
    for (const team of task.bins) expect(binButton(team)).toBeVisible();
    await expectNoA11yViolations(container);
  });

  it('step 4: fills the two-letter gap with a team tile by keyboard; a wrong tile goes back with its hint', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 4),
      (item) => item.task.kind === 'gap' && ['sh', 'ch'].includes(item.task.word.team),
    );
    const item = firstItem(seed, 4);
    if (item.task.kind !== 'gap') throw new Error('not a gap');
    const { word } = item.task;
    const { container } = renderWithProviders(
      <LetterTeamSort conceptId="words" lingoId="lingo-2-1" seed={seed} />,
      { store: learnerAtStep('words', 'lingo-2-1', 4), autoRead: false },
    );
    // The picture is shown, the word is not written.
    expect(screen.getByRole('img', { name: new RegExp(`${word.word}\\.$`) })).toBeVisible();
    expect(sessionSection()).not.toHaveTextContent(new RegExp(`\\b${word.word}\\b`));
    expect(screen.getByRole('button', { name: 'Hear the word again' })).toBeVisible();
    const tray = screen.getByRole('region', { name: 'Team tiles' });
    const spell = (team: string) => [...team].join(' ');
    expect(within(tray).getAllByRole('button')).toHaveLength(5);
    for (const team of ['sh', 'ch', 'th', 'wh', 'ck'])
      expect(within(tray).getByRole('button', { name: spell(team) })).toBeVisible();
    await expectNoA11yViolations(container);
    const wrongTeam = word.team === 'sh' ? 'ch' : 'sh';
    await tabTo(user, within(tray).getByRole('button', { name: spell(wrongTeam) }));
    await user.keyboard('{Enter}');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(teamSortHints['sh-ch']);
    // The wrong tile went back to the tray.
    expect(within(tray).getAllByRole('button')).toHaveLength(5);
    await pressButton(user, 'Try again');
    await tabTo(user, within(tray).getByRole('button', { name: spell(word.team) }));
    await user.keyboard('{Enter}');
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });
});
