import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { fn } from 'storybook/test';
import { Drawer } from './Drawer';

const meta = {
  title: 'Money/CashTray/Drawer',
  component: Drawer,
  args: {
    pieces: [
      'bill-20',
      'bill-20',
      'bill-20',
      'bill-5',
      'bill-5',
      'toonie',
      'quarter',
      'quarter',
      'quarter',
    ],
    onCompartmentTap: fn(),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bills first, then coins; tap a compartment to hear it counted. */
export const Closing: Story = {};

/** A compartment lit after a wrong subtotal. */
export const Lit: Story = { args: { lit: ['quarter'] } };

/** Every compartment, empty ones too. */
export const AllCompartments: Story = { args: { showEmpty: true } };

/** A $200 drawer on a narrow phone. */
export const NarrowScreen: Story = {
  args: {
    pieces: [
      'bill-100',
      'bill-50',
      'bill-20',
      'bill-10',
      'bill-10',
      'bill-5',
      'toonie',
      'toonie',
      'loonie',
      'quarter',
      'dime',
      'nickel',
    ],
  },
  decorators: [narrowScreen],
};
