import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import SetTheTime from './SetTheTime';

const meta = {
  title: 'Time/Lingos/Set the Time',
  component: SetTheTime,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-1-2', seed: 5 },
} satisfies Meta<typeof SetTheTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at the learner's saved step (step 1 for a new learner): o'clock and half past. */
export const Practice: Story = {};

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 12 } };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
