import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import RealWorldTimeScenarios from './RealWorldTimeScenarios';

const atStep = learnerAtStep('time', 'lingo-2-6');

const meta = {
  title: 'Time/Lingos/Real-World Time Scenarios',
  component: RealWorldTimeScenarios,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-2-6', seed: 3 },
} satisfies Meta<typeof RealWorldTimeScenarios>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at the learner's saved step (step 1 for a new learner). "When does it end?": pick one of 3 clocks. */
export const Practice: Story = {};

/** Step 2: End, start or how long, in quarter hours: the clock, the digits or the number pad. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: A decision: "Is there enough time?" (Yes/No) or "Who finishes first?". */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: Two steps, with AM/PM: a chain of activities, or the next bus on a timetable. */
export const Step4: Story = { decorators: [atStep(4)] };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 13 } };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
