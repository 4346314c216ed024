import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { CalendarDate, Month } from '../../model/dates';
import { MonthGrid, type MonthGridProps } from './MonthGrid';

/** A grid that follows its own navigation and shows the date chosen, as a Lingo wires it. */
function Navigable(props: MonthGridProps) {
  const [shown, setShown] = useState<{ year: number; month: Month }>({
    year: props.year,
    month: props.month,
  });
  const [chosen, setChosen] = useState<CalendarDate | undefined>(props.selectedDate);
  return (
    <MonthGrid
      {...props}
      year={shown.year}
      month={shown.month}
      selectedDate={chosen}
      onSelectDate={(date) => {
        setChosen(date);
        props.onSelectDate?.(date);
      }}
      onMonthChange={(year, month) => {
        setShown({ year, month });
        props.onMonthChange?.(year, month);
      }}
    />
  );
}

/** 2-4: tap the next day to hop; each hop is a numbered arc, the newest drawn in. */
function Sleeps(props: MonthGridProps) {
  const start: CalendarDate = { year: 2026, month: 6, day: 16 };
  const [path, setPath] = useState<CalendarDate[]>([start, { ...start, day: 17 }]);
  return (
    <MonthGrid
      {...props}
      hops={path}
      onSelectDate={(date) => {
        setPath((current) => [...current, date]);
        props.onSelectDate?.(date);
      }}
    />
  );
}

/** 3-0: the bus starts on May 5; the flags wait in the tray. */
function Planning(props: MonthGridProps) {
  const [bus, setBus] = useState<CalendarDate | null>({ year: 2026, month: 5, day: 5 });
  const [flags, setFlags] = useState<CalendarDate | null>(null);
  return (
    <MonthGrid
      {...props}
      stickers={[
        {
          id: 'bus',
          picture: 'bus',
          name: 'school bus',
          shortName: 'Bus',
          date: bus,
          label: 'class trip',
        },
        { id: 'flags', picture: 'maple-leaf', name: 'flags', date: flags },
      ]}
      stickerNote={(sticker, date) => {
        if (sticker.id !== 'bus') return undefined;
        const weeks = (date.day - 5) / 7;
        return date.month === 5 && Number.isInteger(weeks) && weeks > 0
          ? `${weeks === 1 ? 'one week' : `${weeks} weeks`} after May 5`
          : undefined;
      }}
      onMoveSticker={(id, date) => (id === 'bus' ? setBus(date) : setFlags(date))}
    />
  );
}

/** A 320 px phone: the page's 16 px padding leaves the Lingo 288 px. */
const phone320: Decorator = (Story) => (
  <div style={{ width: 320, padding: '0 16px', boxSizing: 'border-box', outline: '1px dashed' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Calendar/MonthGrid',
  component: MonthGrid,
  args: {
    year: 2026,
    month: 10,
    today: { year: 2026, month: 10, day: 14 },
    onSelectDate: fn(),
  },
  argTypes: {
    month: { control: { type: 'range', min: 1, max: 12, step: 1 } },
    year: { control: { type: 'number', min: 1900, max: 2100 } },
    highlightColumn: { control: 'inline-radio', options: [undefined, 0, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof MonthGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** October 2026 (starts on a Thursday) with today starred; Thanksgiving reads on the 12th. */
export const Default: Story = {};

/** The month title and the column headers are buttons; Sunday's column is lit (lingo 2-0). */
export const ReadingAMonth: Story = {
  args: {
    today: undefined,
    onSelectTitle: fn(),
    onSelectHeader: fn(),
    highlightColumn: 0,
  },
};

/** Only the 1st shows its number (lingo 2-1 step 3): the rest read "Thursday, row 2, date hidden". */
export const HiddenNumbers: Story = {
  args: { year: 2026, month: 5, today: undefined, hiddenNumbers: (date) => date.day !== 1 },
};

/** Navigation between May and July 2026 (lingo 3-0): buttons, PageUp/PageDown, arrows past the ends. */
export const Navigation: Story = {
  args: {
    year: 2026,
    month: 5,
    today: undefined,
    minMonth: { year: 2026, month: 5 },
    maxMonth: { year: 2026, month: 7 },
    onMonthChange: fn(),
  },
  render: (args) => <Navigable {...args} />,
};

/** Today with its star and a goal with a balloon (lingo 2-4). */
export const TodayAndGoal: Story = {
  args: {
    year: 2026,
    month: 6,
    today: { year: 2026, month: 6, day: 16 },
    marks: { '2026-06-20': { picture: 'balloon', label: 'goal' } },
  },
};

/** A right answer, a wrong one and a lit hint. */
export const Tones: Story = {
  args: {
    today: undefined,
    marks: {
      '2026-10-09': { tone: 'right', label: 'right' },
      '2026-10-16': { tone: 'wrong', label: 'not this one' },
      '2026-10-02': { tone: 'highlighted' },
    },
  },
};

/** A sticker on a date and the date chosen. */
export const StickerAndSelection: Story = {
  args: {
    year: 2026,
    month: 5,
    today: undefined,
    marks: { '2026-05-19': { picture: 'bus', label: 'school bus: class trip' } },
    selectedDate: { year: 2026, month: 5, day: 11 },
  },
};

/** A leap February: 29 days in 2028. */
export const LeapFebruary: Story = { args: { year: 2028, month: 2, today: undefined } };

/** February 2026 fills exactly 4 rows; August 2026 needs 6. */
export const SixRows: Story = { args: { year: 2026, month: 8, today: undefined } };

/** Hop mode (lingo 2-4): from today to the goal, one tap a day. */
export const Hops: Story = {
  args: {
    year: 2026,
    month: 6,
    today: { year: 2026, month: 6, day: 16 },
    marks: { '2026-06-20': { picture: 'balloon', label: 'goal' } },
  },
  render: (args) => <Sleeps {...args} />,
};

/** Hops across a month end: the arc into the 1st comes in from the left. */
export const HopsIntoNextMonth: Story = {
  args: {
    year: 2026,
    month: 4,
    today: undefined,
    hops: [
      { year: 2026, month: 3, day: 30 },
      { year: 2026, month: 3, day: 31 },
      { year: 2026, month: 4, day: 1 },
      { year: 2026, month: 4, day: 2 },
      { year: 2026, month: 4, day: 3 },
    ],
  },
};

/** Stickers (lingo 3-0): drag, key (Space, arrows, Space) or tap the bus and the flags onto dates. */
export const Stickers: Story = {
  args: { year: 2026, month: 5, today: undefined },
  render: (args) => <Planning {...args} />,
};

/** A 320 px phone: the grid reaches into the page padding so each column stays 44 px. */
export const Phone320: Story = {
  args: { onSelectHeader: fn(), onMonthChange: fn() },
  decorators: [phone320],
};

/** Dark mode. */
export const Dark: Story = {
  args: { onSelectHeader: fn(), highlightColumn: 3 },
  globals: { dark: 'dark' },
};
