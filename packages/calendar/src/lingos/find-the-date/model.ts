/**
 * Lingo 2-1, Find the Date: hear a date and tap it on the month grid. Steps 1–2 show every
 * number, step 3 only the 1st (count on, or "one row down is 7 more"), step 4 puts the date in
 * the month before or after the one shown (change month with the arrows, then tap).
 */
import {
  numberWordCapitalized,
  type CheckResult,
  type PracticeItemBase,
  type PracticeModel,
  type Rng,
} from '@lingos/kit';
import {
  addDays,
  daysInMonth,
  dayOfWeek,
  sameDate,
  sameMonth,
  shiftMonth,
  weekOfMonthRow,
  type CalendarDate,
  type Month,
} from '../../model/dates';
import { formatMonthDay, formatSpoken, monthName, monthYear, weekdayName } from '../../model/names';

/** A month page: the year and the month. */
export interface MonthPage {
  readonly year: number;
  readonly month: Month;
}

/** A Find the Date item. */
export interface FindTheDateItem extends PracticeItemBase {
  readonly step: 1 | 2 | 3 | 4;
  /** The month the grid opens on. */
  readonly shown: MonthPage;
  /** The date to tap. */
  readonly target: CalendarDate;
  /** Step 3: only the 1st shows its number. */
  readonly hiddenNumbers: boolean;
  /** Step 4: the grid has "Previous month" and "Next month". */
  readonly navigation: boolean;
}

/** The answer: the date the child tapped. */
export type FindTheDateAnswer = CalendarDate;

/** calendar.md: generators pick a month from January 2024 to December 2035. */
export const firstMonth: MonthPage = { year: 2024, month: 1 };
/** The last month a generator picks. */
export const lastMonth: MonthPage = { year: 2035, month: 12 };
const monthCount = (lastMonth.year - firstMonth.year) * 12 + 12;

/** The month `index` months after January 2024. */
function monthAt(index: number): MonthPage {
  return shiftMonth(firstMonth.year, firstMonth.month, index);
}

/**
 * The hints of Find the Date. The digit swap, the wrong month and the wrong row are worded for
 * the item (the checker's `message`); these are their texts for calendar.md's examples.
 */
export const findTheDateHints = {
  'digit-swap': 'Twelve is a 1 then a 2. It comes right after 11.',
  'off-by-one': 'The 1st is already 1. Count on from it: 2, 3, 4. One row straight down is 7 more.',
  'count-on':
    'Start at the 1st and count on, box by box: 2, 3, 4. One row straight down is 7 more.',
  'wrong-month': 'Check the name at the top. Use the arrow to go to June.',
  default:
    'Dates go left to right, then on to the next row, like reading. Find the number you hear.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type FindTheDateMisconception = Exclude<keyof typeof findTheDateHints, 'default'>;

/** A day of the month in words, capitalized: 12 → "Twelve", 21 → "Twenty-one". */
export function dayWord(day: number): string {
  return numberWordCapitalized(day);
}

/** A two-digit day with its digits the other way round (12 → 21), or undefined (10, 11, 7). */
export function swappedDigits(day: number): number | undefined {
  if (day < 10 || day > 99) return undefined;
  const first = Math.floor(day / 10);
  const second = day % 10;
  if (second === 0 || first === second) return undefined;
  return second * 10 + first;
}

/** "Twelve is a 1 then a 2. It comes right after 11." for any two-digit day. */
export function digitSwapHint(day: number): string {
  return `${dayWord(day)} is a ${Math.floor(day / 10)} then a ${day % 10}. It comes right after ${day - 1}.`;
}

/** "Check the name at the top. Use the arrow to go to June." */
export function wrongMonthHint(month: Month): string {
  return `Check the name at the top. Use the arrow to go to ${monthName(month)}.`;
}

function clampStep(step: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
}

/** Generates a Find the Date item for a step (1–4). */
export function generateFindTheDate(step: number, rng: Rng): FindTheDateItem {
  const clamped = clampStep(step);
  let shown: MonthPage;
  let targetMonth: MonthPage;
  if (clamped === 4) {
    // The target's month and the month shown both lie in 2024–2035.
    const index = rng.int(0, monthCount - 1);
    const direction = index === 0 ? 1 : index === monthCount - 1 ? -1 : rng.pick([-1, 1] as const);
    shown = monthAt(index);
    targetMonth = monthAt(index + direction);
  } else {
    shown = monthAt(rng.int(0, monthCount - 1));
    targetMonth = shown;
  }
  const length = daysInMonth(targetMonth.year, targetMonth.month);
  const day = clamped === 1 ? rng.int(1, 15) : clamped === 3 ? rng.int(2, 21) : rng.int(1, length);
  const target: CalendarDate = { year: targetMonth.year, month: targetMonth.month, day };
  return {
    // Keyed by month and day: "Tap May 9." never comes twice in a row, whatever the year.
    key: `find:${target.month}-${target.day}`,
    prompt: `Tap ${formatMonthDay(target)}.`,
    step: clamped,
    shown,
    target,
    hiddenNumbers: clamped === 3,
    navigation: clamped === 4,
  };
}

/**
 * The answer rule: right only if the tapped date is exactly the target (year, month, day). A
 * miss names the wrong month (step 4), a day off by one when counting on (step 3), or the
 * digits the other way round (12 and 21) when the numbers show.
 */
export function checkFindTheDate(
  item: FindTheDateItem,
  answer: FindTheDateAnswer,
): CheckResult<FindTheDateMisconception> {
  const { target } = item;
  if (sameDate(answer, target)) return { correct: true };
  if (!sameMonth(answer, target)) {
    return {
      correct: false,
      misconception: 'wrong-month',
      message: wrongMonthHint(target.month),
    };
  }
  if (item.hiddenNumbers) {
    return {
      correct: false,
      misconception: Math.abs(answer.day - target.day) === 1 ? 'off-by-one' : 'count-on',
    };
  }
  if (swappedDigits(target.day) === answer.day) {
    return { correct: false, misconception: 'digit-swap', message: digitSwapHint(target.day) };
  }
  return { correct: false };
}

/** A worked-example step: its sentence, the month on the grid and the cells to light. */
export interface FindTheDateWorkedStep {
  readonly text: string;
  /** The month the grid shows during this step. */
  readonly page: MonthPage;
  /** The dates lit, in order. */
  readonly highlight: readonly CalendarDate[];
  /** The answer cell, marked right. */
  readonly answer?: CalendarDate;
}

/**
 * The worked example: (step 4: go to the month first,) start at the 1st, go straight down a
 * row for 7 more, count on to the date, and tap it.
 */
export function findTheDateWorkedExample(item: FindTheDateItem): readonly FindTheDateWorkedStep[] {
  const { target } = item;
  const page: MonthPage = { year: target.year, month: target.month };
  const first: CalendarDate = { ...page, day: 1 };
  const steps: FindTheDateWorkedStep[] = [];
  if (!sameMonth({ ...item.shown, day: 1 }, target)) {
    const later = target.year * 12 + target.month > item.shown.year * 12 + item.shown.month;
    steps.push({
      text: `The name at the top says ${monthYear(item.shown.year, item.shown.month)}. Press ${
        later ? 'Next month' : 'Previous month'
      } to go to ${monthName(target.month)}.`,
      page,
      highlight: [],
    });
  }
  steps.push({
    text: `Start at the 1st. It is a ${weekdayName(dayOfWeek(first))}, in row 1.`,
    page,
    highlight: [first],
  });
  // Straight down the 1st's column while a whole row fits before the date: 1, 8, 15 …
  const rowsDown = Math.floor((target.day - 1) / 7);
  const column = Array.from({ length: rowsDown + 1 }, (_unused, row) => addDays(first, row * 7));
  const from = column[column.length - 1] ?? first;
  if (rowsDown > 0) {
    steps.push({
      text: `One row straight down is 7 more: ${column.map((date) => date.day).join(', ')}.`,
      page,
      highlight: column,
    });
  }
  const counted = Array.from({ length: target.day - from.day + 1 }, (_unused, index) =>
    addDays(from, index),
  );
  if (counted.length > 1) {
    steps.push({
      text: `Count on from ${from.day}: ${counted
        .slice(1)
        .map((date) => date.day)
        .join(', ')}.`,
      page,
      highlight: counted,
    });
  }
  steps.push({
    text: `That is ${formatSpoken(target)}, in row ${weekOfMonthRow(target)}. Tap it.`,
    page,
    highlight: [target],
    answer: target,
  });
  return steps;
}

/** The model of Find the Date. */
export const findTheDateModel = {
  steps: 4,
  hints: findTheDateHints,
  generate: generateFindTheDate,
  check: checkFindTheDate,
  workedExample: findTheDateWorkedExample,
  describe(item: FindTheDateItem): string {
    return formatSpoken(item.target);
  },
} satisfies PracticeModel<FindTheDateItem, FindTheDateAnswer, FindTheDateMisconception>;

/**
 * What is said after a tap: "You tapped Thursday, May 14." With the numbers hidden (step 3) a
 * blank cell is named as the grid reads it, "You tapped Thursday, row 2.", so hearing the tap
 * does not do the counting on for the child.
 */
export function tappedText(date: CalendarDate, hidden = false): string {
  return hidden
    ? `You tapped ${weekdayName(dayOfWeek(date))}, row ${weekOfMonthRow(date)}.`
    : `You tapped ${formatSpoken(date)}.`;
}
