/**
 * Lingo 2-0, Reading a Month Grid (Learn): on one fixed page, October 2026 (it starts on a
 * Thursday), find the month's name, the 1st, a column's days, a date's day of the week (go
 * straight up) and the month's length (its last date). Then "Tap October 9." and a closing
 * check on ChoiceGrid. The kit's Learn lesson runs it; each step's goal is a pure reaction to
 * what the child taps on the grid.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import {
  dayOfWeek,
  daysInMonth,
  nthWeekdayOf,
  sameDate,
  type CalendarDate,
  type Month,
  type Weekday,
} from '../../model/dates';
import { formatMonthDay, formatSpoken, monthYear, weekdayName } from '../../model/names';
import { columnText } from '../../widgets/MonthGrid/monthGridModel';

/** The fixed example of calendar.md: October 2026, which starts on a Thursday. */
export const lessonPage = { year: 2026, month: 10 as Month } as const;

const on = (day: number): CalendarDate => ({ ...lessonPage, day });

/** Ids of the lesson's steps, in order. */
export const readingStepIds = [
  'month-name',
  'find-the-first',
  'sunday-column',
  'go-up',
  'last-date',
  'tap-october-9',
] as const;
/** One step id. */
export type ReadingStepId = (typeof readingStepIds)[number];

/** What the child did on the grid. */
export type GridEvent =
  | { readonly kind: 'title' }
  | { readonly kind: 'date'; readonly date: CalendarDate }
  | { readonly kind: 'header'; readonly weekday: Weekday };

/** What a step remembers between taps. */
export interface ReadingProgress {
  /** Step 4: the date tapped before going up (14 once found). */
  readonly picked?: CalendarDate;
  /** The column lit. */
  readonly column?: Weekday;
  /** The child has missed at least once (step 6 shows the column highlight again). */
  readonly missed: boolean;
}

/** The start of every step. */
export const startProgress: ReadingProgress = { missed: false };

/** How a step answers a tap: done with its sentence, something to say, or nothing. */
export interface ReadingReaction {
  readonly progress: ReadingProgress;
  /** The step is done; this is what the child hears. */
  readonly done?: string;
  /** Said now (the step goes on). */
  readonly say?: string;
}

/** One guided step: what is said, what the grid allows, and how it answers a tap. */
export interface ReadingStep extends LessonStep {
  readonly id: ReadingStepId;
  /** The column headers are buttons in this step. */
  readonly headers: boolean;
  /** The title is a button in this step. */
  readonly title: boolean;
  /** The step's goal. */
  react(progress: ReadingProgress, event: GridEvent): ReadingReaction;
}

/** The days of a column of the lesson's page, from the top: 4, 11, 18, 25. */
export function columnDays(weekday: Weekday, page = lessonPage): readonly number[] {
  const first = nthWeekdayOf(page.year, page.month, weekday, 1);
  const days: number[] = [];
  for (let day = first?.day ?? 1; day <= daysInMonth(page.year, page.month); day += 7) {
    days.push(day);
  }
  return days;
}

const SUNDAY: Weekday = 0;
const title = monthYear(lessonPage.year, lessonPage.month);
const first = on(1);
const fourteenth = on(14);
const last = on(daysInMonth(lessonPage.year, lessonPage.month));
const ninth = on(9);

/** "That is Tuesday, October 6." */
const thatIs = (date: CalendarDate): string => `That is ${formatSpoken(date)}.`;

/** The six steps: calendar.md's five, then "Tap October 9." (see the lesson's note). */
export const readingSteps: readonly ReadingStep[] = [
  {
    id: 'month-name',
    prompt: 'This page shows one month. Its name and year are at the top.',
    headers: false,
    title: true,
    react(progress, event) {
      if (event.kind === 'title') return { progress, done: `${title}.` };
      return { progress, say: 'The name of the month and its year are at the top. Tap them.' };
    },
  },
  {
    id: 'find-the-first',
    prompt: 'Each box is one day. The number is the date. Find the 1.',
    headers: false,
    title: false,
    react(progress, event) {
      if (event.kind === 'date' && sameDate(event.date, first)) {
        return {
          progress,
          done: `${formatMonthDay(first)} is a ${weekdayName(dayOfWeek(first))}. A month can start on any day of the week.`,
        };
      }
      if (event.kind !== 'date') return { progress };
      return { progress, say: `${thatIs(event.date)} Find the 1: the first box with a number.` };
    },
  },
  {
    id: 'sunday-column',
    prompt: 'Each column is one day of the week. Sunday is on the left.',
    headers: true,
    title: false,
    react(progress, event) {
      if (event.kind === 'header') {
        const next = { ...progress, column: event.weekday };
        if (event.weekday === SUNDAY) {
          return { progress: next, done: `${columnDays(SUNDAY).join(', ')}: all Sundays.` };
        }
        return {
          progress: next,
          say: `${columnText(lessonPage.year, lessonPage.month, event.weekday)} Sunday is on the left.`,
        };
      }
      if (event.kind !== 'date') return { progress };
      return {
        progress,
        say: `${thatIs(event.date)} Tap the name at the top of a column. Sunday is on the left.`,
      };
    },
  },
  {
    id: 'go-up',
    prompt: 'To find the day of the week for a date, go straight up to the top.',
    headers: true,
    title: false,
    react(progress, event) {
      if (event.kind === 'date') {
        if (sameDate(event.date, fourteenth)) {
          return {
            progress: { ...progress, picked: fourteenth },
            say: `${formatMonthDay(fourteenth)}. Now go straight up to the name at the top.`,
          };
        }
        return { progress, say: `${thatIs(event.date)} Find 14.` };
      }
      if (event.kind !== 'header') return { progress };
      if (!progress.picked) return { progress, say: 'First tap 14.' };
      const wednesday = dayOfWeek(fourteenth);
      if (event.weekday === wednesday) {
        return {
          progress: { ...progress, column: wednesday },
          done: `${formatMonthDay(fourteenth)} is a ${weekdayName(wednesday)}.`,
        };
      }
      return { progress, say: 'Go straight up from 14 to the name at the top.' };
    },
  },
  {
    id: 'last-date',
    prompt:
      'Dates go left to right, then on to the next row, like reading. The last date tells how many days the month has.',
    headers: false,
    title: false,
    react(progress, event) {
      if (event.kind !== 'date') return { progress };
      if (sameDate(event.date, last)) {
        return { progress, done: `October has ${last.day} days.` };
      }
      return {
        progress,
        say: `${thatIs(event.date)} Keep going, left to right and row by row, to the last date.`,
      };
    },
  },
  {
    id: 'tap-october-9',
    prompt: 'Tap October 9.',
    headers: false,
    title: false,
    react(progress, event) {
      if (event.kind !== 'date') return { progress };
      if (sameDate(event.date, ninth)) return { progress, done: `Yes! ${formatSpoken(ninth)}.` };
      // After a miss, step 4's column highlight is shown again: the 9's column, lit to the top.
      return {
        progress: { ...progress, missed: true, column: dayOfWeek(ninth) },
        say: `${thatIs(event.date)} Find the 9: it comes right after 8. Dates go left to right, like reading.`,
      };
    },
  },
];

/** A day-name card of the closing check. */
export interface ReadingChoice extends LessonChoice {
  readonly weekday: Weekday;
}

const twentieth = on(20);

const dayCard = (weekday: Weekday): ReadingChoice => ({
  value: weekdayName(weekday),
  label: weekdayName(weekday),
  weekday,
  ...(weekday === dayOfWeek(twentieth)
    ? { correct: true }
    : { hint: 'Go straight up from 20 to the name at the top.' }),
});

/** The date the closing question asks about; its column lights after a miss. */
export const checkDate = twentieth;

/**
 * Reading a Month Grid as a lesson model. calendar.md's closing check has two questions; the
 * first, "Tap October 9.", is a tap on the grid, which kit's check (ChoiceGrid only) cannot
 * take, so it is the sixth step: a wrong tap gives its hint, lights the column and the child
 * tries again, as in the check. The second is the check's ChoiceGrid question.
 */
export const readingAMonthGridLesson = {
  steps: readingSteps,
  check: [
    {
      id: 'day-of-october-20',
      prompt: 'What day of the week is October 20?',
      choices: ([1, 2, 3] as const).map(dayCard),
    },
  ],
} satisfies LessonModel<ReadingStep, LessonQuestion<ReadingChoice>>;
