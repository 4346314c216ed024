import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import DaysOfTheWeek from './DaysOfTheWeek';

const atStep = learnerAtStep('calendar', 'lingo-1-1');

const meta = {
  title: 'Calendar/Lingos/Days of the Week',
  component: DaysOfTheWeek,
  parameters: { layout: 'padded' },
  args: { conceptId: 'calendar', lingoId: 'lingo-1-1', seed: 3 },
} satisfies Meta<typeof DaysOfTheWeek>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: 3 days from Sunday to Thursday, never past Saturday. */
export const Practice: Story = {};

/** Step 2: 5 days from any day; about half wrap from Saturday to Sunday. */
export const Step2FiveDays: Story = { decorators: [atStep(2)] };

/** Step 3: the whole week, the first card fixed to the spoken start day. */
export const Step3WholeWeek: Story = { decorators: [atStep(3)] };

/** Step 4: a week strip with 1 or 2 blanks, each filled from 3 cards. */
export const Step4Blanks: Story = { decorators: [atStep(4)] };

/** The whole week on a narrow phone (360 px): the cards wrap in rows. */
export const Narrow: Story = { decorators: [atStep(3), narrowScreen] };
