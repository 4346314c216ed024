import { narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TheLivingClock from './TheLivingClock';

const afternoon = () => new Date(2025, 0, 15, 15, 47, 10);
const night = () => new Date(2025, 0, 15, 22, 5, 40);

const meta = {
  title: 'Time/Lingos/The Living Clock',
  component: TheLivingClock,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-1-1', seed: 2 },
} satisfies Meta<typeof TheLivingClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real time right now. */
export const RightNow: Story = {};

/** "Now" fixed at 3:47 in the afternoon (the curriculum's example). */
export const FixedAfternoon: Story = { args: { now: afternoon } };

/** "Now" fixed at night: the moon in the sky. */
export const FixedNight: Story = { args: { now: night } };

/** Another seed: another first question ("Tap the hour hand."). */
export const TapTheHourHand: Story = { args: { now: afternoon, seed: 1 } };

/** On a narrow screen. */
export const Narrow: Story = {
  args: { now: afternoon },
  decorators: [narrowScreen],
};
