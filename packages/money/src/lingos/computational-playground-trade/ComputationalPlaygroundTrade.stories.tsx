import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ComputationalPlaygroundTrade from './ComputationalPlaygroundTrade';

const atStep = learnerAtStep('money', 'lingo-2-2');

const meta = {
  title: 'Money/Lingos/Computational Playground (trade)',
  component: ComputationalPlaygroundTrade,
  parameters: { layout: 'padded' },
  args: { conceptId: 'money', lingoId: 'lingo-2-2', seed: 1 },
} satisfies Meta<typeof ComputationalPlaygroundTrade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: trade a coin into one kind of coin on the two purses, then say how many. */
export const Practice: Story = {};

/** Step 2: a trade with a mix of coins, or "how many quarters make a toonie?". */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: add or take away two purses of 5¢–95¢; cents or dollars. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: amounts up to $5.00 as numbers, with the "Show coins" tool. */
export const Step4: Story = { decorators: [atStep(4)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
