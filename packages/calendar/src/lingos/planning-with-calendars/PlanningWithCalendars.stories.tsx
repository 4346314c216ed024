import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import PlanningWithCalendars from './PlanningWithCalendars';

const meta = {
  title: 'Calendar/Lingos/Planning with Calendars',
  component: PlanningWithCalendars,
  args: { conceptId: 'calendar', lingoId: 'lingo-3-0' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlanningWithCalendars>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Learn lesson from step 1 on May 2026: the next swimming day one row down, the bus two
 * rows down, a library book due in 14 days (also into June), flags one week before Canada
 * Day, then the closing check (soccer camp two weeks after Monday, June 8).
 */
export const Lesson: Story = {};

/** On a narrow (360 px) screen: the month grid fits, nothing scrolls sideways. */
export const Narrow: Story = { decorators: [narrowScreen] };
