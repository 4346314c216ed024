import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import MainIdeaHunt from './MainIdeaHunt';

const atStep = learnerAtStep('reading', 'lingo-1-5');

const meta = {
  title: 'Reading/Lingos/Main Idea Hunt',
  component: MainIdeaHunt,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-1-5', seed: 1 },
} satisfies Meta<typeof MainIdeaHunt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: "What is this text mostly about?", the big idea first, 2 cards. */
export const StepOne: Story = {};

/** Step 2: 3 cards (big idea, detail, not in the text), then the balloon. */
export const StepTwo: Story = { decorators: [atStep(2)] };

/** Step 3: unstated big ideas, titles (the text shown without its title), added sentences. */
export const StepThree: Story = { decorators: [atStep(3)] };

/** On a narrow phone, at step 2. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(2)] };
