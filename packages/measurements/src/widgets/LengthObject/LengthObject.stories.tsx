import type { Meta, StoryObj } from '@storybook/react-vite';
import { objectBank } from '../../model/objects';
import { LengthObject } from './LengthObject';
import { lengthShapes } from './lengthObjectGeometry';

const measured = objectBank.filter(
  (object) =>
    object.lengthCm !== undefined && object.lengthCm <= 25 && object.groups?.includes('measure'),
);

const meta = {
  title: 'Measurements/LengthObject',
  component: LengthObject,
  args: {
    object: { id: 'crayon', name: 'a crayon', shape: 'crayon', lengthCm: 9 },
    pxPerCm: 20,
  },
  argTypes: {
    pxPerCm: { control: { type: 'range', min: 8, max: 40, step: 1 } },
    lengthCm: { control: { type: 'range', min: 1, max: 25, step: 1 } },
  },
} satisfies Meta<typeof LengthObject>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A crayon, 9 cm at 20 px per cm. */
export const Crayon: Story = {};

/** A pencil at a phone's scale (13 px per cm: a 0–20 ruler fits 320 px). */
export const PencilOnAPhone: Story = {
  args: { object: { id: 'pencil', name: 'a pencil', shape: 'pencil', lengthCm: 19 }, pxPerCm: 13 },
};

/** Chosen: glows in the focus colour. */
export const Selected: Story = { args: { selected: true } };

/** Every object the Lingos lay along a ruler or units, at one scale, left ends lined up. */
export const EveryMeasuredObject: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {measured.map((object) => (
        <div key={object.id} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <LengthObject object={object} pxPerCm={args.pxPerCm} />
          <span>
            {object.name}, {object.lengthCm} cm
          </span>
        </div>
      ))}
    </div>
  ),
};

/** Every shape at 10 cm, so their ends can be checked against one another. */
export const EveryShape: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {lengthShapes.map((shape) => (
        <LengthObject
          key={shape}
          object={{ id: shape, name: `a ${shape}`, shape: shape === 'bar' ? 'bar' : shape }}
          lengthCm={10}
          pxPerCm={args.pxPerCm}
        />
      ))}
    </div>
  ),
};

/** Dark mode: the same shapes in the dark theme's colours. */
export const Dark: Story = {
  globals: { dark: 'dark' },
  render: EveryShape.render,
};
