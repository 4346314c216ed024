import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TapWords, type TapWord } from './TapWords';

const sentence: TapWord[] = [
  { text: 'The', little: true },
  { text: 'brave' },
  { text: 'firefighter' },
  { text: 'climbs' },
  { text: 'the', little: true },
  { text: 'tall' },
  { text: 'ladder', after: '.' },
];

const meta = {
  title: 'Words/TapWords',
  component: TapWords,
  parameters: { layout: 'padded' },
  args: { words: sentence, label: 'Tap the action word.' },
} satisfies Meta<typeof TapWords>;

export default meta;
type Story = StoryObj<typeof meta>;

function Chooser(args: Parameters<typeof TapWords>[0]) {
  const [value, setValue] = useState<number | null>(null);
  return <TapWords {...args} value={value} onChange={setValue} />;
}

/** Words to choose from; little words greyed. */
export const Choose: Story = { render: (args) => <Chooser {...args} /> };

/** After a check: the word chosen marked wrong. */
export const Marked: Story = {
  args: { value: 2, onChange: () => undefined, marks: { 2: 'incorrect' }, disabled: true },
};

/** As text, with the words a sort asks about highlighted. */
export const Highlighted: Story = { args: { highlighted: [1, 2, 3, 5, 6] } };

/** On a narrow screen the sentence wraps. */
export const Narrow: Story = {
  render: (args) => <Chooser {...args} />,
  decorators: [narrowScreen],
};
