import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import DurationCalculator from './DurationCalculator';

const atStep = learnerAtStep('time', 'lingo-2-4');

const meta = {
  title: 'Time/Lingos/Duration Calculator',
  component: DurationCalculator,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-2-4', seed: 1 },
} satisfies Meta<typeof DurationCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at the learner's saved step (step 1 for a new learner). Whole hours: pick one of 3 durations. */
export const Practice: Story = {};

/** Step 2: Quarter and half hours on the number pad (hours + minutes). */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: 5-minute times crossing 1 or 2 hour marks. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: 1-minute times; most cross an hour (2:48 to 3:13). */
export const Step4: Story = { decorators: [atStep(4)] };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 11 } };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
