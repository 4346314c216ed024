import { createProgressStore } from '@lingos/catalogue';
import { ProgressProvider } from '@lingos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import TimeComparisonSpeed from './TimeComparisonSpeed';

const meta = {
  title: 'Time/Lingos/Time Comparison Speed',
  component: TimeComparisonSpeed,
  parameters: { layout: 'padded' },
  args: { seed: 7 },
} satisfies Meta<typeof TimeComparisonSpeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner at a step, kept in memory so the story never touches real progress. */
function AtStep({ step, children }: { readonly step: number; readonly children: ReactNode }) {
  const [store] = useState(() => {
    const memory = createProgressStore({ storage: null, target: null });
    memory.update('time', 'lingo-2-5', () => ({
      status: 'practising',
      step,
      recent: [],
      streak: 0,
      bestTimes: {},
      updatedAt: 0,
    }));
    return memory;
  });
  return <ProgressProvider store={store}>{children}</ProgressProvider>;
}

/** A round of 10 pairs with the timer ("Hide timer" and "Timer off" always there). Step 1: digits against digits. */
export const Round: Story = {};

/** Step 2: a clock against digits; 5 of the 10 pairs share the hour. */
export const Step2: Story = {
  render: (args) => (
    <AtStep step={2}>
      <TimeComparisonSpeed {...args} />
    </AtStep>
  ),
};

/** Step 3 (top): any forms with AM/PM; 2 pairs cross noon and 1 is "Same". */
export const Step3: Story = {
  render: (args) => (
    <AtStep step={3}>
      <TimeComparisonSpeed {...args} />
    </AtStep>
  ),
};

/** On a narrow screen. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <TimeComparisonSpeed {...args} />
    </div>
  ),
};
