import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import LookingBack from './LookingBack';

const atStep = learnerAtStep('time', 'lingo-2-3');

const meta = {
  title: 'Time/Lingos/Looking Back',
  component: LookingBack,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-2-3', seed: 2 },
} satisfies Meta<typeof LookingBack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at the learner's saved step (step 1 for a new learner). O'clock ends minus whole hours or 30 minutes: pick one of 3 clocks. */
export const Practice: Story = {};

/** Step 2: Minus 15, 30 or 45 minutes or 1 hour, with the ribbon in back mode. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: 5-minute ends: the clock or the digits. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: AM/PM: type the start in the digital clock; one item in 3 crosses noon backwards. */
export const Step4: Story = { decorators: [atStep(4)] };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 12 } };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
