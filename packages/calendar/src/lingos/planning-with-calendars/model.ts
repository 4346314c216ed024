/**
 * Lingo 3-0, Planning with Calendars (Learn): dates one and two weeks (14 days) later or
 * earlier, also into the next month, on a MonthGrid of May to July 2026. Five guided steps
 * and a closing check, as a lesson model with pure rules for each tap and sticker: the kit's
 * Learn lesson runs it; the view draws the month grid.
 */
import type {
  LessonChoice,
  LessonModel,
  LessonQuestion,
  LessonStep,
  PictureName,
} from '@lingos/kit';
import {
  daysBetween,
  dayOfWeek,
  sameDate,
  sameMonth,
  type CalendarDate,
  type Month,
} from '../../model/dates';
import { formatMonthDay, formatSpoken, monthName, monthYear, weekdayName } from '../../model/names';
import type { YearMonth } from '../../widgets/MonthGrid/monthGridModel';

/** The months the lesson's grid may show: May to July 2026 (calendar.md). */
export const planningFirstMonth: YearMonth = { year: 2026, month: 5 };
export const planningLastMonth: YearMonth = { year: 2026, month: 7 };

const day = (month: Month, dayOfMonth: number): CalendarDate => ({
  year: 2026,
  month,
  day: dayOfMonth,
});

/** Something already on the calendar: swimming on May 4, the day a book was borrowed. */
export interface PlannedEvent {
  readonly date: CalendarDate;
  readonly picture: PictureName;
  /** What the date's name adds: "swimming", "book borrowed". */
  readonly label: string;
}

/** A sticker the child puts on a date: the school bus, the flags. */
export interface Sticker {
  readonly picture: PictureName;
  /** Its name in a sentence: "school bus". */
  readonly name: string;
  /** Its name first in a sentence: "Bus". */
  readonly shortName: string;
  /** What it marks on the calendar: "class trip". */
  readonly event: string;
}

/** The ids of the five steps, in order. */
export const planningStepIds = [
  'swimming',
  'class-trip',
  'library-book',
  'next-month',
  'flags',
] as const;
/** One step id. */
export type PlanningStepId = (typeof planningStepIds)[number];

/** One guided step: the month shown first, what is on it, and the date to find. */
export interface PlanningStep extends LessonStep {
  readonly id: PlanningStepId;
  /** The month the grid opens on. */
  readonly opensOn: YearMonth;
  /** The date the plan counts from (one or two weeks before or after the target). */
  readonly from: CalendarDate;
  /** Already on the calendar. */
  readonly given: readonly PlannedEvent[];
  /** The date to find. */
  readonly target: CalendarDate;
  /** Tap the date, or put a sticker on it. */
  readonly action: 'tap' | 'sticker';
  readonly sticker?: Sticker;
  /** What the target reads once found: "next swimming day". */
  readonly targetLabel: string;
  /** Said when the step is done. */
  readonly done: string;
}

const bus: Sticker = {
  picture: 'bus',
  name: 'school bus',
  shortName: 'Bus',
  event: 'class trip',
};

// calendar.md draws Canada Day's flag 🇨🇦; the picture set has no flags, so the flags are the
// maple leaf and are named for what is drawn (kit's picture list says the same).
const flags: Sticker = {
  picture: 'maple-leaf',
  name: 'maple leaf flags',
  shortName: 'Flags',
  event: 'make flags',
};

/** The five steps of Planning with Calendars, prompts as calendar.md gives them. */
export const planningSteps: readonly PlanningStep[] = [
  {
    id: 'swimming',
    prompt:
      'One week later is the same day of the week, one row down. Swimming is on Monday, May 4. Tap the next swimming day.',
    opensOn: planningFirstMonth,
    from: day(5, 4),
    given: [{ date: day(5, 4), picture: 'person-swimming', label: 'swimming' }],
    target: day(5, 11),
    action: 'tap',
    targetLabel: 'swimming',
    done: 'Monday, May 11: one row down, the same day of the week. Swimming again!',
  },
  {
    id: 'class-trip',
    prompt:
      'Two weeks later is two rows down. The class trip is two weeks after Tuesday, May 5. Put the bus on the trip day.',
    opensOn: planningFirstMonth,
    from: day(5, 5),
    given: [{ date: day(5, 5), picture: 'round-pushpin', label: 'two weeks before the trip' }],
    target: day(5, 19),
    action: 'sticker',
    sticker: bus,
    targetLabel: 'class trip',
    done: 'Bus, on Tuesday, May 19: class trip. Two rows down, two weeks later.',
  },
  {
    id: 'library-book',
    prompt:
      'A library book is due in 14 days. 14 days is two weeks. You borrowed it on Thursday, May 7.',
    opensOn: planningFirstMonth,
    from: day(5, 7),
    given: [{ date: day(5, 7), picture: 'books', label: 'book borrowed' }],
    target: day(5, 21),
    action: 'tap',
    targetLabel: 'book due',
    done: 'Thursday, May 21: the book is due. 14 days, two rows down.',
  },
  {
    id: 'next-month',
    prompt:
      'Plans can go into the next month. You borrowed a book on Thursday, May 21. It is due in 14 days.',
    opensOn: planningFirstMonth,
    from: day(5, 21),
    given: [{ date: day(5, 21), picture: 'books', label: 'book borrowed' }],
    target: day(6, 4),
    action: 'tap',
    targetLabel: 'book due',
    done: 'Thursday, June 4: the book is due. One row down to May 28, then on into June.',
  },
  {
    id: 'flags',
    prompt: 'Count back to get ready. Canada Day is Wednesday, July 1. Make flags one week before.',
    opensOn: planningLastMonth,
    from: day(7, 1),
    given: [{ date: day(7, 1), picture: 'fireworks', label: 'Canada Day party' }],
    target: day(6, 24),
    action: 'sticker',
    sticker: flags,
    targetLabel: 'make flags',
    done: 'Flags, on Wednesday, June 24: one week before Canada Day.',
  },
];

/** A card of the closing check: a date. */
export interface PlanningChoice extends LessonChoice {
  readonly date: CalendarDate;
}

/** The closing check: the first day of soccer camp, two weeks after Monday, June 8. */
export interface PlanningQuestion extends LessonQuestion<PlanningChoice> {
  /** The month shown above the cards, with where the plan starts. */
  readonly month: YearMonth;
  readonly from: PlannedEvent;
}

/** The hint after a miss in the closing check (calendar.md). */
export const planningCheckHint = 'Two rows straight down.';

const dateCard = (date: CalendarDate, correct = false): PlanningChoice => ({
  value: `${date.month}-${date.day}`,
  label: formatSpoken(date),
  date,
  ...(correct ? { correct: true } : { hint: planningCheckHint }),
});

/** Planning with Calendars as a lesson model: the five steps, then the closing check. */
export const planningLesson = {
  steps: planningSteps,
  check: [
    {
      id: 'soccer-camp',
      prompt: 'Soccer camp starts two weeks after Monday, June 8. Tap the first day of camp.',
      month: { year: 2026, month: 6 },
      from: { date: day(6, 8), picture: 'soccer-ball', label: 'two weeks before camp' },
      // One week, two weeks (the answer) and three weeks later: each a row apart.
      choices: [dateCard(day(6, 15)), dateCard(day(6, 22), true), dateCard(day(6, 29))],
      hint: planningCheckHint,
    },
  ],
} satisfies LessonModel<PlanningStep, PlanningQuestion>;

// ---------------------------------------------------------------------------------------------
// Rules for a tap (or a sticker put down)

const weekWords = ['no weeks', 'one week', 'two weeks', 'three weeks', 'four weeks', 'five weeks'];
const rowWords = ['no rows', 'one row', 'two rows', 'three rows', 'four rows', 'five rows'];

/**
 * How a date stands to the plan's start: "one week after May 5", "two weeks before July 1",
 * "3 days after May 5", "the same day as May 5".
 */
export function relationText(from: CalendarDate, date: CalendarDate): string {
  const days = daysBetween(from, date);
  const side = days > 0 ? 'after' : 'before';
  const start = formatMonthDay(from);
  if (days === 0) return `the same day as ${start}`;
  const weeks = Math.abs(days) / 7;
  if (Number.isInteger(weeks) && weeks < weekWords.length) {
    return `${weekWords[weeks]} ${side} ${start}`;
  }
  const count = Math.abs(days);
  return `${count} ${count === 1 ? 'day' : 'days'} ${side} ${start}`;
}

/** What a tap on a date says, and whether it found the step's date. */
export interface TapResult {
  readonly correct: boolean;
  /** Said after the tap: the step's praise, or a hint naming the slip. */
  readonly message: string;
}

/**
 * The rule of a step's tap: right only on the target date. A wrong tap names the slip: another
 * day of the week ("Stay in the Monday column"), the start itself, one week where two were
 * asked (or three), the wrong way (up for later, down for earlier), or, in the month after,
 * a date reached without changing the page.
 */
export function checkPlanningTap(step: PlanningStep, tapped: CalendarDate): TapResult {
  if (sameDate(tapped, step.target)) return { correct: true, message: step.done };
  const weekday = weekdayName(dayOfWeek(step.target));
  const wanted = daysBetween(step.from, step.target) / 7;
  const down = wanted > 0;
  const rows = rowWords[Math.abs(wanted)] ?? `${Math.abs(wanted)} rows`;
  const way = `${rows} ${down ? 'down' : 'up'}`;
  if (dayOfWeek(tapped) !== dayOfWeek(step.target)) {
    return {
      correct: false,
      message: `Stay in the ${weekday} column: ${weekWords[Math.abs(wanted)] ?? 'weeks'} ${
        down ? 'later' : 'earlier'
      } is a ${weekday} too. Go ${way}.`,
    };
  }
  const tappedWeeks = daysBetween(step.from, tapped) / 7;
  if (tappedWeeks === 0) {
    return {
      correct: false,
      message: `That is ${formatMonthDay(step.from)}, the start. Go ${way}.`,
    };
  }
  if (Math.sign(tappedWeeks) !== Math.sign(wanted)) {
    return {
      correct: false,
      message: `${down ? 'Later is down' : 'Before is up'}: go ${way} from ${formatMonthDay(step.from)}.`,
    };
  }
  const otherMonth = !sameMonth(step.from, step.target);
  const onThePage = sameMonth(tapped, step.from);
  if (Math.abs(tappedWeeks) < Math.abs(wanted)) {
    const next = otherMonth && onThePage ? ` Then change to ${monthName(step.target.month)}.` : '';
    return {
      correct: false,
      message: `That is ${relationText(step.from, tapped)}. ${capitalize(
        weekWords[Math.abs(wanted)] ?? '',
      )} is ${way}.${next}`,
    };
  }
  return {
    correct: false,
    message: `That is ${relationText(step.from, tapped)}: too far. Go ${way} from ${formatMonthDay(
      step.from,
    )}.`,
  };
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentence said when a sticker lands: "Bus, on Tuesday, May 12: one week after May 5." */
export function stickerMoveText(sticker: Sticker, from: CalendarDate, date: CalendarDate): string {
  return `${sticker.shortName}, on ${formatSpoken(date)}: ${relationText(from, date)}.`;
}

/**
 * The grid's text alternative with its stickers: "Calendar for May 2026. Sticker: school bus,
 * on Tuesday, May 19: class trip."
 */
export function planningGridText(
  shown: YearMonth,
  stickers: readonly { readonly sticker: Sticker; readonly date: CalendarDate }[],
): string {
  const parts = [`Calendar for ${monthYear(shown.year, shown.month)}.`];
  for (const { sticker, date } of stickers) {
    parts.push(`Sticker: ${sticker.name}, on ${formatSpoken(date)}: ${sticker.event}.`);
  }
  return parts.join(' ');
}
