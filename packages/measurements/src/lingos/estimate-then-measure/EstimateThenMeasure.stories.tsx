import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import EstimateThenMeasure from './EstimateThenMeasure';
import { generateEstimate, type EstimateTask } from './model';

const atStep = learnerAtStep('measurements', 'lingo-2-3');

/** The first seed whose first item at `step` passes the test, so each story shows its kind. */
function seedFor(step: number, test: (task: EstimateTask) => boolean = () => true): number {
  for (let seed = 1; seed < 2000; seed += 1) {
    if (test(generateEstimate(step, createRng(deriveSeed(seed, 0, 0))).task)) return seed;
  }
  return 1;
}

const meta = {
  title: 'Measurements/Lingos/Estimate, Then Measure',
  component: EstimateThenMeasure,
  parameters: { layout: 'padded' },
  args: { conceptId: 'measurements', lingoId: 'lingo-2-3', seed: 1 },
} satisfies Meta<typeof EstimateThenMeasure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 4 picture cards into the "centimetres" and "metres" bins, checked as a whole. */
export const SortIntoCentimetresAndMetres: Story = {
  args: { seed: seedFor(1) },
  decorators: [atStep(1)],
};

/** Step 2: "About how long is a new pencil?" 19 cm or 19 m. */
export const PickTheUnit: Story = {
  args: { seed: seedFor(2, (task) => task.kind === 'unit' && task.object === 'pencil') },
  decorators: [atStep(2)],
};

/** Step 3: guess, then slide the ruler's 0 to the object's end and type the length. */
export const EstimateThenMeasureIt: Story = {
  args: { seed: seedFor(3) },
  decorators: [atStep(3)],
};

/** Step 4: "How tall is a door?" 2 m, 20 m or 2 cm. */
export const PickTheBenchmark: Story = {
  args: { seed: seedFor(4, (task) => task.kind === 'benchmark' && task.object === 'door') },
  decorators: [atStep(4)],
};

/** Step 3 on a 360 px phone: the object, the pad and, after the guess, a 0–20 ruler that fits. */
export const MeasureOnAPhone: Story = {
  args: { seed: seedFor(3, (task) => task.kind === 'measure' && task.length >= 16) },
  decorators: [narrowScreen, atStep(3)],
};
