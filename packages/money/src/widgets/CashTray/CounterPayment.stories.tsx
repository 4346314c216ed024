import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { fn } from 'storybook/test';
import { trayPieces } from './cashTrayModel';
import { CounterPayment } from './CounterPayment';

const meta = {
  title: 'Money/CashTray/CounterPayment',
  component: CounterPayment,
  args: {
    label: 'Pay for the juice box: $1.50',
    defaultPieces: trayPieces(['toonie', 'loonie', 'quarter', 'quarter', 'dime'], 'purse'),
    onPiecesChange: fn(),
  },
} satisfies Meta<typeof CounterPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A given purse and an empty counter. */
export const Start: Story = {};

/** Paid: a loonie and two quarters on the counter. */
export const Paid: Story = {
  args: {
    defaultPieces: [
      ...trayPieces(['toonie', 'dime'], 'purse'),
      ...trayPieces(['loonie', 'quarter', 'quarter'], 'counter', 2),
    ],
  },
};

/** With bills, the purse's total shown. */
export const WithBills: Story = {
  args: {
    showPurseTotal: true,
    defaultPieces: trayPieces(
      ['bill-10', 'bill-5', 'toonie', 'quarter', 'quarter', 'quarter'],
      'purse',
    ),
  },
};

/** After the answer: nothing moves. */
export const Disabled: Story = { args: { disabled: true } };

/** On a narrow phone the counter goes under the purse. */
export const NarrowScreen: Story = { decorators: [narrowScreen] };
