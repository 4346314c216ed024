import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import BrokenRuler from './BrokenRuler';
import { generateBrokenRuler, type BrokenRulerItem } from './model';

const atStep = learnerAtStep('measurements', 'lingo-2-2');

/** The first seed whose first item at `step` passes the test, so each story shows its kind. */
function seedFor(step: number, test: (item: BrokenRulerItem) => boolean = () => true): number {
  for (let seed = 1; seed < 2000; seed += 1) {
    if (test(generateBrokenRuler(step, createRng(deriveSeed(seed, 0, 0))))) return seed;
  }
  return 1;
}

const meta = {
  title: 'Measurements/Lingos/Broken Ruler',
  component: BrokenRuler,
  parameters: { layout: 'padded' },
  args: { conceptId: 'measurements', lingoId: 'lingo-2-2', seed: 1 },
} satisfies Meta<typeof BrokenRuler>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the piece starts at 2 or 3 with the object at its first mark; tap the spaces to count. */
export const CountTheSpaces: Story = {
  args: { seed: seedFor(1) },
  decorators: [atStep(1)],
};

/** Step 2: the object starts anywhere from mark 1 to 8; the length is typed, no counting help. */
export const TypeTheLength: Story = {
  args: { seed: seedFor(2, (item) => item.rulerStart < item.start) },
  decorators: [atStep(2)],
};

/** Step 3: three cards, the length, the end number and the length + 1. */
export const ChooseTheLength: Story = {
  args: { seed: seedFor(3) },
  decorators: [atStep(3)],
};

/** Step 4: "Sam says the nail is 9 cm because it ends at 9. Is Sam right?" */
export const SamReadsTheEnd: Story = {
  args: { seed: seedFor(4, (item) => item.claim?.reason === 'end') },
  decorators: [atStep(4)],
};

/** Step 4, Sam right (1 item in 4): Yes alone is the answer. */
export const SamIsRight: Story = {
  args: { seed: seedFor(4, (item) => item.claim?.right === true) },
  decorators: [atStep(4)],
};

/** Step 4 on a 360 px phone: the piece, Sam, Yes/No and the pad stack without sideways scroll. */
export const OnAPhone: Story = {
  args: { seed: seedFor(4, (item) => item.claim?.right === false) },
  decorators: [narrowScreen, atStep(4)],
};
