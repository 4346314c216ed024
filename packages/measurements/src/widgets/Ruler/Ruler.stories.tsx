import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Ruler, rulerModes, rulerTapTargets, type RulerObject, type RulerProps } from './Ruler';

const key: RulerObject = {
  object: { id: 'key', name: 'a key', shape: 'key' },
  start: 1,
  length: 6,
};
const crayon: RulerObject = {
  object: { id: 'crayon', name: 'a crayon', shape: 'crayon' },
  start: 3,
  length: 9,
};
const pencil: RulerObject = {
  object: { id: 'pencil', name: 'a pencil', shape: 'pencil' },
  start: 1,
  length: 14,
};
const nail: RulerObject = {
  object: { id: 'nail', name: 'a nail', shape: 'nail' },
  start: 1,
  length: 5,
};

/** A ruler that keeps the chosen mark, so taps show in the story. */
function TapMarks(props: RulerProps) {
  const [mark, setMark] = useState<number>();
  return <Ruler {...props} chosenMark={mark} onMarkTap={setMark} />;
}

/** A ruler whose Lingo lights only the spaces from 0 to 5 and refuses the rest. */
function UpToFive(props: RulerProps) {
  const [lit, setLit] = useState<readonly number[]>([]);
  return (
    <Ruler
      {...props}
      litSpaces={lit}
      onSpaceTap={(tap) => {
        if (tap.from >= 5) return false;
        if (!tap.again) setLit([...lit, tap.from]);
        return true;
      }}
    />
  );
}

const meta = {
  title: 'Measurements/Ruler',
  component: Ruler,
  args: {
    onMove: fn(),
    onAligned: fn(),
    onSpaceTap: fn(),
    onMarkTap: fn(),
    onRibbonChange: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: rulerModes },
    tap: { control: 'inline-radio', options: [undefined, ...rulerTapTargets] },
    first: { control: { type: 'range', min: 0, max: 12, step: 1 } },
    last: { control: { type: 'range', min: 5, max: 30, step: 1 } },
    pxPerCm: { control: { type: 'range', min: 10, max: 32, step: 1 } },
  },
} satisfies Meta<typeof Ruler>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lined up at 0 under the key (2-0's closing check): the key ends at the 6 mark. */
export const LinedUp: Story = { args: { objects: [key], position: 1, laneCm: 21 } };

/** Drag the ruler (or use the arrows) until its 0 meets the crayon's end: it snaps and glows. */
export const Draggable: Story = {
  args: { mode: 'draggable', objects: [crayon], defaultPosition: 8, laneCm: 21 },
};

/** Lined up: the ruler glows. */
export const Aligned: Story = {
  args: { mode: 'draggable', objects: [crayon], defaultPosition: 3, laneCm: 21 },
};

/** Broken ruler, first number 4: the nail lies from the 4 mark to the 9 mark (2-2). */
export const Broken: Story = { args: { first: 4, objects: [nail], position: 1 } };

/** Tap the spaces: each lights up, is counted, and a 1 cm cube drops in (2-0 step 1). */
export const TappableSpacesWithCubes: Story = { args: { tap: 'spaces', cubes: true } };

/** Only the spaces from 0 to 5 light (2-0 step 1): a space past the 5 is refused and stays dark. */
export const SpacesUpToFive: Story = {
  args: { tap: 'spaces', cubes: true },
  render: (args) => <UpToFive {...args} />,
};

/** Spaces lit by the Lingo (a worked example counting from 4 to 9 on a broken ruler). */
export const LitByTheLingo: Story = {
  args: { first: 4, objects: [nail], position: 1, litSpaces: [4, 5, 6, 7, 8] },
};

/** Tap spaces on a broken ruler (2-2 step 1). */
export const BrokenTappableSpaces: Story = {
  args: { first: 3, tap: 'spaces', objects: [{ ...nail, start: 0, length: 4 }], position: 0 },
};

/** Tap a number ("tap the 9", 2-0 step 3). */
export const TappableMarks: Story = {
  args: { tap: 'marks', objects: [{ ...crayon, start: 0 }] },
  render: (args) => <TapMarks {...args} />,
};

/** Two objects on one ruler (2-1 step 4). */
export const TwoObjects: Story = {
  args: { objects: [pencil, { ...crayon, start: 1 }], position: 1, laneCm: 21 },
};

/** The ribbon: drag its end, use the arrows, or hold Longer and Shorter (2-1 step 3). */
export const Ribbon: Story = { args: { ribbon: true, defaultRibbonEnd: 3 } };

/** Read-only after Check: the lined-up ruler keeps its glow and its focus, but does not move. */
export const CheckedReadOnly: Story = {
  args: { mode: 'draggable', objects: [crayon], defaultPosition: 3, laneCm: 21, disabled: true },
};

/** The ribbon after Check: its end and the Shorter/Longer buttons stay, read-only. */
export const RibbonCheckedReadOnly: Story = {
  args: { ribbon: true, defaultRibbonEnd: 7, disabled: true },
};

/** On a 320 px phone: the 0–20 ruler fits at 12.8 px per cm, numbers in two rows. */
export const Phone: Story = {
  args: { mode: 'draggable', objects: [crayon], defaultPosition: 8, laneCm: 21 },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};

/** A 16 cm broken piece on a 390 px phone (19 px per cm): two-digit numbers in two rows. */
export const BrokenOnAPhone: Story = {
  args: { first: 3, last: 19, tap: 'spaces', objects: [{ ...nail, start: 0, length: 4 }] },
  decorators: [
    (Story) => (
      <div style={{ width: 342 }}>
        <Story />
      </div>
    ),
  ],
};

/** A 28 cm lane on a 320 px phone (about 9 px per cm): the numbers take three rows. */
export const ThreeRowsOnAPhone: Story = {
  args: { mode: 'draggable', objects: [{ ...crayon, start: 0 }], defaultPosition: 8, laneCm: 28 },
  decorators: [
    (Story) => (
      <div style={{ width: 286 }}>
        <Story />
      </div>
    ),
  ],
};

/** Counted spaces hang their numbers under the ruler, clear of the marks' numbers. */
export const CountedOnAPhone: Story = {
  args: { tap: 'spaces', cubes: true, defaultLitSpaces: [0, 1, 2] },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};

/** Dark mode. */
export const Dark: Story = {
  args: { objects: [key], position: 1, laneCm: 21, tap: 'spaces', cubes: true },
  globals: { dark: 'dark' },
};
