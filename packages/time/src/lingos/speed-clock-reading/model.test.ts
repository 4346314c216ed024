import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faceMinutes, readingLevelOf } from '../../model/time';
import {
  checkSpeedClock,
  generateSpeedClock,
  speedClockHints,
  speedClockModel,
  speedClockText,
  type SpeedClockItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

const round = (step: number, seed: number): SpeedClockItem[] => {
  const keys: string[] = [];
  const items: SpeedClockItem[] = [];
  for (let index = 0; index < 10; index += 1) {
    const item = generateSpeedClock(step, createRng(seed * 31 + index), {
      recentKeys: keys,
      round: { index, size: 10 },
    });
    keys.push(item.key);
    items.push(item);
  }
  return items;
};

const itemFor = (time: number): SpeedClockItem => ({
  key: 'read:test',
  prompt: 'What time does the clock show?',
  step: 4,
  time,
  choices: [time],
});

describe('Speed Clock Reading generator', () => {
  it('step 1 reads o’clock and half past', () => {
    for (const item of round(1, 1)) expect(['R1', 'R2']).toContain(readingLevelOf(item.time));
  });

  it('step 2 mixes 7 quarter times with 3 o’clock or half past', () => {
    const levels = round(2, 2).map((item) => readingLevelOf(item.time));
    expect(levels.filter((level) => level === 'R3')).toHaveLength(7);
    expect(levels.filter((level) => level === 'R1' || level === 'R2')).toHaveLength(3);
  });

  it('step 3 reads 5-minute times', () => {
    for (const item of round(3, 3)) expect(readingLevelOf(item.time)).toBe('R4');
  });

  it('step 4 mixes 7 one-minute times with 3 five-minute times', () => {
    const levels = round(4, 4).map((item) => readingLevelOf(item.time));
    expect(levels.filter((level) => level === 'R5')).toHaveLength(7);
    expect(levels.filter((level) => level === 'R4')).toHaveLength(3);
  });

  it('repeats no time within a round', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      for (const step of [1, 2, 3, 4]) {
        const times = round(step, seed).map((item) => faceMinutes(item.time));
        expect(new Set(times).size).toBe(10);
      }
    }
  });

  it('offers 4 distinct cards with the right one once (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, step) => {
          const item = generateSpeedClock(step, createRng(seed));
          const faces = item.choices.map(faceMinutes);
          expect(faces).toHaveLength(4);
          expect(new Set(faces).size).toBe(4);
          expect(faces.filter((face) => face === faceMinutes(item.time))).toHaveLength(1);
          expect(checkSpeedClock(item, item.time)).toEqual({ correct: true });
        },
      ),
    );
  });

  it('draws distractors from the curriculum pool', () => {
    // 3:45: swapped 9:15, hour + 1 4:45, the number 3:09, minute ± 5 3:50 and 3:40.
    const pool = new Set([at(9, 15), at(4, 45), at(3, 9), at(3, 50), at(3, 40)]);
    for (let seed = 0; seed < 50; seed += 1) {
      const rng = createRng(seed);
      const item = generateSpeedClock(3, rng);
      if (item.time !== at(3, 45)) continue;
      for (const choice of item.choices) {
        if (choice !== item.time) expect(pool.has(choice)).toBe(true);
      }
    }
  });
});

describe('Speed Clock Reading answer rule', () => {
  it('names the distractor picked', () => {
    expect(checkSpeedClock(itemFor(at(3, 45)), at(9, 15))).toEqual({
      correct: false,
      misconception: 'H-SWAP',
    });
    expect(checkSpeedClock(itemFor(at(10, 50)), at(11, 50))).toEqual({
      correct: false,
      misconception: 'H-45',
      message:
        'The short hand is close to 11, but it has not got there yet. It is still 10-something: 10:50, 10 to 11.',
    });
    expect(checkSpeedClock(itemFor(at(5, 20)), at(5, 4))).toEqual({
      correct: false,
      misconception: 'H-NUM',
      message: 'The long hand counts by fives. At the 4 it means 20 minutes: 5, 10, 15, 20.',
    });
    expect(checkSpeedClock(itemFor(at(3, 15)), at(3, 20))).toEqual({ correct: false });
  });

  it('has the curriculum hints and a default', () => {
    expect(Object.keys(speedClockHints).sort()).toEqual(['H-45', 'H-NUM', 'H-SWAP', 'default']);
  });
});

describe('Speed Clock Reading texts', () => {
  it('describes the clock during play without its time', () => {
    expect(speedClockText(at(8, 53), 3)).toBe(
      'Clock 4 of 10: the short hand is close to 9. The long hand is 3 small marks past the 10.',
    );
  });

  it('says the answer after answering and works through a reading', () => {
    expect(speedClockModel.describe(itemFor(at(4, 30)))).toBe('4:30, half past 4');
    expect(speedClockModel.workedExample(itemFor(at(4, 30)))).toHaveLength(3);
  });
});
