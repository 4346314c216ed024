import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import SumItUp from './SumItUp';

const atStep = learnerAtStep('reading', 'lingo-3-3');

const meta = {
  title: 'Reading/Lingos/Sum It Up',
  component: SumItUp,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-3-3', seed: 2 },
} satisfies Meta<typeof SumItUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: the best summary out of 2 (the summary, or a list of details). */
export const Practice: Story = {};

/** Step 2: 6 cards into Important and Small detail, then the important ones in story order. */
export const Step2Sort: Story = { decorators: [atStep(2)] };

/** Step 3: the best summary out of 4. */
export const Step3: Story = { decorators: [atStep(3)] };

/** The sort on a narrow phone screen (360 px). */
export const NarrowSort: Story = { decorators: [atStep(2), narrowScreen] };
