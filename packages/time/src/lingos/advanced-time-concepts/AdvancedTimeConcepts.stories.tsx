import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import AdvancedTimeConcepts from './AdvancedTimeConcepts';

const meta = {
  title: 'Time/Lingos/Advanced Time Concepts',
  component: AdvancedTimeConcepts,
  args: { conceptId: 'time', lingoId: 'lingo-3-0' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdvancedTimeConcepts>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The lesson from its first step: drag the sun along the day ribbon, tap noon and midnight,
 * hear afternoon hours in 24-hour time, set 15:00, match the amounts; then the check.
 */
export const Lesson: Story = {};

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
