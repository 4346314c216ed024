import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import BuildAWord from './BuildAWord';

const atStep = learnerAtStep('words', 'lingo-1-4');

const meta = {
  title: 'Words/Lingos/Build a Word',
  component: BuildAWord,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-1-4', seed: 4 },
} satisfies Meta<typeof BuildAWord>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: the picture, 3 slots and exactly its 3 tiles. */
export const Practice: Story = {};

/** Step 2: 5 tiles, one other vowel and one other consonant. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: 6 tiles with a neighbouring vowel and a mirror letter or sound-alike. */
export const Step3TargetedDistractors: Story = { decorators: [atStep(3)] };

/** Step 4: no picture, the word only heard; the full A–Z rack, or typing. */
export const Step4AtoZRack: Story = { decorators: [atStep(4)] };

/** On a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [narrowScreen] };

/** The A–Z rack on a narrow phone screen: the keys wrap in rows. */
export const NarrowRack: Story = { decorators: [atStep(4), narrowScreen] };
