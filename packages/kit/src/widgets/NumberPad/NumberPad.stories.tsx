import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../demo/StoryProviders';
import { NumberPad, type NumberPadProps } from './NumberPad';
import { numberPadModes } from './numberPadValue';

function Stateful(props: NumberPadProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NumberPad
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/NumberPad',
  component: NumberPad,
  args: { mode: 'whole', label: 'Your answer', value: '', onChange: fn() },
  argTypes: { mode: { control: 'inline-radio', options: numberPadModes } },
  render: (args) => (
    <StoryProviders>
      <Stateful {...args} />
    </StoryProviders>
  ),
} satisfies Meta<typeof NumberPad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A whole number: on-screen keys or the keyboard, Backspace and Clear. */
export const WholeNumber: Story = {};

/** A whole number already typed. */
export const WholeNumberFilled: Story = { args: { value: '60' } };

/** Dollars and cents, with a point key. */
export const Money: Story = { args: { mode: 'money', label: 'The change', value: '' } };

/** An amount typed. */
export const MoneyFilled: Story = { args: { mode: 'money', label: 'The change', value: '4.35' } };

/** Hours and minutes: pick the field, or type a colon to move to the minutes. */
export const HoursAndMinutes: Story = { args: { mode: 'duration', label: 'How long?', value: '' } };

/** A duration typed. */
export const HoursAndMinutesFilled: Story = {
  args: { mode: 'duration', label: 'How long?', value: '3:35' },
};

/** Locked while feedback shows. */
export const Disabled: Story = { args: { value: '12', disabled: true } };
