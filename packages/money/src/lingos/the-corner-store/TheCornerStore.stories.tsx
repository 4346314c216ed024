import { atStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TheCornerStore from './TheCornerStore';

const meta = {
  title: 'Money/Lingos/The Corner Store',
  component: TheCornerStore,
  parameters: { layout: 'padded' },
  args: { conceptId: 'money', lingoId: 'lingo-3-1', seed: 3 },
} satisfies Meta<typeof TheCornerStore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: one item at a multiple of 25¢, a purse of coins; pick the change. */
export const Practice: Story = {};

/** Step 2: a purse of coins and a $5 bill; type the change. */
export const StepTwo: Story = { decorators: [atStep('money', 'lingo-3-1', 2)] };

/** Step 3: two items; type the total, pay with bills and coins, type the change. */
export const StepThree: Story = { decorators: [atStep('money', 'lingo-3-1', 3)] };

/** Step 4: prices to the cent; pick the cash total rounded to 5¢. */
export const StepFour: Story = { decorators: [atStep('money', 'lingo-3-1', 4)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
