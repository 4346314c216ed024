import { describe, expect, it } from 'vitest';
import { dayOfWeek } from './dates';
import {
  holidayDate,
  holidayIds,
  holidayIdsOn,
  holidayName,
  holidayRule,
  holidaysOn,
  isHolidayId,
} from './holidays';

describe('holidayDate', () => {
  it('puts Thanksgiving 2026 on October 12 (calendar.md)', () => {
    expect(holidayDate('thanksgiving', 2026)).toEqual({ year: 2026, month: 10, day: 12 });
  });
  it('puts Victoria Day on May 18, 2026 and May 24, 2027 (calendar.md)', () => {
    expect(holidayDate('victoria-day', 2026)).toEqual({ year: 2026, month: 5, day: 18 });
    expect(holidayDate('victoria-day', 2027)).toEqual({ year: 2027, month: 5, day: 24 });
  });
  it('puts Victoria Day 2021 on May 24 and 2022 on May 23 (never May 25)', () => {
    expect(holidayDate('victoria-day', 2021)).toEqual({ year: 2021, month: 5, day: 24 });
    expect(holidayDate('victoria-day', 2022)).toEqual({ year: 2022, month: 5, day: 23 });
    expect(holidayDate('victoria-day', 2020)).toEqual({ year: 2020, month: 5, day: 18 });
  });
  it('puts Family Day on the third Monday of February: February 16, 2026 and 15, 2027', () => {
    expect(holidayDate('family-day', 2026)).toEqual({ year: 2026, month: 2, day: 16 });
    expect(holidayDate('family-day', 2027)).toEqual({ year: 2027, month: 2, day: 15 });
  });
  it('keeps the fixed dates fixed', () => {
    expect(holidayDate('new-years-day', 2030)).toEqual({ year: 2030, month: 1, day: 1 });
    expect(holidayDate('canada-day', 2027)).toEqual({ year: 2027, month: 7, day: 1 });
    expect(holidayDate('halloween', 2031)).toEqual({ year: 2031, month: 10, day: 31 });
    expect(holidayDate('remembrance-day', 2024)).toEqual({ year: 2024, month: 11, day: 11 });
  });
  it('puts every Monday holiday on a Monday in 2024 to 2035', () => {
    for (let year = 2024; year <= 2035; year += 1) {
      for (const id of ['family-day', 'victoria-day', 'thanksgiving'] as const) {
        expect(dayOfWeek(holidayDate(id, year))).toBe(1);
      }
    }
  });
});

describe('holiday names and rules', () => {
  it('names each holiday', () => {
    expect(holidayIds.map(holidayName)).toEqual([
      "New Year's Day",
      'Family Day',
      'Victoria Day',
      'Canada Day',
      'Thanksgiving',
      'Halloween',
      'Remembrance Day',
    ]);
  });
  it('states the rules as prompts say them', () => {
    expect(holidayRule('thanksgiving')).toBe('the second Monday of October');
    expect(holidayRule('victoria-day')).toBe('the Monday before May 25');
    expect(holidayRule('family-day')).toBe('the third Monday of February');
  });
  it('recognizes holiday ids', () => {
    expect(isHolidayId('halloween')).toBe(true);
    expect(isHolidayId('christmas')).toBe(false);
  });
});

describe('holidaysOn', () => {
  it('finds Thanksgiving on Monday, October 12, 2026 and nothing on October 13', () => {
    expect(holidaysOn({ year: 2026, month: 10, day: 12 })).toEqual(['Thanksgiving']);
    expect(holidayIdsOn({ year: 2026, month: 10, day: 12 })).toEqual(['thanksgiving']);
    expect(holidaysOn({ year: 2026, month: 10, day: 13 })).toEqual([]);
  });
  it('finds Victoria Day 2027 on May 24 but not May 24, 2026', () => {
    expect(holidaysOn({ year: 2027, month: 5, day: 24 })).toEqual(['Victoria Day']);
    expect(holidaysOn({ year: 2026, month: 5, day: 24 })).toEqual([]);
  });
});
