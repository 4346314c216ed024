import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import MagicE from './MagicE';

const atStep = learnerAtStep('words', 'lingo-2-3');

const meta = {
  title: 'Words/Lingos/Magic E',
  component: MagicE,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-2-3', seed: 3 },
} satisfies Meta<typeof MagicE>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the written word with its e in colour, and the two pictures of its pair. */
export const Practice: Story = {};

/** Step 2: the same without the coloured e. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 3: hear a word of a picture pair and build it; the tiles always hold an e. */
export const Step3Build: Story = { decorators: [atStep(3)] };

/** Step 4: no picture, the full pair list, the A–Z rack or typing. */
export const Step4Build: Story = { decorators: [atStep(4)] };

/** Hearing the word is a hint: the answer then counts as practice. */
export const HeardTheWord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Hear the word/ }));
  },
};

/** On a narrow phone. */
export const Narrow: Story = { decorators: [narrowScreen] };
