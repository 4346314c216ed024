import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UnitRow } from './UnitRow';
import { rightRow, rowWithJoint, unitKindIds } from './unitRowModel';

const crayon = { id: 'crayon', name: 'a crayon', shape: 'crayon' } as const;
const ribbon = { id: 'ribbon', name: 'a ribbon', shape: 'ribbon' } as const;
const spoon = { id: 'spoon', name: 'a spoon', shape: 'spoon' } as const;

const meta = {
  title: 'Measurements/UnitRow',
  component: UnitRow,
  args: {
    object: crayon,
    objectLength: 9,
    onChange: fn(),
    onJointTap: fn(),
  },
  argTypes: {
    unit: { control: 'inline-radio', options: unitKindIds },
    pxPerCm: { control: { type: 'range', min: 8, max: 32, step: 1 } },
  },
} satisfies Meta<typeof UnitRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Units already placed right (1-2 step 1): "A crayon. 3 paper clips touching end to end…". */
export const PlacedRight: Story = { args: { defaultStarts: rightRow(9, 3), showCount: true } };

/** The child builds the row: Enter or Add puts a clip touching the last (1-0 step 4, 1-2 step 2). */
export const Build: Story = {
  args: { object: ribbon, objectLength: 15, editable: true, showCount: true },
};

/** Extra clips stick out past the end: the text names them so the child removes them. */
export const StickingOut: Story = {
  args: { defaultStarts: rightRow(15, 3), editable: true, showCount: true },
};

/** A gap: "it shows only 4. Tap the gap." The clips close up when it is tapped (1-0 step 5). */
export const TapTheGap: Story = {
  args: {
    object: ribbon,
    objectLength: 15,
    defaultStarts: rowWithJoint(15, 3, 1, 3),
    tappableJoints: true,
    editable: true,
    showCount: true,
  },
};

/** Max's row with two clips on top of each other (1-2 step 3). */
export const Overlap: Story = {
  args: {
    object: spoon,
    objectLength: 15,
    defaultStarts: rowWithJoint(15, 3, 2, -3),
    tappableJoints: true,
  },
};

/** Linking cubes (2 cm). */
export const Cubes: Story = {
  args: { unit: 'cube', objectLength: 12, defaultStarts: rightRow(12, 2), showCount: true },
};

/** Metre sticks along a board (2-0 step 4): "3 metres, 3 m". */
export const MetreSticks: Story = {
  args: {
    object: { id: 'board', name: 'a board', shape: 'bar' },
    objectLength: 300,
    unit: 'metre-stick',
    editable: true,
    showCount: true,
  },
};

/** A 5 m lane of metre sticks on a 320 px phone: fitted at a fraction of a px per cm, no scroll. */
export const MetreSticksOnAPhone: Story = {
  args: { ...MetreSticks.args, laneCm: 500, defaultStarts: [0, 100] },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};

/** On a 320 px phone: joints stay 56 px tall targets. */
export const Phone: Story = {
  args: { ...TapTheGap.args },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};

/** Dark mode. */
export const Dark: Story = { args: { ...TapTheGap.args }, globals: { dark: 'dark' } };
