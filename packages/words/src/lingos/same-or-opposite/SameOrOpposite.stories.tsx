import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import SameOrOpposite from './SameOrOpposite';
import { generateSameOpposite, type SameOppositeTask } from './model';

const atStep = learnerAtStep('words', 'lingo-3-4');

/** The first seed whose first item at `step` passes the test, so each story shows its kind. */
function seedFor(step: number, test: (task: SameOppositeTask) => boolean): number {
  for (let seed = 1; seed < 2000; seed += 1) {
    if (test(generateSameOpposite(step, createRng(deriveSeed(seed, 0, 0))).task)) return seed;
  }
  return 1;
}

const meta = {
  title: 'Words/Lingos/Same or Opposite',
  component: SameOrOpposite,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-3-4', seed: 1 },
} satisfies Meta<typeof SameOrOpposite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: "What is the opposite of hot?" with pictures. */
export const Opposites: Story = {
  args: { seed: seedFor(1, (task) => task.kind === 'choose' && task.word === 'hot') },
};

/** Step 2: "Which word means the same as big?" The opposite is always a distractor. */
export const SameMeaning: Story = {
  args: { seed: seedFor(2, (task) => task.kind === 'choose' && task.word === 'big') },
  decorators: [atStep(2)],
};

/** Step 2, the opposite picked: its hint. */
export const OppositeHint: Story = {
  args: SameMeaning.args,
  decorators: [atStep(2)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'small' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  },
};

/** Step 3: 6 word pairs into "same meaning" and "opposite". */
export const Sort: Story = { decorators: [atStep(3)] };

/** Step 4: a word in a sentence, 4 cards. */
export const Sentence: Story = { decorators: [atStep(4)] };

/** On a narrow phone. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(3)] };
