/**
 * Lingo 2-2, Which Day of the Week?: read a date's day of the week from its column (3 day
 * cards, or tap a column header), and tap "the second Tuesday" or a Canadian holiday found by
 * its rule: the nth date in column D, counting from the 1st.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import {
  addWeekdays,
  dayOfWeek,
  daysInMonth,
  nthWeekdayOf,
  sameDate,
  shiftMonth,
  weekOfMonthRow,
  weekdayOrdinalOf,
  weekdays,
  type CalendarDate,
  type Month,
  type Weekday,
  type WeekdayOrdinal,
} from '../../model/dates';
import { holidayDate, holidayName, holidayRule, type HolidayId } from '../../model/holidays';
import {
  formatMonthDay,
  formatSpoken,
  monthName,
  ordinalNumber,
  ordinalWord,
  weekdayName,
} from '../../model/names';

/** The holidays of step 4: three tapped by their rule, Canada Day asked by its day. */
export const whichDayHolidays = [
  'thanksgiving',
  'family-day',
  'victoria-day',
  'canada-day',
] as const satisfies readonly HolidayId[];
/** A holiday of step 4. */
export type WhichDayHoliday = (typeof whichDayHolidays)[number];

/** "What day of the week is the 5th?": three day-name cards, or a column header. */
export interface DayOfDateTask {
  readonly kind: 'day-of-date';
  readonly date: CalendarDate;
  /** The three day-name cards, in week order (Sunday first). */
  readonly choices: readonly Weekday[];
  /** Canada Day, asked by its day of the week. */
  readonly holiday?: 'canada-day';
}

/** "Tap the second Tuesday." or a holiday by its rule: tap the date. */
export interface NthWeekdayTask {
  readonly kind: 'nth-weekday';
  readonly weekday: Weekday;
  readonly n: WeekdayOrdinal;
  /** The date to tap. */
  readonly target: CalendarDate;
  readonly holiday?: Exclude<WhichDayHoliday, 'canada-day'>;
}

/** What a Which Day of the Week? item asks. */
export type WhichDayTask = DayOfDateTask | NthWeekdayTask;

/** A Which Day of the Week? item: the month on the grid and the task. */
export interface WhichDayItem extends PracticeItemBase {
  readonly step: 1 | 2 | 3 | 4;
  readonly year: number;
  readonly month: Month;
  readonly task: WhichDayTask;
}

/** The answer: a day of the week (a card or a column header) or a tapped date. */
export type WhichDayAnswer =
  | { readonly kind: 'weekday'; readonly weekday: Weekday }
  | { readonly kind: 'date'; readonly date: CalendarDate };

/**
 * The hints of Which Day of the Week?. `rows-counted` is worded for the item's day (the
 * checker's `message`); this is its text for calendar.md's Monday.
 */
export const whichDayHints = {
  'rows-counted':
    'Count only the dates in the Monday column. The first Monday is the first date in that column, even if it is in row 2.',
  'wrong-column': 'Go straight up from the date to the name at the top.',
  'sunday-start':
    'This month does not start on a Sunday. Go straight up from the date to the name at the top.',
  'wrong-count': 'Count the dates in the column from the top: the first, the second, the third.',
  'not-last': 'The last one is the lowest date in its column.',
  'victoria-day': 'Find May 25. Then go back to the nearest Monday before it.',
  default: 'Go straight up from the date to the name at the top.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type WhichDayMisconception = Exclude<keyof typeof whichDayHints, 'default'>;

/** "Count only the dates in the Tuesday column. …" for any day of the week. */
export function rowsCountedHint(weekday: Weekday): string {
  const name = weekdayName(weekday);
  return `Count only the dates in the ${name} column. The first ${name} is the first date in that column, even if it is in row 2.`;
}

/** calendar.md: generators pick a month from January 2024 to December 2035. */
const monthCount = 12 * 12;

function monthAt(rng: Rng): { readonly year: number; readonly month: Month } {
  return shiftMonth(2024, 1, rng.int(0, monthCount - 1));
}

function clampStep(step: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
}

/** The days of the week with no date in the first row: the columns before the 1st. */
export function missingFromFirstRow(year: number, month: Month): readonly Weekday[] {
  return weekdays.slice(0, dayOfWeek({ year, month, day: 1 }));
}

/** The weekday a date would have if its month started on a Sunday (a likely misreading). */
export function sundayStartWeekday(date: CalendarDate): Weekday {
  return ((date.day - 1) % 7) as Weekday;
}

/**
 * The three cards: the right day, the day a month starting on Sunday would give (when it
 * differs), and a neighbouring column; in week order.
 */
export function dayChoices(date: CalendarDate, rng: Rng): readonly Weekday[] {
  const right = dayOfWeek(date);
  const sundayStart = sundayStartWeekday(date);
  const neighbours = rng.shuffle([addWeekdays(right, -1), addWeekdays(right, 1)]);
  const distractors =
    sundayStart !== right
      ? [sundayStart, ...neighbours.filter((weekday) => weekday !== sundayStart)].slice(0, 2)
      : neighbours;
  return [right, ...distractors].sort((a, b) => a - b);
}

function dayOfDateItem(
  step: 1 | 2 | 3 | 4,
  date: CalendarDate,
  rng: Rng,
  holiday?: 'canada-day',
): WhichDayItem {
  return {
    key: holiday ? `holiday:${holiday}:${date.year}` : `day:${date.month}-${date.day}`,
    prompt: holiday
      ? `What day of the week is ${holidayName(holiday)} in ${date.year}?`
      : `What day of the week is the ${ordinalNumber(date.day)}?`,
    step,
    year: date.year,
    month: date.month,
    task: {
      kind: 'day-of-date',
      date,
      choices: dayChoices(date, rng),
      ...(holiday ? { holiday } : {}),
    },
  };
}

function nthItem(
  step: 1 | 2 | 3 | 4,
  year: number,
  month: Month,
  weekday: Weekday,
  n: WeekdayOrdinal,
): WhichDayItem {
  const target = nthWeekdayOf(year, month, weekday, n) as CalendarDate;
  return {
    key: `nth:${month}:${weekday}:${n}`,
    prompt: `Tap the ${ordinalWord(n)} ${weekdayName(weekday)}.`,
    step,
    year,
    month,
    task: { kind: 'nth-weekday', weekday, n, target },
  };
}

const holidayPrompts: Readonly<Record<Exclude<WhichDayHoliday, 'canada-day'>, string>> = {
  thanksgiving: 'Thanksgiving is the second Monday of October. Tap it.',
  'family-day': 'Family Day is the third Monday of February. Tap it.',
  'victoria-day': 'Victoria Day is the Monday before May 25. Tap it.',
};

function holidayItem(holiday: WhichDayHoliday, year: number, rng: Rng): WhichDayItem {
  const date = holidayDate(holiday, year);
  if (holiday === 'canada-day') return dayOfDateItem(4, date, rng, 'canada-day');
  return {
    key: `holiday:${holiday}:${year}`,
    prompt: holidayPrompts[holiday],
    step: 4,
    year,
    month: date.month,
    task: {
      kind: 'nth-weekday',
      weekday: 1,
      // Victoria Day is the last Monday on or before May 24: the third or the fourth Monday.
      n: holiday === 'thanksgiving' ? 2 : holiday === 'family-day' ? 3 : weekdayOrdinalOf(date),
      target: date,
      holiday,
    },
  };
}

/** Generates a Which Day of the Week? item for a step (1–4). */
export function generateWhichDay(step: number, rng: Rng): WhichDayItem {
  const clamped = clampStep(step);
  const { year, month } = monthAt(rng);
  switch (clamped) {
    case 1:
      return dayOfDateItem(1, { year, month, day: rng.int(1, 7) }, rng);
    case 2:
      return dayOfDateItem(2, { year, month, day: rng.int(8, daysInMonth(year, month)) }, rng);
    case 3: {
      // Two items in three ask for a day missing from the first row (calendar.md: at least half).
      let page = { year, month };
      if (rng.int(1, 3) <= 2) {
        while (missingFromFirstRow(page.year, page.month).length === 0) page = monthAt(rng);
        const weekday = rng.pick(missingFromFirstRow(page.year, page.month));
        return nthItem(3, page.year, page.month, weekday, rng.pick([1, 2, 3] as const));
      }
      return nthItem(3, year, month, rng.pick(weekdays), rng.pick([1, 2, 3] as const));
    }
    default: {
      if (rng.int(1, 3) === 1) return holidayItem(rng.pick(whichDayHolidays), year, rng);
      return nthItem(4, year, month, rng.pick(weekdays), rng.pick([1, 2, 3, 4, 'last'] as const));
    }
  }
}

/** The right answer of an item: a day of the week, or the date to tap. */
export function whichDayAnswer(item: WhichDayItem): WhichDayAnswer {
  return item.task.kind === 'day-of-date'
    ? { kind: 'weekday', weekday: dayOfWeek(item.task.date) }
    : { kind: 'date', date: item.task.target };
}

/**
 * The answer rule. The day of a date is the header of its column; the nth D is the nth date
 * in column D counting from the 1st; Victoria Day is the last Monday on or before May 24.
 */
export function checkWhichDay(
  item: WhichDayItem,
  answer: WhichDayAnswer,
): CheckResult<WhichDayMisconception> {
  const { task } = item;
  if (task.kind === 'day-of-date') {
    if (answer.kind !== 'weekday') return { correct: false, misconception: 'wrong-column' };
    if (answer.weekday === dayOfWeek(task.date)) return { correct: true };
    return {
      correct: false,
      misconception:
        answer.weekday === sundayStartWeekday(task.date) ? 'sunday-start' : 'wrong-column',
    };
  }
  if (answer.kind !== 'date') return { correct: false, misconception: 'wrong-column' };
  const tapped = answer.date;
  if (sameDate(tapped, task.target)) return { correct: true };
  if (task.holiday === 'victoria-day') return { correct: false, misconception: 'victoria-day' };
  if (tapped.year !== item.year || tapped.month !== item.month) {
    return { correct: false, misconception: 'wrong-column' };
  }
  if (dayOfWeek(tapped) !== task.weekday) return { correct: false, misconception: 'wrong-column' };
  if (task.n === 'last') return { correct: false, misconception: 'not-last' };
  // Rows counted instead of dates in the column: the nth row, when the day is missing from row 1.
  if (weekOfMonthRow(tapped) === task.n && weekOfMonthRow(task.target) !== task.n) {
    return {
      correct: false,
      misconception: 'rows-counted',
      message: rowsCountedHint(task.weekday),
    };
  }
  return { correct: false, misconception: 'wrong-count' };
}

/** A worked-example step: its sentence and what the grid lights. */
export interface WhichDayWorkedStep {
  readonly text: string;
  /** Dates lit on the grid. */
  readonly highlight: readonly CalendarDate[];
  /** A column lit from its header. */
  readonly column?: Weekday;
  /** The answer, marked right: a date or a column. */
  readonly answer?: WhichDayAnswer;
}

/** The dates of a day of the week in a month, from the top: 5, 12, 19, 26. */
export function columnDates(year: number, month: Month, weekday: Weekday): readonly CalendarDate[] {
  const first = nthWeekdayOf(year, month, weekday, 1) as CalendarDate;
  const dates: CalendarDate[] = [];
  for (let day = first.day; day <= daysInMonth(year, month); day += 7) {
    dates.push({ year, month, day });
  }
  return dates;
}

/** What is said after a date is tapped for an nth item: "Monday, October 12: the second Monday." */
export function nthTappedText(date: CalendarDate, n?: WeekdayOrdinal): string {
  const ordinal: WeekdayOrdinal =
    n === 'last' && date.day + 7 > daysInMonth(date.year, date.month)
      ? 'last'
      : weekdayOrdinalOf(date);
  return `${formatSpoken(date)}: the ${ordinalWord(ordinal)} ${weekdayName(dayOfWeek(date))}.`;
}

/** The worked example: find the date or the column, go up or count down it, and answer. */
export function whichDayWorkedExample(item: WhichDayItem): readonly WhichDayWorkedStep[] {
  const { task } = item;
  if (task.kind === 'day-of-date') {
    const { date } = task;
    const weekday = dayOfWeek(date);
    const name = task.holiday
      ? `${holidayName(task.holiday)}, ${formatMonthDay(date)},`
      : `The ${ordinalNumber(date.day)}`;
    return [
      {
        text: task.holiday
          ? `${holidayName(task.holiday)} is ${formatMonthDay(date)}. Find the 1 on the ${monthName(date.month)} ${date.year} page.`
          : `Find the ${ordinalNumber(date.day)}. It is in row ${weekOfMonthRow(date)}.`,
        highlight: [date],
      },
      {
        text: 'Go straight up from the date to the name at the top.',
        highlight: [date],
        column: weekday,
      },
      {
        text: `${name} is a ${weekdayName(weekday)}.`,
        highlight: [date],
        column: weekday,
        answer: { kind: 'weekday', weekday },
      },
    ];
  }
  const { weekday, target } = task;
  const name = weekdayName(weekday);
  if (task.holiday === 'victoria-day') {
    const may25: CalendarDate = { year: item.year, month: 5, day: 25 };
    return [
      { text: 'Victoria Day is the Monday before May 25. Find May 25.', highlight: [may25] },
      {
        text: `Go back to the nearest Monday before it: ${formatMonthDay(target)}.`,
        highlight: [target, may25],
        column: 1,
      },
      {
        text: `Victoria Day is ${formatSpoken(target)}. Tap it.`,
        highlight: [target],
        answer: { kind: 'date', date: target },
      },
    ];
  }
  const column = columnDates(item.year, item.month, weekday);
  const upTo = column.filter((date) => date.day <= target.day);
  const counted =
    task.n === 'last'
      ? `The lowest date in it is the last ${name}: ${target.day}.`
      : `Count the dates in it from the top: ${upTo
          .map((date, index) => `${date.day} is the ${ordinalWord((index + 1) as WeekdayOrdinal)}`)
          .join(', ')}.`;
  return [
    {
      text: `${task.holiday ? `${holidayName(task.holiday)} is ${holidayRule(task.holiday)}. ` : ''}Find the ${name} column. Its name is at the top.`,
      highlight: [],
      column: weekday,
    },
    { text: counted, highlight: upTo, column: weekday },
    {
      text: `${formatSpoken(target)}: the ${ordinalWord(task.n)} ${name}. Tap it.`,
      highlight: [target],
      answer: { kind: 'date', date: target },
    },
  ];
}

/** The answer in words, said after the child answers. */
export function describeWhichDay(item: WhichDayItem): string {
  const { task } = item;
  if (task.kind === 'day-of-date') {
    const subject = task.holiday
      ? `${holidayName(task.holiday)}, ${formatMonthDay(task.date)}, ${task.date.year},`
      : `The ${ordinalNumber(task.date.day)}`;
    return `${subject} is a ${weekdayName(dayOfWeek(task.date))}.`;
  }
  const answer = `${formatSpoken(task.target)}: the ${ordinalWord(task.n)} ${weekdayName(task.weekday)}.`;
  return task.holiday ? `${holidayName(task.holiday)} is ${answer}` : answer;
}

/** The model of Which Day of the Week?. */
export const whichDayModel = {
  steps: 4,
  hints: whichDayHints,
  generate: generateWhichDay,
  check: checkWhichDay,
  workedExample: whichDayWorkedExample,
  describe: describeWhichDay,
} satisfies PracticeModel<WhichDayItem, WhichDayAnswer, WhichDayMisconception>;
