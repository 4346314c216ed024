import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ReadingAMonthGrid from './ReadingAMonthGrid';

const meta = {
  title: 'Calendar/Lingos/Reading a Month Grid',
  component: ReadingAMonthGrid,
  parameters: { layout: 'padded' },
  args: { conceptId: 'calendar', lingoId: 'lingo-2-0' },
} satisfies Meta<typeof ReadingAMonthGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson from its first step: tap the month's name at the top. */
export const Lesson: Story = {};

/** On a narrow phone screen (360 px): seven columns still fit. */
export const Narrow: Story = { decorators: [narrowScreen] };
