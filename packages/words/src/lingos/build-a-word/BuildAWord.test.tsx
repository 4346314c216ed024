import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  learnerAtStep,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BuildAWord from './BuildAWord';
import { generateBuildAWord, type BuildAWordItem } from './model';

const firstItem = (seed: number, step: number): BuildAWordItem =>
  firstItemOf(generateBuildAWord, step, seed);

/** The tray (or the A–Z rack) of tiles still to place. */
const tray = () => screen.getByRole('region', { name: /^(Tiles|A to Z)$/ });

describe('Build a Word', () => {
  it('builds the word by typing, checks with Enter, and reads it back', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 1);
    const word = item.target.word;
    const { container, engine } = renderWithProviders(
      <BuildAWord conceptId="words" lingoId="lingo-1-4" seed={seed} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Build a Word' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: new RegExp(`^Picture: an? ${word}\\.$`) }),
    ).toBeInTheDocument();
    // The word is only heard: it is nowhere on the page as text.
    expect(screen.queryByText(new RegExp(`\\b${word}\\b`))).toBeNull();
    expect(screen.getByRole('group', { name: 'Build the word you hear.' })).toBeInTheDocument();
    await expectNoA11yViolations(container);

    await user.click(screen.getByRole('button', { name: 'Hear the word again' }));
    expect(engine.spoken.at(-1)?.parts).toEqual([`${word}.`, `${word}.`]);

    const firstTile = within(tray()).getAllByRole('button')[0] as HTMLElement;
    await tabTo(user, firstTile);
    await user.keyboard(word);
    await tabTo(user, screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(`You built ${[...word].join(', ')}: ${word}.`);
    expect(engine.spoken.at(-1)?.parts).toEqual([
      'You built',
      ...[...word].map((letter) => `${letter.toUpperCase()}.`),
      `${word}.`,
    ]);
    await expectNoA11yViolations(container);
  });

  it('sends a wrong tile back with the hint, keeps the right ones, and speaks a placed tile', async () => {
    const user = userEvent.setup();
    const seed = 4;
    const item = firstItem(seed, 1);
    const word = item.target.word;
    const reversed = [...word].reverse().join('');
    const { container, engine } = renderWithProviders(
      <BuildAWord conceptId="words" lingoId="lingo-1-4" seed={seed} />,
    );
    for (const letter of reversed) {
      await user.click(within(tray()).getByRole('button', { name: letter }));
    }
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'Say it slowly and touch each slot: what do you hear first?',
    );
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'answering');
    // The middle letter was right and stays; the other two went back.
    const slots = screen.getByRole('list', { name: 'Slots' });
    expect(within(slots).getAllByRole('button')).toHaveLength(1);
    await user.click(within(slots).getByRole('button'));
    expect(engine.spoken.at(-1)?.parts[0]).toBe(`${word.charAt(1).toUpperCase()}.`);
    expect(engine.spoken.at(-1)?.parts[1]).toMatch(/^as in \w+\.$/);
  });

  it('offers the full A–Z rack at step 4, with no picture', async () => {
    const user = userEvent.setup();
    const seed = 6;
    const item = firstItem(seed, 4);
    const { container } = renderWithProviders(
      <BuildAWord conceptId="words" lingoId="lingo-1-4" seed={seed} />,
      { store: learnerAtStep('words', 'lingo-1-4', 4) },
    );
    expect(screen.queryByRole('img', { name: /^Picture:/ })).toBeNull();
    expect(within(tray()).getAllByRole('button')).toHaveLength(26);
    await expectNoA11yViolations(container);
    for (const letter of item.target.word) {
      await user.click(within(tray()).getByRole('button', { name: letter }));
    }
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('works an example tile by tile after two misses in a row', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <BuildAWord conceptId="words" lingoId="lingo-1-4" seed={4} />,
    );
    for (let miss = 0; miss < 2; miss += 1) {
      const word = /^Picture: an? (\w+)\.$/.exec(
        screen.getByRole('img', { name: /^Picture:/ }).getAttribute('aria-label') ?? '',
      )?.[1];
      if (!word) throw new Error('no picture word');
      for (const letter of [...word].reverse()) {
        await user.click(within(tray()).getByRole('button', { name: letter }));
      }
      await user.click(screen.getByRole('button', { name: 'Check' }));
      expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(screen.getAllByText(/^[a-z], as (in|at the end of) \w+\.$/).length).toBeGreaterThan(0);
    // The first letter is in place; the example fills one slot per step.
    const slots = screen.getByRole('list', { name: 'Slots' });
    expect(within(slots).getAllByRole('button')).toHaveLength(1);
    await expectNoA11yViolations(container);
  });
});
