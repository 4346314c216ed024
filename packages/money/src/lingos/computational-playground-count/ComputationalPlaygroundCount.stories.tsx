import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ComputationalPlaygroundCount from './ComputationalPlaygroundCount';

const atStep = learnerAtStep('money', 'lingo-2-1');

const meta = {
  title: 'Money/Lingos/Computational Playground (count)',
  component: ComputationalPlaygroundCount,
  parameters: { layout: 'padded' },
  args: { conceptId: 'money', lingoId: 'lingo-2-1', seed: 1 },
} satisfies Meta<typeof ComputationalPlaygroundCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: one kind of coin; pick the total on one of 3 cards. */
export const Practice: Story = {};

/** Step 2: two kinds of coin; the total in cents on the NumberPad. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: up to the loonie; cents or dollars, echoed in the other form. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 4: toonies too, unsorted, some King side up; dollars. */
export const Step4: Story = { decorators: [atStep(4)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen] };
