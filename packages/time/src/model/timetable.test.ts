import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  departures,
  describeTimetable,
  nextDeparture,
  previousDeparture,
  waitMinutes,
  type Timetable,
} from './timetable';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

/** Reference: walk minute by minute from the arrival until a bus leaves. */
function referenceNext(timetable: Required<Timetable>, arrival: number): number | undefined {
  for (let minute = arrival; minute <= timetable.last; minute += 1) {
    if (minute >= timetable.first && (minute - timetable.first) % timetable.every === 0) {
      return minute;
    }
  }
  return undefined;
}

describe('departures', () => {
  it('lists the buses every 20 minutes from 7:00 AM', () => {
    expect(departures({ first: at(7, 0), every: 20, last: at(8, 0) })).toEqual([
      at(7, 0),
      at(7, 20),
      at(7, 40),
      at(8, 0),
    ]);
  });

  it('stops inside the day', () => {
    const all = departures({ first: at(23, 0), every: 30 });
    expect(all).toEqual([at(23, 0), at(23, 30)]);
  });
});

describe('nextDeparture', () => {
  const buses: Timetable = { first: at(7, 0), every: 20 };

  it('reaching the stop at 8:07 AM, the next bus is at 8:20 AM', () => {
    expect(nextDeparture(buses, at(8, 7))).toBe(at(8, 20));
    expect(waitMinutes(buses, at(8, 7))).toBe(13);
    expect(previousDeparture(buses, at(8, 7))).toBe(at(8, 0));
  });

  it('arriving just as a bus leaves still catches it', () => {
    expect(nextDeparture(buses, at(8, 20))).toBe(at(8, 20));
    expect(waitMinutes(buses, at(8, 20))).toBe(0);
  });

  it('arriving before the first bus waits for it', () => {
    expect(nextDeparture(buses, at(6, 30))).toBe(at(7, 0));
    expect(previousDeparture(buses, at(6, 30))).toBeUndefined();
  });

  it('finds nothing after the last bus', () => {
    expect(nextDeparture({ first: at(7, 0), every: 20, last: at(9, 0) }, at(9, 5))).toBeUndefined();
    expect(waitMinutes({ first: at(7, 0), every: 20, last: at(9, 0) }, at(9, 5))).toBeUndefined();
  });

  it('works on a plain list of departures, in any order', () => {
    expect(nextDeparture([at(9, 0), at(7, 45), at(8, 10)], at(8, 0))).toBe(at(8, 10));
    expect(previousDeparture([at(9, 0), at(7, 45), at(8, 10)], at(8, 0))).toBe(at(7, 45));
  });

  it('agrees with a minute-by-minute walk (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 239 }),
        fc.integer({ min: 0, max: 1439 }),
        (first, every, extra, arrival) => {
          const timetable = { first, every, last: Math.min(1439, first + extra) };
          expect(nextDeparture(timetable, arrival)).toBe(referenceNext(timetable, arrival));
        },
      ),
    );
  });

  it('is never before the arrival, and no bus leaves in between (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 1439 }),
        (first, every, arrival) => {
          const timetable = { first, every };
          const next = nextDeparture(timetable, arrival);
          const all = departures(timetable);
          if (next === undefined) {
            expect(all.every((time) => time < arrival)).toBe(true);
            return;
          }
          expect(next).toBeGreaterThanOrEqual(arrival);
          expect(all.filter((time) => time >= arrival && time < next)).toEqual([]);
        },
      ),
    );
  });
});

describe('describeTimetable', () => {
  it('reads the timetable aloud', () => {
    expect(describeTimetable({ first: at(7, 0), every: 20 })).toBe(
      'Buses leave every 20 minutes from 7:00 AM.',
    );
  });
});
