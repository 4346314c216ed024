import { createProgressStore } from '@lingos/catalogue';
import { ProgressProvider } from '@lingos/kit';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import ElapsedTimeCalculator from './ElapsedTimeCalculator';

/** An in-memory learner at a difficulty step, so a story never touches real progress. */
function AtStep({ step, children }: { readonly step: number; readonly children: ReactNode }) {
  const [store] = useState(() => {
    const memory = createProgressStore({ storage: null, target: null });
    memory.update('time', 'lingo-3-4', () => ({
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

const atStep =
  (step: number): Decorator =>
  (Story) => (
    <AtStep step={step}>
      <Story />
    </AtStep>
  );

const meta = {
  title: 'Time/Lingos/Elapsed Time Calculator',
  component: ElapsedTimeCalculator,
  parameters: { layout: 'padded' },
  args: { seed: 6 },
} satisfies Meta<typeof ElapsedTimeCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: a duration across noon, on the half hour; NumberPad. */
export const Step1: Story = { decorators: [atStep(1)] };

/** Step 2: across noon, 5-minute times. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: across midnight (a night’s sleep, an overnight bus). */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: the duration, the end or the start, sometimes in 24-hour time. */
export const Step4: Story = { decorators: [atStep(4)] };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 13 } };

/** On a narrow screen. */
export const Narrow: Story = {
  decorators: [atStep(4)],
  render: (args) => (
    <div style={{ width: 360 }}>
      <ElapsedTimeCalculator {...args} />
    </div>
  ),
};
