import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TimePatternRecognition from './TimePatternRecognition';

const atStep = learnerAtStep('time', 'lingo-3-5');

const meta = {
  title: 'Time/Lingos/Time Pattern Recognition',
  component: TimePatternRecognition,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-3-5', seed: 3 },
} satisfies Meta<typeof TimePatternRecognition>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: every 30 minutes or every hour; 3 clocks to choose from. */
export const Step1: Story = { decorators: [atStep(1)] };

/** Step 2: the rule first, then set the next clock. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: odd jumps, the gap sometimes in the middle, analog and digital mixed. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: going down, or long jumps across noon with AM/PM; the 6th clock or a gap. */
export const Step4: Story = { decorators: [atStep(4)] };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 10 } };

/** On a narrow screen. */
export const Narrow: Story = {
  decorators: [narrowScreen, atStep(3)],
};
