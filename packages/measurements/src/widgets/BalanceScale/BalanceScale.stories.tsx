import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { BalanceScale, type BalanceScaleProps } from './BalanceScale';
import { BalanceWeighing } from './BalanceWeighing';
import { findObject } from '../../model/objects';
import { balanceItems, massesOf, type BalanceObject, type BalancePan } from './balanceModel';

/** An object of the bank (its hidden mass, its picture or outline). */
function bank(id: string): BalanceObject {
  const object = findObject(id);
  if (!object) throw new Error(`No object "${id}" in the bank`);
  return object;
}

const apple = bank('apple');
const pumpkin = bank('pumpkin');
const rock = bank('rock');
const balloon = bank('balloon');
const bread = bank('loaf-of-bread');
const cat = bank('cat');
const beachBall = bank('beach-ball');
const book = bank('book');
const milk = bank('bag-of-milk');
/** 3-1 step 4's "2 same boxes": not in the bank, made by the Lingo. */
const box: BalanceObject = {
  id: 'box',
  name: 'a box',
  picture: 'package',
  shape: 'box',
  massG: 300,
};

/** "Which is heavier?" with the child's answer kept, marked once chosen. */
function Answering(props: BalanceScaleProps) {
  const [chosen, setChosen] = useState<BalancePan | null>(null);
  return (
    <BalanceScale
      {...props}
      chosenPan={chosen}
      chosenMark={chosen === null ? undefined : chosen === 'left' ? 'correct' : 'incorrect'}
      onPanTap={setChosen}
    />
  );
}

const meta = {
  title: 'Measurements/BalanceScale',
  component: BalanceScale,
  args: { onItemsChange: fn(), onLevel: fn() },
} satisfies Meta<typeof BalanceScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty pans and a pumpkin and an apple in the tray (1-0 step 2): tap or drag them on. */
export const LoadTwoObjects: Story = {
  args: { defaultItems: balanceItems({ tray: [pumpkin, apple] }) },
};

/** An apple on the left, 100 g masses to add on the right until level (3-0 step 1). */
export const BalanceWithGrams: Story = {
  args: {
    defaultItems: balanceItems({ left: [apple], tray: massesOf(100, 4) }),
    targetPan: 'right',
  },
};

/** A 1 kg mass against ten 100 g masses (3-0 step 2). */
export const KilogramAgainstTenHundreds: Story = {
  args: {
    defaultItems: balanceItems({ left: [1000], tray: massesOf(100, 10) }),
    targetPan: 'right',
  },
};

/** Level: 1 kg against ten 100 g masses already on the pan. */
export const Level: Story = {
  args: { defaultItems: balanceItems({ left: [1000], right: massesOf(100, 10) }) },
};

/** Grams: a loaf of bread, with several 100 g, 200 g and 500 g masses (3-1 step 2). */
export const TrayOfGrams: Story = {
  args: {
    defaultItems: balanceItems({
      left: [bread],
      tray: [...massesOf(100, 4), ...massesOf(200, 3), ...massesOf(500, 2)],
    }),
    targetPan: 'right',
  },
};

/** A 4 L bag of milk, drawn as an outline with its name (the art set has none). */
export const OutlinedObject: Story = {
  args: {
    defaultItems: balanceItems({ left: [milk], tray: massesOf(1000, 5) }),
    targetPan: 'right',
  },
};

/** Kilograms: a cat, with 1 kg, 2 kg and 5 kg masses (3-1 step 3). */
export const TrayOfKilograms: Story = {
  args: {
    defaultItems: balanceItems({
      left: [cat],
      tray: [...massesOf(1000, 4), ...massesOf(2000, 2), ...massesOf(5000, 1)],
    }),
    targetPan: 'right',
  },
};

/** Already tipped; the pans answer "Which is heavier?" (1-1 step 1, 3-1 step 1). */
export const WhichIsHeavier: Story = {
  args: { items: balanceItems({ left: [rock], right: [balloon] }) },
  render: (args) => <Answering {...args} />,
};

/** A big-but-light pair, drawn as they look: the big beach ball goes up (1-1 step 4, 3-1 step 1). */
export const BigButLight: Story = {
  args: {
    items: balanceItems({ left: [beachBall], right: [book] }),
    drawnSizes: { 'beach-ball': 5, book: 3 },
  },
  render: (args) => <Answering {...args} />,
};

/** Every drawn size, 1 to 5, in the tray (each object may carry its own `drawnSize`). */
export const DrawnSizes: Story = {
  args: {
    defaultItems: balanceItems({
      tray: [
        { ...apple, drawnSize: 1 },
        { ...rock, drawnSize: 2 },
        { ...bread, drawnSize: 3 },
        { ...pumpkin, drawnSize: 4 },
        { ...cat, drawnSize: 5 },
      ],
    }),
  },
};

/** After an answer: nothing moves. */
export const Disabled: Story = {
  args: {
    defaultItems: balanceItems({ left: [apple], right: massesOf(100, 2), tray: massesOf(100, 2) }),
    disabled: true,
  },
};

/** On a 360 px phone, with ten masses piled on one pan. */
export const NarrowScreen: Story = {
  args: {
    defaultItems: balanceItems({ left: [1000], right: massesOf(100, 9), tray: massesOf(100, 1) }),
  },
  decorators: [narrowScreen],
};

/** Two weighings, drawn small and still (3-1 step 4). */
export const TwoWeighings: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <BalanceWeighing left={[box]} right={[beachBall]} title="Weighing 1" />
      <BalanceWeighing left={[box]} right={[bread]} title="Weighing 2" />
      <BalanceWeighing left={[box, box]} right={[200, 200, 200]} />
    </div>
  ),
};

/** A weighing as an item's main picture, drawn large (3-1 step 4: "2 same boxes balance 600 g"). */
export const LargeWeighing: Story = {
  render: () => (
    <BalanceWeighing left={[box, box]} right={[500, 100]} size="large" title="2 same boxes" />
  ),
};
