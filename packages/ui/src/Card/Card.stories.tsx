import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../Button/Button';
import { NarrowFrame, StoryLinks } from '../test/stories';
import { Card, cardPaddings } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { padding: 'lg' },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Feature: Story = {
  args: {
    children: (
      <>
        <h2 style={{ marginTop: 0 }}>🧩 Modular</h2>
        <p style={{ marginBottom: 0 }}>Each Lingo focuses on one concept.</p>
      </>
    ),
  },
};

export const Concept: Story = {
  render: (args) => (
    <StoryLinks>
      <Card {...args} as="article" aria-labelledby="concept-title">
        <h2 id="concept-title" style={{ marginTop: 0 }}>
          ⏰ One Upon a Time!
        </h2>
        <p>Read clocks, compare times and work out durations.</p>
        <ButtonLink href="/concepts/time">Explore One Upon a Time!</ButtonLink>
      </Card>
    </StoryLinks>
  ),
};

export const NoPadding: Story = {
  args: { padding: 'none', children: 'Content sets its own padding.' },
};

export const LongTextNarrow: Story = {
  args: {
    children:
      'Supercalifragilisticexpialidocious words and very long sentences wrap inside the card instead of overflowing it on a small phone screen.',
  },
  render: (args) => (
    <NarrowFrame>
      <Card {...args} />
    </NarrowFrame>
  ),
};
