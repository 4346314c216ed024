import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { Receipt } from './Receipt';

const meta = {
  title: 'Money/Receipt',
  component: Receipt,
  args: {
    lines: [
      { label: 'Juice box', amount: 149 },
      { label: 'Apple', amount: 79 },
    ],
    paid: 500,
    paidWith: 'a $5 bill',
  },
  argTypes: { payment: { control: 'inline-radio', options: ['cash', 'card'] } },
} satisfies Meta<typeof Receipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash: subtotal, "Cash rounding +2¢", total, paid, change (The Corner Store - 2). */
export const CashWithRounding: Story = {};

/** Card: exact, no rounding and no change. */
export const Card: Story = { args: { payment: 'card', paid: null } };

/** One item paid exactly (Money Transactions, step 1). */
export const PaidExactly: Story = {
  args: {
    lines: [{ label: 'Juice box', amount: 150 }],
    paid: 150,
    paidWith: 'a loonie and 2 quarters',
  },
};

/** The change to find: "?". */
export const ChangeToFind: Story = { args: { hidden: ['change'] } };

/** The rounded total to find (The Corner Store, step 4). */
export const TotalToFind: Story = { args: { paid: null, hidden: ['rounding', 'total'] } };

/** Rounding down: "−1¢". */
export const RoundingDown: Story = {
  args: { lines: [{ label: 'Pencil', amount: 251 }], paid: null },
};

/** Three long item names on a narrow phone. */
export const NarrowScreen: Story = {
  args: {
    lines: [
      { label: 'A warm woolly toque with a pompom', amount: 1795 },
      { label: 'Mittens', amount: 1149 },
      { label: 'Sticker pack', amount: 253 },
    ],
    paid: 4000,
    paidWith: 'two $20 bills',
  },
  decorators: [narrowScreen],
};
