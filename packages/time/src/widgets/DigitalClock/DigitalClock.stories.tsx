import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { formatDigital12 } from '../../model/time';
import { DigitalClock, type DigitalClockProps } from './DigitalClock';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

function InputPlayground(props: DigitalClockProps) {
  const [value, setValue] = useState(typeof props.value === 'number' ? props.value : at(3, 5));
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <DigitalClock {...props} value={value} onChange={setValue} />
      <p style={{ fontSize: 20 }}>{formatDigital12(value)}</p>
    </div>
  );
}

const meta = {
  title: 'Time/DigitalClock',
  component: DigitalClock,
  args: { value: at(15, 5), onChange: fn() },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 1439, step: 1 } },
    format: { control: 'inline-radio', options: ['12h', '24h'] },
    mode: { control: 'inline-radio', options: ['display', 'input'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof DigitalClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 12-hour display without AM/PM (level 1: face values). */
export const Display: Story = {};

/** 12-hour display with AM/PM. */
export const DisplayWithMeridiem: Story = { args: { meridiem: true } };

/** 24-hour display. */
export const Display24Hour: Story = { args: { format: '24h', value: at(9, 0) } };

/** Midnight in 24-hour time. */
export const DisplayMidnight24Hour: Story = { args: { format: '24h', value: 0 } };

/** A time to find: a question mark. */
export const Unknown: Story = { args: { value: null } };

/** Small, as on a sequence card. */
export const Small: Story = { args: { size: 'small', meridiem: true } };

/** Large, as the prompt card of Set the Time. */
export const Large: Story = { args: { size: 'large', value: at(4, 30) } };

/** Input: hour and minute spinbuttons (arrows, PageUp/PageDown, Home/End, digits). */
export const Input: Story = {
  args: { mode: 'input', label: 'Your answer' },
  render: (args) => <InputPlayground {...args} />,
};

/** Input with the AM/PM toggle. */
export const InputWithMeridiem: Story = {
  args: { mode: 'input', meridiem: true, label: 'Your answer', value: at(11, 40) },
  render: (args) => <InputPlayground {...args} />,
};

/** 24-hour input, 00 to 23. */
export const Input24Hour: Story = {
  args: { mode: 'input', format: '24h', label: 'Your answer', value: at(15, 0) },
  render: (args) => <InputPlayground {...args} />,
};

/** Input on a narrow screen. */
export const InputNarrow: Story = {
  args: { mode: 'input', meridiem: true, size: 'small' },
  render: (args) => (
    <div style={{ width: 260 }}>
      <InputPlayground {...args} />
    </div>
  ),
};
