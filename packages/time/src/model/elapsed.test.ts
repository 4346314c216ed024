import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capitalize,
  countBackPhrases,
  countUpPhrases,
  digitSubtractionReadings,
  digitsAsNumber,
  durationEcho,
  durationEntry,
  durationEntryMinutes,
  entryFromTime,
  entryMatches,
  entryMinutes,
  formatLanding,
  formatTimeAs,
  hasMinuteOverflow,
  isDigitSubtractionMistake,
  isMeridiemMistake,
  isNoonMistake,
  isSixtyMistake,
  jumpPhrases,
  landAfterJumps,
  landmarkCrossed,
  noonHintFor,
  onlyMeridiemWrong,
  ribbonJumpsFor,
} from './elapsed';
import { countUpJumps, elapsedMinutes } from './time';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

/** Reference: a calendar day in UTC, so Date does the clock arithmetic independently. */
const DAY_ONE = Date.UTC(2024, 2, 9);
const instant = (minutes: number, dayOffset = 0): number =>
  DAY_ONE + dayOffset * 86_400_000 + minutes * 60_000;

/** The next occurrence of `end` after `start`, as two Date instants (end on day 1 if not later). */
function referenceSpan(start: number, end: number): { from: number; to: number } {
  const from = instant(start);
  let to = instant(end);
  if (to <= from) to += 86_400_000;
  return { from, to };
}

/** Reference: 12 noon or 12 midnight strictly between two instants, read from Date. */
function referenceLandmark(from: number, to: number): number | undefined {
  for (let time = from + 60_000; time < to; time += 60_000) {
    const date = new Date(time);
    if (date.getUTCMinutes() === 0 && date.getUTCHours() % 12 === 0) {
      return date.getUTCHours() * 60;
    }
  }
  return undefined;
}

const anyTime = fc.integer({ min: 0, max: 1439 });

describe('entries', () => {
  it('reads a 12-hour entry with AM/PM, and without it as the morning half', () => {
    expect(entryMinutes({ hour: 3, minute: 15, meridiem: 'PM' })).toBe(at(15, 15));
    expect(entryMinutes({ hour: 12, minute: 10, meridiem: 'AM' })).toBe(at(0, 10));
    expect(entryMinutes({ hour: 12, minute: 10, meridiem: 'PM' })).toBe(at(12, 10));
    expect(entryMinutes({ hour: 3, minute: 15 })).toBe(at(3, 15));
  });

  it('reads a 24-hour entry', () => {
    expect(entryMinutes({ hour: 17, minute: 0, clock: '24h' })).toBe(at(17, 0));
    expect(entryMinutes({ hour: 0, minute: 5, clock: '24h' })).toBe(5);
  });

  it('carries an overflowing minute into the hour (3:75 is 4:15) and flags it as H-60', () => {
    expect(entryMinutes({ hour: 3, minute: 75 })).toBe(at(4, 15));
    expect(hasMinuteOverflow({ hour: 3, minute: 75 })).toBe(true);
    expect(isSixtyMistake({ hour: 3, minute: 75 })).toBe(true);
    expect(isSixtyMistake({ hour: 3, minute: 59 })).toBe(false);
  });

  it('never accepts 3:75 for 4:15, even though it is the same amount of time', () => {
    expect(entryMatches({ hour: 3, minute: 75 }, at(4, 15), 'face')).toBe(false);
    expect(entryMatches({ hour: 4, minute: 15 }, at(4, 15), 'face')).toBe(true);
  });

  it('compares by face value or by the time of day', () => {
    expect(entryMatches({ hour: 3, minute: 15, meridiem: 'AM' }, at(15, 15), 'face')).toBe(true);
    expect(entryMatches({ hour: 3, minute: 15, meridiem: 'AM' }, at(15, 15), 'day')).toBe(false);
    expect(entryMatches({ hour: 3, minute: 15, meridiem: 'PM' }, at(15, 15), 'day')).toBe(true);
    expect(entryMatches({ hour: 15, minute: 15, clock: '24h' }, at(15, 15), 'day')).toBe(true);
  });

  it('needs AM/PM when the time of day counts', () => {
    expect(entryMatches({ hour: 3, minute: 15 }, at(3, 15), 'day')).toBe(false);
    expect(onlyMeridiemWrong({ hour: 3, minute: 15 }, at(3, 15))).toBe(true);
  });

  it('names a right face with the wrong half of the day (H-NOON)', () => {
    expect(isMeridiemMistake({ hour: 11, minute: 45, meridiem: 'PM' }, at(11, 45))).toBe(true);
    expect(isMeridiemMistake({ hour: 12, minute: 25, meridiem: 'AM' }, at(12, 25))).toBe(true);
    expect(isMeridiemMistake({ hour: 12, minute: 25, meridiem: 'PM' }, at(12, 25))).toBe(false);
    expect(isMeridiemMistake({ hour: 12, minute: 30, meridiem: 'AM' }, at(12, 25))).toBe(false);
  });

  it('round-trips a time through its entry in every format (property)', () => {
    fc.assert(
      fc.property(anyTime, (time) => {
        expect(entryMinutes(entryFromTime(time, '12h'))).toBe(time);
        expect(entryMinutes(entryFromTime(time, '24h'))).toBe(time);
        expect(entryMatches(entryFromTime(time, 'face'), time, 'face')).toBe(true);
        expect(entryMatches(entryFromTime(time, '12h'), time, 'day')).toBe(true);
      }),
    );
  });
});

describe('duration entries', () => {
  it('counts any split of hours and minutes', () => {
    expect(durationEntryMinutes({ hours: 0, minutes: 90 })).toBe(90);
    expect(durationEntryMinutes({ hours: 1, minutes: 30 })).toBe(90);
    expect(durationEntry(90)).toEqual({ hours: 1, minutes: 30 });
  });

  it('echoes an entry of 60 minutes or more in hours and minutes', () => {
    expect(durationEcho({ hours: 0, minutes: 90 })).toBe('90 minutes = 1 hour 30 minutes');
    expect(durationEcho({ hours: 1, minutes: 70 })).toBe('1 hour 70 minutes = 2 hours 10 minutes');
    expect(durationEcho({ hours: 1, minutes: 30 })).toBeUndefined();
  });
});

describe('formatting', () => {
  it('writes a time as face digits, with AM/PM, or in 24-hour form', () => {
    expect(formatTimeAs(at(15, 5), 'face')).toBe('3:05');
    expect(formatTimeAs(at(15, 5), '12h')).toBe('3:05 PM');
    expect(formatTimeAs(at(15, 5), '24h')).toBe('15:05');
  });

  it('names the landmarks', () => {
    expect(formatLanding(at(12, 0), '12h')).toBe('12:00 noon');
    expect(formatLanding(0, '12h')).toBe('12:00 midnight');
    expect(formatLanding(0, '24h')).toBe('00:00 midnight');
    expect(formatLanding(at(11, 0), '12h')).toBe('11:00 AM');
  });

  it('names no landmark on a plain face, before AM and PM are taught', () => {
    expect(formatLanding(at(12, 0), 'face')).toBe('12:00');
    expect(formatLanding(0, 'face')).toBe('12:00');
    expect(formatLanding(at(13, 15), 'face')).toBe('1:15');
  });

  it('capitalizes a sentence', () => {
    expect(capitalize('plus 1 hour')).toBe('Plus 1 hour');
  });
});

describe('counting forward and back', () => {
  it('splits a duration into the fewest ribbon jumps', () => {
    expect(ribbonJumpsFor(95)).toEqual([60, 30, 5]);
    expect(ribbonJumpsFor(20)).toEqual([15, 5]);
    expect(ribbonJumpsFor(0)).toEqual([]);
  });

  it('lands where the jumps add up to, across midnight', () => {
    expect(landAfterJumps(at(23, 30), [60, 15])).toBe(at(0, 45));
    expect(landAfterJumps(at(0, 10), [-30])).toBe(at(23, 40));
  });

  it('counts up from 10:40 AM to 2:15 PM as the curriculum says', () => {
    expect(countUpPhrases(at(10, 40), at(14, 15), '12h')).toEqual([
      'plus 20 minutes to 11:00 AM',
      'plus 1 hour to 12:00 noon',
      'plus 2 hours 15 minutes to 2:15 PM',
    ]);
  });

  it('counts up 2:50 to 3:10 in face digits', () => {
    expect(countUpPhrases(at(2, 50), at(3, 10), 'face')).toEqual([
      'plus 10 minutes to 3:00',
      'plus 10 minutes to 3:10',
    ]);
  });

  it('counts back from 4:10 by 40 minutes', () => {
    expect(countBackPhrases(at(4, 10), 40, 'face')).toEqual([
      'minus 10 minutes to 4:00',
      'minus 30 minutes to 3:30',
    ]);
  });

  it('writes any jumps', () => {
    expect(jumpPhrases([{ minutes: 15, to: at(4, 0) }], 'forward', 'face')).toEqual([
      'plus 15 minutes to 4:00',
    ]);
  });

  it('the fewest ribbon jumps always reach the end (property)', () => {
    fc.assert(
      fc.property(anyTime, anyTime, (start, end) => {
        const { from, to } = referenceSpan(start, end);
        const elapsed = (to - from) / 60_000;
        expect(landAfterJumps(start, ribbonJumpsFor(elapsed))).toBe(end);
      }),
    );
  });
});

describe('landmarkCrossed', () => {
  it('finds 12 noon between 10:30 AM and 1:15 PM', () => {
    expect(landmarkCrossed(at(10, 30), at(13, 15))).toBe(720);
  });

  it('finds 12 midnight between 10:00 PM and 6:00 AM', () => {
    expect(landmarkCrossed(at(22, 0), at(6, 0))).toBe(0);
  });

  it('does not count landing on 12, or starting on it', () => {
    expect(landmarkCrossed(at(10, 0), at(12, 0))).toBeUndefined();
    expect(landmarkCrossed(at(12, 0), at(13, 0))).toBeUndefined();
    expect(landmarkCrossed(at(2, 0), at(3, 0))).toBeUndefined();
  });

  it('agrees with a Date-based reference for every start and end (property)', () => {
    fc.assert(
      fc.property(anyTime, anyTime, (start, end) => {
        fc.pre(start !== end);
        const { from, to } = referenceSpan(start, end);
        expect(landmarkCrossed(start, end)).toBe(referenceLandmark(from, to));
      }),
    );
  });
});

describe('elapsed time across noon and midnight', () => {
  it('the friendly jumps add up to the Date-based elapsed time (property)', () => {
    fc.assert(
      fc.property(anyTime, anyTime, (start, end) => {
        fc.pre(start !== end);
        const { from, to } = referenceSpan(start, end);
        const jumps = countUpJumps(start, end);
        const total = jumps.reduce((sum, jump) => sum + jump.minutes, 0);
        expect(elapsedMinutes(start, end)).toBe((to - from) / 60_000);
        expect(total).toBe((to - from) / 60_000);
        const landmark = referenceLandmark(from, to);
        if (landmark !== undefined) {
          // The count stops at 12 first, as the H-NOON hint teaches.
          expect(jumps.some((jump) => jump.to === landmark)).toBe(true);
        }
      }),
    );
  });

  it('splits the H-NOON hint at the landmark, with both parts adding up (property)', () => {
    fc.assert(
      fc.property(anyTime, anyTime, (start, end) => {
        fc.pre(start !== end);
        const { from, to } = referenceSpan(start, end);
        fc.pre(referenceLandmark(from, to) !== undefined);
        const hint = noonHintFor(start, end);
        expect(hint.startsWith('Stop at 12 first.')).toBe(true);
        expect(hint).toContain('to 12:00 is');
      }),
    );
  });
});

describe('noonHintFor', () => {
  it('uses the item’s own numbers', () => {
    expect(noonHintFor(at(10, 30), at(13, 15))).toBe(
      'Stop at 12 first. 10:30 to 12:00 is 1 hour 30 minutes. Then 12:00 to 1:15 is 1 hour 15 minutes more.',
    );
    expect(noonHintFor(at(22, 0), at(6, 30))).toBe(
      'Stop at 12 first. 10:00 to 12:00 is 2 hours. Then 12:00 to 6:30 is 6 hours 30 minutes more.',
    );
  });

  it('counts on when no landmark lies between', () => {
    expect(noonHintFor(at(2, 50), at(3, 10))).toBe('Count on from 2:50 to 3:10: 20 minutes.');
  });
});

describe('H-60 and H-NOON detectors for durations', () => {
  it('reads the digits as ordinary numbers', () => {
    expect(digitsAsNumber(at(10, 40), '12h')).toBe(1040);
    expect(digitsAsNumber(at(22, 30), '24h')).toBe(2230);
    expect(digitSubtractionReadings(at(2, 50), at(3, 10))).toContain(60);
  });

  it('flags 2:50 to 3:10 answered 60 minutes (310 − 250) as H-60', () => {
    expect(isDigitSubtractionMistake(at(2, 50), at(3, 10), 60)).toBe(true);
    expect(isDigitSubtractionMistake(at(2, 50), at(3, 10), 20)).toBe(false);
    expect(isDigitSubtractionMistake(at(2, 50), at(3, 10), 30)).toBe(false);
  });

  it('flags "1 h 65 min" for 2:50 to 4:15 (415 − 250 = 165) as H-60', () => {
    expect(isDigitSubtractionMistake(at(2, 50), at(4, 15), 125)).toBe(true);
    expect(isDigitSubtractionMistake(at(2, 50), at(4, 15), 165)).toBe(true);
    expect(isDigitSubtractionMistake(at(2, 50), at(4, 15), 85)).toBe(false);
  });

  it('flags 10:40 AM to 2:15 PM answered 8 h 25 min (the wrong way round) as H-NOON', () => {
    expect(isNoonMistake(at(10, 40), at(14, 15), 8 * 60 + 25)).toBe(true);
    expect(isNoonMistake(at(10, 40), at(14, 15), 3 * 60 + 35)).toBe(false);
    expect(isNoonMistake(at(10, 40), at(14, 15), 3 * 60)).toBe(false);
  });

  it('flags digits subtracted across noon with a borrow (10:20 to 2:45 → 1020 − 245 = 7 h 75) as H-NOON', () => {
    expect(isNoonMistake(at(10, 20), at(14, 45), 7 * 60 + 75)).toBe(true);
  });

  it('flags the wrong way round across midnight in 24-hour time (22:30 to 06:15 → 16 h 15)', () => {
    expect(isNoonMistake(at(22, 30), at(6, 15), 16 * 60 + 15)).toBe(true);
  });

  it('is never raised without a landmark between, nor for the right answer (property)', () => {
    fc.assert(
      fc.property(anyTime, anyTime, fc.integer({ min: 0, max: 1500 }), (start, end, answer) => {
        fc.pre(start !== end);
        const { from, to } = referenceSpan(start, end);
        const right = (to - from) / 60_000;
        if (referenceLandmark(from, to) === undefined) {
          expect(isNoonMistake(start, end, answer)).toBe(false);
        }
        expect(isNoonMistake(start, end, right)).toBe(false);
        expect(isDigitSubtractionMistake(start, end, right)).toBe(false);
      }),
    );
  });

  it('always catches 12 hours minus the right answer across noon (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 719 }),
        fc.integer({ min: 1, max: 719 }),
        (start, duration) => {
          const end = start + duration;
          // At 6 h, 12 h minus the answer is the answer itself.
          fc.pre(end > 720 && duration !== 360);
          expect(isNoonMistake(start, end, 720 - duration)).toBe(true);
        },
      ),
    );
  });
});
