/**
 * Gregorian dates as plain data, computed with our own arithmetic (calendar.md: "Holiday dates
 * are computed, never stored"; the same holds for every date). JavaScript's `Date` is used only
 * to read the device clock (`todayFrom`) and, in the property tests, as the independent
 * reference. Weeks start on Sunday, as on Canadian wall calendars: Sunday = 0 … Saturday = 6.
 */

/** The days of the week, Sunday = 0 … Saturday = 6 (calendar.md, lingo 1-1's answer rule). */
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;
/** A day of the week, Sunday = 0 … Saturday = 6. */
export type Weekday = (typeof weekdays)[number];

/** The months, January = 1 … December = 12 (calendar.md, lingo 1-3's answer rule). */
export const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** A month, January = 1 … December = 12. */
export type Month = (typeof months)[number];

/** A day of the Gregorian calendar: year, month 1–12, day of the month 1–31. */
export interface CalendarDate {
  readonly year: number;
  readonly month: Month;
  readonly day: number;
}

/** Which occurrence of a day of the week in a month: the first … fifth, or the last. */
export type WeekdayOrdinal = 1 | 2 | 3 | 4 | 5 | 'last';

/** The occurrences `nthWeekdayOf` takes, in order. */
export const weekdayOrdinals = [1, 2, 3, 4, 5, 'last'] as const satisfies readonly WeekdayOrdinal[];

/** Whether a number is a day of the week (a whole number 0–6). */
export function isWeekday(value: number): value is Weekday {
  return Number.isInteger(value) && value >= 0 && value <= 6;
}

/** Whether a number is a month (a whole number 1–12). */
export function isMonth(value: number): value is Month {
  return Number.isInteger(value) && value >= 1 && value <= 12;
}

/** Leap years: every 4th year, except century years not divisible by 400 (2100 is not one). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** How many days a month has: 28 to 31 (February 29 in a leap year). */
export function daysInMonth(year: number, month: Month): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return monthLengths[month - 1] ?? 31;
}

/** How many days a year has: 365, or 366 in a leap year. */
export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

/** Whether year, month and day name a real date (whole numbers, month 1–12, day in the month). */
export function isValidDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    isMonth(month) &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** A date from its parts; throws a RangeError for a date that does not exist (February 30). */
export function calendarDate(year: number, month: number, day: number): CalendarDate {
  if (!isValidDate(year, month, day)) {
    throw new RangeError(`Not a date: ${year}-${month}-${day}`);
  }
  return { year, month: month as Month, day };
}

// Sakamoto's method: the offset of each month's first day, with January and February counted
// as months of the year before so the leap day falls at the end.
const sakamotoOffsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4] as const;

/** The day of the week of a date (Sakamoto's method; valid for any Gregorian year). */
export function dayOfWeek(date: CalendarDate): Weekday {
  const year = date.month < 3 ? date.year - 1 : date.year;
  const offset = sakamotoOffsets[date.month - 1] ?? 0;
  const sum =
    year +
    Math.floor(year / 4) -
    Math.floor(year / 100) +
    Math.floor(year / 400) +
    offset +
    date.day;
  return (((sum % 7) + 7) % 7) as Weekday;
}

/**
 * The number of days from January 1, 1970 to a date (negative before it), by Howard Hinnant's
 * days-from-civil algorithm: the arithmetic behind `addDays` and `daysBetween`.
 */
export function epochDay(date: CalendarDate): number {
  const year = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const shiftedMonth = date.month > 2 ? date.month - 3 : date.month + 9;
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5) + date.day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The date a number of days after January 1, 1970 (the inverse of `epochDay`). */
export function fromEpochDay(days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const shifted = days + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = (shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9) as Month;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** The date `count` days after `date` (before it when `count` is negative). */
export function addDays(date: CalendarDate, count: number): CalendarDate {
  return fromEpochDay(epochDay(date) + count);
}

/**
 * Whole days from `from` to `to`, signed: positive when `to` is later. These are "sleeps"
 * (lingo 2-4): the start day is not counted, so June 16 to June 20 is 4.
 */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return epochDay(to) - epochDay(from);
}

/** Orders two dates: negative when `a` is earlier, 0 when the same day, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whether two dates are the same day. */
export function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** Whether two dates are in the same month of the same year. */
export function sameMonth(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month;
}

/** A month `count` months after year/month (before it when negative), crossing years. */
export function shiftMonth(
  year: number,
  month: Month,
  count: number,
): { readonly year: number; readonly month: Month } {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: ((((index % 12) + 12) % 12) + 1) as Month };
}

/**
 * The same day `count` months later (earlier when negative), for month navigation: the day is
 * clamped to the new month's length (January 31 + 1 month is February 28 or 29).
 */
export function addMonths(date: CalendarDate, count: number): CalendarDate {
  const target = shiftMonth(date.year, date.month, count);
  return {
    year: target.year,
    month: target.month,
    day: Math.min(date.day, daysInMonth(target.year, target.month)),
  };
}

/** A day of the week `count` days on, wrapping round the week (Saturday + 1 is Sunday). */
export function addWeekdays(weekday: Weekday, count: number): Weekday {
  return ((((weekday + count) % 7) + 7) % 7) as Weekday;
}

/** A month `count` months on, wrapping round the year (December + 1 is January). */
export function addMonthsTo(month: Month, count: number): Month {
  return (((((month - 1 + count) % 12) + 12) % 12) + 1) as Month;
}

/** Saturday and Sunday; calendar.md: "weekday" means Monday to Friday. */
export function isWeekend(weekday: Weekday): boolean {
  return weekday === 0 || weekday === 6;
}

/**
 * The nth given day of the week in a month ("the second Monday of October"), or the last one.
 * Undefined when the month has no such day (a fifth Monday in a month with only four).
 */
export function nthWeekdayOf(
  year: number,
  month: Month,
  weekday: Weekday,
  n: WeekdayOrdinal,
): CalendarDate | undefined {
  const length = daysInMonth(year, month);
  if (n === 'last') {
    const lastWeekday = dayOfWeek({ year, month, day: length });
    return { year, month, day: length - ((lastWeekday - weekday + 7) % 7) };
  }
  const firstWeekday = dayOfWeek({ year, month, day: 1 });
  const day = 1 + ((weekday - firstWeekday + 7) % 7) + (n - 1) * 7;
  return day <= length ? { year, month, day } : undefined;
}

/** Which occurrence of its day of the week a date is in its month: 1 for the first … 5. */
export function weekdayOrdinalOf(date: CalendarDate): 1 | 2 | 3 | 4 | 5 {
  return (Math.floor((date.day - 1) / 7) + 1) as 1 | 2 | 3 | 4 | 5;
}

/** Whether a date is the last of its day of the week in its month. */
export function isLastWeekdayOfMonth(date: CalendarDate): boolean {
  return date.day + 7 > daysInMonth(date.year, date.month);
}

/** A week row of a month grid: 7 cells, Sunday first, null where the day is in another month. */
export type MonthWeek = readonly (CalendarDate | null)[];

/**
 * The month as a wall calendar lays it out: rows of 7 cells, Sunday first, with null padding
 * before the 1st and after the last date (4 to 6 rows).
 */
export function monthWeeks(year: number, month: Month): readonly MonthWeek[] {
  const lead = dayOfWeek({ year, month, day: 1 });
  const length = daysInMonth(year, month);
  const rowCount = Math.ceil((lead + length) / 7);
  const weeks: MonthWeek[] = [];
  for (let row = 0; row < rowCount; row += 1) {
    const cells: (CalendarDate | null)[] = [];
    for (let column = 0; column < 7; column += 1) {
      const day = row * 7 + column - lead + 1;
      cells.push(day >= 1 && day <= length ? { year, month, day } : null);
    }
    weeks.push(cells);
  }
  return weeks;
}

/** The row of its month grid a date sits in, counting from 1 ("week 1", "row 2"). */
export function weekOfMonthRow(date: CalendarDate): number {
  const lead = dayOfWeek({ year: date.year, month: date.month, day: 1 });
  return Math.floor((lead + date.day - 1) / 7) + 1;
}

/** A date as "2026-10-14" (zero-padded), for React keys and maps. */
export function dateKey(date: CalendarDate): string {
  const year =
    date.year < 0 ? `-${String(-date.year).padStart(4, '0')}` : String(date.year).padStart(4, '0');
  return `${year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

const dateKeyPattern = /^(-?\d{4,})-(\d{2})-(\d{2})$/;

/** The date a key such as "2026-10-14" names, or undefined if it names no real date. */
export function parseDateKey(key: string): CalendarDate | undefined {
  const match = dateKeyPattern.exec(key);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isValidDate(year, month, day) ? { year, month: month as Month, day } : undefined;
}

/** The device's local date at an instant ("today" comes from the device clock). */
export function todayFrom(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: (now.getMonth() + 1) as Month, day: now.getDate() };
}
