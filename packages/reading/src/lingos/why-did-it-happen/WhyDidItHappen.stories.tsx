import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import WhyDidItHappen from './WhyDidItHappen';

const atStep = learnerAtStep('reading', 'lingo-2-2');

const meta = {
  title: 'Reading/Lingos/Why Did It Happen?',
  component: WhyDidItHappen,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-2-2', seed: 3 },
} satisfies Meta<typeof WhyDidItHappen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: "Why did ___?" with because or so in the sentence, 2 cards. */
export const Practice: Story = {};

/** Step 2: cause and effect in different sentences, 3 cards. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: connect 3 causes to their 3 effects. */
export const Step3Match: Story = { decorators: [atStep(3)] };

/** Step 3 on a narrow phone screen (360 px). */
export const NarrowMatch: Story = { decorators: [atStep(3), narrowScreen] };
