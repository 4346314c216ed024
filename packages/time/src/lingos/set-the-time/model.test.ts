import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faceDifference, faceValue, readingLevelOf } from '../../model/time';
import {
  checkSetTheTime,
  generateSetTheTime,
  setTheTimeHints,
  setTheTimeModel,
  setTheTimeText,
  settledText,
  type SetTheTimeItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

const itemFor = (target: number): SetTheTimeItem => ({
  key: 'set:test',
  prompt: 'Set the clock.',
  step: 3,
  target,
  start: at(9, 0),
  targetText: '',
  minuteNumbers: 'toggle-on',
});

const levelsAt = (step: number, count = 400): Map<string, number> => {
  const levels = new Map<string, number>();
  for (let seed = 0; seed < count; seed += 1) {
    const level = readingLevelOf(generateSetTheTime(step, createRng(seed)).target);
    levels.set(level, (levels.get(level) ?? 0) + 1);
  }
  return levels;
};

describe('Set the Time generator', () => {
  it('step 1 sets o’clock and half past, in words and digits', () => {
    expect([...levelsAt(1).keys()].sort()).toEqual(['R1', 'R2']);
    const item = generateSetTheTime(1, createRng(7));
    const { hour, minute } = faceValue(item.target);
    const words = minute === 0 ? `${hour} o'clock` : `half past ${hour}`;
    expect(item.prompt).toBe(`Set the clock to ${words}. ${hour}:${minute === 0 ? '00' : '30'}.`);
    expect(item.minuteNumbers).toBe('always');
  });

  it('step 2 sets quarters in about 3 of 4 items', () => {
    const levels = levelsAt(2);
    const quarters = levels.get('R3') ?? 0;
    expect(quarters / 400).toBeGreaterThan(0.65);
    expect(quarters / 400).toBeLessThan(0.85);
    expect([...levels.keys()].every((level) => ['R1', 'R2', 'R3'].includes(level))).toBe(true);
  });

  it('step 3 sets 5-minute times in digits only, the minute numbers on a toggle', () => {
    const levels = levelsAt(3);
    expect((levels.get('R4') ?? 0) / 400).toBeGreaterThan(0.65);
    expect(levels.has('R5')).toBe(false);
    const item = generateSetTheTime(3, createRng(11));
    expect(item.prompt).toMatch(/^Set the clock to \d{1,2}:\d\d\.$/);
    expect(item.minuteNumbers).toBe('toggle-on');
  });

  it('step 4 sets 1-minute times in about 3 of 4 items, minute numbers starting off', () => {
    const levels = levelsAt(4);
    expect((levels.get('R5') ?? 0) / 400).toBeGreaterThan(0.65);
    expect(generateSetTheTime(4, createRng(1)).minuteNumbers).toBe('toggle-off');
  });

  it('starts the hands on a 5-minute time at least 2 h from the target (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, step) => {
          const item = generateSetTheTime(step, createRng(seed));
          expect(item.start % 5).toBe(0);
          expect(Math.abs(faceDifference(item.start, item.target))).toBeGreaterThanOrEqual(120);
          const { hour } = faceValue(item.target);
          expect(hour).toBeGreaterThanOrEqual(1);
          expect(hour).toBeLessThanOrEqual(12);
          expect(checkSetTheTime(item, item.target)).toEqual({ correct: true });
        },
      ),
    );
  });

  it('draws every hour from 1 to 12', () => {
    const hours = new Set<number>();
    for (let seed = 0; seed < 300; seed += 1) {
      hours.add(faceValue(generateSetTheTime(1, createRng(seed)).target).hour);
    }
    expect([...hours].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('Set the Time answer rule', () => {
  it('is right exactly when the face value matches', () => {
    expect(checkSetTheTime(itemFor(at(4, 30)), at(16, 30))).toEqual({ correct: true });
    expect(checkSetTheTime(itemFor(at(4, 30)), at(4, 31)).correct).toBe(false);
  });

  it('calls a wrong hour (a wrong number of turns) wrong', () => {
    expect(checkSetTheTime(itemFor(at(4, 30)), at(5, 30))).toEqual({ correct: false });
  });

  it('names swapped hands H-SWAP', () => {
    expect(checkSetTheTime(itemFor(at(4, 30)), at(6, 20))).toEqual({
      correct: false,
      misconception: 'H-SWAP',
    });
  });

  it('names :45 set one hour late H-45, with the item’s own hours', () => {
    expect(checkSetTheTime(itemFor(at(3, 45)), at(4, 45))).toEqual({
      correct: false,
      misconception: 'H-45',
      message: setTheTimeHints['H-45'],
    });
    // Quarter to 9, 8:45, set to 9:45: not the curriculum's 3 and 4.
    expect(checkSetTheTime(itemFor(at(8, 45)), at(9, 45))).toEqual({
      correct: false,
      misconception: 'H-45',
      message:
        'The short hand is close to 9, but it has not got there yet. It is still 8-something: 8:45, quarter to 9.',
    });
  });

  it('names the minute set to the number’s value H-NUM, with the item’s own number', () => {
    expect(checkSetTheTime(itemFor(at(3, 15)), at(3, 3))).toEqual({
      correct: false,
      misconception: 'H-NUM',
      message: setTheTimeHints['H-NUM'],
    });
    expect(checkSetTheTime(itemFor(at(6, 40)), at(6, 8))).toEqual({
      correct: false,
      misconception: 'H-NUM',
      message:
        'The long hand counts by fives. At the 8 it means 40 minutes: 5, 10, 15, 20, 25, 30, 35, 40.',
    });
  });

  it('names 5 minutes off either way', () => {
    expect(checkSetTheTime(itemFor(at(7, 25)), at(7, 20))).toEqual({
      correct: false,
      misconception: 'off-by-5',
    });
    expect(checkSetTheTime(itemFor(at(7, 55)), at(8, 0))).toEqual({
      correct: false,
      misconception: 'off-by-5',
    });
  });

  it('has the curriculum hint texts', () => {
    expect(setTheTimeHints['off-by-5']).toBe('So close! Count by fives from the 12 again.');
    expect(setTheTimeModel.hints['H-45']).toBe(
      'The short hand is close to 4, but it has not got there yet. It is still 3-something: 3:45, quarter to 4.',
    );
  });
});

describe('Set the Time texts and worked example', () => {
  it('describes the child’s clock by its hands', () => {
    const item = { ...itemFor(at(4, 30)) };
    expect(setTheTimeText(item, at(12, 0))).toBe(
      'Set the clock to 4:30. Your clock: the short hand points at 12. The long hand points at 12.',
    );
    expect(settledText(at(4, 30))).toBe(
      'The long hand points at 6. The short hand is about halfway between 4 and 5.',
    );
  });

  it('sets the long hand first, then the hour', () => {
    const steps = setTheTimeModel.workedExample(itemFor(at(3, 45)));
    expect(steps.map((step) => step.text)).toEqual([
      'First the long hand. Count by fives from the 12: 5, 10, 15, 20, 25, 30, 35, 40, 45. That is the 9.',
      'Then turn the long hand round until the short hand is close to 4. It has not got there yet: the hour is still 3.',
      'Now the clock shows 3:45, quarter to 4.',
    ]);
    expect(steps.at(-1)?.time).toBe(at(3, 45));
    expect(setTheTimeModel.describe(itemFor(at(3, 45)))).toBe('3:45, quarter to 4');
  });
});
