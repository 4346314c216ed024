import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import MoneyTransactions from './MoneyTransactions';

const meta = {
  title: 'Money/Lingos/Money Transactions',
  component: MoneyTransactions,
  args: { conceptId: 'money', lingoId: 'lingo-3-0' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MoneyTransactions>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Learn lesson from step 1: pay exactly, pay with a toonie, take the change as the
 * cashier counts up, sort amounts to the nearest 5 cents, cash or card; then the check.
 */
export const Lesson: Story = {};

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
