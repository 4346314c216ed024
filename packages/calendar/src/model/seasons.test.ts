import { describe, expect, it } from 'vitest';
import { months } from './dates';
import {
  fallFirstSpoken,
  isEdgeMonth,
  isSeasonId,
  isSeasonSafeDate,
  monthsOfSeason,
  nextSeason,
  previousSeason,
  seasonIds,
  seasonName,
  seasonOfMonth,
  seasonPicture,
  seasonTitle,
} from './seasons';

describe('seasonOfMonth and monthsOfSeason', () => {
  it('follows the Canadian table of calendar.md', () => {
    expect(months.map(seasonOfMonth)).toEqual([
      'winter',
      'winter',
      'spring',
      'spring',
      'spring',
      'summer',
      'summer',
      'summer',
      'fall',
      'fall',
      'fall',
      'winter',
    ]);
  });
  it('lists winter as December, January, February', () => {
    expect(monthsOfSeason('winter')).toEqual([12, 1, 2]);
    expect(monthsOfSeason('fall')).toEqual([9, 10, 11]);
  });
  it('agrees with itself: each season holds exactly the months that map to it', () => {
    for (const season of seasonIds) {
      expect(months.filter((m) => seasonOfMonth(m) === season).sort((a, b) => a - b)).toEqual(
        [...monthsOfSeason(season)].sort((a, b) => a - b),
      );
    }
  });
});

describe('season order', () => {
  it('cycles winter → spring → summer → fall → winter', () => {
    expect(seasonIds).toEqual(['winter', 'spring', 'summer', 'fall']);
    expect(nextSeason('fall')).toBe('winter');
    expect(nextSeason('winter')).toBe('spring');
    expect(previousSeason('winter')).toBe('fall');
    expect(previousSeason('summer')).toBe('spring');
  });
});

describe('season names and pictures', () => {
  it('names seasons for sentences and titles', () => {
    expect(seasonName('fall')).toBe('fall');
    expect(seasonTitle('fall')).toBe('Fall');
    expect(fallFirstSpoken).toBe('Fall, also called autumn.');
  });
  it('pictures them as snowflake, tulip, sun and fallen leaf', () => {
    expect(seasonIds.map(seasonPicture)).toEqual(['snowflake', 'tulip', 'sun', 'fallen-leaf']);
  });
  it('recognizes season ids', () => {
    expect(isSeasonId('summer')).toBe(true);
    expect(isSeasonId('autumn')).toBe(false);
  });
});

describe('isEdgeMonth', () => {
  it('is true for Dec, Feb, Mar, May, Jun, Aug, Sep, Nov only', () => {
    expect(months.filter(isEdgeMonth)).toEqual([2, 3, 5, 6, 8, 9, 11, 12]);
  });
});

describe('isSeasonSafeDate', () => {
  it('refuses the 15th to the 31st of March, June, September and December', () => {
    expect(isSeasonSafeDate({ year: 2026, month: 3, day: 14 })).toBe(true);
    expect(isSeasonSafeDate({ year: 2026, month: 3, day: 15 })).toBe(false);
    expect(isSeasonSafeDate({ year: 2026, month: 6, day: 21 })).toBe(false);
    expect(isSeasonSafeDate({ year: 2026, month: 9, day: 30 })).toBe(false);
    expect(isSeasonSafeDate({ year: 2026, month: 12, day: 31 })).toBe(false);
  });
  it('allows any date of the other months', () => {
    expect(isSeasonSafeDate({ year: 2026, month: 7, day: 1 })).toBe(true);
    expect(isSeasonSafeDate({ year: 2026, month: 11, day: 30 })).toBe(true);
    expect(isSeasonSafeDate({ year: 2026, month: 2, day: 28 })).toBe(true);
  });
});
