import { createProgressStore } from '@lingos/catalogue';
import { ProgressProvider } from '@lingos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import DurationCalculator from './DurationCalculator';

const meta = {
  title: 'Time/Lingos/Duration Calculator',
  component: DurationCalculator,
  parameters: { layout: 'padded' },
  args: { seed: 1 },
} satisfies Meta<typeof DurationCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner at a step, kept in memory so the story never touches real progress. */
function AtStep({ step, children }: { readonly step: number; readonly children: ReactNode }) {
  const [store] = useState(() => {
    const memory = createProgressStore({ storage: null, target: null });
    memory.update('time', 'lingo-2-4', () => ({
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

/** Starts at the learner's saved step (step 1 for a new learner). Whole hours: pick one of 3 durations. */
export const Practice: Story = {};

/** Step 2: Quarter and half hours on the number pad (hours + minutes). */
export const Step2: Story = { render: (args) => atStep(2, <DurationCalculator {...args} />) };

/** Step 3: 5-minute times crossing 1 or 2 hour marks. */
export const Step3: Story = { render: (args) => atStep(3, <DurationCalculator {...args} />) };

/** Step 4: 1-minute times; most cross an hour (2:48 to 3:13). */
export const Step4: Story = { render: (args) => atStep(4, <DurationCalculator {...args} />) };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 11 } };

/** On a narrow screen. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <DurationCalculator {...args} />
    </div>
  ),
};
