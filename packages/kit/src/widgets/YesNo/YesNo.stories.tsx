import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { StoryProviders } from '../../stories/StoryProviders';
import {
  TrueFalse,
  YesNo,
  type BinaryChoiceProps,
  type TrueFalseValue,
  type YesNoValue,
} from './YesNo';

function StatefulYesNo(props: BinaryChoiceProps<YesNoValue>) {
  const [value, setValue] = useState(props.value);
  return (
    <YesNo {...props} value={value} onChange={(next) => (setValue(next), props.onChange(next))} />
  );
}

const meta = {
  title: 'Kit/YesNo',
  component: YesNo,
  args: {
    label: 'Bedtime is 8:00. You finish at 7:45. Is there enough time?',
    value: null,
    onChange: fn(),
  },
  render: (args) => (
    <StoryProviders>
      <StatefulYesNo {...args} />
    </StoryProviders>
  ),
} satisfies Meta<typeof YesNo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yes or No, nothing picked. */
export const Idle: Story = {};

/** "Yes" picked. */
export const Selected: Story = { args: { value: 'yes' } };

/** A wrong "No", marked after a check. */
export const Incorrect: Story = {
  args: { value: 'no', disabled: true, marks: { no: 'incorrect', yes: 'correct' } },
};

/** The True/False variant. */
export const TrueOrFalse: Story = {
  render: () => {
    function Stateful() {
      const [value, setValue] = useState<TrueFalseValue | null>(null);
      return <TrueFalse label="A week has 7 days." value={value} onChange={setValue} />;
    }
    return (
      <StoryProviders>
        <Stateful />
      </StoryProviders>
    );
  },
};
