import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { calendarDate } from '../../model/dates';
import CalendarBasics from './CalendarBasics';

const meta = {
  title: 'Calendar/Lingos/Calendar Basics',
  component: CalendarBasics,
  parameters: { layout: 'padded' },
  // Tuesday, October 13, 2026: a month of 5 week rows; the device's date when left out.
  args: { conceptId: 'calendar', lingoId: 'lingo-1-0', today: calendarDate(2026, 10, 13) },
} satisfies Meta<typeof CalendarBasics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson from step 1: tap the moon to finish the day. */
export const Lesson: Story = {};

/** Today at the end of a year: step 5's strip runs into January. */
export const NewYearsEve: Story = { args: { today: calendarDate(2026, 12, 31) } };

/** A February of 4 week rows (2026) for step 3. */
export const February: Story = { args: { today: calendarDate(2026, 2, 10) } };

/** On a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [narrowScreen] };
