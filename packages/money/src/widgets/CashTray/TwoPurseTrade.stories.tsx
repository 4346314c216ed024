import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { fn } from 'storybook/test';
import { trayPieces } from './cashTrayModel';
import { TwoPurseTrade } from './TwoPurseTrade';

const meta = {
  title: 'Money/CashTray/TwoPurseTrade',
  component: TwoPurseTrade,
  args: {
    label: 'Trade a quarter for nickels',
    given: ['quarter'],
    bank: ['nickel'],
    onPiecesChange: fn(),
  },
} satisfies Meta<typeof TwoPurseTrade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nickels for a quarter (step 1). */
export const Start: Story = {};

/** Part way: 2 dimes against a quarter. */
export const Short: Story = {
  args: { bank: ['nickel', 'dime'], defaultPieces: trayPieces(['dime', 'dime'], 'purse') },
};

/** Loonies for a toonie. */
export const LooniesForAToonie: Story = {
  args: { label: 'Trade a toonie for loonies', given: ['toonie'], bank: ['loonie'] },
};

/** Totals hidden. */
export const TotalsHidden: Story = { args: { showTotals: false } };

/** On a narrow phone the purses stack. */
export const NarrowScreen: Story = { decorators: [narrowScreen] };
