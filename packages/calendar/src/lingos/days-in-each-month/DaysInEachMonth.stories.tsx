import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import DaysInEachMonth from './DaysInEachMonth';

const atStep = learnerAtStep('calendar', 'lingo-2-3');

const meta = {
  title: 'Calendar/Lingos/Days in Each Month',
  component: DaysInEachMonth,
  parameters: { layout: 'padded' },
  args: { conceptId: 'calendar', lingoId: 'lingo-2-3', seed: 4 },
} satisfies Meta<typeof DaysInEachMonth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the months written on the knuckles; cards 30 and 31. */
export const Practice: Story = {};

/** Step 2: unlabelled hands; tap along from January, then pick 28 or 29, 30 or 31. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: 4 month cards into 31 days, 30 days and February; Check bounces the misplaced ones. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: a leap year or "Which has more days?" (seed 1: a leap-year item). */
export const Step4: Story = { args: { seed: 1 }, decorators: [atStep(4)] };

/** Step 4, a comparison of two months. */
export const Step4Compare: Story = { args: { seed: 2 }, decorators: [atStep(4)] };

/** On a narrow phone: the right fist under the left. */
export const Narrow: Story = { decorators: [narrowScreen] };
