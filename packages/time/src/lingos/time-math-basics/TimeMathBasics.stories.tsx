import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TimeMathBasics from './TimeMathBasics';

const meta = {
  title: 'Time/Lingos/Time Math Basics',
  component: TimeMathBasics,
  args: { conceptId: 'time', lingoId: 'lingo-2-0' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TimeMathBasics>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Learn lesson from step 1: count by fives, half and a quarter of the face, +1 h and
 * +15 min on the ribbon, back 30 min, then the closing check.
 */
export const Lesson: Story = {};

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
