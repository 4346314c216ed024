import { atStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import WordJobs from './WordJobs';

const meta = {
  title: 'Words/Lingos/Word Jobs',
  component: WordJobs,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-3-5', seed: 3 },
} satisfies Meta<typeof WordJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: naming and action words, with pictures where they exist. */
export const StepOne: Story = {};

/** Step 2: three bins, words only. */
export const StepTwo: Story = { decorators: [atStep('words', 'lingo-3-5', 2)] };

/** Step 3: tap the word with a job in a sentence; little words greyed. */
export const StepThree: Story = { decorators: [atStep('words', 'lingo-3-5', 3)] };

/** Step 4: every highlighted word of a sentence into its bin. */
export const StepFour: Story = { decorators: [atStep('words', 'lingo-3-5', 4)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen, atStep('words', 'lingo-3-5', 4)] };
