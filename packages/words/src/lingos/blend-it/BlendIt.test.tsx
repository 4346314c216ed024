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
  tabTo,
} from '@lingos/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BlendIt from './BlendIt';
import { blendModel, type BlendItem } from './model';

const firstItem = (seed: number, step: number): BlendItem =>
  firstItemOf(blendModel.generate, step, seed);

const blendGroup = (item: BlendItem) => screen.getByRole('radiogroup', { name: item.prompt });

describe('Blend It', () => {
  it('step 1: picks the blend a picture word starts with, by keyboard; axe clean', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 1);
    if (item.task.kind !== 'choice') throw new Error('not a choice');
    const right = item.task.word.start as string;
    const { container } = renderWithProviders(
      <BlendIt conceptId="words" lingoId="lingo-2-2" seed={seed} />,
      { autoRead: false },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Blend It' })).toBeVisible();
    expect(screen.getByText(`Which blend does ${item.task.word.word} start with?`)).toBeVisible();
    expect(
      screen.getByRole('img', { name: new RegExp(`${item.task.word.word}\\.$`) }),
    ).toBeVisible();
    expect(within(blendGroup(item)).getAllByRole('radio')).toHaveLength(2);
    await expectNoA11yViolations(container);
    await pickCard(user, within(blendGroup(item)).getByRole('radio', { name: right }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });

  it('names the wrong partner: "Do you hear l or r after the f?"', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 1),
      (item) =>
        item.task.kind === 'choice' &&
        item.task.choices.some(
          (choice) => choice !== item.task.word.start && choice[0] === item.task.word.start?.[0],
        ),
    );
    const item = firstItem(seed, 1);
    if (item.task.kind !== 'choice') throw new Error('not a choice');
    const right = item.task.word.start as string;
    const wrong = item.task.choices.find((choice) => choice !== right) as string;
    renderWithProviders(<BlendIt conceptId="words" lingoId="lingo-2-2" seed={seed} />, {
      autoRead: false,
    });
    await pickCard(user, within(blendGroup(item)).getByRole('radio', { name: wrong }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `Say it slowly: ${item.task.word.word}. Do you hear ${wrong[1]} or ${right[1]} after the ${right[0]}?`,
    );
  });

  it('says a blend card by its letter names when it gets keyboard focus', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 2);
    if (item.task.kind !== 'choice') throw new Error('not a choice');
    const { engine } = renderWithProviders(
      <BlendIt conceptId="words" lingoId="lingo-2-2" seed={seed} />,
      { store: learnerAtStep('words', 'lingo-2-2', 2), autoRead: true },
    );
    const cards = within(blendGroup(item)).getAllByRole('radio');
    expect(cards).toHaveLength(3);
    const tabStop = cards.find((card) => card.tabIndex === 0) as HTMLElement;
    await tabTo(user, tabStop);
    const blend = tabStop.getAttribute('aria-label') ?? '';
    await waitFor(() =>
      expect(engine.spoken.map((request) => request.parts)).toContainEqual(
        [...blend].map((letter) => `${letter.toUpperCase()}.`),
      ),
    );
  });

  it('step 3: builds the word from its letters and 2 distractors by typing', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const item = firstItem(seed, 3);
    if (item.task.kind !== 'build' || item.task.tiles === 'rack') throw new Error('not a build');
    const { container } = renderWithProviders(
      <BlendIt conceptId="words" lingoId="lingo-2-2" seed={seed} />,
      { store: learnerAtStep('words', 'lingo-2-2', 3), autoRead: false },
    );
    expect(screen.getByText('Build the word you hear.')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Tiles' })).getAllByRole('button'),
    ).toHaveLength(6);
    await expectNoA11yViolations(container);
    await tabTo(
      user,
      within(screen.getByRole('region', { name: 'Tiles' })).getAllByRole('button')[0]!,
    );
    await user.keyboard(item.task.word.word);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('step 4: a word heard only, from the A–Z rack; a wrong last letter gets its hint and goes back', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 4),
      (item) =>
        item.task.kind === 'build' && item.task.word.end !== undefined && !item.task.word.start,
    );
    const item = firstItem(seed, 4);
    if (item.task.kind !== 'build') throw new Error('not a build');
    const { word } = item.task.word;
    const { container } = renderWithProviders(
      <BlendIt conceptId="words" lingoId="lingo-2-2" seed={seed} />,
      { store: learnerAtStep('words', 'lingo-2-2', 4), autoRead: false },
    );
    expect(screen.queryByRole('img', { name: /^Picture: / })).toBeNull();
    expect(sessionSection()).not.toHaveTextContent(new RegExp(`\\b${word}\\b`));
    await expectNoA11yViolations(container);
    const tiles = screen.getByRole('region', { name: 'Tiles' });
    await tabTo(user, within(tiles).getAllByRole('button')[0]!);
    const wrongLast = word.at(-1) === 'z' ? 'y' : 'z';
    await user.keyboard(`${word.slice(0, -1)}${wrongLast}`);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `There's one more sound at the end: ${word.slice(0, -1)}… ${word.at(-1)}.`,
    );
    await pressButton(user, 'Try again');
    await tabTo(user, within(tiles).getAllByRole('button')[0]!);
    await user.keyboard(word.at(-1) as string);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });
});
