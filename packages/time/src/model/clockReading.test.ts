import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyMisreading,
  countByFives,
  distractorPool,
  hourAheadHint,
  minuteNumberHint,
  misreadingResult,
  pickDistractors,
  readingWorkedExample,
  settingWorkedExample,
  timeHints,
} from './clockReading';
import { faceMinutes, formatDigital, meridiemOf } from './time';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

describe('timeHints', () => {
  it('keeps the curriculum texts of convention 6', () => {
    expect(timeHints['H-SWAP']).toBe(
      'The short hand tells the hour. The long hand tells the minutes. Look at the short hand first.',
    );
    expect(timeHints['H-NOON']).toBe(
      'Stop at 12 first. 10:30 to 12:00 is 1 hour 30 minutes. Then 12:00 to 1:15 is 1 hour 15 more.',
    );
    expect(timeHints['H-60']).toBe(
      "An hour has 60 minutes, not 100. After :59 comes the next o'clock.",
    );
  });
});

describe('classifyMisreading', () => {
  it('finds nothing in a right answer, even in the other half of the day', () => {
    expect(classifyMisreading(at(3, 45), at(15, 45))).toBeUndefined();
  });
  it('finds swapped hands', () => {
    expect(classifyMisreading(at(7, 0), at(12, 35))).toBe('H-SWAP');
    expect(classifyMisreading(at(2, 30), at(6, 10))).toBe('H-SWAP');
  });
  it('finds the next hour at :40 or later only', () => {
    expect(classifyMisreading(at(3, 45), at(4, 45))).toBe('H-45');
    expect(classifyMisreading(at(3, 40), at(4, 40))).toBe('H-45');
    expect(classifyMisreading(at(3, 35), at(4, 35))).toBeUndefined();
  });
  it('finds the number read as minutes', () => {
    expect(classifyMisreading(at(3, 15), at(3, 3))).toBe('H-NUM');
    expect(classifyMisreading(at(3, 50), at(3, 10))).toBe('H-NUM');
  });
  it('finds nothing in other mistakes', () => {
    expect(classifyMisreading(at(3, 15), at(3, 20))).toBeUndefined();
  });
});

describe('hints with the item’s own numbers', () => {
  it('H-45 speaks about the time’s own hours', () => {
    expect(hourAheadHint(at(3, 45))).toBe(timeHints['H-45']);
    expect(hourAheadHint(at(8, 45))).toBe(
      'The short hand is close to 9, but it has not got there yet. It is still 8-something: 8:45, quarter to 9.',
    );
    expect(hourAheadHint(at(23, 50))).toBe(
      'The short hand is close to 12, but it has not got there yet. It is still 11-something: 11:50, 10 to 12.',
    );
    expect(hourAheadHint(at(12, 42))).toBe(
      'The short hand is close to 1, but it has not got there yet. It is still 12-something: 12:42, 18 minutes to 1.',
    );
  });

  it('H-NUM speaks about the number the long hand is at', () => {
    expect(minuteNumberHint(at(3, 15))).toBe(timeHints['H-NUM']);
    expect(minuteNumberHint(at(7, 25))).toBe(
      'The long hand counts by fives. At the 5 it means 25 minutes: 5, 10, 15, 20, 25.',
    );
    expect(minuteNumberHint(at(2, 7))).toBe(
      'The long hand counts by fives. At the 1 it means 5 minutes: 5. Then 2 small marks more: 7.',
    );
  });

  it('gives a misread time its misconception and its own hint', () => {
    expect(misreadingResult(at(8, 45), at(9, 45))).toEqual({
      correct: false,
      misconception: 'H-45',
      message:
        'The short hand is close to 9, but it has not got there yet. It is still 8-something: 8:45, quarter to 9.',
    });
    expect(misreadingResult(at(10, 35), at(10, 7))).toEqual({
      correct: false,
      misconception: 'H-NUM',
      message:
        'The long hand counts by fives. At the 7 it means 35 minutes: 5, 10, 15, 20, 25, 30, 35.',
    });
    // H-SWAP has no example to fit: the curriculum text is the hint.
    expect(misreadingResult(at(7, 0), at(12, 35))).toEqual({
      correct: false,
      misconception: 'H-SWAP',
    });
    expect(misreadingResult(at(3, 15), at(3, 20))).toBeUndefined();
    expect(misreadingResult(at(3, 15), at(15, 15))).toBeUndefined();
  });
});

describe('distractors', () => {
  it('draws the 1-5 pool in order', () => {
    expect(
      distractorPool(at(3, 45)).map((choice) => [formatDigital(choice.time), choice.misreading]),
    ).toEqual([
      ['9:15', 'H-SWAP'],
      ['4:45', 'H-45'],
      ['3:09', 'H-NUM'],
      ['3:50', undefined],
      ['3:40', undefined],
    ]);
    expect(distractorPool(at(3, 20)).map((choice) => formatDigital(choice.time))).toEqual([
      '4:15',
      '2:20',
      '3:04',
      '3:25',
      '3:15',
    ]);
  });

  it('drops candidates equal to the target (6:30 swapped is 6:30)', () => {
    expect(distractorPool(at(6, 30)).map((choice) => formatDigital(choice.time))).not.toContain(
      '6:30',
    );
  });

  it('picks distinct distractors in the target’s half of the day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (target, seed) => {
          const picked = pickDistractors(target, 3, createRng(seed));
          const faces = picked.map((choice) => faceMinutes(choice.time));
          expect(faces).toHaveLength(3);
          expect(new Set([...faces, faceMinutes(target)]).size).toBe(4);
          for (const choice of picked) expect(meridiemOf(choice.time)).toBe(meridiemOf(target));
        },
      ),
    );
  });
});

describe('worked examples', () => {
  it('counts by fives', () => {
    expect(countByFives(15)).toBe('5, 10, 15');
    expect(countByFives(0)).toBe('');
  });

  it('reads o’clock from the short hand and the 12', () => {
    expect(readingWorkedExample(at(7, 0)).map((step) => step.text)).toEqual([
      'Look at the short hand first. It points at 7, so the hour is 7.',
      "Now the long hand. It points straight up at 12, so it is o'clock.",
      "So the clock shows 7:00, 7 o'clock.",
    ]);
  });

  it('reads a few minutes past the hour by small marks', () => {
    expect(readingWorkedExample(at(7, 3))[1]?.text).toBe(
      'Now the long hand. It is 3 small marks past the 12: 3 minutes.',
    );
  });

  it('sets an o’clock time', () => {
    expect(settingWorkedExample(at(4, 0)).map((step) => step.text)).toEqual([
      "First the long hand: o'clock means it points straight up at 12.",
      'Then turn the long hand round until the short hand points at 4.',
      "Now the clock shows 4:00, 4 o'clock.",
    ]);
  });
});
