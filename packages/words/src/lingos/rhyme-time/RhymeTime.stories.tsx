import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import RhymeTime from './RhymeTime';

const atStep = learnerAtStep('words', 'lingo-1-5');

const meta = {
  title: 'Words/Lingos/Rhyme Time',
  component: RhymeTime,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-1-5', seed: 2 },
} satisfies Meta<typeof RhymeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: "Do cat and hat rhyme?" Yes or No. */
export const Practice: Story = {};

/** Step 2: which of 2 pictures rhymes? */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: 3 pictures, one of them only starts like the word (the cat/cup trap). */
export const Step3SameFirstSound: Story = { decorators: [atStep(3)] };

/** Step 4: the odd one out among 4 (it alternates with matching 3 rhyming pairs). */
export const Step4OddOneOut: Story = { decorators: [atStep(4)] };

/** On a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [narrowScreen] };
