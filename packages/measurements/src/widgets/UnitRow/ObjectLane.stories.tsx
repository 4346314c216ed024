import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ObjectLane, type LaneObject } from './ObjectLane';

const pencil: LaneObject = {
  object: { id: 'pencil', name: 'a pencil', shape: 'pencil' },
  length: 14,
  start: 5,
};
const crayon: LaneObject = {
  object: { id: 'crayon', name: 'a crayon', shape: 'crayon' },
  length: 9,
  start: 1,
};
const straw: LaneObject = {
  object: { id: 'straw', name: 'a straw', shape: 'straw' },
  length: 12,
  start: 4,
};
const ribbon: LaneObject = {
  object: { id: 'ribbon', name: 'a ribbon', shape: 'ribbon' },
  length: 15,
  start: 1,
};
const feather: LaneObject = {
  object: { id: 'feather', name: 'a feather', shape: 'feather' },
  length: 11,
  start: 3,
};

const meta = {
  title: 'Measurements/UnitRow/ObjectLane',
  component: ObjectLane,
  args: { items: [pencil, crayon], onMove: fn(), onLineUp: fn(), onSelect: fn() },
} satisfies Meta<typeof ObjectLane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drag the pencil to the start line, then tap the longer one (1-0 step 1). */
export const DragToTheLine: Story = { args: { lineUpButton: false } };

/** Not yet compared (1-1 step 2): the longer straw starts further right; "Line up" helps. */
export const LineUp: Story = { args: { items: [ribbon, straw] } };

/** Three objects to order (1-1 step 3). */
export const Three: Story = { args: { items: [straw, ribbon, feather] } };

/** Already lined up, objects only tapped (1-1 step 1). */
export const TapOnly: Story = {
  args: {
    items: [
      { ...straw, start: 1 },
      { ...ribbon, start: 1 },
    ],
    movable: false,
    lineUpButton: false,
    selectedId: 'ribbon',
  },
};

/** On a 320 px phone. */
export const Phone: Story = {
  args: { items: [ribbon, straw] },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};

/** Dark mode. */
export const Dark: Story = { args: { items: [ribbon, straw] }, globals: { dark: 'dark' } };
