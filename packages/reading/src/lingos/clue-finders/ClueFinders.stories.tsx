import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ClueFinders from './ClueFinders';

const meta = {
  title: 'Reading/Lingos/Clue Finders',
  component: ClueFinders,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-2-0' },
} satisfies Meta<typeof ClueFinders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson from step 1: who, where and when. */
export const Lesson: Story = {};

/** On a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [narrowScreen] };
