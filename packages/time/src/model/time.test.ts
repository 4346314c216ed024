import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMinutes,
  announceTime,
  countBackJumps,
  countUpJumps,
  crossesNoonOrMidnight,
  cardName,
  describeClock,
  describeHourHand,
  describeMinuteHand,
  durationFromParts,
  durationParts,
  elapsedFaceMinutes,
  elapsedMinutes,
  faceDifference,
  faceMinutes,
  faceValue,
  format24Hour,
  formatDigital,
  formatDigital12,
  formatDuration,
  formatDurationShort,
  formatForPrompt,
  formatJump,
  formatWithPartOfDay,
  formatWords,
  landmarkName,
  meridiemOf,
  minuteHandNumber,
  minuteNumberReading,
  minutesAtLevel,
  minutesUpToLevel,
  nextHour,
  nextHourReading,
  normalizeTime,
  partOfDay,
  previousHour,
  promptUsesWords,
  readingLevelOf,
  roundToLevel,
  sameFaceValue,
  subtractMinutes,
  swappedHandsReading,
  timeFrom24Hour,
  timeFromDate,
  timeFromFace,
  to24Hour,
  toggleMeridiem,
} from './time';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

describe('normalizeTime', () => {
  it('keeps a time inside the day', () => {
    expect(normalizeTime(0)).toBe(0);
    expect(normalizeTime(1439)).toBe(1439);
  });
  it('wraps past midnight and before it', () => {
    expect(normalizeTime(1440)).toBe(0);
    expect(normalizeTime(1500)).toBe(60);
    expect(normalizeTime(-1)).toBe(1439);
    expect(normalizeTime(-1441)).toBe(1439);
  });
});

describe('addMinutes', () => {
  it('adds within the hour', () => {
    expect(addMinutes(at(3, 15), 30)).toBe(at(3, 45));
  });
  it('crosses into the next hour', () => {
    expect(addMinutes(at(3, 45), 30)).toBe(at(4, 15));
  });
  it('crosses noon into PM', () => {
    expect(addMinutes(at(11, 40), 45)).toBe(at(12, 25));
  });
  it('crosses midnight into the next morning', () => {
    expect(addMinutes(at(23, 30), 180)).toBe(at(2, 30));
  });
  it('goes back with a negative number', () => {
    expect(addMinutes(at(0, 10), -20)).toBe(at(23, 50));
  });
});

describe('subtractMinutes', () => {
  it('crosses back over the hour', () => {
    expect(subtractMinutes(at(4, 15), 30)).toBe(at(3, 45));
  });
  it('crosses back over noon', () => {
    expect(subtractMinutes(at(12, 20), 35)).toBe(at(11, 45));
  });
  it('crosses back over midnight', () => {
    expect(subtractMinutes(at(0, 5), 10)).toBe(at(23, 55));
  });
  it('is undone by addMinutes for any start and duration (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: -5000, max: 5000 }),
        (start, duration) => {
          expect(subtractMinutes(addMinutes(start, duration), duration)).toBe(start);
          expect(addMinutes(subtractMinutes(start, duration), duration)).toBe(start);
        },
      ),
    );
  });
});

describe('faceValue', () => {
  it('shows midnight and noon as 12', () => {
    expect(faceValue(0)).toEqual({ hour: 12, minute: 0 });
    expect(faceValue(at(12, 0))).toEqual({ hour: 12, minute: 0 });
  });
  it('shows the afternoon as on the face', () => {
    expect(faceValue(at(15, 47))).toEqual({ hour: 3, minute: 47 });
  });
  it('gives 0–719 face minutes', () => {
    expect(faceMinutes(at(15, 47))).toBe(at(3, 47));
    expect(faceMinutes(at(23, 59))).toBe(719);
  });
  it('treats AM and PM with the same hands as the same face value', () => {
    expect(sameFaceValue(at(3, 15), at(15, 15))).toBe(true);
    expect(sameFaceValue(at(3, 15), at(3, 16))).toBe(false);
  });
  it('agrees with an independent hour/minute computation (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (time) => {
        const hour24 = Math.floor(time / 60);
        const expectedHour = hour24 % 12 === 0 ? 12 : hour24 % 12;
        expect(faceValue(time)).toEqual({ hour: expectedHour, minute: time % 60 });
      }),
    );
  });
});

describe('timeFromFace and 24-hour time', () => {
  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(timeFromFace(12, 0, 'AM')).toBe(0);
    expect(timeFromFace(12, 0, 'PM')).toBe(720);
    expect(timeFromFace(12, 10, 'PM')).toBe(at(12, 10));
  });
  it('reads PM hours after noon', () => {
    expect(timeFromFace(3, 5, 'PM')).toBe(at(15, 5));
    expect(timeFromFace(3, 5)).toBe(at(3, 5));
  });
  it('takes the local time of day from a date', () => {
    expect(timeFromDate(new Date(2025, 5, 1, 15, 47, 30))).toBe(at(15, 47));
  });
  it('converts to and from 24-hour time', () => {
    expect(to24Hour(at(15, 5))).toEqual({ hour: 15, minute: 5 });
    expect(timeFrom24Hour(17, 0)).toBe(at(17, 0));
    expect(format24Hour(at(15, 5))).toBe('15:05');
    expect(format24Hour(at(9, 0))).toBe('09:00');
    expect(format24Hour(0)).toBe('00:00');
    expect(format24Hour(720)).toBe('12:00');
  });
  it('knows AM from PM', () => {
    expect(meridiemOf(at(11, 59))).toBe('AM');
    expect(meridiemOf(at(12, 0))).toBe('PM');
    expect(meridiemOf(0)).toBe('AM');
    expect(toggleMeridiem(at(7, 15))).toBe(at(19, 15));
    expect(toggleMeridiem(at(19, 15))).toBe(at(7, 15));
  });
});

describe('formatting', () => {
  it('formats digits with two-digit minutes', () => {
    expect(formatDigital(at(3, 5))).toBe('3:05');
    expect(formatDigital(at(12, 30))).toBe('12:30');
    expect(formatDigital(at(16, 30))).toBe('4:30');
  });
  it('formats 12-hour digits with AM/PM', () => {
    expect(formatDigital12(at(15, 5))).toBe('3:05 PM');
    expect(formatDigital12(0)).toBe('12:00 AM');
    expect(formatDigital12(720)).toBe('12:00 PM');
  });
  it('says the ladder times in words', () => {
    expect(formatWords(at(4, 0))).toBe("4 o'clock");
    expect(formatWords(at(4, 30))).toBe('half past 4');
    expect(formatWords(at(3, 15))).toBe('quarter past 3');
    expect(formatWords(at(4, 45))).toBe('quarter to 5');
    expect(formatWords(at(12, 45))).toBe('quarter to 1');
  });
  it('says 5-minute and 1-minute times in words', () => {
    expect(formatWords(at(3, 20))).toBe('20 past 3');
    expect(formatWords(at(3, 50))).toBe('10 to 4');
    expect(formatWords(at(3, 7))).toBe('7 minutes past 3');
    expect(formatWords(at(3, 1))).toBe('1 minute past 3');
    expect(formatWords(at(3, 47))).toBe('13 minutes to 4');
    expect(formatWords(at(3, 59))).toBe('1 minute to 4');
  });
  it('gives prompts words and digits up to R3, digits only from R4', () => {
    expect(formatForPrompt(at(4, 30))).toBe('half past 4, 4:30');
    expect(formatForPrompt(at(4, 30), '. ')).toBe('half past 4. 4:30');
    expect(formatForPrompt(at(7, 0))).toBe("7 o'clock, 7:00");
    expect(formatForPrompt(at(7, 25))).toBe('7:25');
    expect(formatForPrompt(at(7, 23))).toBe('7:23');
    expect(promptUsesWords('R3')).toBe(true);
    expect(promptUsesWords('R4')).toBe(false);
  });
  it('announces digits then words', () => {
    expect(announceTime(at(6, 30))).toBe('6:30, half past 6');
  });
  it('names the landmarks', () => {
    expect(landmarkName(720)).toBe('12 noon');
    expect(landmarkName(0)).toBe('12 midnight');
    expect(landmarkName(721)).toBeUndefined();
  });
  it('steps hours round the face', () => {
    expect(nextHour(12)).toBe(1);
    expect(nextHour(3)).toBe(4);
    expect(previousHour(1)).toBe(12);
    expect(previousHour(3)).toBe(2);
  });
});

describe('reading ladder', () => {
  it('places each minute on its rung', () => {
    expect(readingLevelOf(at(3, 0))).toBe('R1');
    expect(readingLevelOf(at(3, 30))).toBe('R2');
    expect(readingLevelOf(at(3, 15))).toBe('R3');
    expect(readingLevelOf(at(3, 45))).toBe('R3');
    expect(readingLevelOf(at(3, 25))).toBe('R4');
    expect(readingLevelOf(at(3, 26))).toBe('R5');
  });
  it('lists the minutes of each rung', () => {
    expect(minutesAtLevel('R1')).toEqual([0]);
    expect(minutesAtLevel('R3')).toEqual([15, 45]);
    expect(minutesAtLevel('R4')).toEqual([5, 10, 20, 25, 35, 40, 50, 55]);
    expect(minutesAtLevel('R5')).toHaveLength(48);
    expect(minutesUpToLevel('R2')).toEqual([0, 30]);
    expect(minutesUpToLevel('R4')).toHaveLength(12);
    expect(minutesUpToLevel('R5')).toHaveLength(60);
  });
  it('rounds to a rung', () => {
    expect(roundToLevel(at(7, 14), 'R2')).toBe(at(7, 0));
    expect(roundToLevel(at(7, 15), 'R2')).toBe(at(7, 30));
    expect(roundToLevel(at(7, 53), 'R3')).toBe(at(8, 0));
    expect(roundToLevel(at(8, 12), 'R4')).toBe(at(8, 10));
    expect(roundToLevel(at(23, 50), 'R1')).toBe(0);
    expect(roundToLevel(at(8, 12), 'R5')).toBe(at(8, 12));
  });
});

describe('partOfDay', () => {
  it('follows the 1-1 boundaries', () => {
    expect(partOfDay(at(4, 59))).toBe('night');
    expect(partOfDay(at(5, 0))).toBe('morning');
    expect(partOfDay(at(11, 59))).toBe('morning');
    expect(partOfDay(at(12, 0))).toBe('afternoon');
    expect(partOfDay(at(16, 59))).toBe('afternoon');
    expect(partOfDay(at(17, 0))).toBe('evening');
    expect(partOfDay(at(20, 59))).toBe('evening');
    expect(partOfDay(at(21, 0))).toBe('night');
    expect(partOfDay(0)).toBe('night');
  });
  it('says the time with its part of the day', () => {
    expect(formatWithPartOfDay(at(15, 47))).toBe('3:47 in the afternoon');
    expect(formatWithPartOfDay(at(22, 0))).toBe('10:00 at night');
  });
});

describe('describeHourHand (description rule)', () => {
  it('points at the hour at :00', () => {
    expect(describeHourHand(at(3, 0))).toBe('points at 3');
  });
  it('is just past the hour from :01 to :20', () => {
    expect(describeHourHand(at(3, 1))).toBe('is just past 3');
    expect(describeHourHand(at(3, 20))).toBe('is just past 3');
  });
  it('is about halfway from :21 to :39', () => {
    expect(describeHourHand(at(3, 21))).toBe('is about halfway between 3 and 4');
    expect(describeHourHand(at(3, 39))).toBe('is about halfway between 3 and 4');
    expect(describeHourHand(at(12, 30))).toBe('is about halfway between 12 and 1');
  });
  it('is close to the next hour from :40 to :59', () => {
    expect(describeHourHand(at(3, 40))).toBe('is close to 4');
    expect(describeHourHand(at(11, 59))).toBe('is close to 12');
    expect(describeHourHand(at(12, 45))).toBe('is close to 1');
  });
});

describe('describeMinuteHand (description rule)', () => {
  it('points at a number on a multiple of 5', () => {
    expect(describeMinuteHand(at(3, 45))).toBe('points at 9');
    expect(describeMinuteHand(at(3, 0))).toBe('points at 12');
  });
  it('counts small marks past the number otherwise', () => {
    expect(describeMinuteHand(at(3, 47))).toBe('is 2 small marks past the 9');
    expect(describeMinuteHand(at(3, 1))).toBe('is 1 small mark past the 12');
    expect(describeMinuteHand(at(3, 53))).toBe('is 3 small marks past the 10');
    expect(minuteHandNumber(at(3, 53))).toBe(10);
  });
  it('names minutes with the minute-numbers scaffold', () => {
    expect(describeMinuteHand(at(3, 45), { minuteNumbers: true })).toBe('points at 45 minutes');
    expect(describeMinuteHand(at(3, 47), { minuteNumbers: true })).toBe(
      'is 2 small marks past 45 minutes',
    );
    expect(describeMinuteHand(at(3, 0), { minuteNumbers: true })).toBe('points at 12');
    expect(describeMinuteHand(at(3, 2), { minuteNumbers: true })).toBe(
      'is 2 small marks past the 12',
    );
  });
});

describe('describeClock', () => {
  it('describes both hands, short hand first', () => {
    expect(describeClock(at(7, 0))).toBe('The short hand points at 7. The long hand points at 12.');
    expect(describeClock(at(15, 47))).toBe(
      'The short hand is close to 4. The long hand is 2 small marks past the 9.',
    );
  });
  it('can describe the long hand first', () => {
    expect(describeClock(at(4, 30), { minuteHandFirst: true })).toBe(
      'The long hand points at 6. The short hand is about halfway between 4 and 5.',
    );
  });
  it('describes only the short hand in hour-hand-only mode', () => {
    expect(describeClock(at(2, 30), { hourHandOnly: true })).toBe(
      'The short hand is about halfway between 2 and 3.',
    );
  });
  it('never states the answer of a reading item (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.boolean(), (time, minuteNumbers) => {
        const text = describeClock(time, { minuteNumbers }).toLowerCase();
        expect(text).not.toContain(formatDigital(time));
        expect(text).not.toContain(formatWords(time).toLowerCase());
        expect(text).not.toContain("o'clock");
        expect(text).not.toContain('half past');
        expect(text).not.toContain('quarter');
        expect(text).not.toMatch(/\d:\d\d/);
      }),
    );
  });
});

describe('cardName', () => {
  it('drops the closing full stop of a text alternative, keeping the ones inside', () => {
    expect(cardName('Clock: the short hand points at 7. The long hand points at 6.')).toBe(
      'Clock: the short hand points at 7. The long hand points at 6',
    );
    expect(cardName('A digital clock showing 4:50')).toBe('A digital clock showing 4:50');
    expect(`${cardName(describeClock(390))}, not right`).not.toMatch(/\.,/);
  });
});

describe('elapsed time', () => {
  it('counts forward from start to end', () => {
    expect(elapsedMinutes(at(2, 50), at(3, 10))).toBe(20);
    expect(elapsedMinutes(at(10, 40), at(14, 15))).toBe(215);
  });
  it('counts across midnight to the next morning', () => {
    expect(elapsedMinutes(at(21, 30), at(7, 0))).toBe(570);
  });
  it('counts on the face within a half day', () => {
    expect(elapsedFaceMinutes(at(11, 0), at(1, 0))).toBe(120);
    expect(faceDifference(at(3, 0), at(1, 0))).toBe(-120);
    expect(faceDifference(at(11, 0), at(1, 0))).toBe(120);
  });
  it('splits and joins hours and minutes', () => {
    expect(durationParts(90)).toEqual({ hours: 1, minutes: 30 });
    expect(durationFromParts(0, 90)).toBe(90);
    expect(durationFromParts(1, 30)).toBe(90);
  });
  it('says durations and jumps', () => {
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(61)).toBe('1 hour 1 minute');
    expect(formatDurationShort(215)).toBe('3 h 35 min');
    expect(formatDurationShort(15)).toBe('15 min');
    expect(formatJump(15)).toBe('plus 15 minutes');
    expect(formatJump(-60)).toBe('minus 1 hour');
  });
  it('knows when a stretch passes noon or midnight', () => {
    expect(crossesNoonOrMidnight(at(11, 40), 45)).toBe(true);
    expect(crossesNoonOrMidnight(at(11, 40), 19)).toBe(false);
    expect(crossesNoonOrMidnight(at(23, 0), 90)).toBe(true);
    expect(crossesNoonOrMidnight(at(9, 0), 120)).toBe(false);
  });
});

describe('countUpJumps', () => {
  it('jumps to the o’clock, then to noon, then to the end', () => {
    expect(countUpJumps(at(10, 40), at(14, 15))).toEqual([
      { minutes: 20, to: at(11, 0) },
      { minutes: 60, to: at(12, 0) },
      { minutes: 135, to: at(14, 15) },
    ]);
  });
  it('jumps to the o’clock first within the morning', () => {
    expect(countUpJumps(at(2, 50), at(3, 10))).toEqual([
      { minutes: 10, to: at(3, 0) },
      { minutes: 10, to: at(3, 10) },
    ]);
  });
  it('makes one jump when the end comes before the next o’clock', () => {
    expect(countUpJumps(at(3, 10), at(3, 40))).toEqual([{ minutes: 30, to: at(3, 40) }]);
  });
  it('stops at midnight across the night', () => {
    expect(countUpJumps(at(22, 0), at(6, 30))).toEqual([
      { minutes: 120, to: 0 },
      { minutes: 390, to: at(6, 30) },
    ]);
  });
  it('always adds up to the elapsed time and lands on the end (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (a, b) => {
        const jumps = countUpJumps(a, b);
        expect(jumps.reduce((sum, jump) => sum + jump.minutes, 0)).toBe(elapsedMinutes(a, b));
        if (jumps.length > 0) expect(jumps.at(-1)?.to).toBe(b);
        for (const jump of jumps) expect(jump.minutes).toBeGreaterThan(0);
      }),
    );
  });
});

describe('countBackJumps', () => {
  it('goes back to the o’clock first', () => {
    expect(countBackJumps(at(4, 10), 40)).toEqual([
      { minutes: 10, to: at(4, 0) },
      { minutes: 30, to: at(3, 30) },
    ]);
  });
  it('goes back over noon through 12:00', () => {
    expect(countBackJumps(at(12, 20), 35)).toEqual([
      { minutes: 20, to: at(12, 0) },
      { minutes: 15, to: at(11, 45) },
    ]);
  });
  it('adds up to the duration and lands on the start (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 1439 }),
        (end, d) => {
          const jumps = countBackJumps(end, d);
          expect(jumps.reduce((sum, jump) => sum + jump.minutes, 0)).toBe(d);
          expect(jumps.at(-1)?.to).toBe(subtractMinutes(end, d));
        },
      ),
    );
  });
});

describe('misreadings', () => {
  it('swaps the hands as the curriculum examples do', () => {
    expect(swappedHandsReading(at(7, 0))).toBe(at(0, 35));
    expect(formatDigital(swappedHandsReading(at(7, 0)))).toBe('12:35');
    expect(formatDigital(swappedHandsReading(at(2, 30)))).toBe('6:10');
    expect(formatDigital(swappedHandsReading(at(12, 0)))).toBe('12:00');
  });
  it('keeps the swapped reading in the same half of the day', () => {
    expect(meridiemOf(swappedHandsReading(at(14, 30)))).toBe('PM');
  });
  it('reads the next hour at :40 or later (H-45)', () => {
    expect(nextHourReading(at(3, 45))).toBe(at(4, 45));
    expect(nextHourReading(at(3, 39))).toBeUndefined();
  });
  it('reads the number as minutes (H-NUM)', () => {
    expect(minuteNumberReading(at(3, 15))).toBe(at(3, 3));
    expect(minuteNumberReading(at(3, 17))).toBe(at(3, 3));
    expect(minuteNumberReading(at(3, 4))).toBeUndefined();
  });
});
