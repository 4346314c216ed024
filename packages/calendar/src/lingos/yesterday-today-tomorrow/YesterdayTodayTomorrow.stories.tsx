import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import YesterdayTodayTomorrow from './YesterdayTodayTomorrow';

const atStep = learnerAtStep('calendar', 'lingo-1-2');

const meta = {
  title: 'Calendar/Lingos/Yesterday, Today, Tomorrow',
  component: YesterdayTodayTomorrow,
  parameters: { layout: 'padded' },
  args: { conceptId: 'calendar', lingoId: 'lingo-1-2', seed: 2 },
} satisfies Meta<typeof YesterdayTodayTomorrow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: tap tomorrow or yesterday on a strip centred on today. */
export const Practice: Story = {};

/** Step 2: no strip; 3 cards, and "Show the week" as a hint. */
export const Step2ShowTheWeek: Story = { decorators: [atStep(2)] };

/** Step 3: backwards, "Tomorrow will be Monday. What day is today?". */
export const Step3Backwards: Story = { decorators: [atStep(3)] };

/** The strip on a narrow phone (360 px). */
export const Narrow: Story = { decorators: [narrowScreen] };
