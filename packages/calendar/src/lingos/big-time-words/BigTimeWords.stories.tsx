import { createRng, deriveSeed } from '@lingos/kit';
import { learnerAtStep, narrowScreen } from '@lingos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import BigTimeWords from './BigTimeWords';
import { generateBigTimeWords, type BigTimeWordsTask } from './model';

const atStep = learnerAtStep('calendar', 'lingo-3-1');

/** The first seed whose first item at `step` passes the test, so each story shows its kind. */
function seedFor(step: number, test: (task: BigTimeWordsTask) => boolean): number {
  for (let seed = 1; seed < 2000; seed += 1) {
    const item = generateBigTimeWords(step, createRng(deriveSeed(seed, 0, 0)));
    if (test(item.task)) return seed;
  }
  return 1;
}

const meta = {
  title: 'Calendar/Lingos/Big Time Words',
  component: BigTimeWords,
  parameters: { layout: 'padded' },
  args: { conceptId: 'calendar', lingoId: 'lingo-3-1', seed: 1 },
} satisfies Meta<typeof BigTimeWords>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 4 day cards into "Weekday" and "Weekend", checked as a whole. */
export const SortDays: Story = {
  args: { seed: seedFor(1, (task) => task.kind === 'sort' && task.mode === 'days') },
  decorators: [atStep(1)],
};

/** Step 1, the other sort: 4 event pictures into daily, weekly and once a year (annual). */
export const SortEvents: Story = {
  args: { seed: seedFor(1, (task) => task.kind === 'sort' && task.mode === 'events') },
  decorators: [atStep(1)],
};

/** Step 2: 3 time words matched to what they mean. */
export const MatchWords: Story = {
  args: { seed: seedFor(2, (task) => task.kind === 'match') },
  decorators: [atStep(2)],
};

/** Step 3: "Today is Thursday. What day is the day after tomorrow?" */
export const DayAfterTomorrow: Story = {
  args: { seed: seedFor(3, (task) => task.kind === 'two-days') },
  decorators: [atStep(3)],
};

/** Step 3: "Tap the date a fortnight after Monday, May 4." on the month grid. */
export const FortnightOnTheGrid: Story = {
  args: { seed: seedFor(3, (task) => task.kind === 'fortnight-date') },
  decorators: [atStep(3)],
};

/** Step 3: "Is Sunday a weekday or a weekend day?" */
export const WeekdayOrWeekend: Story = {
  args: { seed: seedFor(3, (task) => task.kind === 'weekday-or-weekend') },
  decorators: [atStep(3)],
};

/** Step 4: "Which is longer: a fortnight or 10 days?" */
export const WhichIsLonger: Story = {
  args: { seed: seedFor(4, (task) => task.kind === 'longer') },
  decorators: [atStep(4)],
};

/** Step 4: "How many years are in 2 decades?" on the number pad. */
export const YearsInDecades: Story = {
  args: { seed: seedFor(4, (task) => task.kind === 'years-in-decades') },
  decorators: [atStep(4)],
};

/** Step 4: "Is 2028 a leap year?" */
export const LeapYear: Story = {
  args: { seed: seedFor(4, (task) => task.kind === 'leap-year') },
  decorators: [atStep(4)],
};

/** The event sort on a narrow phone: the bins wrap. */
export const NarrowSort: Story = {
  args: SortEvents.args,
  decorators: [narrowScreen, atStep(1)],
};

/** The month grid on a narrow phone. */
export const NarrowGrid: Story = {
  args: FortnightOnTheGrid.args,
  decorators: [narrowScreen, atStep(3)],
};
