import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import StoryPeopleAndPlaces from './StoryPeopleAndPlaces';

const atStep = learnerAtStep('reading', 'lingo-2-1');

const meta = {
  title: 'Reading/Lingos/Story People and Places',
  component: StoryPeopleAndPlaces,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-2-1', seed: 1 },
} satisfies Meta<typeof StoryPeopleAndPlaces>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the main character and the place, 2 cards, the story read by itself. */
export const StepOne: Story = {};

/** Step 2: the time or season from clues, a feeling from an action, 3 cards. */
export const StepTwo: Story = { decorators: [atStep(2)] };

/** Step 3: a trait word, then "Tap the sentence that shows it." */
export const StepThree: Story = { decorators: [atStep(3)] };

/** On a narrow phone, at step 3. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(3)] };
