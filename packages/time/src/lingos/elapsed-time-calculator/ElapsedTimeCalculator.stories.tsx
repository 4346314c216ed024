import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ElapsedTimeCalculator from './ElapsedTimeCalculator';

const atStep = learnerAtStep('time', 'lingo-3-4');

const meta = {
  title: 'Time/Lingos/Elapsed Time Calculator',
  component: ElapsedTimeCalculator,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-3-4', seed: 6 },
} satisfies Meta<typeof ElapsedTimeCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: a duration across noon, on the half hour; NumberPad. */
export const Step1: Story = { decorators: [atStep(1)] };

/** Step 2: across noon, 5-minute times. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: across midnight (a night’s sleep, an overnight bus). */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: the duration, the end or the start, sometimes in 24-hour time. */
export const Step4: Story = { decorators: [atStep(4)] };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 13 } };

/** On a narrow screen. */
export const Narrow: Story = {
  decorators: [narrowScreen, atStep(4)],
};
