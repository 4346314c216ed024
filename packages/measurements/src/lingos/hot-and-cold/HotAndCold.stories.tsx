import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import HotAndCold from './HotAndCold';
import { generateHotCold, type HotColdTask } from './model';

const atStep = learnerAtStep('measurements', 'lingo-3-3');

/** The first seed whose first item at a step is of the kind a story shows. */
function seedWhere(step: number, test: (task: HotColdTask) => boolean): number {
  for (let seed = 1; seed < 500; seed += 1) {
    if (test(generateHotCold(step, createRng(deriveSeed(seed, 0, 0))).task)) return seed;
  }
  return 1;
}

const meta = {
  title: 'Measurements/Lingos/Hot and Cold',
  component: HotAndCold,
  parameters: { layout: 'padded' },
  args: { conceptId: 'measurements', lingoId: 'lingo-3-3', seed: 3 },
} satisfies Meta<typeof HotAndCold>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: marks and labels every 10 °C; read 0, 10, 20, 30 or 40 and type it. */
export const Practice: Story = {};

/** Step 2: marks every 5 °C, read and typed. */
export const Step2Read: Story = {
  args: { seed: seedWhere(2, (task) => task.kind === 'read') },
  decorators: [atStep(2)],
};

/** Step 2: "Make it 25 degrees.": drag the top of the red line, or arrow it one mark at a time. */
export const Step2Set: Story = {
  args: { seed: seedWhere(2, (task) => task.kind === 'set') },
  decorators: [atStep(2)],
};

/** Step 3: which temperature fits a scene; 3 cards at least 15 °C apart. */
export const Step3Scene: Story = { decorators: [atStep(3)] };

/** Step 4: below zero, read from 3 cards such as −15, −5 and 15. */
export const Step4Read: Story = {
  args: { seed: seedWhere(4, (task) => task.kind === 'read' && task.value < 0) },
  decorators: [atStep(4)],
};

/** Step 4: "Make it minus 10 degrees." */
export const Step4Set: Story = {
  args: { seed: seedWhere(4, (task) => task.kind === 'set' && task.value < 0) },
  decorators: [atStep(4)],
};

/** A wrong card for the snowman: the hint says why a snowman's day is below 0. */
export const SceneHint: Story = {
  args: {
    seed: seedWhere(3, (task) => task.kind === 'scene' && task.scene.object.id === 'snowman'),
  },
  decorators: [atStep(3)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wrong = canvas
      .getAllByRole('radio')
      .find((card) => card.getAttribute('aria-label') !== 'minus 5 degrees Celsius');
    if (!wrong) return;
    await userEvent.click(wrong);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  },
};

/** On a narrow phone. */
export const Narrow: Story = { decorators: [narrowScreen] };
