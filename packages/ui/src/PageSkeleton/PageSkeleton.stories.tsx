import type { Meta, StoryObj } from '@storybook/react-vite';
import { NarrowFrame } from '../test/stories';
import { PageSkeleton } from './PageSkeleton';

const meta = {
  title: 'UI/PageSkeleton',
  component: PageSkeleton,
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Phone: Story = {
  render: (args) => (
    <NarrowFrame width="320px">
      <PageSkeleton {...args} />
    </NarrowFrame>
  ),
};
