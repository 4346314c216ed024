import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TheBigIdea from './TheBigIdea';

const meta = {
  title: 'Reading/Lingos/The Big Idea',
  component: TheBigIdea,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-1-0' },
} satisfies Meta<typeof TheBigIdea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson from step 1: drag each pole under the tent. */
export const Lesson: Story = {};

/** On a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [narrowScreen] };
