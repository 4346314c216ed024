import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { fn } from 'storybook/test';
import { trayPieces } from './cashTrayModel';
import { CountingLine } from './CountingLine';

const meta = {
  title: 'Money/CashTray/CountingLine',
  component: CountingLine,
  args: {
    label: 'How much money?',
    defaultPieces: trayPieces(['nickel', 'quarter', 'dime', 'quarter', 'nickel'], 'purse'),
    onPiecesChange: fn(),
  },
} satisfies Meta<typeof CountingLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A purse to count: tap coins onto the line, then tap them there to hear the count. */
export const Start: Story = {};

/** Half counted: two coins on the line. */
export const HalfCounted: Story = {
  args: {
    defaultPieces: [
      ...trayPieces(['dime', 'nickel'], 'purse'),
      ...trayPieces(['quarter', 'quarter'], 'line', 2),
    ],
  },
};

/** Some coins King side up (Computational Playground, step 4). */
export const KingSideUp: Story = {
  args: {
    defaultPieces: trayPieces(
      [
        'toonie',
        { id: 'loonie', side: 'king' },
        'quarter',
        { id: 'toonie', side: 'king' },
        'dime',
        'nickel',
      ],
      'purse',
    ),
  },
};

/** A worked example lights a coin. */
export const Highlighted: Story = { args: { highlight: new Set(['piece-1']) } };

/** On a narrow phone. */
export const NarrowScreen: Story = { decorators: [narrowScreen] };
