import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import FindTheDate from './FindTheDate';

const atStep = learnerAtStep('calendar', 'lingo-2-1');

const meta = {
  title: 'Calendar/Lingos/Find the Date',
  component: FindTheDate,
  parameters: { layout: 'padded' },
  args: { conceptId: 'calendar', lingoId: 'lingo-2-1', seed: 3 },
} satisfies Meta<typeof FindTheDate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: every number shown, a date from 1 to 15. */
export const Practice: Story = {};

/** Step 2: any date of the month. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: only the 1st shows its number; count on, or one row down is 7 more. */
export const Step3HiddenNumbers: Story = { decorators: [atStep(3)] };

/** Step 4: the date is in the month before or after; change month with the arrows. */
export const Step4MonthNavigation: Story = { decorators: [atStep(4)] };

/** On a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [narrowScreen] };
