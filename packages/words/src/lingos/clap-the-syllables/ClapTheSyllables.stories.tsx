import { atStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ClapTheSyllables from './ClapTheSyllables';

const meta = {
  title: 'Words/Lingos/Clap the Syllables',
  component: ClapTheSyllables,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-3-3', seed: 3 },
} satisfies Meta<typeof ClapTheSyllables>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 1 or 2 beats, 2 dot cards, the drum to clap along. */
export const StepOne: Story = {};

/** Step 3: 1 to 4 beats, 4 dot cards. */
export const StepThree: Story = { decorators: [atStep('words', 'lingo-3-3', 3)] };

/** Step 4: 6 words into the bins "1 beat" to "4 beats". */
export const StepFour: Story = { decorators: [atStep('words', 'lingo-3-3', 4)] };

/** On a narrow screen. */
export const Narrow: Story = { decorators: [narrowScreen, atStep('words', 'lingo-3-3', 3)] };
