import { createProgressStore } from '@lingos/catalogue';
import { ProgressProvider } from '@lingos/kit';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import TimeZoneConverter from './TimeZoneConverter';

/** An in-memory learner at a difficulty step, so a story never touches real progress. */
function AtStep({ step, children }: { readonly step: number; readonly children: ReactNode }) {
  const [store] = useState(() => {
    const memory = createProgressStore({ storage: null, target: null });
    memory.update('time', 'lingo-3-3', () => ({
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
  title: 'Time/Lingos/Time Zone Converter',
  component: TimeZoneConverter,
  parameters: { layout: 'padded' },
  args: { seed: 4 },
} satisfies Meta<typeof TimeZoneConverter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: neighbouring zones, o’clock times, 3 cards: right, wrong direction, same time. */
export const Step1: Story = { decorators: [atStep(1)] };

/** Step 2: any two whole-hour cities, typed on the DigitalClock with AM/PM. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: St. John's and its half hour. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: any pair; across midnight it also asks yesterday, today or tomorrow. */
export const Step4: Story = { decorators: [atStep(4)] };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 11 } };

/** On a narrow screen. */
export const Narrow: Story = {
  decorators: [atStep(2)],
  render: (args) => (
    <div style={{ width: 360 }}>
      <TimeZoneConverter {...args} />
    </div>
  ),
};
