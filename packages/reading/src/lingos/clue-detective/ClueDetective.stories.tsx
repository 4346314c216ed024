import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ClueDetective from './ClueDetective';

const atStep = learnerAtStep('reading', 'lingo-3-1');

const meta = {
  title: 'Reading/Lingos/Clue Detective',
  component: ClueDetective,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-3-1', seed: 2 },
} satisfies Meta<typeof ClueDetective>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new learner: 1–2 strong clues, 2 cards. */
export const Practice: Story = {};

/** Step 2: 3 cards, then one clue sentence to tap. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: feelings, reasons or time from several clues; 2 clue sentences to tap. */
export const Step3: Story = { decorators: [atStep(3)] };

/** Step 3 on a narrow phone screen (360 px). */
export const Narrow: Story = { decorators: [atStep(3), narrowScreen] };
