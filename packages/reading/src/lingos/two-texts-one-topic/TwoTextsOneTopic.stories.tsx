import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TwoTextsOneTopic from './TwoTextsOneTopic';
import { generateTwoTexts, type TwoTextsItem } from './model';

const atStep = learnerAtStep('reading', 'lingo-3-2');

/** The first seed whose first item at `step` passes the test, so each story shows its kind. */
function seedFor(step: number, test: (item: TwoTextsItem) => boolean): number {
  for (let seed = 1; seed < 2000; seed += 1) {
    if (test(generateTwoTexts(step, createRng(deriveSeed(seed, 0, 0))))) return seed;
  }
  return 1;
}

const meta = {
  title: 'Reading/Lingos/Two Texts, One Topic',
  component: TwoTextsOneTopic,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-3-2', seed: 1 },
} satisfies Meta<typeof TwoTextsOneTopic>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: "Which text tells you…?" with 2 cards; Text 1 is read by itself. */
export const WhichText: Story = {
  args: { seed: seedFor(1, (item) => item.passage.id === '3-2-a') },
};

/** Step 2: the texts, then (after a question or two) a sort of 4 cards into the three bins. */
export const SortOfFour: Story = {
  args: { seed: seedFor(2, (item) => item.passage.id === '3-2-b') },
  decorators: [atStep(2)],
};

/** Step 3: "How are the texts different?" and the 6-card sort with the half card. */
export const Different: Story = {
  args: { seed: seedFor(3, (item) => item.question.id === 'different') },
  decorators: [atStep(3)],
};

/** A phone: Text 1 / Text 2 tabs above the cards. */
export const PhoneTabs: Story = {
  args: { seed: seedFor(1, (item) => item.passage.id === '3-2-c') },
  decorators: [narrowScreen],
};
