import type { Meta, StoryObj } from '@storybook/react-vite';
import { NarrowFrame } from '../test/stories';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Level 1 progress', completed: 0, total: 5 },
  argTypes: {
    completed: { control: { type: 'number', min: 0 } },
    total: { control: { type: 'number', min: 0 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {};

export const Partway: Story = { args: { label: 'Level 2 progress', completed: 2, total: 7 } };

export const AllDone: Story = { args: { completed: 5, total: 5 } };

/** A level with no Lingos yet reads 0%, never "NaN%". */
export const NothingToDo: Story = { args: { label: 'Level 3 progress', completed: 0, total: 0 } };

export const NarrowScreen: Story = {
  args: { completed: 3, total: 12 },
  render: (args) => (
    <NarrowFrame>
      <ProgressBar {...args} />
    </NarrowFrame>
  ),
};
