import { ChoiceGrid, SortBins } from '@lingos/kit';
import { narrowScreen, StoryProviders } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PictureCard, pictureChoice, pictureSortItem } from './PictureCard';

const meta = {
  title: 'Words/PictureCard',
  component: PictureCard,
  args: { entry: { word: 'bus', emoji: '🚌' }, onSpeak: fn() },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof PictureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture, its word in Andika, and a speaker: "Picture: a bus.". */
export const WithWord: Story = {};

/** Large, for the item's picture (1-2, 1-4). */
export const Large: Story = { args: { size: 'lg', entry: { word: 'cat', emoji: '🐱' } } };

/** The word hidden: the item tests reading or spelling (2-1 step 4); the speaker still says it. */
export const WordHidden: Story = {
  args: { entry: { word: 'ship', emoji: '🚢' }, showWord: false },
};

/** Silent: no speaker at all. */
export const Silent: Story = { args: { speaker: 'none' } };

/** A long word on a narrow screen. */
export const LongWord: Story = {
  args: { entry: { word: 'watermelon', emoji: '🍉' } },
  decorators: [narrowScreen],
};

function PictureChoices({ speak }: { readonly speak: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ChoiceGrid
      label="Which picture starts with the letter m?"
      options={[
        { word: 'moon', emoji: '🌙' },
        { word: 'sun', emoji: '☀️' },
        { word: 'bus', emoji: '🚌' },
      ].map((entry) => pictureChoice(entry, { speak }))}
      value={value}
      onChange={setValue}
      speakOnFocus={speak}
    />
  );
}

/** Choice cards (1-2 step 4): each says its word on keyboard focus or from its small speaker. */
export const InChoiceGrid: Story = { render: () => <PictureChoices speak /> };

/** Choice cards that stay silent, where hearing would give the answer away. */
export const InChoiceGridSilent: Story = { render: () => <PictureChoices speak={false} /> };

function PictureSort() {
  const [placement, setPlacement] = useState<Record<string, string | null>>({});
  return (
    <SortBins
      label="Sort by letter team"
      items={[
        { word: 'ship', emoji: '🚢' },
        { word: 'chick', emoji: '🐤' },
        { word: 'shell', emoji: '🐚' },
        { word: 'cheese', emoji: '🧀' },
      ].map((entry) => pictureSortItem(entry))}
      bins={[
        { id: 'sh', label: 'sh' },
        { id: 'ch', label: 'ch' },
      ]}
      placement={placement}
      onPlace={(itemId, binId) => setPlacement((previous) => ({ ...previous, [itemId]: binId }))}
    />
  );
}

/** Sort cards (2-1): the small speaker says the word without picking the card up. */
export const InSortBins: Story = { render: () => <PictureSort /> };
