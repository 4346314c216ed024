import {
  createMemorySpeechEngine,
  expectNoA11yViolations,
  feedback,
  firstItemOf,
  learnerAtStep,
  pickCard,
  pressButton,
  renderWithProviders,
  sessionSection,
  tabTo,
} from '@lingos/kit/testing';
import { themeClass } from '@lingos/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MagicE from './MagicE';
import { generateMagicE, pictureName, wordOf, type MagicEItem, type MagicETask } from './model';

const lingo = { conceptId: 'words', lingoId: 'lingo-2-3' } as const;
const firstItem = (seed: number, step: number): MagicEItem =>
  firstItemOf(generateMagicE, step, seed);
type TaskOf<Kind extends MagicETask['kind']> = Extract<MagicETask, { kind: Kind }>;

function renderAt(
  step: number,
  seed: number,
  options: { dark?: boolean; engine?: ReturnType<typeof createMemorySpeechEngine> } = {},
) {
  return renderWithProviders(
    <div className={themeClass('default', options.dark ?? false)}>
      <MagicE {...lingo} seed={seed} />
    </div>,
    {
      store: learnerAtStep('words', 'lingo-2-3', step),
      autoRead: false,
      ...(options.engine ? { engine: options.engine, interacted: true } : {}),
    },
  );
}

describe('Magic E', () => {
  it('step 1: the word spelled for the screen reader, its picture picked by keyboard', async () => {
    const user = userEvent.setup();
    const seed = 3;
    const task = firstItem(seed, 1).task as TaskOf<'read'>;
    const word = wordOf(task.pair, task.target);
    const { container } = renderAt(1, seed);
    expect(
      screen.getByText(`The word is spelled ${[...word.shown].join(', ')}.`),
    ).toBeInTheDocument();
    await expectNoA11yViolations(container);
    await pickCard(user, screen.getByRole('radio', { name: pictureName(word) }));
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    expect(feedback()).toHaveTextContent(`${[...word.shown].join(', ')} spells ${word.shown}.`);
    await expectNoA11yViolations(container);
  });

  it('hearing the word is a hint: it says so and speaks the word whole', async () => {
    const user = userEvent.setup();
    const engine = createMemorySpeechEngine();
    const seed = 3;
    const task = firstItem(seed, 2).task as TaskOf<'read'>;
    const word = wordOf(task.pair, task.target);
    const { container } = renderAt(2, seed, { dark: true, engine });
    await user.click(screen.getByRole('button', { name: /Hear the word/ }));
    expect(engine.spoken.flatMap((request) => request.parts)).toContain(`${word.shown}.`);
    expect(screen.getByText('You heard the word: this one is practice.')).toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it('step 3: forgetting the e names the vowel; right letters stay', async () => {
    const user = userEvent.setup();
    const seed =
      [...Array(300).keys()].find(
        (each) => (firstItem(each, 3).task as TaskOf<'build'>).target === 'long',
      ) ?? 0;
    const task = firstItem(seed, 3).task as TaskOf<'build'>;
    const { container } = renderAt(3, seed);
    await expectNoA11yViolations(container);
    const tiles = screen.getByRole('region', { name: 'Tiles' });
    await tabTo(user, within(tiles).getAllByRole('button')[0] as HTMLElement);
    await user.keyboard(task.pair.short.word);
    await pressButton(user, 'Check');
    expect(sessionSection()).toHaveAttribute('data-state', 'incorrect');
    expect(feedback()).toHaveTextContent(
      `Listen: ${task.pair.long.shown}. The ${task.pair.vowel} says its name, ${task.pair.vowel.toUpperCase()}. Add the silent e at the end.`,
    );
    await expectNoA11yViolations(container);
  });
});
