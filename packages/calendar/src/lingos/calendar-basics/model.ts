/**
 * Lingo 1-0, Calendar Basics (Learn): days make weeks, weeks make months, months make a year
 * (calendar.md). Five guided steps and a closing check of two questions, as a lesson model
 * built for today's date (the device's, which tests inject), with the pure rules of each
 * step: what a tap says and when the step is done.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import {
  addWeekdays,
  dayOfWeek,
  daysInMonth,
  monthWeeks,
  weekdays,
  type CalendarDate,
  type Month,
  type Weekday,
} from '../../model/dates';
import { monthName, weekdayName } from '../../model/names';

/** Ids of the Calendar Basics steps, in order. */
export const calendarBasicsStepIds = [
  'finish-day',
  'fill-week',
  'count-month',
  'round-year',
  'yesterday-tomorrow',
] as const;
/** One Calendar Basics step id. */
export type CalendarBasicsStepId = (typeof calendarBasicsStepIds)[number];

/** A guided step of Calendar Basics. */
export interface CalendarBasicsStep extends LessonStep {
  readonly id: CalendarBasicsStepId;
}

// ─── Steps 1–2: a day, then a week ───────────────────────────────────────────────────────

/** The week strip of steps 1–2 runs Sunday to Saturday, as weeks start on Sunday. */
export const weekOfBoxes: readonly Weekday[] = weekdays;

/** "1 day", "3 days". */
export const daysText = (count: number): string => (count === 1 ? '1 day' : `${count} days`);

/**
 * What a box says when it fills: its day's name and the count so far ("Tuesday, 3 days."),
 * and the seventh "Saturday, 7 days: one week!".
 */
export function weekBoxText(box: number): string {
  const day = weekdayName(weekOfBoxes[box] ?? 0);
  return box === 6 ? `${day}, 7 days: one week!` : `${day}, ${daysText(box + 1)}.`;
}

/** Step 1 is done: the moon tapped, the sun set, the first box filled. */
export const finishDayText = `The sun has set. One day is done. ${weekBoxText(0)}`;

/** What tapping a box of step 2 does: fills it (the next one in order) or says which is next. */
export function fillWeekTap(
  filled: number,
  box: number,
): { readonly filled: number; readonly said: string } {
  if (box < filled) return { filled, said: weekBoxText(box) };
  if (box === filled) return { filled: filled + 1, said: weekBoxText(box) };
  const next = weekdayName(weekOfBoxes[filled] ?? 0);
  return { filled, said: `The days go in order. Tap ${next} next.` };
}

// ─── Step 3: about four weeks make a month ───────────────────────────────────────────────

/** Where step 3 is: how many week rows are counted, and whether the last date was tapped. */
export interface CountMonthState {
  readonly rows: number;
  readonly lastTapped: boolean;
}

/** The week rows of a month page (4 to 6). */
export function monthRows(year: number, month: Month): number {
  return monthWeeks(year, month).length;
}

/** "This month has 30 days." */
export function monthLengthText(year: number, month: Month): string {
  return `This month has ${daysInMonth(year, month)} days.`;
}

/**
 * A tap on a date of step 3's grid: each row, top to bottom, says "Week 1", "Week 2" …; once
 * every row is counted, the last date says the month's real length and ends the step.
 */
export function countMonthTap(
  state: CountMonthState,
  date: CalendarDate,
  row: number,
): { readonly state: CountMonthState; readonly said: string; readonly done: boolean } {
  const total = monthRows(date.year, date.month);
  if (state.rows < total) {
    if (row === state.rows + 1) {
      const rows = state.rows + 1;
      const after = rows === total ? ' Now tap the last date of the month.' : '';
      return { state: { ...state, rows }, said: `Week ${rows}.${after}`, done: false };
    }
    if (row <= state.rows) return { state, said: `Week ${row}.`, done: false };
    return {
      state,
      said: `Count the weeks from the top. Tap a date in week ${state.rows + 1}.`,
      done: false,
    };
  }
  if (date.day === daysInMonth(date.year, date.month)) {
    return {
      state: { ...state, lastTapped: true },
      said: monthLengthText(date.year, date.month),
      done: true,
    };
  }
  return {
    state,
    said: `${monthName(date.month)} ${date.day}. Find the last date: the biggest number.`,
    done: false,
  };
}

// ─── Step 4: twelve months make a year ───────────────────────────────────────────────────

/** Where the pointer of step 4 is. */
export interface YearPointer {
  readonly month: Month;
  readonly year: number;
}

/**
 * The pointer after it moved one month (SeasonWheel reports each month it passes, in order):
 * going on from December to January adds a year (`yearChange` 1), going back takes one away.
 */
export function movePointer(pointer: YearPointer, to: Month, yearChange: -1 | 0 | 1): YearPointer {
  return { month: to, year: pointer.year + yearChange };
}

/** Step 4 is done when the pointer is back at January of the next year. */
export function yearRoundDone(start: YearPointer, pointer: YearPointer): boolean {
  return pointer.month === 1 && pointer.year === start.year + 1;
}

/** What the pointer says as it moves: "February 2026", and at the end a new year. */
export function pointerText(start: YearPointer, pointer: YearPointer): string {
  const where = `${monthName(pointer.month)} ${pointer.year}`;
  return yearRoundDone(start, pointer) ? `${where}. 12 months: a new year starts!` : `${where}.`;
}

// ─── Step 5 and the check: yesterday, today, tomorrow ────────────────────────────────────

/** "Wednesday. That is tomorrow." — what a tap on the strip of step 5 says. */
export function relationText(offset: number, day: Weekday): string {
  const name = weekdayName(day);
  switch (offset) {
    case -1:
      return `${name}. That is yesterday.`;
    case 0:
      return `${name}. That is today.`;
    case 1:
      return `${name}. That is tomorrow.`;
    default:
      return offset < 0
        ? `${name}. That is ${-offset} days before today.`
        : `${name}. That is ${offset} days after today.`;
  }
}

/** Where step 5 is: yesterday tapped, then tomorrow. */
export interface YesterdayTomorrowState {
  readonly yesterday: boolean;
  readonly tomorrow: boolean;
}

/**
 * A tap on step 5's strip (offset from today, −3 … 3): it says the day and what it is to
 * today; yesterday must be tapped first, then tomorrow.
 */
export function yesterdayTomorrowTap(
  state: YesterdayTomorrowState,
  offset: number,
  day: Weekday,
): { readonly state: YesterdayTomorrowState; readonly said: string; readonly done: boolean } {
  const said = relationText(offset, day);
  if (offset === -1) {
    const next = { ...state, yesterday: true };
    return { state: next, said: state.tomorrow ? said : `${said} Now tap tomorrow.`, done: false };
  }
  if (offset === 1) {
    if (!state.yesterday) return { state, said: `${said} First tap yesterday.`, done: false };
    return { state: { ...state, tomorrow: true }, said, done: true };
  }
  const want = state.yesterday ? 'tomorrow' : 'yesterday';
  return { state, said: `${said} Find ${want}, next to the star.`, done: false };
}

/** A card of the closing check: a number of days, or a box of the strip. */
export interface CalendarBasicsChoice extends LessonChoice {
  /** The card's text alternative, when its face is more than its label. */
  readonly ariaLabel?: string;
}

/** A replay of step 2 as a hint: the week counted again. */
const weekReplay = `Count the week again: ${weekdays
  .map((day, index) => `${weekdayName(day)} ${index + 1}`)
  .join(', ')}. Seven days make one week.`;

/** Step 5 replayed as a hint. */
const besideStar = 'Tomorrow is one day after today: the box just after the star.';

/** The prompts of the steps, built for today's date. */
export function calendarBasicsSteps(today: CalendarDate): readonly CalendarBasicsStep[] {
  const day = (offset: number) => weekdayName(addWeekdays(dayOfWeek(today), offset));
  return [
    {
      id: 'finish-day',
      prompt: 'A day goes from morning to night. Tap the moon to finish the day.',
    },
    {
      id: 'fill-week',
      prompt: 'Seven days make one week. Fill the rest of the week.',
    },
    {
      id: 'count-month',
      prompt:
        'About four weeks make a month. A month has 28 to 31 days. Tap each week, then the last date.',
    },
    {
      id: 'round-year',
      prompt:
        'Twelve months make one year. Then a new year starts. Move the pointer round to January.',
    },
    {
      id: 'yesterday-tomorrow',
      prompt: `Today is ${day(0)}. Yesterday was ${day(-1)}. Tomorrow will be ${day(1)}. Tap yesterday, then tomorrow.`,
    },
  ];
}

/**
 * Calendar Basics as a lesson model for today's date: the five steps, then the closing check
 * ("How many days are in one week?" 5, 7 or 12; "Today is Tuesday. Tap tomorrow." on a strip
 * with no day names). A wrong card's hint replays its step in words.
 */
export function calendarBasicsLesson(
  today: CalendarDate,
): LessonModel<CalendarBasicsStep, LessonQuestion<CalendarBasicsChoice>> {
  const todayName = weekdayName(dayOfWeek(today));
  return {
    steps: calendarBasicsSteps(today),
    check: [
      {
        id: 'days-in-week',
        prompt: 'How many days are in one week?',
        choices: [
          {
            value: '5',
            label: '5',
            hint: `5 is not the whole week. ${weekReplay}`,
          },
          { value: '7', label: '7', correct: true },
          {
            value: '12',
            label: '12',
            hint: `12 months make a year. ${weekReplay}`,
          },
        ],
      },
      {
        id: 'tap-tomorrow',
        prompt: `Today is ${todayName}. Tap tomorrow.`,
        choices: [
          {
            value: 'box-3',
            label: 'Box 3',
            hint: `Box 3 is just before the star: that was yesterday. ${besideStar}`,
          },
          {
            value: 'box-4',
            label: 'Box 4',
            ariaLabel: 'Box 4, with the star',
            hint: `Box 4 has the star: that is today. ${besideStar}`,
          },
          { value: 'box-5', label: 'Box 5', correct: true },
        ],
      },
    ],
  };
}
