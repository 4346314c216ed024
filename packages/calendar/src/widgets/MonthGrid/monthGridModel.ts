/**
 * MonthGrid's rules as pure data: the cells of a month page with their spoken names, where
 * the keyboard goes (calendar.md, "MonthGrid accessibility": arrows move a day or a week,
 * Home/End to the ends of the week row, PageUp/PageDown a month), and the grid's texts.
 * In-month moves come from kit's roving model (a 2-D grid of 7 columns whose padding cells
 * cannot take focus); moves past the first or last date cross into the next month only when
 * the Lingo allows navigation.
 */
import { nextRovingIndex, type PictureName, type RovingKey } from '@lingos/kit';
import {
  addDays,
  addMonths,
  dateKey,
  dayOfWeek,
  daysInMonth,
  monthWeeks,
  sameDate,
  sameMonth,
  weekOfMonthRow,
  type CalendarDate,
  type Month,
  type Weekday,
} from '../../model/dates';
import { holidaysOn } from '../../model/holidays';
import { formatFull, monthYear, weekdayName, weekdayNames } from '../../model/names';

/** A month of a year: what a month page shows. */
export interface YearMonth {
  readonly year: number;
  readonly month: Month;
}

/** The colours a date can be marked with: lit (a hint, a column), right, wrong. */
export const markTones = ['highlighted', 'right', 'wrong'] as const;
/** A mark's colour. */
export type MarkTone = (typeof markTones)[number];

/** Something shown on a date: a picture (star, balloon, sticker) with its spoken label, a tone. */
export interface DateMark {
  /** A picture drawn in the cell (kit Picture name: 'star', 'balloon', 'bus'). */
  readonly picture?: PictureName;
  /** What the cell's name adds for it: "goal", "school bus: class trip". */
  readonly label?: string;
  /** The cell's colour: highlighted, right or wrong. */
  readonly tone?: MarkTone;
}

/** Marks by date key ("2026-10-14"): one mark or several. */
export type DateMarks = Readonly<Record<string, DateMark | readonly DateMark[]>>;

/** The mark today gets: a star, read "today". */
export const todayMark: DateMark = { picture: 'star', label: 'today' };

/** Where the grid's focus is: a date, or a column header (when headers are buttons). */
export type GridPosition =
  | { readonly kind: 'date'; readonly date: CalendarDate }
  | { readonly kind: 'header'; readonly weekday: Weekday };

/** What a move needs to know about the grid. */
export interface GridMoveContext extends YearMonth {
  /** The column headers are buttons: Up from the top date of a column reaches its header. */
  readonly headers?: boolean;
  /** Moving past the month (or PageUp/PageDown) may change the month shown. */
  readonly navigation?: boolean;
  /** The earliest month navigation may show. */
  readonly min?: YearMonth;
  /** The latest month navigation may show. */
  readonly max?: YearMonth;
}

/** Months ordered: negative when `a` is earlier. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year - b.year || a.month - b.month;
}

/** Whether a month lies within optional bounds (inclusive). */
export function isMonthWithin(target: YearMonth, min?: YearMonth, max?: YearMonth): boolean {
  if (min && compareMonths(target, min) < 0) return false;
  if (max && compareMonths(target, max) > 0) return false;
  return true;
}

/** Whether navigation may show the month before (−1) or after (+1) the one shown. */
export function canShowMonth(context: GridMoveContext, direction: -1 | 1): boolean {
  if (context.navigation !== true) return false;
  const target = addMonths({ year: context.year, month: context.month, day: 1 }, direction);
  return isMonthWithin(target, context.min, context.max);
}

function isArrow(key: string): key is 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

const arrowDays = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 } as const;

/** The month's cells in reading order (padding included) and the indices that cannot take focus. */
function gridShape(year: number, month: Month) {
  const cells = monthWeeks(year, month).flat();
  const disabled = cells.flatMap((cell, index) => (cell ? [] : [index]));
  return { cells, disabled };
}

function moveFromHeader(weekday: Weekday, key: RovingKey, context: GridMoveContext): GridPosition {
  if (key.key === 'ArrowDown') {
    const lead = dayOfWeek({ year: context.year, month: context.month, day: 1 });
    const day = 1 + ((weekday - lead + 7) % 7);
    return { kind: 'date', date: { year: context.year, month: context.month, day } };
  }
  const next = nextRovingIndex(weekday, key, { count: 7, orientation: 'horizontal' });
  return { kind: 'header', weekday: (next ?? weekday) as Weekday };
}

/**
 * Where focus goes for a key: a date (maybe in the month before or after, when navigation
 * allows it), a header, the same place when the key is handled but there is nowhere to go,
 * or undefined when the key is not a move (leave it to the page).
 */
export function monthGridMove(
  position: GridPosition,
  input: RovingKey | string,
  context: GridMoveContext,
): GridPosition | undefined {
  const key = typeof input === 'string' ? { key: input } : input;
  const handled = isArrow(key.key) || ['Home', 'End', 'PageUp', 'PageDown'].includes(key.key);
  if (!handled) return undefined;
  if (position.kind === 'header') {
    if (key.key === 'ArrowUp' || key.key === 'PageUp' || key.key === 'PageDown') return position;
    return moveFromHeader(position.weekday, key, context);
  }
  const { date } = position;
  if (key.key === 'PageUp' || key.key === 'PageDown') {
    const direction = key.key === 'PageUp' ? -1 : 1;
    return canShowMonth(context, direction)
      ? { kind: 'date', date: addMonths(date, direction) }
      : position;
  }
  const { cells, disabled } = gridShape(context.year, context.month);
  const current = cells.findIndex((cell) => cell !== null && sameDate(cell, date));
  const next = nextRovingIndex(current, key, { count: cells.length, columns: 7, disabled });
  const target = next === undefined ? undefined : cells[next];
  if (target && next !== current) return { kind: 'date', date: target };
  if (!isArrow(key.key)) return position;
  // The key left the month: the header above, the month before or after, or nowhere.
  if (key.key === 'ArrowUp' && context.headers === true) {
    return { kind: 'header', weekday: dayOfWeek(date) };
  }
  const beyond = addDays(date, arrowDays[key.key]);
  const direction =
    beyond.month === context.month ? 0 : compareMonths(beyond, context) < 0 ? -1 : 1;
  if (direction !== 0 && canShowMonth(context, direction)) return { kind: 'date', date: beyond };
  return position;
}

/**
 * The date that holds the grid's tab stop in a month: the focus date if it is in the month,
 * else today if it is, else the same day number in this month (clamped), else the 1st.
 */
export function tabStopDate(
  shown: YearMonth,
  focus?: CalendarDate,
  today?: CalendarDate,
): CalendarDate {
  const first = { year: shown.year, month: shown.month, day: 1 };
  if (focus && sameMonth(focus, first)) return focus;
  if (today && sameMonth(today, first)) return today;
  if (focus) {
    return { ...first, day: Math.min(focus.day, daysInMonth(shown.year, shown.month)) };
  }
  return first;
}

/** A mark value as a list. */
export function marksList(mark: DateMark | readonly DateMark[] | undefined): readonly DateMark[] {
  if (mark === undefined) return [];
  return Array.isArray(mark) ? (mark as readonly DateMark[]) : [mark as DateMark];
}

const toneStrength: Readonly<Record<MarkTone, number>> = { highlighted: 1, right: 2, wrong: 3 };

/** The tone a cell shows when several marks have one: wrong over right over highlighted. */
export function strongestTone(marks: readonly DateMark[]): MarkTone | undefined {
  let tone: MarkTone | undefined;
  for (const mark of marks) {
    if (mark.tone && (!tone || toneStrength[mark.tone] > toneStrength[tone])) tone = mark.tone;
  }
  return tone;
}

/** What a cell's name is made of, besides the date. */
export interface CellNameOptions {
  /** Today's date: today's cell adds ", today". */
  readonly today?: CalendarDate;
  /** Add the holiday's name ("…, Thanksgiving"); default true. Off when the holiday is the question. */
  readonly holidays?: boolean;
  /** The cell's marks; each label is added. */
  readonly marks?: readonly DateMark[];
  /** The number is hidden: the cell reads "Thursday, row 2, date hidden". */
  readonly hidden?: boolean;
  /** A Lingo's own words added at the end. */
  readonly extra?: string;
}

/**
 * A date cell's name for screen readers: "Monday, October 12, 2026, Thanksgiving, today";
 * with its number hidden, "Thursday, row 2, date hidden" (no holiday: it would give it away).
 */
export function cellName(date: CalendarDate, options: CellNameOptions = {}): string {
  const parts = options.hidden
    ? [weekdayName(dayOfWeek(date)), `row ${weekOfMonthRow(date)}`, 'date hidden']
    : [formatFull(date), ...(options.holidays === false ? [] : holidaysOn(date))];
  if (options.today && sameDate(options.today, date)) parts.push('today');
  for (const mark of options.marks ?? []) {
    if (mark.label && !(mark.label === 'today' && parts.includes('today'))) parts.push(mark.label);
  }
  if (options.extra) parts.push(options.extra);
  return parts.join(', ');
}

/** One date cell of the grid, everything the view draws and reads. */
export interface MonthGridCell {
  readonly date: CalendarDate;
  readonly key: string;
  readonly weekday: Weekday;
  /** The week row, counting from 1. */
  readonly row: number;
  readonly name: string;
  readonly hidden: boolean;
  readonly isToday: boolean;
  /** Today's star first, then the Lingo's marks. */
  readonly marks: readonly DateMark[];
  readonly tone: MarkTone | undefined;
}

/** What {@link monthGridCells} needs besides the month. */
export interface MonthGridCellOptions {
  readonly today?: CalendarDate;
  readonly marks?: DateMarks;
  readonly hiddenNumbers?: (date: CalendarDate) => boolean;
  readonly holidays?: boolean;
  /** A Lingo's own words for a date's name, or undefined. */
  readonly extraLabel?: (date: CalendarDate) => string | undefined;
}

/** The month page: week rows of 7, Sunday first, null where a cell is padding. */
export function monthGridCells(
  year: number,
  month: Month,
  options: MonthGridCellOptions = {},
): readonly (readonly (MonthGridCell | null)[])[] {
  return monthWeeks(year, month).map((week, rowIndex) =>
    week.map((date) => {
      if (!date) return null;
      const key = dateKey(date);
      const isToday = options.today !== undefined && sameDate(options.today, date);
      const marks = [...(isToday ? [todayMark] : []), ...marksList(options.marks?.[key])];
      const hidden = options.hiddenNumbers?.(date) ?? false;
      return {
        date,
        key,
        weekday: dayOfWeek(date),
        row: rowIndex + 1,
        hidden,
        isToday,
        marks,
        tone: strongestTone(marks),
        name: cellName(date, {
          today: options.today,
          holidays: options.holidays,
          marks,
          hidden,
          extra: options.extraLabel?.(date),
        }),
      };
    }),
  );
}

/** The grid's name: "Calendar for October 2026". */
export function monthGridLabel(year: number, month: Month): string {
  return `Calendar for ${monthYear(year, month)}`;
}

/** A column's dates: "Sunday column: 4, 11, 18, 25." (a header tap, calendar.md 2-0 and 2-2). */
export function columnText(year: number, month: Month, weekday: Weekday): string {
  const days = monthWeeks(year, month).flatMap((week) => {
    const cell = week[weekday];
    return cell ? [cell.day] : [];
  });
  return `${weekdayName(weekday)} column: ${days.join(', ')}.`;
}

/** A week row in words: "Row 1: Thursday 1, Friday 2, Saturday 3." */
export function rowText(year: number, month: Month, row: number): string {
  const week = monthWeeks(year, month)[row - 1] ?? [];
  const days = week.flatMap((cell) =>
    cell ? [`${weekdayName(dayOfWeek(cell))} ${cell.day}`] : [],
  );
  return `Row ${row}: ${days.join(', ')}.`;
}

/**
 * The month page in words (calendar.md 2-0): "Calendar for October 2026. Columns Sunday to
 * Saturday. Row 1: Thursday 1, Friday 2, Saturday 3. Row 2: …", with `rows` limiting how many
 * rows are read.
 */
export function monthGridText(year: number, month: Month, rows?: number): string {
  const count = Math.min(rows ?? Infinity, monthWeeks(year, month).length);
  const rowTexts = Array.from({ length: count }, (_, index) => rowText(year, month, index + 1));
  return [
    `${monthGridLabel(year, month)}.`,
    `Columns ${weekdayNames[0]} to ${weekdayNames[6]}.`,
    ...rowTexts,
  ].join(' ');
}

/** "Calendar for May 2026, 31 days." (calendar.md 2-1). */
export function monthLengthText(year: number, month: Month): string {
  return `${monthGridLabel(year, month)}, ${daysInMonth(year, month)} days.`;
}
