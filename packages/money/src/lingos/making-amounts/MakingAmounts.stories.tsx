import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import MakingAmounts from './MakingAmounts';

const atStep = learnerAtStep('money', 'lingo-2-3');

const meta = {
  title: 'Money/Lingos/Making Amounts',
  component: MakingAmounts,
  parameters: { layout: 'padded' },
  args: { conceptId: 'money', lingoId: 'lingo-2-3', seed: 5 },
} satisfies Meta<typeof MakingAmounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: 10¢–50¢ from nickels and dimes, with the running total. */
export const Practice: Story = {};

/** Step 2: up to $2.00 with quarters and loonies; the running total is hidden. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: the fewest coins, from all five coins. */
export const Step3FewestCoins: Story = { decorators: [atStep(3)] };

/** Step 4: the fewest pieces, $5.00–$49.95, with $5, $10 and $20 bills. */
export const Step4FewestPieces: Story = { decorators: [atStep(4)] };

/** On a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [narrowScreen, atStep(4)] };
