import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import CoinSort from './CoinSort';

const atStep = learnerAtStep('money', 'lingo-1-2');

const meta = {
  title: 'Money/Lingos/Coin Sort',
  component: CoinSort,
  parameters: { layout: 'padded' },
  args: { conceptId: 'money', lingoId: 'lingo-1-2', seed: 3 },
} satisfies Meta<typeof CoinSort>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 6 coins of 2 types, picture side up, into bins named for the coins. */
export const Practice: Story = {};

/** Step 2: 8 coins of 3–4 types, half King side up: sort by size, colour and the 11 sides. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: coins and bills into "Less than 1 dollar" and "1 dollar or more". */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: small groups of coins into value bins. */
export const Step4: Story = { decorators: [atStep(4)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
