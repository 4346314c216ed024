import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import WordClues from './WordClues';

const atStep = learnerAtStep('reading', 'lingo-2-5');

const meta = {
  title: 'Reading/Lingos/Word Clues',
  component: WordClues,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-2-5', seed: 1 },
} satisfies Meta<typeof WordClues>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: a definition clue ("That means…"), 2 cards, the new word highlighted. */
export const StepOne: Story = {};

/** Step 2: the clue in a nearby sentence, 3 cards. */
export const StepTwo: Story = { decorators: [atStep(2)] };

/** Step 3: 4 cards, then "Tap the clue." */
export const StepThree: Story = { decorators: [atStep(3)] };

/** On a narrow phone, at step 3. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(3)] };
