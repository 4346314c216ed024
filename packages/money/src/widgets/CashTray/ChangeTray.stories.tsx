import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { fn } from 'storybook/test';
import { trayPieces } from './cashTrayModel';
import { ChangeTray } from './ChangeTray';

const meta = {
  title: 'Money/CashTray/ChangeTray',
  component: ChangeTray,
  args: { label: 'Give the change from $3.00', price: 235, onPiecesChange: fn() },
} satisfies Meta<typeof ChangeTray>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Narration on: each piece says the count from the price (steps 1–2). */
export const Narrated: Story = {};

/** Part way through the count-up. */
export const CountingUp: Story = {
  args: { defaultPieces: trayPieces(['nickel', 'dime'], 'purse') },
};

/** Narration off: a Read aloud button reads the tray (step 4). */
export const Silent: Story = {
  args: {
    price: 985,
    narrate: false,
    defaultPieces: trayPieces(['nickel', 'dime', 'bill-10'], 'purse'),
  },
};

/** On a narrow phone. */
export const NarrowScreen: Story = { decorators: [narrowScreen] };
