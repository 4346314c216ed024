import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import BigAndSmallLetters from './BigAndSmallLetters';
import { generateBigSmall, type BigSmallTask } from './model';

const atStep = learnerAtStep('words', 'lingo-1-1');

/** The first seed whose first item at `step` passes the test, so each story shows its kind. */
function seedFor(step: number, test: (task: BigSmallTask) => boolean): number {
  for (let seed = 1; seed < 2000; seed += 1) {
    const item = generateBigSmall(step, createRng(deriveSeed(seed, 0, 0)));
    if (test(item.task)) return seed;
  }
  return 1;
}

const meta = {
  title: 'Words/Lingos/Big and Small Letters',
  component: BigAndSmallLetters,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-1-1', seed: 1 },
} satisfies Meta<typeof BigAndSmallLetters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: a letter whose shapes look alike, 2 cards. */
export const SameShape: Story = {};

/** Step 2, reversed: a small letter shown, its big partner among 3 cards. */
export const Reversed: Story = {
  args: { seed: seedFor(2, (task) => task.kind === 'choose' && task.shown === 'small') },
  decorators: [atStep(2)],
};

/** Step 3: b among its look-alikes d, p and q. */
export const LookAlikes: Story = {
  args: { seed: seedFor(3, (task) => task.kind === 'choose' && task.letter === 'b') },
  decorators: [atStep(3)],
};

/** Step 4: 4 big/small pairs on one MatchPairs board. */
export const MatchBoard: Story = { decorators: [atStep(4)] };

/** Step 4 on a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [atStep(4), narrowScreen] };
