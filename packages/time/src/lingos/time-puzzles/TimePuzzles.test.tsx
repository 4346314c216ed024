import {
  arrowTo,
  expectNoA11yViolations,
  firstItemOf,
  firstSeed,
  isRadio,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabUntil,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entryFromTime } from '../../model/elapsed';
import { cardName, describeClock, elapsedFaceMinutes, faceMinutes } from '../../model/time';
import { checkTimePuzzle, timePuzzlesModel, type Puzzle, type TimePuzzleItem } from './model';
import TimePuzzles from './TimePuzzles';

/** The session's first item for a seed, as the kit generates it. */
const firstItem = (step: number, seed: number): TimePuzzleItem =>
  firstItemOf(timePuzzlesModel.generate, step, seed);

/** The first seed whose first item at a step is the kind of puzzle wanted. */
const seedFor = (step: number, wanted: (puzzle: Puzzle) => boolean): number =>
  firstSeed(
    (seed) => firstItem(step, seed),
    (item) => wanted(item.puzzle),
  );

describe('Time Puzzles', () => {
  it('plays a two-clue riddle with the keyboard alone', async () => {
    const user = userEvent.setup();
    const seed = seedFor(1, (puzzle) => puzzle.type === 'riddle');
    const item = firstItem(1, seed);
    if (item.puzzle.type !== 'riddle') throw new Error('expected a riddle');
    const { container } = renderWithProviders(
      <TimePuzzles conceptId="time" lingoId="lingo-3-1" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Time Puzzles' })).toBeInTheDocument();
    // Each clue is its own card, with its own Read aloud button.
    const clues = within(screen.getByRole('list', { name: 'Clues' })).getAllByRole('listitem');
    expect(clues.map((clue) => clue.textContent)).toEqual(
      item.puzzle.clues.map((_clue, index) => expect.stringContaining(`Clue ${index + 1}: `)),
    );
    expect(screen.getByRole('button', { name: 'Read aloud: clue 1' })).toBeInTheDocument();
    // The clock cards are described by their hands, never by their times.
    for (const card of screen.getAllByRole('radio')) {
      expect(card.getAttribute('aria-label')).toMatch(/^Clock: The short hand/);
      expect(card.getAttribute('aria-label')).not.toMatch(/\d:\d\d/);
    }
    await expectNoA11yViolations(container);

    await tabUntil(user, isRadio);
    await arrowTo(user, cardName(`Clock: ${describeClock(item.puzzle.answer)}`));
    await user.keyboard('[Space]');
    // Enter on the picked card goes on to the session's Check.
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('starts the riddle hint from clue 1 and fades the clocks it rules out', async () => {
    const user = userEvent.setup();
    const seed = seedFor(1, (puzzle) => puzzle.type === 'riddle');
    const item = firstItem(1, seed);
    if (item.puzzle.type !== 'riddle' || !item.puzzle.choices) throw new Error('expected choices');
    const { answer, choices } = item.puzzle;
    const wrong = choices.find((time) => faceMinutes(time) !== faceMinutes(answer)) as number;
    const hint = checkTimePuzzle(item, { kind: 'time', entry: entryFromTime(wrong, 'face') });
    renderWithProviders(<TimePuzzles conceptId="time" lingoId="lingo-3-1" seed={seed} />, {
      autoRead: false,
    });

    await tabUntil(user, isRadio);
    await arrowTo(user, cardName(`Clock: ${describeClock(wrong)}`));
    await user.keyboard('[Space]');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(hint.message).toMatch(/^Use one clue at a time\. Clue 1 leaves only /);
    expect(screen.getByText(hint.message as string)).toBeInTheDocument();

    // Try again has the focus; the clocks clue 1 rules out fade and cannot be picked.
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveAttribute('data-state', 'highlighted');
    const disabled = screen
      .getAllByRole('radio')
      .filter((card) => card.getAttribute('aria-disabled') === 'true');
    expect(disabled.length).toBeGreaterThan(0);
    expect(
      screen.getByRole('radio', { name: cardName(`Clock: ${describeClock(answer)}`) }),
    ).not.toHaveAttribute('aria-disabled');
  });

  it('sets the answer of a three-clue riddle on the clock by keyboard', async () => {
    const user = userEvent.setup();
    const seed = seedFor(3, (puzzle) => puzzle.type === 'riddle');
    const item = firstItem(3, seed);
    if (item.puzzle.type !== 'riddle') throw new Error('expected a riddle');
    const { container } = renderWithProviders(
      <TimePuzzles conceptId="time" lingoId="lingo-3-1" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-3-1', 3), autoRead: false },
    );
    expect(
      within(screen.getByRole('list', { name: 'Clues' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expectNoA11yViolations(container);

    await tabUntil(user, (element) => element.getAttribute('aria-label') === 'Hour hand');
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Minute hand' })).toHaveFocus();
    // From 12:00: whole hours with Shift+arrows, fives with PageUp, single minutes with arrows.
    const left = elapsedFaceMinutes(0, item.puzzle.answer);
    for (let hour = 0; hour < Math.floor(left / 60); hour += 1)
      await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    for (let five = 0; five < Math.floor((left % 60) / 5); five += 1)
      await user.keyboard('{PageUp}');
    for (let minute = 0; minute < left % 5; minute += 1) await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('reads a broken clock by its short hand only', async () => {
    const seed = seedFor(2, (puzzle) => puzzle.type === 'broken-clock');
    const item = firstItem(2, seed);
    const { container } = renderWithProviders(
      <TimePuzzles conceptId="time" lingoId="lingo-3-1" seed={seed} />,
      { store: learnerAtStep('time', 'lingo-3-1', 2), autoRead: false },
    );
    expect(
      screen.getByRole('img', { name: /^A clock with only the short hand, / }),
    ).toBeInTheDocument();
    expect(item.puzzle.type).toBe('broken-clock');
    await expectNoA11yViolations(container);
  });
});
