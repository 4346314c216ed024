import type { Meta, StoryObj } from '@storybook/react-vite';
import { NarrowFrame, StoryLinks } from '../test/stories';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [
    (Story) => (
      <StoryLinks>
        <Story />
      </StoryLinks>
    ),
  ],
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'One Upon a Time!', href: '/concepts/time' },
      { label: 'Level 1', href: '/concepts/time#level-1' },
      { label: 'Clock Basics' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LingoTrail: Story = {};

export const ConceptPage: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'Making Cents of Money!' },
    ],
  },
};

export const TwoItems: Story = {
  args: { items: [{ label: 'Home', href: '/' }, { label: 'Concepts' }] },
};

/** One item renders nothing (the home page has no breadcrumbs). */
export const SingleItemRendersNothing: Story = { args: { items: [{ label: 'Home', href: '/' }] } };

/** An unknown id falls back to the raw id; long labels wrap on a phone. */
export const LongLabelsNarrow: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Concepts', href: '/concepts' },
      { label: 'Measure Masters', href: '/concepts/measurements' },
      { label: 'Level 3', href: '/concepts/measurements#level-3' },
      { label: 'lingo-3-9-an-unknown-id-that-is-rather-long' },
    ],
  },
  render: (args) => (
    <NarrowFrame>
      <Breadcrumbs {...args} />
    </NarrowFrame>
  ),
};
