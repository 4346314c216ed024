/**
 * WeekStrip's rules as pure data: the boxes of a strip (usually the 7 days of a week), what
 * each box is called, the strip's text alternatives (calendar.md 1-0 and 1-2), the fill count
 * ("3 days", "7 days: one week!") and the words for days around today.
 */
import {
  addDays,
  addWeekdays,
  dayOfWeek,
  type CalendarDate,
  type Weekday,
} from '../../model/dates';
import { weekdayName } from '../../model/names';

/** What a box shows: a day (filled), nothing yet (empty), or a "?" for the child to fill (blank). */
export const weekStripBoxStates = ['filled', 'empty', 'blank'] as const;
/** A box's state. */
export type WeekStripBoxState = (typeof weekStripBoxStates)[number];

/** A box's mark after a check: right or wrong; or lit (a hint). */
export const weekStripTones = ['highlighted', 'right', 'wrong'] as const;
/** A box's tone. */
export type WeekStripTone = (typeof weekStripTones)[number];

/** One box of the strip. */
export interface WeekStripBox {
  /** The day of the week it stands for (shown and read when names are on). */
  readonly weekday?: Weekday;
  /** A number shown in the box: a date ("14") or a count. */
  readonly number?: number;
  /** Default 'filled'. */
  readonly state?: WeekStripBoxState;
  /** Today: a star, read "today". */
  readonly today?: boolean;
  readonly tone?: WeekStripTone;
  /** A Lingo's own words at the end of the box's name. */
  readonly label?: string;
}

/** What the box names and texts need besides the boxes. */
export interface WeekStripTextOptions {
  /** Day names shown and read (default true); off in 1-0's closing check. */
  readonly showNames?: boolean;
}

/** Whether a box is the middle one of an odd number of boxes (box 4 of 7). */
export function isMiddleBox(index: number, total: number): boolean {
  return total % 2 === 1 && index === (total - 1) / 2;
}

function stateOf(box: WeekStripBox): WeekStripBoxState {
  return box.state ?? 'filled';
}

function showsName(box: WeekStripBox, options: WeekStripTextOptions): boolean {
  return options.showNames !== false && stateOf(box) === 'filled' && box.weekday !== undefined;
}

/**
 * A box's name for screen readers, starting with what the box shows so that the words on
 * screen begin its name (WCAG 2.5.3: "Tue 13" is read "Tuesday 13, box 4, today"); a box
 * with nothing to read starts with its place: "Box 3, empty", "Box 2, blank". With names off,
 * "15, box 5", or "Box 5" when it shows no number.
 */
export function boxName(
  box: WeekStripBox,
  index: number,
  options: WeekStripTextOptions = {},
): string {
  const place = `box ${index + 1}`;
  const state = stateOf(box);
  const name = showsName(box, options) && box.weekday !== undefined ? weekdayName(box.weekday) : '';
  const number = state === 'filled' && box.number !== undefined ? String(box.number) : '';
  const shown = [name, number].filter(Boolean).join(' ');
  const parts = shown ? [shown, place] : [`Box ${index + 1}`];
  if (state === 'empty') parts.push('empty');
  else if (state === 'blank') parts.push('blank');
  if (box.today) parts.push('today');
  if (box.label) parts.push(box.label);
  return parts.join(', ');
}

/**
 * The strip in words, calendar.md 1-0: "Week strip, 7 boxes. Box 4, in the middle, Tuesday,
 * has a star: today." (no star: just the count of boxes, and how many are filled if any are empty).
 */
export function weekStripText(
  boxes: readonly WeekStripBox[],
  options: WeekStripTextOptions = {},
): string {
  const sentences = [`Week strip, ${boxes.length} ${boxes.length === 1 ? 'box' : 'boxes'}.`];
  const filled = boxes.filter((box) => stateOf(box) === 'filled').length;
  if (filled < boxes.length) sentences.push(`${filled} filled.`);
  boxes.forEach((box, index) => {
    if (!box.today) return;
    const parts = [`Box ${index + 1}`];
    if (isMiddleBox(index, boxes.length)) parts.push('in the middle');
    if (showsName(box, options) && box.weekday !== undefined) parts.push(weekdayName(box.weekday));
    sentences.push(`${parts.join(', ')}, has a star: today.`);
  });
  return sentences.join(' ');
}

function dayList(boxes: readonly WeekStripBox[]): string {
  return boxes
    .map((box) => (box.weekday === undefined ? 'blank' : weekdayName(box.weekday)))
    .join(', ');
}

/**
 * A strip centred on today in words, calendar.md 1-2: "Week strip. Middle, with a star: today,
 * Saturday. Before it: Wednesday, Thursday, Friday. After it: Sunday, Monday, Tuesday."
 * Falls back to {@link weekStripText} when no box is today or names are off.
 */
export function centredWeekText(
  boxes: readonly WeekStripBox[],
  options: WeekStripTextOptions = {},
): string {
  const todayIndex = boxes.findIndex((box) => box.today);
  const today = boxes[todayIndex];
  if (!today || today.weekday === undefined || options.showNames === false) {
    return weekStripText(boxes, options);
  }
  const where = isMiddleBox(todayIndex, boxes.length) ? 'Middle' : `Box ${todayIndex + 1}`;
  const sentences = [`Week strip. ${where}, with a star: today, ${weekdayName(today.weekday)}.`];
  const before = boxes.slice(0, todayIndex);
  const after = boxes.slice(todayIndex + 1);
  if (before.length > 0) sentences.push(`Before it: ${dayList(before)}.`);
  if (after.length > 0) sentences.push(`After it: ${dayList(after)}.`);
  return sentences.join(' ');
}

/** The fill count of 1-0 step 2: "1 day", "3 days", and at 7 "7 days: one week!". */
export function fillCountText(count: number): string {
  if (count === 7) return '7 days: one week!';
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** Boxes of `count` days (default 7) centred on today's day of the week, today starred. */
export function centredWeek(today: Weekday, count = 7): readonly WeekStripBox[] {
  const before = Math.floor(count / 2);
  return Array.from({ length: count }, (_, index) => ({
    weekday: addWeekdays(today, index - before),
    today: index === before,
  }));
}

/** Boxes of real dates (their numbers shown) centred on today's date, today starred. */
export function centredDates(today: CalendarDate, count = 7): readonly WeekStripBox[] {
  const before = Math.floor(count / 2);
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(today, index - before);
    return { weekday: dayOfWeek(date), number: date.day, today: index === before };
  });
}

/** The 7 days from a starting day of the week, in order (Sunday = 0 first by default). */
export function weekFrom(start: Weekday = 0, count = 7): readonly WeekStripBox[] {
  return Array.from({ length: count }, (_, index) => ({ weekday: addWeekdays(start, index) }));
}

/**
 * The words for a day a number of days from today: −2 "the day before yesterday", −1
 * "yesterday", 0 "today", 1 "tomorrow", 2 "the day after tomorrow"; undefined further away.
 */
export function relativeDayWord(offset: number): string | undefined {
  switch (offset) {
    case -2:
      return 'the day before yesterday';
    case -1:
      return 'yesterday';
    case 0:
      return 'today';
    case 1:
      return 'tomorrow';
    case 2:
      return 'the day after tomorrow';
    default:
      return undefined;
  }
}

/** What a tapped day says (calendar.md 1-0): "Wednesday. That is tomorrow." */
export function tappedDayText(weekday: Weekday, offsetFromToday: number): string {
  const word = relativeDayWord(offsetFromToday);
  const name = weekdayName(weekday);
  if (word === undefined) return `${name}.`;
  return offsetFromToday === 0 ? `${name}. That is today.` : `${name}. That is ${word}.`;
}
