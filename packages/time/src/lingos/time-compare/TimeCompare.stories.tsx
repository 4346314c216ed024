import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TimeCompare from './TimeCompare';

const atStep = learnerAtStep('time', 'lingo-2-1');

const meta = {
  title: 'Time/Lingos/Time Compare',
  component: TimeCompare,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-2-1', seed: 3 },
} satisfies Meta<typeof TimeCompare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at the learner's saved step (step 1 for a new learner). Two clocks, o'clock and half past, both in the morning. */
export const Practice: Story = {};

/** Step 2: A clock against digits; half the pairs share the hour. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: Any two forms (clock, digits, words), with a "Same time" card. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: 12-hour times with AM/PM or a sky, across noon and the two halves of the day. */
export const Step4: Story = { decorators: [atStep(4)] };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 13 } };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
