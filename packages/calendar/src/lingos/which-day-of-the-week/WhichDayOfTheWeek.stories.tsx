import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import WhichDayOfTheWeek from './WhichDayOfTheWeek';

const atStep = learnerAtStep('calendar', 'lingo-2-2');

const meta = {
  title: 'Calendar/Lingos/Which Day of the Week',
  component: WhichDayOfTheWeek,
  parameters: { layout: 'padded' },
  args: { conceptId: 'calendar', lingoId: 'lingo-2-2', seed: 2 },
} satisfies Meta<typeof WhichDayOfTheWeek>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: a date in the first one or two rows, three day-name cards. */
export const Practice: Story = {};

/** Step 2: any date from the 8th on. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: "Tap the second Tuesday.", often a day missing from the first row. */
export const Step3NthDay: Story = { decorators: [atStep(3)] };

/** Step 4: the fourth or last day, and holidays by their rule. */
export const Step4Holidays: Story = { decorators: [atStep(4)] };

/** On a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [narrowScreen] };
