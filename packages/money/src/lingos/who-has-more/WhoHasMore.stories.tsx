import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import WhoHasMore from './WhoHasMore';

const atStep = learnerAtStep('money', 'lingo-2-5');

const meta = {
  title: 'Money/Lingos/Who Has More',
  component: WhoHasMore,
  parameters: { layout: 'padded' },
  args: { conceptId: 'money', lingoId: 'lingo-2-5', seed: 2 },
} satisfies Meta<typeof WhoHasMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: one kind of coin in each purse. */
export const Practice: Story = {};

/** Step 2: mixed silver coins; 1 item in 5 is "Same". */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: loonies and toonies; equal trades are "Same". */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: bills and coins; who has more, and how much more on the number pad. */
export const Step4HowMuchMore: Story = { decorators: [atStep(4)] };

/** On a narrow phone screen (360 px): the purses one above the other. */
export const Narrow: Story = { decorators: [narrowScreen] };
