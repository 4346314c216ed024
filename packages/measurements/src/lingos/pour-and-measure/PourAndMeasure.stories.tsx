import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { generatePour, type PourTask } from './model';
import PourAndMeasure from './PourAndMeasure';

const atStep = learnerAtStep('measurements', 'lingo-3-2');

/** The first seed whose first item at a step is of the kind a story shows. */
function seedWhere(step: number, test: (task: PourTask) => boolean): number {
  for (let seed = 1; seed < 500; seed += 1) {
    if (test(generatePour(step, createRng(deriveSeed(seed, 0, 0))).task)) return seed;
  }
  return 1;
}

const compareSeed = seedWhere(1, (task) => task.kind === 'compare');

const meta = {
  title: 'Measurements/Lingos/Pour and Measure',
  component: PourAndMeasure,
  parameters: { layout: 'padded' },
  args: { conceptId: 'measurements', lingoId: 'lingo-3-2', seed: compareSeed },
} satisfies Meta<typeof PourAndMeasure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: which holds more? Pour one container into the other, then tap the bigger one. */
export const Practice: Story = {};

/** Step 1, after the pour: one container is full, and the water spilled over or did not. */
export const Poured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Pour the / }));
  },
};

/** Step 1, 1 item in 3: mL or L for a thing such as a juice box or a bathtub. */
export const MillilitresOrLitres: Story = {
  args: { seed: seedWhere(1, (task) => task.kind === 'unit') },
};

/** Step 2: how many cups fill the jug? Pour cup by cup and count. */
export const Step2Cups: Story = { decorators: [atStep(2)] };

/** Step 3: a jug marked every 100 mL; type the amount, in mL or L. */
export const Step3Read: Story = { decorators: [atStep(3)] };

/** Step 4: marks every 50 mL, labels every 100; the water on a small mark. */
export const Step4Read: Story = {
  args: { seed: seedWhere(4, (task) => task.kind === 'read' && task.level % 100 === 50) },
  decorators: [atStep(4)],
};

/** Step 4: "Pour 350 millilitres of milk for the pancakes.": fill the jug 50 mL at a time. */
export const Step4Fill: Story = {
  args: { seed: seedWhere(4, (task) => task.kind === 'fill') },
  decorators: [atStep(4)],
};

/** On a narrow phone. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(3)] };
