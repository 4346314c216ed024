import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faceMinutes, faceValue, readingLevelOf } from '../../model/time';
import {
  createLivingClockModel,
  describeLivingClockAnswer,
  dragEndText,
  livingClockHints,
  livingClockText,
  livingClockWorkedExample,
  type LivingClockItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;
const fixedNow = (hour24: number, minute: number) => () => new Date(2025, 0, 15, hour24, minute, 0);

function generateKind<K extends LivingClockItem['kind']>(
  step: number,
  kind: K,
  now = fixedNow(15, 47),
): Extract<LivingClockItem, { kind: K }> {
  const model = createLivingClockModel({ now });
  for (let seed = 0; seed < 500; seed += 1) {
    const item = model.generate(step, createRng(seed), { recentKeys: [] });
    if (item.kind === kind) return item as Extract<LivingClockItem, { kind: K }>;
  }
  throw new Error(`no ${kind} item at step ${step}`);
}

describe('The Living Clock hints', () => {
  it('uses the curriculum texts', () => {
    expect(livingClockHints['H-SWAP']).toBe(
      'The short hand tells the hour. The long hand tells the minutes. Look at the short hand first.',
    );
    expect(livingClockHints['H-45']).toBe(
      'The short hand is close to 4, but it has not got there yet. It is still 3-something: 3:45, quarter to 4.',
    );
    expect(livingClockHints['H-NUM']).toBe(
      'The long hand counts by fives. At the 3 it means 15 minutes: 5, 10, 15.',
    );
    expect(livingClockHints['once-around']).toBe(
      'One turn of the long hand is one hour, so the short hand moves on to the next number.',
    );
  });
});

describe('The Living Clock, step 1 (R1)', () => {
  it('asks the three step-1 questions about o’clock times in the half of the day it is now', () => {
    const model = createLivingClockModel({ now: fixedNow(15, 47) });
    const kinds = new Set<string>();
    for (let seed = 0; seed < 60; seed += 1) {
      const item = model.generate(1, createRng(seed), { recentKeys: [] });
      kinds.add(item.kind);
      if (item.kind !== 'part-of-day') {
        expect(faceValue(item.time).minute).toBe(0);
        expect(item.time).toBeGreaterThanOrEqual(720);
      }
    }
    expect([...kinds].sort()).toEqual(['part-of-day', 'read-hour', 'tap-hour-hand']);
  });

  it('never asks to tap the hour hand at 12, where the hands overlap', () => {
    const model = createLivingClockModel({ now: fixedNow(9, 0) });
    for (let seed = 0; seed < 200; seed += 1) {
      const item = model.generate(1, createRng(seed), { recentKeys: [] });
      if (item.kind === 'tap-hour-hand') expect(faceValue(item.time).hour).not.toBe(12);
    }
  });

  it('takes the hour hand as the answer to "Tap the hour hand."', () => {
    const model = createLivingClockModel({ now: fixedNow(15, 47) });
    const item = generateKind(1, 'tap-hour-hand');
    expect(item.prompt).toBe('Tap the hour hand.');
    expect(model.check(item, { kind: 'hand', hand: 'hour' })).toEqual({ correct: true });
    expect(model.check(item, { kind: 'hand', hand: 'minute' })).toEqual({
      correct: false,
      misconception: 'H-SWAP',
    });
  });

  it('reads the hour; the long hand’s 12 is H-SWAP', () => {
    const model = createLivingClockModel({ now: fixedNow(15, 47) });
    const item = generateKind(1, 'read-hour');
    const { hour } = faceValue(item.time);
    expect(item.choices).toHaveLength(3);
    expect(item.choices).toContain(hour);
    expect(new Set(item.choices).size).toBe(3);
    expect(model.check(item, { kind: 'hour', hour })).toEqual({ correct: true });
    if (hour !== 12) {
      expect(model.check(item, { kind: 'hour', hour: 12 })).toEqual({
        correct: false,
        misconception: 'H-SWAP',
      });
    }
    expect(model.check(item, { kind: 'hour', hour: (hour % 12) + 1 })).toEqual({ correct: false });
  });

  it('asks the part of the day from the real time, with four sky cards', () => {
    const model = createLivingClockModel({ now: fixedNow(15, 47) });
    const item = generateKind(1, 'part-of-day');
    expect(item.prompt).toBe('Is it morning, afternoon, evening or night right now?');
    expect(item.choices).toEqual(['morning', 'afternoon', 'evening', 'night']);
    expect(model.check(item, { kind: 'part-of-day', part: 'afternoon' })).toEqual({
      correct: true,
    });
    expect(model.check(item, { kind: 'part-of-day', part: 'morning' })).toEqual({
      correct: false,
      misconception: 'part-of-day',
    });
  });

  it('accepts both parts of the day when the real time crosses a boundary while answering', () => {
    let now = new Date(2025, 0, 15, 16, 59);
    const model = createLivingClockModel({ now: () => now });
    const item = generateKind(1, 'part-of-day', () => now);
    now = new Date(2025, 0, 15, 17, 0);
    expect(model.check(item, { kind: 'part-of-day', part: 'afternoon' }).correct).toBe(true);
    expect(model.check(item, { kind: 'part-of-day', part: 'evening' }).correct).toBe(true);
    expect(model.check(item, { kind: 'part-of-day', part: 'night' }).correct).toBe(false);
  });
});

describe('The Living Clock, step 2 (R2–R3)', () => {
  it('reads half past and quarter times from word cards', () => {
    const model = createLivingClockModel({ now: fixedNow(9, 10) });
    const item = generateKind(2, 'read-time', fixedNow(9, 10));
    expect(item.cards).toBe('words');
    expect(['R2', 'R3']).toContain(readingLevelOf(item.time));
    expect(item.choices.filter((choice) => choice === item.time)).toHaveLength(1);
    expect(model.check(item, { kind: 'time', time: item.time })).toEqual({ correct: true });
  });

  it('wants the next hour after one turn of the long hand', () => {
    const model = createLivingClockModel({ now: fixedNow(15, 47) });
    const item = generateKind(2, 'once-around');
    const { hour } = faceValue(item.time);
    const next = (hour % 12) + 1;
    expect(item.choices).toContain(next);
    expect(model.check(item, { kind: 'hour', hour: next })).toEqual({ correct: true });
    expect(model.check(item, { kind: 'hour', hour })).toEqual({
      correct: false,
      misconception: 'once-around',
    });
  });
});

describe('The Living Clock, reading rule and hints', () => {
  const readItem = (time: number): LivingClockItem => ({
    kind: 'read-time',
    step: 3,
    key: 'read-time:test',
    prompt: 'What time is it?',
    time,
    choices: [time],
    cards: 'digits',
  });
  const model = createLivingClockModel({ now: fixedNow(15, 47) });

  it('compares face values', () => {
    expect(model.check(readItem(at(3, 45)), { kind: 'time', time: at(15, 45) })).toEqual({
      correct: true,
    });
  });
  it('names a swapped-hands card H-SWAP', () => {
    expect(model.check(readItem(at(7, 0)), { kind: 'time', time: at(12, 35) })).toEqual({
      correct: false,
      misconception: 'H-SWAP',
    });
  });
  it('names hour + 1 at :40 or later H-45, with the item’s own hours', () => {
    expect(model.check(readItem(at(6, 45)), { kind: 'time', time: at(7, 45) })).toEqual({
      correct: false,
      misconception: 'H-45',
      message:
        'The short hand is close to 7, but it has not got there yet. It is still 6-something: 6:45, quarter to 7.',
    });
    expect(model.check(readItem(at(3, 30)), { kind: 'time', time: at(4, 30) })).toEqual({
      correct: false,
    });
  });
  it('names the number read as minutes H-NUM, with the item’s own number', () => {
    expect(model.check(readItem(at(9, 10)), { kind: 'time', time: at(9, 2) })).toEqual({
      correct: false,
      misconception: 'H-NUM',
      message: 'The long hand counts by fives. At the 2 it means 10 minutes: 5, 10.',
    });
  });
});

describe('The Living Clock, step 3 (R4)', () => {
  it('asks for N minutes later with N = 5, 10, 15 or 30, needing the exact minute', () => {
    const model = createLivingClockModel({ now: fixedNow(15, 47) });
    const item = generateKind(3, 'drag-later');
    expect([5, 10, 15, 30]).toContain(item.minutesLater);
    expect(readingLevelOf(item.time)).toBe('R4');
    expect(item.prompt).toBe(`Drag the long hand to make it ${item.minutesLater} minutes later.`);
    expect(faceMinutes(item.target)).toBe(faceMinutes(item.time + item.minutesLater));
    expect(model.check(item, { kind: 'time', time: item.target })).toEqual({ correct: true });
    expect(model.check(item, { kind: 'time', time: item.target + 1 })).toEqual({ correct: false });
  });

  it('names counting each number as one minute H-NUM, and a whole extra turn once-around', () => {
    const model = createLivingClockModel();
    const item: LivingClockItem = {
      kind: 'drag-later',
      step: 3,
      key: 'drag-later:test',
      prompt: 'Drag the long hand to make it 10 minutes later.',
      time: at(3, 20),
      minutesLater: 10,
      target: at(3, 30),
    };
    expect(model.check(item, { kind: 'time', time: at(4, 10) })).toEqual({
      correct: false,
      misconception: 'H-NUM',
      message: 'The long hand counts by fives. 10 minutes is 2 numbers on: 5, 10.',
    });
    expect(model.check(item, { kind: 'time', time: at(4, 30) })).toEqual({
      correct: false,
      misconception: 'once-around',
    });
  });

  it('reads 5-minute times from digital cards', () => {
    const item = generateKind(3, 'read-time');
    expect(item.cards).toBe('digits');
    expect(readingLevelOf(item.time)).toBe('R4');
  });
});

describe('The Living Clock, step 4 (R5 and "right now")', () => {
  it('reads 1-minute times', () => {
    const model = createLivingClockModel({ now: fixedNow(15, 47) });
    const item = model.generate(4, createRng(3), { recentKeys: [] });
    expect(item.kind).toBe('read-time');
    expect(readingLevelOf(item.time)).toBe('R5');
  });

  it('asks about the real time every 4th item', () => {
    const model = createLivingClockModel({ now: fixedNow(15, 47) });
    const afterThree = model.generate(4, createRng(1), {
      recentKeys: ['read-now:900', 'read-time:1', 'read-time:2', 'read-time:3'],
    });
    expect(afterThree.kind).toBe('read-now');
    expect(afterThree.prompt).toBe('What time is it right now?');
    const afterTwo = model.generate(4, createRng(1), {
      recentKeys: ['read-now:900', 'read-time:2', 'read-time:3'],
    });
    expect(afterTwo.kind).toBe('read-time');
  });

  it('accepts the time shown when the item appeared or any later minute up to now', () => {
    let now = new Date(2025, 0, 15, 15, 47);
    const model = createLivingClockModel({ now: () => now });
    const item = model.generate(4, createRng(1), {
      recentKeys: ['read-time:1', 'read-time:2', 'read-time:3'],
    });
    expect(item.kind).toBe('read-now');
    expect(item.time).toBe(at(15, 47));
    now = new Date(2025, 0, 15, 15, 49, 30);
    expect(model.check(item, { kind: 'time', time: at(15, 47) }).correct).toBe(true);
    expect(model.check(item, { kind: 'time', time: at(3, 48) }).correct).toBe(true);
    expect(model.check(item, { kind: 'time', time: at(15, 49) }).correct).toBe(true);
    expect(model.check(item, { kind: 'time', time: at(15, 50) }).correct).toBe(false);
    expect(model.check(item, { kind: 'time', time: at(15, 46) }).correct).toBe(false);
  });

  it('accepts "right now" across midnight', () => {
    let now = new Date(2025, 0, 15, 23, 59);
    const model = createLivingClockModel({ now: () => now });
    const item = model.generate(4, createRng(2), {
      recentKeys: ['a', 'b', 'c'],
    });
    now = new Date(2025, 0, 16, 0, 1);
    expect(model.check(item, { kind: 'time', time: at(0, 0) }).correct).toBe(true);
    expect(model.check(item, { kind: 'time', time: at(0, 2) }).correct).toBe(false);
  });
});

describe('The Living Clock generator (properties)', () => {
  it('always offers the right card once among distinct cards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 1439 }),
        (seed, step, nowMinutes) => {
          const now = () => new Date(2025, 0, 15, Math.floor(nowMinutes / 60), nowMinutes % 60);
          const model = createLivingClockModel({ now });
          const item = model.generate(step, createRng(seed), { recentKeys: [] });
          expect(item.step).toBe(step);
          expect(item.prompt.length).toBeGreaterThan(0);
          if (item.kind === 'read-time' || item.kind === 'read-now') {
            const faces = item.choices.map(faceMinutes);
            expect(new Set(faces).size).toBe(3);
            expect(faces.filter((face) => face === faceMinutes(item.time))).toHaveLength(1);
            expect(model.check(item, { kind: 'time', time: item.time }).correct).toBe(true);
            // The prompt never says the time it asks about.
            expect(item.prompt).not.toMatch(/\d/);
          }
          if (item.kind === 'read-hour' || item.kind === 'once-around') {
            expect(new Set(item.choices).size).toBe(3);
          }
        },
      ),
    );
  });
});

describe('The Living Clock texts', () => {
  it('describes the explore clock with the time of day', () => {
    expect(livingClockText(at(15, 47))).toBe(
      'Living clock, now 3:47 in the afternoon. The short hand is close to 4. The long hand is 2 small marks past the 9.',
    );
    expect(dragEndText(at(16, 17))).toBe('Now 4:17.');
  });

  it('says the answer in words after answering', () => {
    const item = generateKind(2, 'read-time');
    expect(describeLivingClockAnswer(item)).toMatch(/^\d+:\d\d, /);
  });

  it('works through a reading item on the clock', () => {
    const item: LivingClockItem = {
      kind: 'read-time',
      step: 4,
      key: 'k',
      prompt: 'What time is it?',
      time: at(3, 47),
      choices: [at(3, 47)],
      cards: 'digits',
    };
    expect(livingClockWorkedExample(item).map((step) => step.text)).toEqual([
      'Look at the short hand first. It is close to 4, but it has not got there yet. The hour is still 3.',
      'Now the long hand. It is 2 small marks past the 9. Count by fives from the 12: 5, 10, 15, 20, 25, 30, 35, 40, 45. Then 2 small marks more: 47.',
      'So the clock shows 3:47, 13 minutes to 4.',
    ]);
  });
});
