import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Learn', tone: 'accent' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learn: Story = {};

export const Progress: Story = {
  args: {
    tone: 'neutral',
    children: (
      <>
        <span aria-hidden="true">0/5</span>
        <VisuallyHidden>0 of 5 completed</VisuallyHidden>
      </>
    ),
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: { children: 'A very long badge label that should not wrap' },
};
