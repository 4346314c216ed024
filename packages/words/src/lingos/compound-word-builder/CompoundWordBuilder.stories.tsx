import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import CompoundWordBuilder from './CompoundWordBuilder';
import { generateCompound, type CompoundTask } from './model';

const atStep = learnerAtStep('words', 'lingo-3-1');

/** The first seed whose first item at `step` passes the test, so each story shows its kind. */
function seedFor(step: number, test: (task: CompoundTask) => boolean): number {
  for (let seed = 1; seed < 2000; seed += 1) {
    if (test(generateCompound(step, createRng(deriveSeed(seed, 0, 0))).task)) return seed;
  }
  return 1;
}

const meta = {
  title: 'Words/Lingos/Compound Word Builder',
  component: CompoundWordBuilder,
  parameters: { layout: 'padded' },
  args: { conceptId: 'words', lingoId: 'lingo-3-1', seed: 1 },
} satisfies Meta<typeof CompoundWordBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: "snow plus which word?" Three words; only one makes a compound. */
export const SecondWord: Story = {
  args: {
    seed: seedFor(1, (task) => task.kind === 'second' && task.compound.word === 'snowman'),
  },
};

/** Step 1 answered: the compound's picture and "snow plus man: snowman." */
export const Snapped: Story = {
  args: SecondWord.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'man' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  },
};

/** Step 1, a word that makes no real word: the "say it together" hint. */
export const NonWordHint: Story = {
  args: SecondWord.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wrong = canvas
      .getAllByRole('radio')
      .find((card) => card.getAttribute('aria-label') !== 'man');
    if (!wrong) return;
    await userEvent.click(wrong);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  },
};

/** Step 2: where do the two words join? "rain, then bow". */
export const Split: Story = { decorators: [atStep(2)] };

/** Step 3: 4 first words and 4 second words to join. */
export const Match: Story = { decorators: [atStep(3)] };

/** Step 4: "What is a doghouse?" */
export const Meaning: Story = {
  args: {
    seed: seedFor(4, (task) => task.kind === 'meaning' && task.compound.word === 'doghouse'),
  },
  decorators: [atStep(4)],
};

/** On a narrow phone. */
export const Narrow: Story = { decorators: [narrowScreen, atStep(3)] };
