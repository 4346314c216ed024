import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneyEntryPad } from './MoneyEntryPad';

const meta = {
  title: 'Money/MoneyEntryPad',
  component: MoneyEntryPad,
  parameters: { layout: 'padded' },
  args: { forms: ['cents', 'dollars'], onEntry: () => {} },
} satisfies Meta<typeof MoneyEntryPad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cents or dollars, the other form echoed. */
export const BothForms: Story = {};

/** Cents only. */
export const Cents: Story = { args: { forms: ['cents'] } };

/** Dollars only, starting from $1.25. */
export const Dollars: Story = {
  args: { forms: ['dollars'], initial: { amount: 125, form: 'dollars' } },
};
