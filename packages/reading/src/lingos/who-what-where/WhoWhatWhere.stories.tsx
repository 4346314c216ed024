import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import WhoWhatWhere from './WhoWhatWhere';
import { whoWhatWhereModel } from './model';

const atStep = learnerAtStep('reading', 'lingo-1-1');

const meta = {
  title: 'Reading/Lingos/Who, What, Where',
  component: WhoWhatWhere,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-1-1', seed: 1 },
} satisfies Meta<typeof WhoWhatWhere>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the story read by itself, then a who or what question with 2 cards. */
export const StepOne: Story = {};

/** Step 2: who, what and where, 3 cards. */
export const StepTwo: Story = { decorators: [atStep(2)] };

/** Step 2, a wrong card: its own hint, then "Look here" after Try again. */
export const WrongCard: Story = {
  decorators: [atStep(2)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = whoWhatWhereModel.generate(2, createRng(deriveSeed(1, 0, 0)));
    const wrong = item.choices.find((choice) => !choice.correct);
    await userEvent.click(canvas.getByRole('radio', { name: wrong?.text ?? '' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  },
};

/** Step 3: a card, then "Tap the sentence that tells you." Both parts count. */
export const StepThree: Story = { decorators: [atStep(3)] };

/** On a narrow phone, at step 3. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(3)] };
