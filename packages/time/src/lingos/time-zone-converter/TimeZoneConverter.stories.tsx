import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TimeZoneConverter from './TimeZoneConverter';

const atStep = learnerAtStep('time', 'lingo-3-3');

const meta = {
  title: 'Time/Lingos/Time Zone Converter',
  component: TimeZoneConverter,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-3-3', seed: 4 },
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
  decorators: [narrowScreen, atStep(2)],
};
