import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsTo,
  addWeekdays,
  calendarDate,
  compareDates,
  dateKey,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  daysInYear,
  epochDay,
  fromEpochDay,
  isLastWeekdayOfMonth,
  isLeapYear,
  isValidDate,
  isWeekend,
  monthWeeks,
  nthWeekdayOf,
  parseDateKey,
  sameDate,
  sameMonth,
  shiftMonth,
  todayFrom,
  weekOfMonthRow,
  weekdayOrdinalOf,
} from './dates';

describe('dayOfWeek', () => {
  it('finds October 1, 2026 on a Thursday (calendar.md, lingo 2-0)', () => {
    expect(dayOfWeek({ year: 2026, month: 10, day: 1 })).toBe(4);
  });
  it('finds October 14, 2026 on a Wednesday', () => {
    expect(dayOfWeek({ year: 2026, month: 10, day: 14 })).toBe(3);
  });
  it('finds January 1, 2000 on a Saturday and February 29, 2000 on a Tuesday', () => {
    expect(dayOfWeek({ year: 2000, month: 1, day: 1 })).toBe(6);
    expect(dayOfWeek({ year: 2000, month: 2, day: 29 })).toBe(2);
  });
  it('finds March 1, 2100 on a Monday (2100 has no February 29)', () => {
    expect(dayOfWeek({ year: 2100, month: 2, day: 28 })).toBe(0);
    expect(dayOfWeek({ year: 2100, month: 3, day: 1 })).toBe(1);
  });
  it('finds Canada Day 2027 on a Thursday', () => {
    expect(dayOfWeek({ year: 2027, month: 7, day: 1 })).toBe(4);
  });
});

describe('isLeapYear', () => {
  it('counts 2024, 2028 and 2032 as leap years and 2025 to 2027 not', () => {
    expect([2024, 2025, 2026, 2027, 2028, 2032].map(isLeapYear)).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
    ]);
  });
  it('counts 2000 as a leap year but not 1900 or 2100', () => {
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2100)).toBe(false);
  });
});

describe('daysInMonth', () => {
  it('follows the knuckle rule', () => {
    expect(
      ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const).map((m) => daysInMonth(2026, m)),
    ).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
  it('gives February 29 days in 2028 and 2000, 28 in 2100', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });
  it('gives a year 365 or 366 days', () => {
    expect(daysInYear(2026)).toBe(365);
    expect(daysInYear(2028)).toBe(366);
  });
});

describe('isValidDate and calendarDate', () => {
  it('accepts February 29 only in leap years', () => {
    expect(isValidDate(2028, 2, 29)).toBe(true);
    expect(isValidDate(2027, 2, 29)).toBe(false);
    expect(isValidDate(2100, 2, 29)).toBe(false);
  });
  it('refuses month 0, month 13, day 0, day 32 and fractions', () => {
    expect(isValidDate(2026, 0, 1)).toBe(false);
    expect(isValidDate(2026, 13, 1)).toBe(false);
    expect(isValidDate(2026, 1, 0)).toBe(false);
    expect(isValidDate(2026, 1, 32)).toBe(false);
    expect(isValidDate(2026, 1, 1.5)).toBe(false);
    expect(isValidDate(2026.5, 1, 1)).toBe(false);
  });
  it('builds a date, and throws for one that does not exist', () => {
    expect(calendarDate(2026, 4, 30)).toEqual({ year: 2026, month: 4, day: 30 });
    expect(() => calendarDate(2026, 4, 31)).toThrow(RangeError);
  });
});

describe('addDays and daysBetween', () => {
  it('crosses a month end: March 29 + 5 is April 3 (lingo 2-4)', () => {
    expect(addDays({ year: 2026, month: 3, day: 29 }, 5)).toEqual({ year: 2026, month: 4, day: 3 });
    expect(daysBetween({ year: 2026, month: 3, day: 29 }, { year: 2026, month: 4, day: 3 })).toBe(
      5,
    );
  });
  it('counts June 16 to June 20 as 4 sleeps and backwards as −4', () => {
    const start = { year: 2026, month: 6, day: 16 } as const;
    const goal = { year: 2026, month: 6, day: 20 } as const;
    expect(daysBetween(start, goal)).toBe(4);
    expect(daysBetween(goal, start)).toBe(-4);
  });
  it('crosses a year end and a leap day', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
    expect(addDays({ year: 2100, month: 2, day: 28 }, 1)).toEqual({ year: 2100, month: 3, day: 1 });
    expect(addDays({ year: 2026, month: 1, day: 1 }, -1)).toEqual({
      year: 2025,
      month: 12,
      day: 31,
    });
  });
  it('finds 14 days after Thursday, May 21, 2026: Thursday, June 4 (lingo 3-0)', () => {
    expect(addDays({ year: 2026, month: 5, day: 21 }, 14)).toEqual({
      year: 2026,
      month: 6,
      day: 4,
    });
  });
  it('numbers January 1, 1970 as day 0 and inverts', () => {
    expect(epochDay({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(epochDay({ year: 2000, month: 3, day: 1 })).toBe(11017);
    expect(fromEpochDay(-1)).toEqual({ year: 1969, month: 12, day: 31 });
    expect(() => fromEpochDay(0.5)).toThrow(RangeError);
  });
});

describe('compareDates, sameDate, sameMonth', () => {
  it('orders by year, then month, then day', () => {
    expect(
      compareDates({ year: 2026, month: 10, day: 14 }, { year: 2026, month: 10, day: 15 }),
    ).toBeLessThan(0);
    expect(
      compareDates({ year: 2027, month: 1, day: 1 }, { year: 2026, month: 12, day: 31 }),
    ).toBeGreaterThan(0);
    expect(
      compareDates({ year: 2026, month: 10, day: 14 }, { year: 2026, month: 10, day: 14 }),
    ).toBe(0);
  });
  it('tells the same day and the same month', () => {
    expect(sameDate({ year: 2026, month: 5, day: 4 }, { year: 2026, month: 5, day: 4 })).toBe(true);
    expect(sameDate({ year: 2026, month: 5, day: 4 }, { year: 2027, month: 5, day: 4 })).toBe(
      false,
    );
    expect(sameMonth({ year: 2026, month: 5, day: 4 }, { year: 2026, month: 5, day: 31 })).toBe(
      true,
    );
    expect(sameMonth({ year: 2026, month: 5, day: 4 }, { year: 2026, month: 6, day: 4 })).toBe(
      false,
    );
  });
});

describe('addMonths and shiftMonth', () => {
  it('clamps January 31 + 1 month to the end of February', () => {
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
    expect(addMonths({ year: 2028, month: 1, day: 31 }, 1)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
  });
  it('crosses years both ways', () => {
    expect(addMonths({ year: 2026, month: 12, day: 15 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 15,
    });
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -1)).toEqual({
      year: 2025,
      month: 12,
      day: 15,
    });
    expect(shiftMonth(2026, 3, -15)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth(2026, 3, 24)).toEqual({ year: 2028, month: 3 });
  });
});

describe('addWeekdays and addMonthsTo', () => {
  it('wraps Saturday + 1 to Sunday and Sunday − 1 to Saturday', () => {
    expect(addWeekdays(6, 1)).toBe(0);
    expect(addWeekdays(0, -1)).toBe(6);
    expect(addWeekdays(4, 2)).toBe(6);
    expect(addWeekdays(3, -16)).toBe(1);
  });
  it('wraps December + 1 to January and January − 1 to December', () => {
    expect(addMonthsTo(12, 1)).toBe(1);
    expect(addMonthsTo(1, -1)).toBe(12);
    expect(addMonthsTo(5, 2)).toBe(7);
    expect(addMonthsTo(3, -27)).toBe(12);
  });
  it('calls only Saturday and Sunday the weekend', () => {
    expect(([0, 1, 2, 3, 4, 5, 6] as const).map(isWeekend)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('nthWeekdayOf', () => {
  it('finds the second Monday of October 2026: October 12', () => {
    expect(nthWeekdayOf(2026, 10, 1, 2)).toEqual({ year: 2026, month: 10, day: 12 });
  });
  it('finds the first Monday of October 2026 in row 2: October 5', () => {
    expect(nthWeekdayOf(2026, 10, 1, 1)).toEqual({ year: 2026, month: 10, day: 5 });
  });
  it('finds the first Thursday on the 1st and the fifth Thursday on the 29th', () => {
    expect(nthWeekdayOf(2026, 10, 4, 1)).toEqual({ year: 2026, month: 10, day: 1 });
    expect(nthWeekdayOf(2026, 10, 4, 5)).toEqual({ year: 2026, month: 10, day: 29 });
  });
  it('has no fifth Monday in October 2026', () => {
    expect(nthWeekdayOf(2026, 10, 1, 5)).toBeUndefined();
  });
  it('finds the last Monday of May 2026 (the 25th) and of February 2026 (the 23rd)', () => {
    expect(nthWeekdayOf(2026, 5, 1, 'last')).toEqual({ year: 2026, month: 5, day: 25 });
    expect(nthWeekdayOf(2026, 2, 1, 'last')).toEqual({ year: 2026, month: 2, day: 23 });
  });
  it('names each date by its occurrence', () => {
    expect(weekdayOrdinalOf({ year: 2026, month: 10, day: 12 })).toBe(2);
    expect(weekdayOrdinalOf({ year: 2026, month: 10, day: 29 })).toBe(5);
    expect(isLastWeekdayOfMonth({ year: 2026, month: 10, day: 26 })).toBe(true);
    expect(isLastWeekdayOfMonth({ year: 2026, month: 10, day: 19 })).toBe(false);
  });
});

describe('monthWeeks and weekOfMonthRow', () => {
  it('lays out October 2026 in 5 rows starting on Thursday', () => {
    const weeks = monthWeeks(2026, 10);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.map((cell) => cell?.day ?? null)).toEqual([null, null, null, null, 1, 2, 3]);
    expect(weeks[4]?.map((cell) => cell?.day ?? null)).toEqual([25, 26, 27, 28, 29, 30, 31]);
    expect(weeks.map((week) => week[0]?.day ?? null)).toEqual([null, 4, 11, 18, 25]);
  });
  it('lays out February 2026 (starts on Sunday, 28 days) in exactly 4 rows', () => {
    const weeks = monthWeeks(2026, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toEqual({ year: 2026, month: 2, day: 1 });
    expect(weeks[3]?.[6]).toEqual({ year: 2026, month: 2, day: 28 });
  });
  it('needs 6 rows for August 2026 (starts Saturday, 31 days)', () => {
    const weeks = monthWeeks(2026, 8);
    expect(weeks).toHaveLength(6);
    expect(weeks[5]?.map((cell) => cell?.day ?? null)).toEqual([
      30,
      31,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
  it('puts October 1 in row 1, October 4 and 10 in row 2, October 31 in row 5', () => {
    expect(weekOfMonthRow({ year: 2026, month: 10, day: 1 })).toBe(1);
    expect(weekOfMonthRow({ year: 2026, month: 10, day: 4 })).toBe(2);
    expect(weekOfMonthRow({ year: 2026, month: 10, day: 10 })).toBe(2);
    expect(weekOfMonthRow({ year: 2026, month: 10, day: 31 })).toBe(5);
  });
});

describe('dateKey and parseDateKey', () => {
  it('writes zero-padded keys and reads them back', () => {
    expect(dateKey({ year: 2026, month: 10, day: 4 })).toBe('2026-10-04');
    expect(parseDateKey('2026-10-04')).toEqual({ year: 2026, month: 10, day: 4 });
  });
  it('refuses keys of dates that do not exist, or malformed keys', () => {
    expect(parseDateKey('2027-02-29')).toBeUndefined();
    expect(parseDateKey('2026-13-01')).toBeUndefined();
    expect(parseDateKey('2026-1-01')).toBeUndefined();
    expect(parseDateKey('today')).toBeUndefined();
  });
});

describe('todayFrom', () => {
  it('reads the local date of the device clock, also just before midnight', () => {
    expect(todayFrom(new Date(2026, 9, 14, 23, 59, 59))).toEqual({
      year: 2026,
      month: 10,
      day: 14,
    });
    expect(todayFrom(new Date(2028, 1, 29, 0, 0, 0))).toEqual({ year: 2028, month: 2, day: 29 });
  });
});
