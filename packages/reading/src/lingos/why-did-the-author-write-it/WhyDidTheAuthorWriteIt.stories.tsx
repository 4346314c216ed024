import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import WhyDidTheAuthorWriteIt from './WhyDidTheAuthorWriteIt';

const atStep = learnerAtStep('reading', 'lingo-3-4');

const meta = {
  title: 'Reading/Lingos/Why Did the Author Write It?',
  component: WhyDidTheAuthorWriteIt,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-3-4', seed: 1 },
} satisfies Meta<typeof WhyDidTheAuthorWriteIt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: entertain or inform, 2 purpose cards. */
export const StepOne: Story = {};

/** Step 2: all three purposes. */
export const StepTwo: Story = { decorators: [atStep(2)] };

/** Step 3: the purpose, then the words that show it, tapped in the text (tap-a-word). */
export const StepThree: Story = { decorators: [atStep(3)] };

/** On a narrow phone, at step 2. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(2)] };
