import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { WeekStrip } from './WeekStrip';
import { centredDates, centredWeek, weekFrom, type WeekStripBox } from './weekStripModel';

/** 1-0 step 2: tap the next empty box to fill the week, with the count. */
function Filling() {
  const [filled, setFilled] = useState(1);
  const boxes: WeekStripBox[] = weekFrom().map((box, index) => ({
    ...box,
    state: index < filled ? 'filled' : 'empty',
  }));
  return (
    <WeekStrip
      boxes={boxes}
      showCount
      onTapBox={(index) => setFilled(Math.max(filled, Math.min(index + 1, filled + 1)))}
    />
  );
}

const meta = {
  title: 'Calendar/WeekStrip',
  component: WeekStrip,
  args: { boxes: centredWeek(2) },
} satisfies Meta<typeof WeekStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week centred on today (Tuesday), starred. */
export const CentredOnToday: Story = {};

/** Tap yesterday or tomorrow (1-0 step 5, 1-2 step 1); read as the days around today. */
export const Tappable: Story = {
  args: { boxes: centredWeek(6), onTapBox: fn(), summary: 'centred' },
};

/** No day names: only the star and the dates (1-0's closing check). */
export const NoNames: Story = {
  args: {
    boxes: centredDates({ year: 2026, month: 10, day: 14 }),
    showNames: false,
    onTapBox: fn(),
  },
};

/** Real dates with names across a month end. */
export const Dates: Story = { args: { boxes: centredDates({ year: 2026, month: 10, day: 30 }) } };

/** An empty week filling box by box with the count (1-0 steps 1–2). */
export const FillTheWeek: Story = { render: () => <Filling /> };

/** Blanks for the child to fill, one chosen (1-1 step 4). */
export const Blanks: Story = {
  args: {
    boxes: weekFrom(5).map((box, index) =>
      index === 2 || index === 3 ? { ...box, state: 'blank' } : box,
    ),
    onTapBox: fn(),
    selectedIndex: 2,
  },
};

/** A right and a wrong box after a check. */
export const RightAndWrong: Story = {
  args: {
    boxes: weekFrom(0).map((box, index) =>
      index === 1 ? { ...box, tone: 'right' } : index === 4 ? { ...box, tone: 'wrong' } : box,
    ),
  },
};

/** Dark mode. */
export const Dark: Story = { args: { onTapBox: fn() }, globals: { dark: 'dark' } };
