import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cities,
  city,
  cityIds,
  cityIndex,
  convertTime,
  dayShiftLabel,
  describeOffset,
  isCityId,
  isEastOf,
  neighbouringWholeHourPairs,
  offsetBetween,
  offsetFromToronto,
  relativeDay,
  shiftOfRelativeDay,
  wholeHourCityIds,
  type CityId,
} from './zones';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

/** The standard offsets as the curriculum lists them, kept apart from the model's table. */
const referenceOffsets: Record<CityId, number> = {
  vancouver: -8 * 60,
  edmonton: -7 * 60,
  winnipeg: -6 * 60,
  toronto: -5 * 60,
  halifax: -4 * 60,
  'st-johns': -(3 * 60 + 30),
};

/**
 * Reference conversion through Date: the local time in `from` on a fixed day becomes a UTC
 * instant, which is read back as the local time in `to`, with the calendar day it falls on.
 */
function referenceConvert(
  time: number,
  from: CityId,
  to: CityId,
): { time: number; dayShift: number } {
  const day = 15;
  const utc = Date.UTC(2025, 0, day, 0, time) - referenceOffsets[from] * 60_000;
  const local = new Date(utc + referenceOffsets[to] * 60_000);
  return {
    time: local.getUTCHours() * 60 + local.getUTCMinutes(),
    dayShift: local.getUTCDate() - day,
  };
}

const anyCity = fc.constantFrom(...cityIds);
const anyTime = fc.integer({ min: 0, max: 1439 });

describe('cities', () => {
  it('lists the six cities west to east', () => {
    expect(cities.map((entry) => entry.name)).toEqual([
      'Vancouver',
      'Edmonton',
      'Winnipeg',
      'Toronto',
      'Halifax',
      "St. John's",
    ]);
    expect(cityIndex('vancouver')).toBe(0);
    expect(cityIndex('st-johns')).toBe(5);
  });

  it('has the standard UTC offsets, St. John’s at −3:30', () => {
    for (const id of cityIds) expect(city(id).utcOffset).toBe(referenceOffsets[id]);
  });

  it('gives the offsets from Toronto as the curriculum lists them', () => {
    expect(offsetFromToronto('vancouver')).toBe(-180);
    expect(offsetFromToronto('edmonton')).toBe(-120);
    expect(offsetFromToronto('winnipeg')).toBe(-60);
    expect(offsetFromToronto('toronto')).toBe(0);
    expect(offsetFromToronto('halifax')).toBe(60);
    expect(offsetFromToronto('st-johns')).toBe(90);
  });

  it('knows east from west', () => {
    expect(isEastOf('halifax', 'toronto')).toBe(true);
    expect(isEastOf('vancouver', 'toronto')).toBe(false);
    expect(isCityId('toronto')).toBe(true);
    expect(isCityId('regina')).toBe(false);
  });

  it('has the four neighbouring whole-hour pairs and five whole-hour cities', () => {
    for (const [west, east] of neighbouringWholeHourPairs) {
      expect(offsetBetween(west, east)).toBe(60);
    }
    expect(wholeHourCityIds).not.toContain('st-johns');
    expect(wholeHourCityIds).toHaveLength(5);
  });
});

describe('convertTime', () => {
  it('noon in Toronto is 9:00 AM in Vancouver', () => {
    expect(convertTime(at(12, 0), 'toronto', 'vancouver')).toEqual({ time: at(9, 0), dayShift: 0 });
  });

  it('adds half an hour from Halifax to St. John’s', () => {
    expect(convertTime(at(10, 0), 'halifax', 'st-johns')).toEqual({
      time: at(10, 30),
      dayShift: 0,
    });
    expect(convertTime(at(10, 0), 'vancouver', 'st-johns')).toEqual({
      time: at(14, 30),
      dayShift: 0,
    });
  });

  it('11:30 PM in Vancouver is 2:30 AM the day after in Toronto', () => {
    expect(convertTime(at(23, 30), 'vancouver', 'toronto')).toEqual({
      time: at(2, 30),
      dayShift: 1,
    });
    expect(dayShiftLabel(1)).toBe('the day after');
    expect(relativeDay(1)).toBe('tomorrow');
  });

  it('1:00 AM in St. John’s is 8:30 PM the day before in Vancouver', () => {
    expect(convertTime(at(1, 0), 'st-johns', 'vancouver')).toEqual({
      time: at(20, 30),
      dayShift: -1,
    });
    expect(dayShiftLabel(-1)).toBe('the day before');
    expect(relativeDay(-1)).toBe('yesterday');
    expect(dayShiftLabel(0)).toBe('the same day');
    expect(shiftOfRelativeDay('today')).toBe(0);
    expect(shiftOfRelativeDay('yesterday')).toBe(-1);
  });

  it('agrees with Date-based UTC arithmetic for every pair and time (property)', () => {
    fc.assert(
      fc.property(anyTime, anyCity, anyCity, (time, from, to) => {
        expect(convertTime(time, from, to)).toEqual(referenceConvert(time, from, to));
      }),
      { numRuns: 2000 },
    );
  });

  it('A → B → A returns the start, and the day shifts cancel (property)', () => {
    fc.assert(
      fc.property(anyTime, anyCity, anyCity, (time, a, b) => {
        const there = convertTime(time, a, b);
        const back = convertTime(there.time, b, a);
        expect(back.time).toBe(time);
        expect(there.dayShift + back.dayShift).toBe(0);
      }),
    );
  });

  it('chains: A → B → C is A → C (property)', () => {
    fc.assert(
      fc.property(anyTime, anyCity, anyCity, anyCity, (time, a, b, c) => {
        const viaB = convertTime(convertTime(time, a, b).time, b, c).time;
        expect(viaB).toBe(convertTime(time, a, c).time);
      }),
    );
  });
});

describe('describeOffset', () => {
  it('says how much earlier or later a city’s clock is', () => {
    expect(describeOffset('vancouver', 'toronto')).toBe('3 hours earlier than Toronto');
    expect(describeOffset('st-johns', 'toronto')).toBe('1 hour 30 minutes later than Toronto');
    expect(describeOffset('st-johns', 'halifax')).toBe('30 minutes later than Halifax');
    expect(describeOffset('toronto', 'toronto')).toBe('the same time as Toronto');
  });
});
