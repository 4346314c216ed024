import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MoneyPiece } from '../MoneyPiece/MoneyPiece';
import { PriceTag, priceTagSizes } from './PriceTag';

const meta = {
  title: 'Money/PriceTag',
  component: PriceTag,
  args: { amount: 235, item: 'Hockey puck', onTap: fn() },
  argTypes: {
    amount: { control: { type: 'number', min: 0, step: 1 } },
    size: { control: 'inline-radio', options: priceTagSizes },
  },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price from $1: "$2.35". */
export const Dollars: Story = {};

/** Below $1: "75¢". */
export const Cents: Story = { args: { amount: 75, item: 'Apple' } };

/** The target of Making Amounts: large, no item. */
export const Target: Story = { args: { amount: 45, item: undefined, size: 'large' } };

/** With a picture passed in (any ReactNode). */
export const WithPicture: Story = {
  args: { amount: 100, item: 'A loonie', picture: <MoneyPiece id="loonie" size={40} decorative /> },
};

/** Text only, not a button. */
export const NotSpeakable: Story = { args: { speakable: false } };

/** A long item name wraps. */
export const LongName: Story = {
  args: { amount: 1795, item: 'A warm woolly toque with a pompom' },
};
