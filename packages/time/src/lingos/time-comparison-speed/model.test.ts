import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faceValue, meridiemOf, readingLevelOf } from '../../model/time';
import type { CompareCard } from '../time-compare/model';
import {
  checkTimeComparisonSpeed,
  drawFromQuota,
  generateTimeComparisonSpeed,
  roundKeysSoFar,
  sharedHourOf,
  speedPairText,
  speedRoundSummary,
  timeComparisonSpeedHints,
  timeComparisonSpeedModel,
  type TimeComparisonSpeedItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

/** Plays a round as the session does: each item sees the keys served before it. */
function round(step: number, seed: number): TimeComparisonSpeedItem[] {
  const items: TimeComparisonSpeedItem[] = [];
  const recentKeys: string[] = ['older-item-1', 'older-item-2'];
  for (let index = 0; index < 10; index += 1) {
    const item = generateTimeComparisonSpeed(step, createRng(seed * 100 + index), {
      recentKeys: [...recentKeys],
      round: { index, size: 10 },
    });
    items.push(item);
    recentKeys.push(item.key);
  }
  return items;
}

function item(
  a: Omit<CompareCard, 'id'>,
  b: Omit<CompareCard, 'id'>,
  ask: 'earlier' | 'later',
  compareBy: 'face' | 'day' = 'face',
): TimeComparisonSpeedItem {
  return {
    key: 'test',
    prompt: `Tap the ${ask} time`,
    step: 2,
    category: 'mixed',
    ask,
    compareBy,
    sameTimeCard: false,
    cards: [
      { id: 'a', ...a },
      { id: 'b', ...b },
    ],
  };
}

describe('rounds', () => {
  it('takes only this round’s keys', () => {
    expect(roundKeysSoFar({ recentKeys: ['x', 'y', 'z'], round: { index: 2, size: 10 } })).toEqual([
      'y',
      'z',
    ]);
    expect(roundKeysSoFar({ recentKeys: ['x', 'y'], round: { index: 0, size: 10 } })).toEqual([]);
    expect(roundKeysSoFar(undefined)).toEqual([]);
  });

  it('draws every category to its quota exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = createRng(seed);
        const used: ('x' | 'y' | 'z')[] = [];
        for (let index = 0; index < 10; index += 1)
          used.push(drawFromQuota(rng, { x: 5, y: 3, z: 2 }, used));
        expect(used.filter((entry) => entry === 'x')).toHaveLength(5);
        expect(used.filter((entry) => entry === 'y')).toHaveLength(3);
        expect(used.filter((entry) => entry === 'z')).toHaveLength(2);
      }),
    );
  });

  it('asks "earlier" 5 times and "later" 5 times in every round, in random order', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 30; seed += 1) {
      for (const step of [1, 2, 3]) {
        const items = round(step, seed);
        expect(items.filter((entry) => entry.ask === 'earlier')).toHaveLength(5);
        expect(items.filter((entry) => entry.ask === 'later')).toHaveLength(5);
        orders.add(items.map((entry) => entry.ask[0]).join(''));
      }
    }
    expect(orders.size).toBeGreaterThan(20);
  });

  it('step 1: digital against digital, R1–R3, different hours, same half', () => {
    for (const entry of round(1, 3)) {
      expect(entry.cards.map((card) => card.form)).toEqual(['digital', 'digital']);
      const [a, b] = entry.cards;
      expect(faceValue(a.time).hour).not.toBe(faceValue(b.time).hour);
      expect(meridiemOf(a.time)).toBe(meridiemOf(b.time));
      for (const card of entry.cards)
        expect(['R1', 'R2', 'R3']).toContain(readingLevelOf(card.time));
    }
  });

  it('step 2: analog against digital, R4, 5 of 10 sharing the hour', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const items = round(2, seed);
      expect(items.filter((entry) => sharedHourOf(entry) !== undefined)).toHaveLength(5);
      for (const entry of items) {
        expect(entry.cards.map((card) => card.form).sort()).toEqual(['analog', 'digital']);
        for (const card of entry.cards) expect(readingLevelOf(card.time)).toBe('R4');
      }
    }
  });

  it('step 3: R5, 2 pairs across noon and 1 "Same" per round, AM/PM forms among them', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const items = round(3, seed);
      const noon = items.filter((entry) => entry.category === 'noon');
      expect(noon).toHaveLength(2);
      for (const entry of noon) {
        expect(entry.compareBy).toBe('day');
        expect(entry.cards.some((card) => meridiemOf(card.time) === 'PM')).toBe(true);
      }
      const same = items.filter((entry) => entry.cards[0].time === entry.cards[1].time);
      expect(same).toHaveLength(1);
      for (const entry of items) {
        expect(entry.sameTimeCard).toBe(true);
        for (const card of entry.cards) expect(readingLevelOf(card.time)).toBe('R5');
      }
    }
  });

  it('makes a sensible item without a round context', () => {
    const entry = generateTimeComparisonSpeed(2, createRng(1));
    expect(entry.key).toMatch(/^speed:2:(earlier|later):/);
  });
});

describe('checkTimeComparisonSpeed', () => {
  it('is right on the right card only', () => {
    const pair = item(
      { time: at(4, 50), form: 'digital' },
      { time: at(4, 45), form: 'analog' },
      'later',
    );
    expect(checkTimeComparisonSpeed(pair, 'a')).toEqual({ correct: true });
  });

  it('a shared hour: "Look at the long hands."', () => {
    const pair = item(
      { time: at(4, 50), form: 'digital' },
      { time: at(4, 45), form: 'analog' },
      'later',
    );
    const result = checkTimeComparisonSpeed(pair, 'b');
    expect(result).toEqual({ correct: false, misconception: 'same-hour' });
    expect(timeComparisonSpeedHints['same-hour']).toBe('Look at the long hands.');
  });

  it('otherwise H-45', () => {
    const pair = item(
      { time: at(3, 45), form: 'analog' },
      { time: at(4, 10), form: 'digital' },
      'earlier',
    );
    expect(checkTimeComparisonSpeed(pair, 'b')).toEqual({
      correct: false,
      misconception: 'H-45',
      message: timeComparisonSpeedHints['H-45'],
    });
    const tenTo = item(
      { time: at(9, 50), form: 'analog' },
      { time: at(10, 5), form: 'digital' },
      'earlier',
    );
    expect(checkTimeComparisonSpeed(tenTo, 'b')).toEqual({
      correct: false,
      misconception: 'H-45',
      message:
        'The short hand is close to 10, but it has not got there yet. It is still 9-something: 9:50, 10 to 10.',
    });
  });

  it('or "AM comes before PM."', () => {
    const pair = item(
      { time: at(19, 5), form: 'digital-meridiem' },
      { time: at(7, 15), form: 'sky' },
      'earlier',
      'day',
    );
    expect(checkTimeComparisonSpeed(pair, 'a')).toEqual({ correct: false, misconception: 'am-pm' });
    expect(timeComparisonSpeedHints['am-pm']).toBe('AM comes before PM.');
  });

  it('"Same" is right only for the same time', () => {
    const same = item(
      { time: at(2, 17), form: 'digital' },
      { time: at(2, 17), form: 'words' },
      'later',
    );
    expect(checkTimeComparisonSpeed(same, 'same')).toEqual({ correct: true });
    expect(checkTimeComparisonSpeed(same, 'b')).toEqual({
      correct: false,
      misconception: 'missed-same',
    });
  });

  it('exactly one answer is right for every generated pair (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer(), (step, seed) => {
        const entry = timeComparisonSpeedModel.generate(step, createRng(seed));
        const right = (['a', 'b', 'same'] as const).filter(
          (answer) => checkTimeComparisonSpeed(entry, answer).correct,
        );
        expect(right).toHaveLength(1);
      }),
    );
  });
});

describe('text alternatives', () => {
  it('reads a pair as the curriculum does', () => {
    const pair = item(
      { time: at(4, 50), form: 'digital' },
      { time: at(4, 45), form: 'analog' },
      'later',
    );
    expect(speedPairText(pair, 3)).toBe(
      'Pair 3 of 10. Tap the later time. Card A: 4:50. Card B: a clock. The short hand is close to 5. The long hand points at 9.',
    );
  });

  it('sums up a round', () => {
    expect(speedRoundSummary(9, 10, 52_000, 48_000)).toBe(
      'Round done: 9 of 10 right in 52 seconds. Your best is 48 seconds.',
    );
    expect(speedRoundSummary(7, 10, null, null)).toBe('Round done: 7 of 10 right.');
  });

  it('has a worked example for a poor round', () => {
    const pair = item(
      { time: at(4, 50), form: 'digital' },
      { time: at(4, 45), form: 'analog' },
      'later',
    );
    expect(timeComparisonSpeedModel.workedExample(pair).length).toBeGreaterThan(2);
  });
});
