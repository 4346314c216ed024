import {
  expectNoA11yViolations,
  feedback,
  lessonSection,
  pickCard,
  pressButton,
  renderWithProviders,
  spokenTexts,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import WordBuildingBlocks from './WordBuildingBlocks';

const lessonFeedback = () => feedback(lessonSection());
const tray = () => screen.getByRole('region', { name: 'Tiles' });

/** Tab into the tray, Home, arrows to a tile, Enter: it goes into the next empty slot. */
async function placeTile(user: UserEvent, name: string) {
  const tiles = within(tray()).getAllByRole('button');
  await tabTo(user, tiles.find((tile) => tile.tabIndex === 0) as HTMLElement);
  await user.keyboard('{Home}');
  const target = within(tray()).getByRole('button', { name });
  for (let presses = 0; presses < tiles.length && document.activeElement !== target; presses += 1) {
    await user.keyboard('{ArrowRight}');
  }
  expect(target).toHaveFocus();
  await user.keyboard('{Enter}');
}

async function next(user: UserEvent) {
  expect(lessonSection()).toHaveAttribute('data-state', 'correct');
  await pressButton(user, 'Next');
}

/** Enter on a word card, then Enter on a bin. */
async function sortInto(user: UserEvent, word: string, bin: string) {
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^Word \\d of 2: ${word}`) }));
  await user.keyboard('{Enter}');
  await tabTo(user, screen.getByRole('button', { name: new RegExp(`^${bin} bin`) }));
  await user.keyboard('{Enter}');
}

describe('Word Building Blocks', () => {
  it('is played to completed by keyboard, each mistake answered with what to try', async () => {
    const user = userEvent.setup();
    const { container, engine, store } = renderWithProviders(
      <WordBuildingBlocks conceptId="words" lingoId="lingo-3-0" />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Word Building Blocks' }),
    ).toBeInTheDocument();
    expect(spokenTexts(engine).join(' ')).toContain(
      'Two words can snap together to make a new word.',
    );
    // Step 1: "Word tile: snow. Word tile: man."
    expect(within(tray()).getByRole('button', { name: 'Word tile: snow' })).toBeInTheDocument();
    expect(within(tray()).getByRole('button', { name: 'Word tile: man' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await placeTile(user, 'Word tile: man');
    await placeTile(user, 'Word tile: snow');
    expect(lessonFeedback()).toHaveTextContent('snow goes first, then man. Try again.');
    await placeTile(user, 'Word tile: snow');
    await placeTile(user, 'Word tile: man');
    expect(screen.getByRole('img', { name: 'Picture: a snowman.' })).toBeInTheDocument();
    expect(lessonFeedback()).toHaveTextContent('snow and man joined: snowman. Picture: a snowman.');
    await placeTile(user, 'Word tile: sun');
    await placeTile(user, 'Word tile: flower');
    expect(screen.getByRole('img', { name: 'Picture: a sunflower.' })).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await next(user);

    // Step 2: un in front of lock (re first: it would lock it again), then re in front of paint.
    expect(screen.getByRole('img', { name: 'Picture: a closed lock.' })).toBeInTheDocument();
    await placeTile(user, 'Part tile: r e, prefix');
    expect(lessonFeedback()).toHaveTextContent('re- means again: relock would lock it again.');
    await placeTile(user, 'Part tile: u n, prefix');
    expect(screen.getByRole('img', { name: 'Picture: an open lock.' })).toBeInTheDocument();
    await placeTile(user, 'Part tile: r e, prefix');
    expect(lessonFeedback()).toHaveTextContent('re plus paint: repaint.');
    await next(user);

    // Step 3: jumping into yesterday bounces back with why.
    await sortInto(user, 'jumping', 'yesterday');
    expect(lessonFeedback()).toHaveTextContent(
      'jumping ends in -ing: it is happening now. Put it in right now.',
    );
    await sortInto(user, 'jumping', 'right now');
    await sortInto(user, 'jumped', 'yesterday');
    await expectNoA11yViolations(container);
    await next(user);

    // Step 4: the tallest of three pine trees, then -ful after help.
    expect(
      screen.getByRole('radiogroup', { name: 'Three pine trees: short, taller, tallest.' }),
    ).toBeInTheDocument();
    await pickCard(user, screen.getByRole('radio', { name: 'taller' }));
    expect(lessonFeedback()).toHaveTextContent('But one is taller still: the tallest.');
    await pickCard(user, screen.getByRole('radio', { name: 'tallest' }));
    await placeTile(user, 'Part tile: f u l, suffix');
    expect(lessonFeedback()).toHaveTextContent('help plus ful: helpful.');
    await next(user);

    // The closing check: a wrong split first, then the three right answers.
    await pickCard(user, screen.getByRole('radio', { name: 'ra, then inbow' }));
    await pressButton(user, 'Check');
    expect(lessonFeedback()).toHaveTextContent('Find two real words: rain and bow.');
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    await pickCard(user, screen.getByRole('radio', { name: 'rain, then bow' }));
    await pressButton(user, 'Check');
    await next(user);
    await pickCard(user, screen.getByRole('radio', { name: 'not happy' }));
    await pressButton(user, 'Check');
    await next(user);
    await pickCard(user, screen.getByRole('radio', { name: 'fastest' }));
    await pressButton(user, 'Check');
    await next(user);
    expect(lessonSection()).toHaveAttribute('data-part', 'done');
    expect(store.get('words', 'lingo-3-0')?.status).toBe('completed');
  });
});
