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
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BigAndSmallLetters from './BigAndSmallLetters';
import { generateBigSmall, type BigSmallItem, type BigSmallTask } from './model';

type TaskOf<Kind extends BigSmallTask['kind']> = Extract<BigSmallTask, { kind: Kind }>;

const firstItem = (seed: number, step: number): BigSmallItem =>
  firstItemOf(generateBigSmall, step, seed);

function renderAt(step: number, seed: number) {
  return renderWithProviders(
    <BigAndSmallLetters conceptId="words" lingoId="lingo-1-1" seed={seed} />,
    { store: learnerAtStep('words', 'lingo-1-1', step), autoRead: false },
  );
}

const card = (name: string): HTMLElement => screen.getByRole('radio', { name });

/** Joins a big letter to a small letter by keyboard: Tab into the big letters, arrows, Enter. */
async function joinByKeyboard(user: UserEvent, big: string, small: string) {
  const bigButton = screen.getByRole('button', { name: new RegExp(`^big ${big}`) });
  const column = within(screen.getByRole('list', { name: 'Big letters' })).getAllByRole('button');
  await tabTo(user, column.find((each) => each.tabIndex === 0) as HTMLElement);
  await user.keyboard('{Home}');
  for (let presses = 0; presses < 4 && document.activeElement !== bigButton; presses += 1) {
    await user.keyboard('{ArrowDown}');
  }
  expect(bigButton).toHaveFocus();
  await user.keyboard('{Enter}');
  const smallButton = screen.getByRole('button', { name: new RegExp(`^small ${small}`) });
  await user.keyboard('{Home}');
  for (let presses = 0; presses < 4 && document.activeElement !== smallButton; presses += 1) {
    await user.keyboard('{ArrowDown}');
  }
  expect(smallButton).toHaveFocus();
  await user.keyboard('{Enter}');
}

describe('Big and Small Letters', () => {
  it('finds the small partner of a big letter by keyboard, with words.md texts', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const task = firstItem(seed, 1).task as TaskOf<'choose'>;
    const { container } = renderAt(1, seed);
    const big = task.letter.toUpperCase();
    expect(
      screen.getByText(new RegExp(`^Big letter ${big}\\. Find its small letter\\. Choices: `)),
    ).toBeInTheDocument();
    const grid = screen.getByRole('radiogroup', { name: `Find small ${task.letter}.` });
    expect(within(grid).getAllByRole('radio')).toHaveLength(2);
    await expectNoA11yViolations(container);
    await pickCard(user, card(`small ${task.letter}`));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(
      `Yes, big ${big} and small ${task.letter} are the same letter.`,
    );
    await expectNoA11yViolations(container);
  });

  it('names the b/d mix-up after a wrong card, and lets the child try again', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 3),
      (item) =>
        item.task.kind === 'choose' && item.task.letter === 'b' && item.task.shown === 'big',
    );
    renderAt(3, seed);
    await pickCard(user, card('small d'));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      'b: first the bat, then the ball. d: first the doughnut, then the stick.',
    );
    expect(card('small d, not right')).toHaveAttribute('data-state', 'incorrect');
    await pressButton(user, 'Try again');
    await pickCard(user, card('small b'));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
  });

  it('runs in reverse from step 2: a small letter shown, big to find', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 2),
      (item) => item.task.kind === 'choose' && item.task.shown === 'small',
    );
    const task = firstItem(seed, 2).task as TaskOf<'choose'>;
    renderAt(2, seed);
    const big = task.letter.toUpperCase();
    const grid = screen.getByRole('radiogroup', { name: `Find big ${big}.` });
    expect(within(grid).getAllByRole('radio')).toHaveLength(3);
    const wrong = task.choices.find((letter) => letter !== task.letter)!;
    await pickCard(user, card(`big ${wrong.toUpperCase()}`));
    await user.keyboard('{Enter}');
    expect(feedback()).toHaveTextContent(
      `Big ${big} and small ${task.letter} don't look alike, but they have the same name. Listen: ${big}.`,
    );
  });

  it('matches 4 pairs on a board by keyboard; a wrong pair is undone on Try again, right ones stay', async () => {
    const user = userEvent.setup();
    const seed = 5;
    const task = firstItem(seed, 4).task as TaskOf<'match'>;
    const { container } = renderAt(4, seed);
    await expectNoA11yViolations(container);
    const [a, b, c, d] = task.letters;
    if (!a || !b || !c || !d) throw new Error('4 letters');
    await joinByKeyboard(user, a.toUpperCase(), b);
    await joinByKeyboard(user, b.toUpperCase(), a);
    await joinByKeyboard(user, c.toUpperCase(), c);
    await joinByKeyboard(user, d.toUpperCase(), d);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    await expectNoA11yViolations(container);
    await pressButton(user, 'Try again');
    expect(screen.getByRole('button', { name: `big ${a.toUpperCase()}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `big ${b.toUpperCase()}` })).toBeInTheDocument();
    await joinByKeyboard(user, a.toUpperCase(), a);
    await joinByKeyboard(user, b.toUpperCase(), b);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent('Yes, every big letter has its small letter.');
  });

  it('two misses in a row show the worked example: the letter named, then its partner picked', async () => {
    const user = userEvent.setup();
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 1),
      (item) => item.task.kind === 'choose' && item.task.letter === 's',
    );
    const { engine } = renderWithProviders(
      <BigAndSmallLetters conceptId="words" lingoId="lingo-1-1" seed={seed} />,
    );
    const task = firstItem(seed, 1).task as TaskOf<'choose'>;
    const wrong = task.choices.find((letter) => letter !== 's')!;
    await pickCard(user, card(`small ${wrong}`));
    await user.keyboard('{Enter}');
    expect(feedback()).toHaveTextContent('Big S and small s have the same name. Listen: S.');
    await pressButton(user, 'Next');
    const second = screen.getByRole('radiogroup');
    const target = /^Find small ([a-z])\.$/.exec(second.getAttribute('aria-label') ?? '')?.[1];
    const other = within(second)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label') ?? '')
      .find((name) => name !== `small ${target}`)!;
    await pickCard(user, card(other));
    await user.keyboard('{Enter}');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    await pressButton(user, 'Next');
    expect(sessionSection()).toHaveAttribute('data-state', 'worked-example');
    expect(
      screen.getByText(/^This is big [A-Z]\. Its name is [A-Z]\.$/, { selector: 'li' }),
    ).toHaveAttribute('aria-current', 'step');
    // Spoken with the case as a word and the letter's name alone, never a bare small letter.
    expect(
      engine.spoken.some(
        (request) => request.parts[0] === 'This is' && request.parts[1] === 'Big.',
      ),
    ).toBe(true);
  });

  it('speaks the prompt with the case as a word and the letter by its name', async () => {
    const seed = firstSeed(
      (candidate) => firstItem(candidate, 1),
      (item) => item.task.kind === 'choose' && item.task.letter === 'z',
    );
    const { engine } = renderWithProviders(
      <BigAndSmallLetters conceptId="words" lingoId="lingo-1-1" seed={seed} />,
    );
    await screen.findByRole('radiogroup', { name: 'Find small z.' });
    await expect
      .poll(() => engine.spoken.map((request) => request.parts))
      .toContainEqual(['Find', 'Small.', 'Zed.']);
  });
});
