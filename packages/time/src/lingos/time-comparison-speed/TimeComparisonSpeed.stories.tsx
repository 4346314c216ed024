import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TimeComparisonSpeed from './TimeComparisonSpeed';

const atStep = learnerAtStep('time', 'lingo-2-5');

const meta = {
  title: 'Time/Lingos/Time Comparison Speed',
  component: TimeComparisonSpeed,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-2-5', seed: 7 },
} satisfies Meta<typeof TimeComparisonSpeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round of 10 pairs with the timer ("Hide timer" and "Timer off" always there). Step 1: digits against digits. */
export const Round: Story = {};

/** Step 2: a clock against digits; 5 of the 10 pairs share the hour. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3 (top): any forms with AM/PM; 2 pairs cross noon and 1 is "Same". */
export const Step3: Story = { decorators: [atStep(3)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
