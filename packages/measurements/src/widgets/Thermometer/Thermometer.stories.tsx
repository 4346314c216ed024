import type { Meta, StoryObj } from '@storybook/react-vite';
import { createWholeNumberFormat, NumberPad } from '@lingos/kit';
import { narrowScreen } from '@lingos/kit/stories';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Thermometer, type ThermometerProps } from './Thermometer';
import { degreesSpoken } from './thermometerModel';

/** A thermometer the child sets, its value shown under it. */
function Setting(props: ThermometerProps) {
  const [value, setValue] = useState(props.defaultValue ?? 0);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'center' }}>
      <Thermometer {...props} value={value} onChange={setValue} />
      <p style={{ fontSize: 20 }}>{degreesSpoken(value)}</p>
    </div>
  );
}

const meta = {
  title: 'Measurements/Thermometer',
  component: Thermometer,
  args: { value: 20, onChange: fn(), onChangeEnd: fn() },
  argTypes: {
    value: { control: { type: 'range', min: -30, max: 40, step: 5 } },
    markStep: { control: 'inline-radio', options: [5, 10] },
  },
} satisfies Meta<typeof Thermometer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Marks and labels every 10 degrees: read 20 (3-3 step 1). */
export const ReadTens: Story = { args: { value: 20, markStep: 10 } };

/** Marks every 5, labels every 10: the red line at the small mark between 10 and 20 (3-3 step 2). */
export const ReadFives: Story = { args: { value: 15 } };

/** Below zero: minus 15 (3-3 step 4). */
export const BelowZero: Story = { args: { value: -15 } };

/** At 0, where water freezes: the 0 mark crosses the tube. */
export const Freezing: Story = { args: { value: 0 } };

/** Set mode: drag the top of the red line or use the arrows, one mark at a time (3-3 step 2). */
export const SetMode: Story = {
  args: { value: undefined, defaultValue: 0, settable: true },
  render: (args) => <Setting {...args} />,
};

/** Set mode with marks every 10 degrees. */
export const SetModeTens: Story = {
  args: { value: undefined, defaultValue: 10, settable: true, markStep: 10 },
  render: (args) => <Setting {...args} />,
};

/** Ice at 0 and a beach at 25 beside the scale (3-0 step 5). */
export const WithPictures: Story = {
  args: {
    value: undefined,
    defaultValue: 10,
    settable: true,
    pictures: [
      { value: 0, picture: 'ice', alt: 'ice' },
      { value: 25, picture: 'beach-with-umbrella', alt: 'a beach' },
    ],
  },
  render: (args) => <Setting {...args} />,
};

/** A shorter scale, 0 to 40 degrees. */
export const ZeroToForty: Story = { args: { value: 35, min: 0, max: 40 } };

/** After an answer: the red line stays put. */
export const Disabled: Story = { args: { value: -10, settable: true, disabled: true } };

/** On a 360 px phone, in set mode with pictures. */
export const NarrowScreen: Story = {
  args: { ...WithPictures.args },
  render: (args) => <Setting {...args} />,
  decorators: [narrowScreen],
};

const degreesFormat = createWholeNumberFormat({
  maxLength: 2,
  suffix: '°C',
  unit: ['degree Celsius', 'degrees Celsius'],
});

/** A read-only thermometer and a NumberPad side by side in a wrapping row, as 3-3 has them. */
function BesideAnswer(props: ThermometerProps) {
  const [typed, setTyped] = useState('');
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 24,
      }}
    >
      <Thermometer {...props} />
      <NumberPad format={degreesFormat} value={typed} onChange={setTyped} label="Temperature" />
    </div>
  );
}

/** Beside a NumberPad, with no wrapper: it is only as wide as it is drawn (3-3). */
export const BesideANumberPad: Story = {
  args: { value: 30, markStep: 10 },
  render: (args) => <BesideAnswer {...args} />,
};
