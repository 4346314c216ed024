import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import LookingForward from './LookingForward';

const atStep = learnerAtStep('time', 'lingo-2-2');

const meta = {
  title: 'Time/Lingos/Looking Forward',
  component: LookingForward,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-2-2', seed: 8 },
} satisfies Meta<typeof LookingForward>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at the learner's saved step (step 1 for a new learner). O'clock starts plus whole hours or 30 minutes: pick one of 3 clocks. */
export const Practice: Story = {};

/** Step 2: Plus 15, 30 or 45 minutes or 1 hour: turn the clock (the ribbon turns it too). */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: 5-minute starts: the clock or the digits. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: AM/PM: type the end in the digital clock; one item in 3 crosses noon. */
export const Step4: Story = { decorators: [atStep(4)] };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 18 } };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
