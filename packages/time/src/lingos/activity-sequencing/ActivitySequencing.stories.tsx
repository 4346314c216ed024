import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ActivitySequencing from './ActivitySequencing';

const atStep = learnerAtStep('time', 'lingo-3-2');

const meta = {
  title: 'Time/Lingos/Activity Sequencing',
  component: ActivitySequencing,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-3-2', seed: 3 },
} satisfies Meta<typeof ActivitySequencing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 4 activities with AM/PM start times, earliest first. */
export const Ordering: Story = { decorators: [atStep(1)] };

/** Step 2: 5 activities in mixed formats (clock with a sky, AM/PM, 24 h). */
export const MixedFormats: Story = { decorators: [atStep(2)] };

/** Step 3: place 3 blocks in a free window, keeping 1 rule. */
export const Schedule: Story = { decorators: [atStep(3)] };

/** Step 4: 4 blocks, a gap rule and a start fixed by a 24-hour time. */
export const ScheduleWithTwoRules: Story = { decorators: [atStep(4)] };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 10 } };

/** On a narrow screen. */
export const Narrow: Story = {
  decorators: [narrowScreen, atStep(3)],
};
