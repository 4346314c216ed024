import {
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  firstSeed,
  learnerAtStep,
  pickCard,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import { pictureAlt } from '../../model/wordData';
import FirstSounds from './FirstSounds';
import { endLetter, generateFirstSounds, type FirstSoundsItem } from './model';

const firstItem = (seed: number, step: number): FirstSoundsItem =>
  firstItemOf(generateFirstSounds, step, seed);

const card = (name: string): HTMLElement => screen.getByRole('radio', { name });

describe('First Sounds', () => {
  it('finds the first letter of the picture word by keyboard alone, and says so by name', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const item = firstItem(seed, 1);
    if (item.task.kind !== 'letter') throw new Error('letter item expected');
    const word = item.task.target.word;
    const { container, engine } = renderWithProviders(
      <FirstSounds conceptId="words" lingoId="lingo-1-2" seed={seed} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'First Sounds' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `Picture: a${/^[aeiou]/.test(word) ? 'n' : ''} ${word}.` }),
    ).toBeInTheDocument();
    const grid = screen.getByRole('radiogroup', { name: `Which letter does ${word} start with?` });
    expect(
      within(grid)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(item.task.choices);
    expect(
      screen.getByText(/^Picture: .*\. Which letter does .* start with\? Choices: .*\.$/),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);

    const answer = word.charAt(0);
    await pickCard(user, card(answer));
    // A letter card speaks its name when it gets focus, never the bare letter.
    expect(
      engine.spoken.some((request) => request.parts.join(' ') === `${answer.toUpperCase()}.`),
    ).toBe(true);
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(`Yes, ${word} starts with ${answer}.`);
    const said = engine.spoken.at(-1)?.parts ?? [];
    expect(said).toEqual([`Yes, ${word} starts with`, `${answer.toUpperCase()}.`]);
    await expectNoA11yViolations(container);
  });

  it('names the end sound when its letter is picked, and speaks the hint by the rules', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 1),
      (candidate) =>
        candidate.task.kind === 'letter' &&
        candidate.task.choices.includes(endLetter(candidate.task.target.word) ?? '-'),
    );
    const item = firstItem(seed, 1);
    if (item.task.kind !== 'letter') throw new Error('letter item expected');
    const word = item.task.target.word;
    const { engine } = renderWithProviders(
      <FirstSounds conceptId="words" lingoId="lingo-1-2" seed={seed} />,
    );
    await user.click(card(endLetter(word) ?? ''));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      new RegExp(
        `^That's the sound at the end of ${word}\\. Listen to the very start: ${word}\\. ${word.charAt(0)}, as in \\w+\\.`,
      ),
    );
    const said = engine.spoken.at(-1)?.parts ?? [];
    expect(said[0]).toBe(`That's the sound at the end of ${word}.`);
    for (const part of said) expect(utteranceProblem(part), part).toBeNull();
  });

  it('asks for the picture that starts with a letter at step 4, each card spoken on focus', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const item = firstItem(seed, 4);
    if (item.task.kind !== 'picture') throw new Error('picture item expected');
    const { container, engine } = renderWithProviders(
      <FirstSounds conceptId="words" lingoId="lingo-1-2" seed={seed} />,
      { store: learnerAtStep('words', 'lingo-1-2', 4) },
    );
    const grid = screen.getByRole('radiogroup', {
      name: `Which picture starts with the letter ${item.task.letter}?`,
    });
    const radios = within(grid).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(
      item.task.choices.map((choice) => pictureAlt(choice)),
    );
    // The words stay hidden: the cards show pictures only.
    for (const [index, radio] of radios.entries()) {
      expect(radio).not.toHaveTextContent(item.task.choices[index]?.word ?? '-');
    }
    await expectNoA11yViolations(container);
    const first = radios[0] as HTMLElement;
    await tabTo(user, first);
    expect(engine.spoken.at(-1)?.parts).toEqual([`${item.task.choices[0]?.word}.`]);
    await pickCard(user, card(pictureAlt(item.task.target)));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    await expectNoA11yViolations(container);
  });
});
