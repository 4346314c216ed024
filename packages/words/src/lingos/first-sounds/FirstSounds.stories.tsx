import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import FirstSounds from './FirstSounds';

const atStep = learnerAtStep('words', 'lingo-1-2');

const meta = {
  title: 'Words/Lingos/First Sounds',
  component: FirstSounds,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-1-2', seed: 3 },
} satisfies Meta<typeof FirstSounds>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: 2 letters whose first sounds are far apart. */
export const Practice: Story = {};

/** Step 2: every consonant but q and x, 3 letters, never c with k. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: short-vowel words join in; 4 letters with one sound-alike. */
export const Step3SoundAlike: Story = { decorators: [atStep(3)] };

/** Step 4, reversed: which picture starts with the letter? Each card speaks on focus. */
export const Step4Reversed: Story = { decorators: [atStep(4)] };

/** On a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [narrowScreen] };
