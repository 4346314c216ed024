import { createProgressStore } from '@lingos/catalogue';
import { ProgressProvider } from '@lingos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import LookingForward from './LookingForward';

const meta = {
  title: 'Time/Lingos/Looking Forward',
  component: LookingForward,
  parameters: { layout: 'padded' },
  args: { seed: 8 },
} satisfies Meta<typeof LookingForward>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner at a step, kept in memory so the story never touches real progress. */
function AtStep({ step, children }: { readonly step: number; readonly children: ReactNode }) {
  const [store] = useState(() => {
    const memory = createProgressStore({ storage: null, target: null });
    memory.update('time', 'lingo-2-2', () => ({
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

/** Starts at the learner's saved step (step 1 for a new learner). O'clock starts plus whole hours or 30 minutes: pick one of 3 clocks. */
export const Practice: Story = {};

/** Step 2: Plus 15, 30 or 45 minutes or 1 hour: turn the clock (the ribbon turns it too). */
export const Step2: Story = { render: (args) => atStep(2, <LookingForward {...args} />) };

/** Step 3: 5-minute starts: the clock or the digits. */
export const Step3: Story = { render: (args) => atStep(3, <LookingForward {...args} />) };

/** Step 4: AM/PM: type the end in the digital clock; one item in 3 crosses noon. */
export const Step4: Story = { render: (args) => atStep(4, <LookingForward {...args} />) };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 18 } };

/** On a narrow screen. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <LookingForward {...args} />
    </div>
  ),
};
