import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { generateWordFamilies, type WordFamiliesTask } from './model';
import WordFamilies from './WordFamilies';

const atStep = learnerAtStep('words', 'lingo-2-4');

/** The first seed whose first item at a step is of the kind a story shows. */
function seedWhere(step: number, test: (task: WordFamiliesTask) => boolean): number {
  for (let seed = 1; seed < 500; seed += 1) {
    if (test(generateWordFamilies(step, createRng(deriveSeed(seed, 0, 0))).task)) return seed;
  }
  return 1;
}

const meta = {
  title: 'Words/Lingos/Word Families',
  component: WordFamilies,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-2-4', seed: 3 },
} satisfies Meta<typeof WordFamilies>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the -at chunk, a picture, the word heard; 3 onset tiles. */
export const Practice: Story = {};

/** Step 2: eight families, 4 onset tiles, a picture only when the word has one. */
export const Step2: Story = { decorators: [atStep(2)] };

/** Step 2, a word without a picture: heard only. */
export const Step2NoPicture: Story = {
  args: { seed: seedWhere(2, (task) => task.kind === 'onset' && !task.picture) },
  decorators: [atStep(2)],
};

/** Step 3: six written words into their family bins. */
export const Step3Sort: Story = { decorators: [atStep(3)] };

/** Step 4: a ladder rung, "Change hop to top.", with blend and digraph tiles. */
export const Step4Ladder: Story = { decorators: [atStep(4)] };

/** A wrong onset: the tile slides back and the hint keeps the end. */
export const WrongOnset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const word = canvasElement.querySelector('[data-word]')?.getAttribute('data-word') ?? '';
    const tray = within(canvas.getByRole('region', { name: 'Tiles' }));
    const wrong = tray
      .getAllByRole('button')
      .find((tile) => !word.startsWith(tile.getAttribute('data-tile') ?? ''));
    if (!wrong) return;
    await userEvent.click(wrong);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  },
};

/** On a narrow phone. */
export const Narrow: Story = { decorators: [narrowScreen] };
