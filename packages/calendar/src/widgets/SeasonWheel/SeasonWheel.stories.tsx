import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { Month } from '../../model/dates';
import { SeasonWheel, type SeasonWheelCard } from './SeasonWheel';

/** 1-0 step 4: turn the pointer round; the year goes up past December. */
function YearRound() {
  const [state, setState] = useState<{ month: Month; year: number }>({ month: 10, year: 2026 });
  return (
    <SeasonWheel
      pointer={state.month}
      year={state.year}
      onPointerChange={(month, yearChange) =>
        setState((current) => ({ month, year: current.year + yearChange }))
      }
    />
  );
}

const cards: SeasonWheelCard[] = [
  { id: 'april', month: 4 },
  { id: 'august', month: 8 },
  { id: 'december', month: 12 },
];

/** 1-3 step 4: three blanks; drag (or tap) the month cards into them. */
function Blanks() {
  const [placement, setPlacement] = useState<Record<string, Month | null>>({});
  return (
    <SeasonWheel
      blanks={[4, 8, 12]}
      cards={cards}
      placement={placement}
      onPlaceCard={(card, place) => setPlacement((current) => ({ ...current, [card]: place }))}
    />
  );
}

const meta = {
  title: 'Calendar/SeasonWheel',
  component: SeasonWheel,
  args: { view: 'months' },
  argTypes: {
    view: { control: 'inline-radio', options: ['months', 'seasons', 'both'] },
    pointer: { control: { type: 'range', min: 1, max: 12, step: 1 } },
  },
} satisfies Meta<typeof SeasonWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 12 months round the ring, January at the top. */
export const Months: Story = {};

/** Four coloured quarters with their pictures and names, no month names (1-4 step 3). */
export const Seasons: Story = { args: { view: 'seasons' } };

/** Seasons and month names together (1-4 step 2). */
export const Both: Story = { args: { view: 'both' } };

/** A pointer to turn, with the year in the centre (1-0 step 4). */
export const Pointer: Story = { render: () => <YearRound /> };

/** A pointer that only shows a month. */
export const PointerDisplay: Story = {
  args: { view: 'both', pointer: 7, onPointerChange: undefined },
};

/** Blank places and month cards to drag or tap in (1-3 step 4). */
export const BlanksAndCards: Story = { render: () => <Blanks /> };

/** Cards placed and marked after a check. */
export const Marked: Story = {
  args: {
    blanks: [4, 8, 12],
    cards,
    placement: { april: 4, august: 12, december: 8 },
    cardMarks: { april: 'right', august: 'wrong', december: 'wrong' },
    onPlaceCard: fn(),
  },
};

/** Dark mode, seasons. */
export const Dark: Story = { args: { view: 'both' }, globals: { dark: 'dark' } };
