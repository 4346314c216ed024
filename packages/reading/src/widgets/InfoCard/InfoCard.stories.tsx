import { narrowScreen, StoryProviders } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import readersToolbox from '../../data/lingo-3-0.json';
import chartsMapsRecipes from '../../data/lingo-3-5.json';
import { parsePassages } from '../../model/passages';
import { InfoCard } from './InfoCard';
import { parseInfoCard, type InfoCardData } from './infoCardModel';

function cardOf(raw: readonly { id: string; infoCard?: unknown }[], id: string): InfoCardData {
  const card = parseInfoCard(raw.find((entry) => entry.id === id)?.infoCard, id).card;
  if (!card) throw new Error(`No card in ${id}`);
  return card;
}

const [trailMixPassage, chartPassage, mapPassage] = parsePassages(
  chartsMapsRecipes,
  'lingo-3-5.json',
).passages;
const trailMix = cardOf(chartsMapsRecipes, '3-5-a');
const winterChart = cardOf(chartsMapsRecipes, '3-5-b');
const camp = cardOf(chartsMapsRecipes, '3-5-c');
const cocoa = cardOf(readersToolbox, '3-0-text-features');

const meta = {
  title: 'Reading/InfoCard',
  component: InfoCard,
  args: { card: trailMix, reading: trailMixPassage!, onChoosePart: fn() },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3-5 A: a recipe card; tap any part to hear it, or Read aloud to hear it all. */
export const Recipe: Story = {};

/** 3-5 B: a bar chart, its data table for screen readers. */
export const BarChart: Story = { args: { card: winterChart, reading: chartPassage! } };

/** 3-5 C: a grid map, north up; the arrow keys move the you-are-here marker. */
export const Map: Story = { args: { card: camp, reading: mapPassage! } };

/** A hint's "Look here": the ingredients of the dried fruit. */
export const LookHere: Story = { args: { lookHere: ['ingredient-2', 'ingredient-4'] } };

/** 3-0 step 5: tap the title, the ingredients list, step 2, the milk's amount. */
export const TapFeatures: Story = {
  args: { card: cocoa, reading: undefined, mode: 'tap-features' },
};

/** Tap-features after two taps: one right, one wrong, each in words and colour. */
export const TapFeaturesMarked: Story = {
  args: {
    card: cocoa,
    reading: undefined,
    mode: 'tap-features',
    marks: { title: 'correct', 'step-3': 'incorrect' },
  },
};

/** The map on a narrow phone: no sideways scroll. */
export const MapNarrow: Story = {
  args: { card: camp, reading: mapPassage! },
  decorators: [narrowScreen],
};

/** The chart on a narrow phone: the long label "building snow forts" wraps. */
export const BarChartNarrow: Story = {
  args: { card: winterChart, reading: chartPassage! },
  decorators: [narrowScreen],
};
