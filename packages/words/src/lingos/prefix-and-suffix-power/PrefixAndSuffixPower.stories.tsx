import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import PrefixAndSuffixPower from './PrefixAndSuffixPower';
import { generateParts, type PartsTask } from './model';

const atStep = learnerAtStep('words', 'lingo-3-2');

/** The first seed whose first item at `step` passes the test, so each story shows its kind. */
function seedFor(step: number, test: (task: PartsTask) => boolean): number {
  for (let seed = 1; seed < 2000; seed += 1) {
    if (test(generateParts(step, createRng(deriveSeed(seed, 0, 0))).task)) return seed;
  }
  return 1;
}

const meta = {
  title: 'Words/Lingos/Prefix and Suffix Power',
  component: PrefixAndSuffixPower,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-3-2', seed: 1 },
} satisfies Meta<typeof PrefixAndSuffixPower>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: "What does unlock mean?" with pictures. */
export const Meaning: Story = {
  args: { seed: seedFor(1, (task) => task.kind === 'meaning' && task.word.word === 'unlock') },
};

/** Step 2: "Yesterday, Ava ___ the fence." */
export const Sentence: Story = { decorators: [atStep(2)] };

/** Step 3: all seven parts, the opposite part always a card. */
export const AllParts: Story = { decorators: [atStep(3)] };

/** Step 4: build a word from part tiles. */
export const Build: Story = {
  args: { seed: seedFor(4, (task) => task.kind === 'build') },
  decorators: [atStep(4)],
};

/** Step 4: hopping or hoping, with the magic e hint after a miss. */
export const SpellingHint: Story = {
  args: { seed: seedFor(4, (task) => task.kind === 'spelling' && task.word.word === 'hop') },
  decorators: [atStep(4)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'hoping' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  },
};

/** On a narrow phone. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(4)] };
