import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountingLine } from './CountingLine';

const meta = {
  title: 'Money/CountingLine',
  component: CountingLine,
  parameters: { layout: 'padded' },
  args: { pieces: [{ id: 'quarter' }, { id: 'dime' }, { id: 'dime' }, { id: 'nickel' }] },
} satisfies Meta<typeof CountingLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quarter, 2 dimes and a nickel: tap each to count on, 25, 35, 45, 50. */
export const CountOn: Story = {};

/** Nothing on the line yet. */
export const Empty: Story = { args: { pieces: [] } };
