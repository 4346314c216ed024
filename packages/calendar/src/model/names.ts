/**
 * How dates are said and written (calendar.md, "Date formats"): spoken "Wednesday, October 14",
 * written in full "Wednesday, October 14, 2026". Prompts say "day of the week", never
 * "weekday" (that word means Monday to Friday).
 */
import {
  dayOfWeek,
  type CalendarDate,
  type Month,
  type Weekday,
  type WeekdayOrdinal,
} from './dates';

/** The names of the days of the week, Sunday first (index = Weekday). */
export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Short names of the days of the week for narrow column headers ("Sun" … "Sat"). */
export const weekdayShortNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The names of the months, January first (index = month − 1). */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Short names of the months ("Jan" … "Dec") for tight places such as a ring of 12. */
export const monthShortNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A day of the week's name: 3 → "Wednesday". */
export function weekdayName(weekday: Weekday): string {
  return weekdayNames[weekday];
}

/** A day of the week's short name: 3 → "Wed". */
export function weekdayShortName(weekday: Weekday): string {
  return weekdayShortNames[weekday];
}

/** A month's name: 10 → "October". */
export function monthName(month: Month): string {
  return monthNames[month - 1] ?? '';
}

/** A month's short name: 10 → "Oct". */
export function monthShortName(month: Month): string {
  return monthShortNames[month - 1] ?? '';
}

/** The month and day: "October 14". */
export function formatMonthDay(date: CalendarDate): string {
  return `${monthName(date.month)} ${date.day}`;
}

/** A date as spoken: "Wednesday, October 14". */
export function formatSpoken(date: CalendarDate): string {
  return `${weekdayName(dayOfWeek(date))}, ${formatMonthDay(date)}`;
}

/** A date written in full: "Wednesday, October 14, 2026". */
export function formatFull(date: CalendarDate): string {
  return `${formatSpoken(date)}, ${date.year}`;
}

/** A month page's title: "October 2026". */
export function monthYear(year: number, month: Month): string {
  return `${monthName(month)} ${year}`;
}

const ordinalWords = ['first', 'second', 'third', 'fourth', 'fifth'] as const;

/** An occurrence as a word: 1 → "first" … 5 → "fifth", 'last' → "last". */
export function ordinalWord(n: WeekdayOrdinal): string {
  return n === 'last' ? 'last' : (ordinalWords[n - 1] ?? `${n}th`);
}

/** A day of the month as an ordinal number: 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd". */
export function ordinalNumber(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][Math.abs(n) % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "the second Monday of October": a day named by its occurrence in the month. */
export function describeNthWeekday(month: Month, weekday: Weekday, n: WeekdayOrdinal): string {
  return `the ${ordinalWord(n)} ${weekdayName(weekday)} of ${monthName(month)}`;
}
