import { atStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TheCornerStoreCashier from './TheCornerStoreCashier';

const meta = {
  title: 'Money/Lingos/The Corner Store - 2',
  component: TheCornerStoreCashier,
  parameters: { layout: 'padded' },
  args: { conceptId: 'money', lingoId: 'lingo-3-2', seed: 2 },
} satisfies Meta<typeof TheCornerStoreCashier>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: one item, paid with the next whole dollar; count up the change, narrated. */
export const Practice: Story = {};

/** Step 2: two items; type the total, then give change from a $5 or $10 bill. */
export const StepTwo: Story = { decorators: [atStep('money', 'lingo-3-2', 2)] };

/** Step 3: prices to the cent; pick the rounded cash total (or type a card total). */
export const StepThree: Story = { decorators: [atStep('money', 'lingo-3-2', 3)] };

/** Step 4: three items up to $40; narration off, the tray read on demand. */
export const StepFour: Story = { decorators: [atStep('money', 'lingo-3-2', 4)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
