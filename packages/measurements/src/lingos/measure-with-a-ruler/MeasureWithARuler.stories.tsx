import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import MeasureWithARuler from './MeasureWithARuler';

const atStep = learnerAtStep('measurements', 'lingo-2-1');

const meta = {
  title: 'Measurements/Lingos/Measure with a Ruler',
  component: MeasureWithARuler,
  parameters: { layout: 'padded' },
  args: { conceptId: 'measurements', lingoId: 'lingo-2-1', seed: 7 },
} satisfies Meta<typeof MeasureWithARuler>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the ruler is lined up at 0; type the object's length (2–10 cm). */
export const Practice: Story = {};

/** Step 2: drag the ruler (or press the arrows) until its 0 meets the object's end, then read. */
export const LineUp: Story = { decorators: [atStep(2)] };

/** Step 2 with the ruler's 0 starting right of the object's end: the object sticks out. */
export const LineUpFromTheRight: Story = { args: { seed: 2 }, decorators: [atStep(2)] };

/** Step 3: stretch the ribbon from 0 to the target mark (drag, arrows, Shorter/Longer). */
export const Ribbon: Story = { decorators: [atStep(3)] };

/** Step 4: two objects from 0; how much longer is one than the other? */
export const HowMuchLonger: Story = { decorators: [atStep(4)] };

/** On a narrow screen: the 0–20 ruler fits without sideways scroll. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(2)] };
