import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { fn } from 'storybook/test';
import { DisplayPurse } from './DisplayPurse';

const meta = {
  title: 'Money/DisplayPurse',
  component: DisplayPurse,
  args: {
    label: 'Purse',
    pieces: ['nickel', 'quarter', 'dime', 'quarter', 'nickel'],
    onSortedChange: fn(),
    onPieceTap: fn(),
  },
} satisfies Meta<typeof DisplayPurse>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Coins in the order shown, with "Sort by value" (Computational Playground). */
export const Unsorted: Story = {};

/** Some coins King side up (Computational Playground, step 4). */
export const KingSideUp: Story = {
  args: {
    pieces: [
      'toonie',
      { id: 'quarter', side: 'king' },
      'loonie',
      'dime',
      { id: 'toonie', side: 'king' },
      'nickel',
    ],
  },
};

/** Sorted by the Lingo (M-ORDER): biggest first. */
export const Sorted: Story = { args: { sorted: true } };

/** With its total (Who Has More?, after the answer). */
export const WithTotal: Story = {
  args: { label: 'Purse B', pieces: ['quarter'], showTotal: true },
};

/** Empty. */
export const Empty: Story = { args: { pieces: [] } };

/** Many pieces on a narrow phone: they wrap. */
export const NarrowScreen: Story = {
  args: {
    pieces: [
      'bill-20',
      'bill-5',
      'toonie',
      'toonie',
      'loonie',
      'quarter',
      'quarter',
      'dime',
      'nickel',
    ],
  },
  decorators: [narrowScreen],
};
