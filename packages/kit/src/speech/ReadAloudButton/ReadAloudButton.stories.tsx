import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../stories/StoryProviders';
import { ReadAloudButton } from './ReadAloudButton';

const meta = {
  title: 'Kit/ReadAloudButton',
  component: ReadAloudButton,
  args: { text: 'Set the clock to half past 4. 4:30.' },
  render: (args) => (
    <StoryProviders>
      <ReadAloudButton {...args} />
    </StoryProviders>
  ),
} satisfies Meta<typeof ReadAloudButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the prompt with the browser's voice (en-CA first). */
export const Default: Story = {};

/** Icon only, named "Read aloud: feedback". */
export const IconOnly: Story = {
  args: { iconOnly: true, subject: 'feedback', text: 'Yes! Well done.' },
};

/** Large, for a prompt card. */
export const Large: Story = { args: { size: 'lg' } };

/** Several parts and a slow rate: a letter name, then its key word (words). */
export const SlowParts: Story = {
  args: { text: ['B.', 'as in ball.'], rate: 0.6, subject: 'the letter b' },
};

/** A browser with no speech at all: the button stays and explains when pressed. */
export const NoSpeech: Story = {
  render: (args) => (
    <StoryProviders speech="unsupported">
      <ReadAloudButton {...args} />
    </StoryProviders>
  ),
};

/** Speech exists but no voice ever loads. */
export const NoVoice: Story = {
  render: (args) => (
    <StoryProviders speech="no-voice">
      <ReadAloudButton {...args} />
    </StoryProviders>
  ),
};
