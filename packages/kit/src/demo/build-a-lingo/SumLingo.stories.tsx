import type { Meta, StoryObj } from '@storybook/react-vite';
import { atStep } from '../../stories';
import SumLingo from './SumLingo';

const meta = {
  title: 'Kit/Build a Lingo/Sum',
  component: SumLingo,
  args: { conceptId: 'money', lingoId: 'lingo-2-1', seed: 1 },
} satisfies Meta<typeof SumLingo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learner at step 1: numbers up to 5. */
export const FirstStep: Story = { decorators: [atStep('money', 'lingo-2-1', 1)] };

/** A learner at the top step: numbers up to 20. */
export const TopStep: Story = { decorators: [atStep('money', 'lingo-2-1', 3)] };
