import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../stories/StoryProviders';
import { ReadAloudSetting } from './ReadAloudSetting';

const meta = {
  title: 'Kit/ReadAloudSetting',
  component: ReadAloudSetting,
  render: (args) => (
    <StoryProviders>
      <ReadAloudSetting {...args} />
    </StoryProviders>
  ),
} satisfies Meta<typeof ReadAloudSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Read prompts aloud automatically", on by default (kept in memory in this story). */
export const Default: Story = {};
