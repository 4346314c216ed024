import { createProgressStore } from '@lingos/catalogue';
import { ProgressProvider } from '@lingos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import RealWorldTimeScenarios from './RealWorldTimeScenarios';

const meta = {
  title: 'Time/Lingos/Real-World Time Scenarios',
  component: RealWorldTimeScenarios,
  parameters: { layout: 'padded' },
  args: { seed: 3 },
} satisfies Meta<typeof RealWorldTimeScenarios>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner at a step, kept in memory so the story never touches real progress. */
function AtStep({ step, children }: { readonly step: number; readonly children: ReactNode }) {
  const [store] = useState(() => {
    const memory = createProgressStore({ storage: null, target: null });
    memory.update('time', 'lingo-2-6', () => ({
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

/** Starts at the learner's saved step (step 1 for a new learner). "When does it end?": pick one of 3 clocks. */
export const Practice: Story = {};

/** Step 2: End, start or how long, in quarter hours: the clock, the digits or the number pad. */
export const Step2: Story = { render: (args) => atStep(2, <RealWorldTimeScenarios {...args} />) };

/** Step 3: A decision: "Is there enough time?" (Yes/No) or "Who finishes first?". */
export const Step3: Story = { render: (args) => atStep(3, <RealWorldTimeScenarios {...args} />) };

/** Step 4: Two steps, with AM/PM: a chain of activities, or the next bus on a timetable. */
export const Step4: Story = { render: (args) => atStep(4, <RealWorldTimeScenarios {...args} />) };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 13 } };

/** On a narrow screen. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <RealWorldTimeScenarios {...args} />
    </div>
  ),
};
