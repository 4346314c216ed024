import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RoundTimer } from './RoundTimer';

const meta = {
  title: 'Kit/RoundTimer',
  component: RoundTimer,
  args: { elapsedMs: 52000, hidden: false, off: false, onHiddenChange: fn(), onOffChange: fn() },
} satisfies Meta<typeof RoundTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The time shown, with both switches. */
export const Shown: Story = {};

/** Hidden: the time still counts, out of sight. */
export const Hidden: Story = { args: { hidden: true } };

/** Off: no time is counted or recorded. */
export const Off: Story = { args: { off: true } };
