import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import SpeedClockReading from './SpeedClockReading';

const meta = {
  title: 'Time/Lingos/Speed Clock Reading',
  component: SpeedClockReading,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-1-5', seed: 9 },
} satisfies Meta<typeof SpeedClockReading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round of 10 clocks with the timer ("Hide timer" and "Timer off" always there). */
export const Round: Story = {};

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
