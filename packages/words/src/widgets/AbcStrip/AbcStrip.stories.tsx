import { StoryProviders } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AbcStrip } from './AbcStrip';

const meta = {
  title: 'Words/AbcStrip',
  component: AbcStrip,
  args: { onLetter: fn(), onPlayAll: fn(), onOpen: fn() },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof AbcStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 26 big letters; each says its name (Z: "Zed."), "Play all" names the row (1-0 step 1). */
export const BigLetters: Story = {};

/** Small letters, as 1-3 orders them. */
export const SmallLetters: Story = { args: { letterCase: 'small' } };

/** A hint's letters lit: "Which comes first, m or r?" */
export const Highlighted: Story = { args: { letterCase: 'small', highlighted: ['m', 'r'] } };

/** A run lit: a b _ d's neighbourhood. */
export const HighlightedRun: Story = { args: { highlighted: ['a', 'b', 'c', 'd'] } };

/** Folded away (1-3 steps 3–4): opening it counts as a hint. */
export const Foldable: Story = { args: { foldable: true, letterCase: 'small' } };

/** A 320 px phone: rows wrap, nothing scrolls sideways. */
export const Phone320: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320, outline: '1px dashed gray' }}>
        <Story />
      </div>
    ),
  ],
};

/** The fallback names for A, I and Y ("Ay.", "Eye.", "Why."). */
export const FallbackNames: Story = { args: { fallbackNames: true } };

/** No speech: one message for the whole strip when a letter is pressed. */
export const NoSpeech: Story = {
  decorators: [
    (Story) => (
      <StoryProviders speech="unsupported">
        <Story />
      </StoryProviders>
    ),
  ],
};
