import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ChartsMapsAndRecipes from './ChartsMapsAndRecipes';
import { generateChartsItem, type ChartsItem } from './model';

const atStep = learnerAtStep('reading', 'lingo-3-5');

/** The first seed whose first item at `step` passes the test, so each story shows its kind. */
function seedFor(step: number, test: (item: ChartsItem) => boolean): number {
  for (let seed = 1; seed < 2000; seed += 1) {
    if (test(generateChartsItem(step, createRng(deriveSeed(seed, 0, 0))))) return seed;
  }
  return 1;
}

const meta = {
  title: 'Reading/Lingos/Charts, Maps and Recipes',
  component: ChartsMapsAndRecipes,
  parameters: { layout: 'padded' },
  args: { conceptId: 'reading', lingoId: 'lingo-3-5', seed: 1 },
} satisfies Meta<typeof ChartsMapsAndRecipes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the trail mix recipe, read by itself; 2 cards. */
export const Recipe: Story = {
  args: { seed: seedFor(1, (item) => item.passage.id === '3-5-a') },
};

/** Step 1: "Which symbol shows the washrooms?" with picture cards and the legend. */
export const MapSymbol: Story = {
  args: { seed: seedFor(1, (item) => item.question.id === 'symbol') },
};

/** Step 2: the bar chart, 3 cards. */
export const BarChart: Story = {
  args: { seed: seedFor(2, (item) => item.passage.id === '3-5-b') },
  decorators: [atStep(2)],
};

/** Step 3: map directions and routes; the arrow keys move the you-are-here marker. */
export const MapDirections: Story = {
  args: { seed: seedFor(3, (item) => item.passage.id === '3-5-c') },
  decorators: [atStep(3)],
};

/** Step 3 on a phone: the map, the legend and the cards with no sideways scroll. */
export const MapNarrow: Story = {
  args: { seed: seedFor(3, (item) => item.passage.id === '3-5-c') },
  decorators: [atStep(3), narrowScreen],
};
