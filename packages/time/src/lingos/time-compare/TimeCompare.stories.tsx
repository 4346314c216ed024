import { createProgressStore } from '@lingos/catalogue';
import { ProgressProvider } from '@lingos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import TimeCompare from './TimeCompare';

const meta = {
  title: 'Time/Lingos/Time Compare',
  component: TimeCompare,
  parameters: { layout: 'padded' },
  args: { seed: 3 },
} satisfies Meta<typeof TimeCompare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner at a step, kept in memory so the story never touches real progress. */
function AtStep({ step, children }: { readonly step: number; readonly children: ReactNode }) {
  const [store] = useState(() => {
    const memory = createProgressStore({ storage: null, target: null });
    memory.update('time', 'lingo-2-1', () => ({
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

const atStep = (step: number, lingo: ReactNode) => <AtStep step={step}>{lingo}</AtStep>;

/** Starts at the learner's saved step (step 1 for a new learner). Two clocks, o'clock and half past, both in the morning. */
export const Practice: Story = {};

/** Step 2: A clock against digits; half the pairs share the hour. */
export const Step2: Story = { render: (args) => atStep(2, <TimeCompare {...args} />) };

/** Step 3: Any two forms (clock, digits, words), with a "Same time" card. */
export const Step3: Story = { render: (args) => atStep(3, <TimeCompare {...args} />) };

/** Step 4: 12-hour times with AM/PM or a sky, across noon and the two halves of the day. */
export const Step4: Story = { render: (args) => atStep(4, <TimeCompare {...args} />) };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 13 } };

/** On a narrow screen. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <TimeCompare {...args} />
    </div>
  ),
};
