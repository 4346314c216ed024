import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { fn } from 'storybook/test';
import { billIds, coinIds } from '../../model/pieces';
import { CashTray } from './CashTray';
import { trayPieces } from './cashTrayModel';

const meta = {
  title: 'Money/CashTray',
  component: CashTray,
  args: {
    bank: ['nickel', 'dime'],
    label: 'Make 35 cents',
    onPiecesChange: fn(),
    onBankTap: fn(),
    onPieceTap: fn(),
  },
  argTypes: { size: { control: { type: 'range', min: 32, max: 120, step: 4 } } },
} satisfies Meta<typeof CashTray>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bank and purse with the running total (Making Amounts, step 1). */
export const BankAndPurse: Story = {};

/** The running total hidden: a tapped purse coin still says its value. */
export const TotalHidden: Story = {
  args: {
    bank: ['nickel', 'dime', 'quarter', 'loonie'],
    showTotal: false,
    defaultPieces: trayPieces(['quarter', 'dime'], 'purse'),
  },
};

/** Bills and coins (Making Amounts, step 4). */
export const BillsAndCoins: Story = {
  args: { bank: [...coinIds, 'bill-5', 'bill-10', 'bill-20'], label: 'Make $37.40' },
};

/** The total switches between "$1.25" and "125¢" (Money Math Basics, step 5). */
export const TotalToggle: Story = {
  args: {
    bank: ['quarter', 'loonie'],
    totalToggle: true,
    defaultPieces: trayPieces(['loonie', 'quarter'], 'purse'),
  },
};

/** Bank only, coins speak when tapped and flip to the King (Money Basics). */
export const BankOnly: Story = {
  args: { bank: coinIds, purse: false, flippable: true, label: "Canada's coins" },
};

/** The five bills, tap to hear each (Money Basics, step 6). */
export const BillsToTap: Story = { args: { bank: billIds, purse: false, label: "Canada's bills" } };

/** A worked example: the purse's pieces lit one by one (still under reduced motion). */
export const Highlighted: Story = {
  args: {
    bank: ['nickel', 'dime', 'quarter'],
    defaultPieces: trayPieces(['quarter', 'dime', 'nickel'], 'purse'),
    highlight: [0],
  },
};

/** After an answer: nothing moves. */
export const Disabled: Story = {
  args: { disabled: true, defaultPieces: trayPieces(['dime', 'dime', 'nickel'], 'purse') },
};

/** A full purse on a narrow phone: pieces wrap, nothing scrolls sideways. */
export const NarrowScreen: Story = {
  args: {
    bank: [...coinIds, 'bill-5', 'bill-10'],
    defaultPieces: trayPieces(
      ['bill-10', 'bill-5', 'toonie', 'loonie', 'quarter', 'quarter', 'dime', 'nickel'],
      'purse',
    ),
  },
  decorators: [narrowScreen],
};
