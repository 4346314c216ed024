import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@lingos/kit/stories';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { findObject, type MeasureObject } from '../../model/objects';
import { Containers, type ContainersProps } from './Containers';
import { containerOf, measuringJug } from './containerModel';

/** An object of the bank (its hidden capacity and its drawing). */
function bank(id: string): MeasureObject {
  const object = findObject(id);
  if (!object) throw new Error(`No object "${id}" in the bank`);
  return object;
}

/** "Which holds more?" with the child's answer kept and marked. */
function Answering(props: ContainersProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Containers
      {...props}
      chosenId={chosen}
      chosenMark={chosen === null ? undefined : chosen === 'bowl' ? 'correct' : 'incorrect'}
      onContainerTap={setChosen}
    />
  );
}

const meta = {
  title: 'Measurements/Containers',
  component: Containers,
  args: { onContainersChange: fn(), onPour: fn(), onFillChange: fn() },
} satisfies Meta<typeof Containers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pour the cup into the jug: the jug is not full (1-0 step 3). Tap, Enter, drag or the button. */
export const PourCupIntoJug: Story = {
  args: {
    defaultContainers: [containerOf(bank('cup'), { amount: 'full' }), containerOf(bank('jug'))],
  },
};

/** Into a smaller one: it fills and the rest stays behind ("some is left in the jug"). */
export const Overflow: Story = {
  args: {
    defaultContainers: [containerOf(bank('jug'), { amount: 'full' }), containerOf(bank('mug'))],
  },
};

/** Tall-thin against short-wide: tap the one that holds more; pour to find out (3-2 step 1). */
export const WhichHoldsMore: Story = {
  args: {
    defaultContainers: [containerOf(bank('vase'), { amount: 'full' }), containerOf(bank('bowl'))],
  },
  render: (args) => <Answering {...args} />,
};

/** A pour already done (1-1 step 1): nothing to pour, the answer to tap. */
export const PourAlreadyDone: Story = {
  args: {
    defaultContainers: [containerOf(bank('glass')), containerOf(bank('pot'), { amount: 300 })],
    pours: [],
  },
  render: (args) => <Answering {...args} />,
};

/** How many cups fill the jug? The cup is filled again after each pour (3-2 step 2). */
export const CountCups: Story = {
  args: {
    defaultContainers: [containerOf(bank('cup'), { amount: 'full' }), containerOf(bank('jug'))],
    refill: ['cup'],
  },
};

/** The milk carton into the measuring jug: milk up to the 1 L mark (3-0 step 3). */
export const CartonIntoMeasuringJug: Story = {
  args: {
    defaultContainers: [containerOf(bank('milk-carton'), { amount: 'full' }), measuringJug()],
    liquid: 'milk',
  },
};

/** A glass of milk into a jug marked every 50 mL: 250 mL (3-0 step 4). */
export const GlassIntoMeasuringJug: Story = {
  args: {
    defaultContainers: [
      containerOf(bank('glass-of-milk'), { amount: 'full' }),
      measuringJug({ marks: 50 }),
    ],
    liquid: 'milk',
  },
};

/** Read the jug: marks every 100 mL, water at 600 (3-2 step 3). */
export const ReadHundreds: Story = {
  args: { defaultContainers: [measuringJug({ amount: 600 })] },
};

/** Read the jug: marks every 50 mL, labels every 100, water at 350 (3-2 step 4). */
export const ReadFifties: Story = {
  args: { defaultContainers: [measuringJug({ amount: 350, marks: 50 })] },
};

/** Fill to a target: Up adds 50 mL, Down takes 50 out; drag the water or hold the buttons. */
export const Fill: Story = {
  args: { defaultContainers: [measuringJug({ marks: 50 })], fillId: 'measuring-jug' },
};

/** "Pour 350 millilitres of milk for the pancakes." (3-2 step 4): the jug fills with milk. */
export const FillWithMilk: Story = {
  args: {
    defaultContainers: [measuringJug({ amount: 350, marks: 50 })],
    fillId: 'measuring-jug',
    liquid: 'milk',
  },
};

/** Juice, poured from a bottle into a glass: "Glass: some juice, not full." */
export const Juice: Story = {
  args: {
    defaultContainers: [
      containerOf(bank('bottle'), { amount: 'full' }),
      containerOf(bank('jug')),
      measuringJug({ amount: 450, marks: 50 }),
    ],
    pours: [{ from: 'bottle', to: 'jug' }],
    liquid: 'juice',
  },
};

/** Every shape, from the tall vase and bottle to the short bowl and pot. */
export const EveryShape: Story = {
  args: {
    defaultContainers: [
      'cup',
      'mug',
      'glass',
      'bowl',
      'vase',
      'bottle',
      'jug',
      'pot',
      'milk-carton',
    ].map((id) => containerOf(bank(id), { amount: 'full' })),
    pours: [],
  },
};

/** After an answer: nothing pours or fills. */
export const Disabled: Story = {
  args: {
    defaultContainers: [containerOf(bank('cup'), { amount: 'full' }), containerOf(bank('jug'))],
    disabled: true,
  },
};

/** On a 360 px phone: the measuring jug stays readable. */
export const NarrowScreen: Story = {
  args: {
    defaultContainers: [
      containerOf(bank('glass-of-milk'), { amount: 'full' }),
      measuringJug({ marks: 50 }),
    ],
  },
  decorators: [narrowScreen],
};

/** On a wide screen the table draws its containers larger (1.35× from 40 rem): readable marks. */
export const WideTable: Story = {
  args: {
    defaultContainers: [
      containerOf(bank('milk-carton'), { amount: 'full' }),
      measuringJug({ marks: 50 }),
    ],
    liquid: 'milk',
  },
  decorators: [
    (Story) => (
      <div style={{ width: '48rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
