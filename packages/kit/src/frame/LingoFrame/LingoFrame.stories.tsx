import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../stories/StoryProviders';
import { LingoFrame } from './LingoFrame';

const meta = {
  title: 'Kit/LingoFrame',
  component: LingoFrame,
  args: { conceptId: 'time', lingoId: 'lingo-1-1' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <StoryProviders>
      <LingoFrame {...args}>
        <div style={{ padding: '2rem', border: '2px dashed currentColor', borderRadius: '1rem' }}>
          The Lingo's activity goes here.
        </div>
      </LingoFrame>
    </StoryProviders>
  ),
} satisfies Meta<typeof LingoFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title from the catalogue, the description as the prompt, Mastery at 0. */
export const Default: Story = {};

/** A prompt and mastery given by the Lingo itself. */
export const WithPrompt: Story = { args: { prompt: 'Move the hands and explore!', mastery: 60 } };

/** A completed Learn lesson reads 100 from the store. */
export const Completed: Story = {
  args: { lingoId: 'lingo-1-0' },
  render: (args) => (
    <StoryProviders progress={{ 'time/lingo-1-0': { status: 'completed' } }}>
      <LingoFrame {...args} />
    </StoryProviders>
  ),
};

/** A long title and prompt on a narrow screen. */
export const NarrowLongText: Story = {
  args: {
    conceptId: 'reading',
    lingoId: 'lingo-1-1',
    prompt:
      'Read the whole story about the picnic in the park, then tap the sentence that tells you why they went home early.',
  },
  render: (args) => (
    <StoryProviders>
      <div style={{ maxWidth: '22rem' }}>
        <LingoFrame {...args} />
      </div>
    </StoryProviders>
  ),
};
