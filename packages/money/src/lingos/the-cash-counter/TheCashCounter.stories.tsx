import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TheCashCounter from './TheCashCounter';

const atStep = learnerAtStep('money', 'lingo-2-4');

const meta = {
  title: 'Money/Lingos/The Cash Counter',
  component: TheCashCounter,
  parameters: { layout: 'padded' },
  args: { conceptId: 'money', lingoId: 'lingo-2-4', seed: 6 },
} satisfies Meta<typeof TheCashCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: 2–5 bills of $5 and $10. */
export const Practice: Story = {};

/** Step 2: bills up to $20 with loonies and toonies, up to $100. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: bills and coins with cents; the tally sheet asks for each compartment first. */
export const Step3TallySheet: Story = { decorators: [atStep(3)] };

/** Step 4: up to $200; the tally sheet is a tool behind its button. */
export const Step4: Story = { decorators: [atStep(4)] };

/** On a narrow phone screen (360 px), with the tally sheet. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(3)] };
