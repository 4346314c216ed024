import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import LongerHeavierHoldsMore from './LongerHeavierHoldsMore';

const atStep = learnerAtStep('measurements', 'lingo-1-1');

const meta = {
  title: 'Measurements/Lingos/Longer, Heavier, Holds More',
  component: LongerHeavierHoldsMore,
  parameters: { layout: 'padded' },
  args: { conceptId: 'measurements', lingoId: 'lingo-1-1', seed: 1 },
} satisfies Meta<typeof LongerHeavierHoldsMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: two lengths already lined up at the start line. "Which is longer?" */
export const Practice: Story = {};

/** Step 1: two objects standing on one line. "Which is taller?" */
export const Taller: Story = { args: { seed: 20 } };

/** Step 1: a scale already tipped. "Which is lighter?" */
export const ScaleTipped: Story = { args: { seed: 3 } };

/** Step 1: a pour already done. "Which holds less?" */
export const Poured: Story = { args: { seed: 2 } };

/** Step 2: starting ends apart; drag the objects or press "Line up". */
export const NotLinedUp: Story = { args: { seed: 1 }, decorators: [atStep(2)] };

/** Step 2: both objects wait in the tray; put them on the pans. */
export const LoadTheScale: Story = { args: { seed: 3 }, decorators: [atStep(2)] };

/** Step 2: press Pour to compare. */
export const PourToCompare: Story = { args: { seed: 5 }, decorators: [atStep(2)] };

/** Step 3: three lengths to line up and put in order. */
export const OrderLengths: Story = { args: { seed: 2 }, decorators: [atStep(3)] };

/** Step 3: three things to weigh two at a time and put in order, lightest first. */
export const OrderMasses: Story = { args: { seed: 1 }, decorators: [atStep(3)] };

/** Step 4: a big light thing against a small heavy one. */
export const BigButLight: Story = { args: { seed: 4 }, decorators: [atStep(4)] };

/** Step 4: a tall thin container against a short wide one. */
export const TallAndThin: Story = { args: { seed: 3 }, decorators: [atStep(4)] };

/** Step 4: "What are we finding out?" about two ribbons side by side. */
export const FindingOut: Story = { args: { seed: 5 }, decorators: [atStep(4)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(3)], args: { seed: 1 } };
