import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { fn } from 'storybook/test';
import { billIds, coinIds, pieceIds, pieceSides } from '../../model/pieces';
import { MoneyPiece } from './MoneyPiece';

const meta = {
  title: 'Money/MoneyPiece',
  component: MoneyPiece,
  args: { id: 'loonie', size: 120, onSideChange: fn() },
  argTypes: {
    id: { control: 'select', options: pieceIds },
    side: { control: 'inline-radio', options: [undefined, ...pieceSides] },
    size: { control: { type: 'range', min: 32, max: 240, step: 4 } },
  },
} satisfies Meta<typeof MoneyPiece>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 } as const;

/** One coin, picture side up, named by the fact table. */
export const Loonie: Story = {};

/** The King's head side. */
export const KingSide: Story = { args: { side: 'king' } };

/** With a Flip button (Money Basics, step 2); the turn is still when reduced motion is asked for. */
export const Flippable: Story = { args: { id: 'toonie', flippable: true } };

/** Lit, as a worked example's current piece. */
export const Highlighted: Story = { args: { id: 'quarter', highlighted: true } };

/** The five coins side by side, to true relative scale: the dime is the smallest. */
export const AllCoins: Story = {
  render: (args) => (
    <div style={row}>
      {coinIds.map((id) => (
        <MoneyPiece key={id} {...args} id={id} />
      ))}
    </div>
  ),
};

/** The five coins King side up: told apart by size, colour and the loonie's 11 sides. */
export const AllCoinsKingSide: Story = {
  render: (args) => (
    <div style={row}>
      {coinIds.map((id) => (
        <MoneyPiece key={id} {...args} id={id} side="king" />
      ))}
    </div>
  ),
};

/** The five bills: colour, number and window; each wider than any coin. */
export const AllBills: Story = {
  args: { size: 80 },
  render: (args) => (
    <div style={row}>
      {billIds.map((id) => (
        <MoneyPiece key={id} {...args} id={id} />
      ))}
      <MoneyPiece {...args} id="toonie" />
    </div>
  ),
};

/** Every piece on a 360 px phone: a large bill shrinks to fit instead of scrolling sideways. */
export const NarrowScreen: Story = {
  args: { size: 200, id: 'bill-100' },
  decorators: [narrowScreen],
};
