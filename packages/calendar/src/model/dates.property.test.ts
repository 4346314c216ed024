/**
 * The date arithmetic against JavaScript's `Date` as the independent reference. `Date.UTC`
 * keeps time zones and daylight saving out of it. Dates range over 1900–2100, both century
 * rules included (1900 and 2100 are not leap years, 2000 is).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsTo,
  addWeekdays,
  dateKey,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  epochDay,
  fromEpochDay,
  isLeapYear,
  isValidDate,
  monthWeeks,
  months,
  nthWeekdayOf,
  parseDateKey,
  weekdayOrdinals,
  weekdays,
  weekOfMonthRow,
  type CalendarDate,
  type Month,
  type Weekday,
  type WeekdayOrdinal,
} from './dates';
import { holidayDate, holidayIds } from './holidays';

const DAY_MS = 86_400_000;
const firstDay = Date.UTC(1900, 0, 1) / DAY_MS;
const lastDay = Date.UTC(2100, 11, 31) / DAY_MS;

/** A date of 1900–2100 as the reference sees it: from a day count through `Date`. */
function referenceDate(dayNumber: number): CalendarDate {
  const date = new Date(dayNumber * DAY_MS);
  return {
    year: date.getUTCFullYear(),
    month: (date.getUTCMonth() + 1) as Month,
    day: date.getUTCDate(),
  };
}

function referenceDayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

function referenceWeekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** Every date of a month with a given day of the week, found by asking `Date` day by day. */
function referenceWeekdaysIn(year: number, month: Month, weekday: Weekday): number[] {
  const days: number[] = [];
  for (let day = 1; day <= 31; day += 1) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() === month - 1 && date.getUTCDay() === weekday) days.push(day);
  }
  return days;
}

const anyDate = fc.integer({ min: firstDay, max: lastDay }).map(referenceDate);
const anyYear = fc.integer({ min: 1900, max: 2100 });
const anyMonth = fc.constantFrom(...months);
const anyWeekday = fc.constantFrom(...weekdays);
const runs = { numRuns: 20_000 };

describe('dates against Date (1900–2100)', () => {
  it('dayOfWeek agrees with Date for any date', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(dayOfWeek(date)).toBe(referenceWeekday(date));
      }),
      runs,
    );
  });

  it('every day of every year 1900–2100 gets the day of the week Date gives', () => {
    for (let dayNumber = firstDay; dayNumber <= lastDay; dayNumber += 1) {
      const date = referenceDate(dayNumber);
      if (dayOfWeek(date) !== referenceWeekday(date)) {
        expect.fail(`${dateKey(date)}: ${dayOfWeek(date)} ≠ ${referenceWeekday(date)}`);
      }
    }
  });

  it('daysInMonth agrees with Date (day 0 of the next month)', () => {
    fc.assert(
      fc.property(anyYear, anyMonth, (year, month) => {
        expect(daysInMonth(year, month)).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
      }),
      runs,
    );
  });

  it('isLeapYear agrees with Date (does February 29 exist?)', () => {
    for (let year = 1900; year <= 2100; year += 1) {
      const february29 = new Date(Date.UTC(year, 1, 29));
      expect(isLeapYear(year), String(year)).toBe(february29.getUTCMonth() === 1);
    }
  });

  it('isValidDate agrees with Date for day numbers 0–32', () => {
    fc.assert(
      fc.property(anyYear, anyMonth, fc.integer({ min: 0, max: 32 }), (year, month, day) => {
        const date = new Date(Date.UTC(year, month - 1, day));
        const exists = day >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
        expect(isValidDate(year, month, day)).toBe(exists);
      }),
      runs,
    );
  });

  it('epochDay and fromEpochDay agree with Date both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: firstDay, max: lastDay }), (dayNumber) => {
        const date = referenceDate(dayNumber);
        expect(epochDay(date)).toBe(dayNumber);
        expect(fromEpochDay(dayNumber)).toEqual(date);
      }),
      runs,
    );
  });

  it('addDays agrees with Date (what date is n days after)', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -2000, max: 2000 }), (date, count) => {
        const expected = referenceDate(referenceDayNumber(date) + count);
        expect(addDays(date, count)).toEqual(expected);
      }),
      runs,
    );
  });

  it('daysBetween agrees with Date and is signed', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (from, to) => {
        const expected = referenceDayNumber(to) - referenceDayNumber(from);
        expect(daysBetween(from, to)).toBe(expected);
        expect(daysBetween(to, from) + expected).toBe(0);
      }),
      runs,
    );
  });

  it('nthWeekdayOf agrees with counting the dates Date puts on that day', () => {
    fc.assert(
      fc.property(
        anyYear,
        anyMonth,
        anyWeekday,
        fc.constantFrom<WeekdayOrdinal>(...weekdayOrdinals),
        (year, month, weekday, n) => {
          const days = referenceWeekdaysIn(year, month, weekday);
          const expected = n === 'last' ? days.at(-1) : days[n - 1];
          const found = nthWeekdayOf(year, month, weekday, n);
          expect(found?.day).toBe(expected);
          if (found) expect(found).toEqual({ year, month, day: expected });
        },
      ),
      runs,
    );
  });

  it('the holidays agree with rules worked out through Date', () => {
    fc.assert(
      fc.property(anyYear, fc.constantFrom(...holidayIds), (year, id) => {
        const mondays = (month: Month) => referenceWeekdaysIn(year, month, 1);
        const expected: Record<typeof id, [Month, number | undefined]> = {
          'new-years-day': [1, 1],
          'family-day': [2, mondays(2)[2]],
          // The Monday before May 25: the last Monday whose date is at most 24.
          'victoria-day': [
            5,
            mondays(5)
              .filter((day) => day <= 24)
              .at(-1),
          ],
          'canada-day': [7, 1],
          thanksgiving: [10, mondays(10)[1]],
          halloween: [10, 31],
          'remembrance-day': [11, 11],
        };
        const [month, day] = expected[id];
        expect(holidayDate(id, year)).toEqual({ year, month, day });
      }),
      { numRuns: 5_000 },
    );
  });

  it('monthWeeks puts each date under the column of its day of the week, for every month 1900–2100', () => {
    for (let year = 1900; year <= 2100; year += 1) {
      for (const month of months) {
        const weeks = monthWeeks(year, month);
        const placed: number[] = [];
        const misplaced: string[] = [];
        weeks.forEach((week, row) => {
          if (week.length !== 7) misplaced.push(`row ${row + 1} has ${week.length} cells`);
          week.forEach((cell, column) => {
            if (!cell) return;
            placed.push(cell.day);
            if (referenceWeekday(cell) !== column || weekOfMonthRow(cell) !== row + 1) {
              misplaced.push(dateKey(cell));
            }
          });
        });
        const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const inOrder = placed.length === length && placed.every((day, index) => day === index + 1);
        const noEmptyRow = weeks.every((week) => week.some((cell) => cell !== null));
        if (misplaced.length > 0 || !inOrder || !noEmptyRow) {
          expect.fail(`${year}-${month}: ${misplaced.join(', ')} in order ${inOrder}`);
        }
      }
    }
  });

  it('addWeekdays follows the day of the week of addDays', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -1000, max: 1000 }), (date, count) => {
        expect(addWeekdays(dayOfWeek(date), count)).toBe(referenceWeekday(addDays(date, count)));
      }),
      runs,
    );
  });

  it('addMonthsTo and addMonths agree with Date on the month count', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -240, max: 240 }), (date, count) => {
        const first = new Date(Date.UTC(date.year, date.month - 1 + count, 1));
        const moved = addMonths(date, count);
        expect(moved.year).toBe(first.getUTCFullYear());
        expect(moved.month).toBe(first.getUTCMonth() + 1);
        expect(addMonthsTo(date.month, count)).toBe(moved.month);
        const length = new Date(Date.UTC(moved.year, moved.month, 0)).getUTCDate();
        expect(moved.day).toBe(Math.min(date.day, length));
      }),
      runs,
    );
  });

  it('dateKey and parseDateKey round-trip and sort like the dates', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        expect(parseDateKey(dateKey(a))).toEqual(a);
        const byKey = Math.sign(dateKey(a).localeCompare(dateKey(b)));
        expect(byKey).toBe(Math.sign(referenceDayNumber(a) - referenceDayNumber(b)));
      }),
      runs,
    );
  });
});
