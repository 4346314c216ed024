import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TimePuzzles from './TimePuzzles';

const atStep = learnerAtStep('time', 'lingo-3-1');

const meta = {
  title: 'Time/Lingos/Time Puzzles',
  component: TimePuzzles,
  parameters: { layout: 'padded' },
  args: { conceptId: 'time', lingoId: 'lingo-3-1', seed: 5 },
} satisfies Meta<typeof TimePuzzles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: riddles with 2 clues and clocks to choose from, or odd one out of 3 cards. */
export const Step1: Story = { decorators: [atStep(1)] };

/** Step 2: the broken clock (only the short hand) and units in half and quarter hours. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: riddles with 3 clues, one of them a jump, set on the clock; odd one out with words and 24-hour time. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: all types mixed, with AM/PM riddles and 24-hour against AM/PM. */
export const Step4: Story = { decorators: [atStep(4)] };

/** Another seed. */
export const AnotherSeed: Story = { args: { seed: 12 } };

/** On a narrow screen. */
export const Narrow: Story = {
  decorators: [narrowScreen, atStep(3)],
};
