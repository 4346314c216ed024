import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: '16rem', height: '1.25rem' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const Circle: Story = { args: { width: '3rem', height: '3rem', radius: '999px' } };

export const Block: Story = { args: { width: '100%', height: '8rem', radius: '1.25rem' } };

export const TextLines: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '24rem' }}>
      <Skeleton width="60%" height="1.75rem" />
      <Skeleton />
      <Skeleton />
      <Skeleton width="75%" />
    </div>
  ),
};
