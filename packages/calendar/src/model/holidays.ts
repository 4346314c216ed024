/**
 * The holidays of calendar.md ("Holiday contexts"), computed for any year, never stored:
 * fixed dates, and Mondays found by rule (Family Day, Victoria Day, Thanksgiving).
 */
import { dayOfWeek, nthWeekdayOf, type CalendarDate, type Month } from './dates';

/** The holidays of calendar.md, in calendar order. */
export const holidayIds = [
  'new-years-day',
  'family-day',
  'victoria-day',
  'canada-day',
  'thanksgiving',
  'halloween',
  'remembrance-day',
] as const;
/** One of the holidays of calendar.md. */
export type HolidayId = (typeof holidayIds)[number];

const holidayNames: Readonly<Record<HolidayId, string>> = {
  'new-years-day': "New Year's Day",
  'family-day': 'Family Day',
  'victoria-day': 'Victoria Day',
  'canada-day': 'Canada Day',
  thanksgiving: 'Thanksgiving',
  halloween: 'Halloween',
  'remembrance-day': 'Remembrance Day',
};

const holidayRules: Readonly<Record<HolidayId, string>> = {
  'new-years-day': 'January 1',
  'family-day': 'the third Monday of February',
  'victoria-day': 'the Monday before May 25',
  'canada-day': 'July 1',
  thanksgiving: 'the second Monday of October',
  halloween: 'October 31',
  'remembrance-day': 'November 11',
};

/** Whether a string is one of the holiday ids. */
export function isHolidayId(value: string): value is HolidayId {
  return (holidayIds as readonly string[]).includes(value);
}

/** A holiday's name: 'victoria-day' → "Victoria Day". */
export function holidayName(id: HolidayId): string {
  return holidayNames[id];
}

/** A holiday's rule as prompts say it: "the second Monday of October", "July 1". */
export function holidayRule(id: HolidayId): string {
  return holidayRules[id];
}

const MONDAY = 1;

function mondayRule(year: number, month: Month, n: 2 | 3): CalendarDate {
  // Every month has at least four Mondays, so the second and third always exist.
  const date = nthWeekdayOf(year, month, MONDAY, n);
  if (!date) throw new RangeError(`No Monday ${n} in ${year}-${month}`);
  return date;
}

/** A holiday's date in a year. Victoria Day is the last Monday on or before May 24. */
export function holidayDate(id: HolidayId, year: number): CalendarDate {
  switch (id) {
    case 'new-years-day':
      return { year, month: 1, day: 1 };
    case 'family-day':
      return mondayRule(year, 2, 3);
    case 'victoria-day': {
      const may24 = dayOfWeek({ year, month: 5, day: 24 });
      return { year, month: 5, day: 24 - ((may24 - MONDAY + 7) % 7) };
    }
    case 'canada-day':
      return { year, month: 7, day: 1 };
    case 'thanksgiving':
      return mondayRule(year, 10, 2);
    case 'halloween':
      return { year, month: 10, day: 31 };
    case 'remembrance-day':
      return { year, month: 11, day: 11 };
  }
}

/** The holidays on a date, as ids (none, or one: no two of these ever share a day). */
export function holidayIdsOn(date: CalendarDate): readonly HolidayId[] {
  return holidayIds.filter((id) => {
    const holiday = holidayDate(id, date.year);
    return holiday.month === date.month && holiday.day === date.day;
  });
}

/** The names of the holidays on a date, for a cell's label: ["Thanksgiving"], or []. */
export function holidaysOn(date: CalendarDate): readonly string[] {
  return holidayIdsOn(date).map(holidayName);
}
