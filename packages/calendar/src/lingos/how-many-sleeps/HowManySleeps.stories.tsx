import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import HowManySleeps from './HowManySleeps';

const atStep = learnerAtStep('calendar', 'lingo-2-4');

const meta = {
  title: 'Calendar/Lingos/How Many Sleeps?',
  component: HowManySleeps,
  parameters: { layout: 'padded' },
  args: { conceptId: 'calendar', lingoId: 'lingo-2-4', seed: 3 },
} satisfies Meta<typeof HowManySleeps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: today starred, the goal 1 to 6 days on; hop day by day, then type the sleeps. */
export const Practice: Story = {};

/** Step 2: 7 to 20 sleeps; after this first one, "one row down is 7 sleeps". */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: whole weeks, typed, or a date tapped some weeks on. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: across a month end; the arrow goes on to the next month. */
export const Step4: Story = { decorators: [atStep(4)] };

/** On a narrow phone. */
export const Narrow: Story = { decorators: [narrowScreen] };
