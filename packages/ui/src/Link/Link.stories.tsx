import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLinks } from '../test/stories';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/concepts', children: '← Back to All Concepts' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Through a LinkProvider (here one that logs instead of navigating). */
export const ThroughProvider: Story = {
  render: (args) => (
    <StoryLinks>
      <Link {...args} />
    </StoryLinks>
  ),
};

/** Without a provider it is a plain anchor. */
export const PlainAnchor: Story = { args: { href: '#somewhere' } };

export const CurrentPage: Story = {
  args: { 'aria-current': 'page', children: 'Clock Basics' },
  render: (args) => (
    <StoryLinks>
      <Link {...args} />
    </StoryLinks>
  ),
};
