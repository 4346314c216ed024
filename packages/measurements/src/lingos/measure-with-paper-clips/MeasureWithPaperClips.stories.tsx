import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import MeasureWithPaperClips from './MeasureWithPaperClips';
import { generateMeasureWithPaperClips, type MeasureTask } from './model';

const atStep = learnerAtStep('measurements', 'lingo-1-2');

/** The first seed whose first item at `step` passes the test, so each story shows its kind. */
function seedFor(step: number, test: (task: MeasureTask) => boolean): number {
  for (let seed = 1; seed < 2000; seed += 1) {
    const item = generateMeasureWithPaperClips(step, createRng(deriveSeed(seed, 0, 0)));
    if (test(item.task)) return seed;
  }
  return 1;
}

const meta = {
  title: 'Measurements/Lingos/Measure with Paper Clips',
  component: MeasureWithPaperClips,
  parameters: { layout: 'padded' },
  args: { conceptId: 'measurements', lingoId: 'lingo-1-2', seed: 1 },
} satisfies Meta<typeof MeasureWithPaperClips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: paper clips already laid along the object; type how many. */
export const CountTheClips: Story = {
  args: { seed: seedFor(1, (task) => task.kind === 'count' && task.unit === 'paper-clip') },
  decorators: [atStep(1)],
};

/** Step 1 with linking cubes (2 cm). */
export const CountTheCubes: Story = {
  args: { seed: seedFor(1, (task) => task.kind === 'count' && task.unit === 'cube') },
  decorators: [atStep(1)],
};

/** Step 2: build the row, each unit touching the last; take off the ones sticking out. */
export const BuildTheRow: Story = {
  args: { seed: seedFor(2, (task) => task.kind === 'build') },
  decorators: [atStep(2)],
};

/** Step 3: Max the beaver's row has a gap. "Is Max's row right?" then tap the joint. */
export const MaxsRowWithAGap: Story = {
  args: { seed: seedFor(3, (task) => task.kind === 'spot' && task.flaw === 'gap') },
  decorators: [atStep(3)],
};

/** Step 3: Max's row with two clips on top of each other. */
export const MaxsRowWithAnOverlap: Story = {
  args: { seed: seedFor(3, (task) => task.kind === 'spot' && task.flaw === 'overlap') },
  decorators: [atStep(3)],
};

/** Step 3: Max's row is right. */
export const MaxsRowIsRight: Story = {
  args: { seed: seedFor(3, (task) => task.kind === 'spot' && task.flaw === 'none') },
  decorators: [atStep(3)],
};

/** Step 4: "The straw is 4 paper clips long. Will it take more or fewer cubes than 4?" */
export const MoreOrFewerCubes: Story = {
  args: { seed: seedFor(4, (task) => task.kind === 'compare' && task.shownUnit === 'paper-clip') },
  decorators: [atStep(4)],
};

/** Step 4 the other way: from cubes to paper clips. */
export const MoreOrFewerClips: Story = {
  args: { seed: seedFor(4, (task) => task.kind === 'compare' && task.shownUnit === 'cube') },
  decorators: [atStep(4)],
};

/** Step 2 on a narrow phone screen (360 px): the longest rows still fit. */
export const Narrow: Story = {
  args: { seed: seedFor(2, (task) => task.kind === 'build' && task.lengthCm >= 27) },
  decorators: [atStep(2), narrowScreen],
};
