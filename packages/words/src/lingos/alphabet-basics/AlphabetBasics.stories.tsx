import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import AlphabetBasics from './AlphabetBasics';

const meta = {
  title: 'Words/Lingos/Alphabet Basics',
  component: AlphabetBasics,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-1-0' },
} satisfies Meta<typeof AlphabetBasics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson from its first step: the ABC strip, 26 letters to hear. */
export const Lesson: Story = {};

/** On a narrow phone screen (360 px): the strip wraps into rows. */
export const Narrow: Story = { decorators: [narrowScreen] };
