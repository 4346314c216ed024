import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../stories/StoryProviders';
import { NumberPad, type NumberPadProps } from './NumberPad';
import {
  createWholeNumberFormat,
  dollarsAndCentsFormat,
  hoursAndMinutesFormat,
  wholeNumberFormat,
} from './numberPadFormat';

function Stateful(props: NumberPadProps<unknown>) {
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
  args: { format: wholeNumberFormat, label: 'Your answer', value: '', onChange: fn() },
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

/** A concept's own format: cents, with a ¢ after the box, read aloud as "75 cents". */
export const Cents: Story = {
  args: {
    format: createWholeNumberFormat({ maxLength: 3, suffix: '¢', unit: ['cent', 'cents'] }),
    label: 'How much?',
    value: '75',
  },
};

/** Dollars and cents: a $ box and a two-digit cents box; the point key moves to the cents. */
export const DollarsAndCents: Story = {
  args: { format: dollarsAndCentsFormat, label: 'The change', value: '' },
};

/** An amount typed. */
export const DollarsAndCentsFilled: Story = {
  args: { format: dollarsAndCentsFormat, label: 'The change', value: '4.35' },
};

/** Hours and minutes: pick the box, or type a colon to move to the minutes. */
export const HoursAndMinutes: Story = {
  args: { format: hoursAndMinutesFormat, label: 'How long?', value: '' },
};

/** A duration typed. */
export const HoursAndMinutesFilled: Story = {
  args: { format: hoursAndMinutesFormat, label: 'How long?', value: '3:35' },
};

/** Locked while feedback shows. */
export const Disabled: Story = { args: { value: '12', disabled: true } };
