import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import MainIdeaHunt from './MainIdeaHunt';
import { mainIdeaHuntModel } from './model';

const atStep = learnerAtStep('reading', 'lingo-1-5');

/** The first seed whose session opens at step 3 on a title sort (the run starts with it). */
const titleSortSeed =
  Array.from({ length: 500 }, (_, index) => index + 1).find(
    (seed) => mainIdeaHuntModel.generate(3, createRng(deriveSeed(seed, 0, 0))).titles !== null,
  ) ?? 1;

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

/**
 * Step 3, a title question: the text without its title, and its titles sorted into "Too big",
 * "Just right" and "Too small" on SortBins (drag, tap a title then a bin, or the keyboard).
 */
export const TitleSort: Story = { args: { seed: titleSortSeed }, decorators: [atStep(3)] };

/** The title sort on a narrow phone: the three bins stack. */
export const TitleSortNarrow: Story = {
  args: { seed: titleSortSeed },
  decorators: [narrowScreen, atStep(3)],
};

/** On a narrow phone, at step 2. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(2)] };
