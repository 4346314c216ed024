import { describe, expect, it } from 'vitest';
import {
  describeNthWeekday,
  formatFull,
  formatMonthDay,
  formatSpoken,
  monthName,
  monthShortName,
  monthYear,
  ordinalNumber,
  ordinalWord,
  weekdayName,
  weekdayShortName,
} from './names';

describe('names', () => {
  it('names days Sunday = 0 … Saturday = 6 and months January = 1 … December = 12', () => {
    expect(weekdayName(0)).toBe('Sunday');
    expect(weekdayName(6)).toBe('Saturday');
    expect(weekdayShortName(3)).toBe('Wed');
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(monthShortName(9)).toBe('Sep');
  });
});

describe('formatSpoken and formatFull', () => {
  it('speaks "Wednesday, October 14" and writes "Wednesday, October 14, 2026"', () => {
    const date = { year: 2026, month: 10, day: 14 } as const;
    expect(formatSpoken(date)).toBe('Wednesday, October 14');
    expect(formatFull(date)).toBe('Wednesday, October 14, 2026');
    expect(formatMonthDay(date)).toBe('October 14');
  });
  it('speaks Thanksgiving 2026 as "Monday, October 12"', () => {
    expect(formatSpoken({ year: 2026, month: 10, day: 12 })).toBe('Monday, October 12');
  });
  it('titles a month page "October 2026"', () => {
    expect(monthYear(2026, 10)).toBe('October 2026');
  });
});

describe('ordinals', () => {
  it('says first … fifth and last', () => {
    expect(([1, 2, 3, 4, 5, 'last'] as const).map(ordinalWord)).toEqual([
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'last',
    ]);
  });
  it('writes 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 23rd, 31st', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinalNumber)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });
  it('describes "the second Monday of October"', () => {
    expect(describeNthWeekday(10, 1, 2)).toBe('the second Monday of October');
    expect(describeNthWeekday(5, 1, 'last')).toBe('the last Monday of May');
  });
});
