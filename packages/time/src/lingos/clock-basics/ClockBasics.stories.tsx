import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ClockBasics from './ClockBasics';

const meta = {
  title: 'Time/Lingos/Clock Basics',
  component: ClockBasics,
  args: { conceptId: 'time', lingoId: 'lingo-1-0' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClockBasics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Learn lesson from step 1: tap the 12, drag the hour hand, o'clock, one turn, half past, then the check. */
export const Lesson: Story = {};

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
