import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import BalanceScalePuzzles from './BalanceScalePuzzles';
import { generateBalanceScalePuzzles, type BalanceTask } from './model';

const atStep = learnerAtStep('measurements', 'lingo-3-1');

/** The first seed whose first item at `step` passes the test, so each story shows its kind. */
function seedFor(step: number, test: (task: BalanceTask) => boolean): number {
  for (let seed = 1; seed < 2000; seed += 1) {
    const item = generateBalanceScalePuzzles(step, createRng(deriveSeed(seed, 0, 0)));
    if (test(item.task)) return seed;
  }
  return 1;
}

const meta = {
  title: 'Measurements/Lingos/Balance Scale Puzzles',
  component: BalanceScalePuzzles,
  parameters: { layout: 'padded' },
  args: { conceptId: 'measurements', lingoId: 'lingo-3-1', seed: 1 },
} satisfies Meta<typeof BalanceScalePuzzles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: two objects already on the pans; tap the heavier (or lighter) one's pan. */
export const WhichIsHeavier: Story = {
  args: { seed: seedFor(1, (task) => task.kind === 'compare' && !task.bigButLight) },
  decorators: [atStep(1)],
};

/** Step 1, a big-but-light pair: the beach ball against something small and heavy. */
export const BigButLight: Story = {
  args: { seed: seedFor(1, (task) => task.kind === 'compare' && task.bigButLight) },
  decorators: [atStep(1)],
};

/** Step 2: balance the object with 100 g, 200 g and 500 g masses, then type the grams. */
export const BalanceInGrams: Story = {
  args: { seed: seedFor(2, (task) => task.kind === 'balance') },
  decorators: [atStep(2)],
};

/** Step 3: the same with 1 kg, 2 kg and 5 kg masses, typed in kilograms. */
export const BalanceInKilograms: Story = {
  args: { seed: seedFor(3, (task) => task.kind === 'balance') },
  decorators: [atStep(3)],
};

/** Step 4: two weighings shown; order the three objects from lightest to heaviest. */
export const OrderFromTwoWeighings: Story = {
  args: { seed: seedFor(4, (task) => task.kind === 'order') },
  decorators: [atStep(4)],
};

/** Step 4: "2 same boxes balance 600 g. How heavy is one box?" */
export const TwoSameBoxes: Story = {
  args: { seed: seedFor(4, (task) => task.kind === 'boxes') },
  decorators: [atStep(4)],
};

/** Step 4: "Will 1 kg balance 500 g and 500 g?" The scale shows the answer once checked. */
export const WillItBalance: Story = {
  args: { seed: seedFor(4, (task) => task.kind === 'will-balance') },
  decorators: [atStep(4)],
};

/** The balance on a narrow phone: the tray wraps under the scale. */
export const NarrowBalance: Story = {
  args: BalanceInGrams.args,
  decorators: [narrowScreen, atStep(2)],
};
