import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faceValue, meridiemOf, readingLevelOf } from '../../model/time';
import {
  cardMovedText,
  checkTimeSequence,
  correctOrder,
  describeSequenceCard,
  generateTimeSequence,
  placedCorrectly,
  timeSequenceHints,
  timeSequenceModel,
  type SequenceCard,
  type TimeSequenceItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

const card = (id: string, time: number, extra: Partial<SequenceCard> = {}): SequenceCard => ({
  id,
  time,
  face: 'analog',
  sky: false,
  ...extra,
});

const itemOf = (cards: readonly SequenceCard[]): TimeSequenceItem => ({
  key: 'sequence:test',
  prompt: 'Put the clocks in order, from earliest to latest.',
  step: 3,
  cards,
});

const gaps = (item: TimeSequenceItem): number[] => {
  const sorted = item.cards.map((each) => each.time).sort((a, b) => a - b);
  return sorted.slice(1).map((time, index) => time - (sorted[index] as number));
};

describe('Time Sequence Puzzles generator', () => {
  it('step 1: 3 event cards with pictures, :00 or :30, at least 2 h apart, events in common-sense order', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = generateTimeSequence(1, createRng(seed));
      expect(item.cards).toHaveLength(3);
      expect(Math.min(...gaps(item))).toBeGreaterThanOrEqual(120);
      for (const each of item.cards) {
        expect(each.event).toBeDefined();
        expect(each.sky).toBe(true);
        expect(['R1', 'R2']).toContain(readingLevelOf(each.time));
      }
    }
  });

  it('step 2: 3 clocks in one half of the day, R1–R3, at least 30 min apart, no 12', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = generateTimeSequence(2, createRng(seed));
      expect(item.cards).toHaveLength(3);
      expect(item.halfOfDay).toMatch(/^in the (morning|afternoon)$/);
      expect(item.prompt).toContain(item.halfOfDay);
      const halves = new Set(item.cards.map((each) => meridiemOf(each.time)));
      expect(halves.size).toBe(1);
      expect(Math.min(...gaps(item))).toBeGreaterThanOrEqual(30);
      for (const each of item.cards) {
        expect(each.event).toBeUndefined();
        expect(faceValue(each.time).hour).not.toBe(12);
        expect(['R1', 'R2', 'R3']).toContain(readingLevelOf(each.time));
      }
    }
  });

  it('step 3: 4 cards, analog and digital, R4, at least 10 min apart, 2 sharing an hour', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = generateTimeSequence(3, createRng(seed));
      expect(item.cards).toHaveLength(4);
      expect(new Set(item.cards.map((each) => each.face))).toEqual(new Set(['analog', 'digital']));
      expect(Math.min(...gaps(item))).toBeGreaterThanOrEqual(10);
      const hours = item.cards.map((each) => Math.floor(each.time / 60));
      expect(new Set(hours).size).toBeLessThan(4);
      for (const each of item.cards) expect(each.time % 5).toBe(0);
    }
  });

  it('step 4: 4 cards across the day with sky and AM/PM, at least 5 min apart; about 1 in 3 crosses noon', () => {
    let crossing = 0;
    for (let seed = 0; seed < 300; seed += 1) {
      const item = generateTimeSequence(4, createRng(seed));
      expect(item.cards).toHaveLength(4);
      expect(Math.min(...gaps(item))).toBeGreaterThanOrEqual(5);
      for (const each of item.cards) expect(each.sky).toBe(true);
      const times = item.cards.map((each) => each.time);
      if (
        times.some((time) => time >= at(11, 0) && time < at(12, 0)) &&
        times.some((time) => time >= at(12, 0) && time < at(13, 0)) &&
        times.some((time) => time >= at(13, 0) && time < at(14, 0))
      ) {
        crossing += 1;
      }
    }
    expect(crossing / 300).toBeGreaterThan(0.25);
    expect(crossing / 300).toBeLessThan(0.5);
  });

  it('never shows the cards already in order, and never two equal times (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, step) => {
          const item = generateTimeSequence(step, createRng(seed));
          const times = item.cards.map((each) => each.time);
          expect(new Set(times).size).toBe(times.length);
          expect(correctOrder(item)).not.toEqual(item.cards.map((each) => each.id));
          expect(checkTimeSequence(item, correctOrder(item)).correct).toBe(true);
          expect(new Set(item.cards.map((each) => each.id)).size).toBe(item.cards.length);
        },
      ),
    );
  });
});

describe('Time Sequence Puzzles answer rule', () => {
  const item = itemOf([
    card('a', at(3, 40)),
    card('b', at(3, 10)),
    card('c', at(9, 5)),
    card('d', at(5, 0)),
  ]);

  it('orders by minutes since midnight', () => {
    expect(correctOrder(item)).toEqual(['b', 'a', 'd', 'c']);
    expect(checkTimeSequence(item, ['b', 'a', 'd', 'c']).correct).toBe(true);
  });

  it('makes any misplaced card a miss and marks which places lock', () => {
    const result = checkTimeSequence(item, ['b', 'a', 'c', 'd']);
    expect(result.correct).toBe(false);
    expect(result.marks).toEqual({ b: 'correct', a: 'correct', c: 'incorrect', d: 'incorrect' });
    expect(placedCorrectly(item, ['b', 'a', 'c', 'd'])).toEqual([true, true, false, false]);
  });

  it('treats an incomplete order as a miss', () => {
    expect(checkTimeSequence(item, ['b', 'a', 'd']).correct).toBe(false);
  });

  it('names same-hour cards out of order, with the item’s own times', () => {
    expect(checkTimeSequence(item, ['a', 'b', 'd', 'c'])).toMatchObject({
      correct: false,
      misconception: 'same-hour',
      message: 'Same hour? Then look at the long hands: 3:10 comes before 3:40.',
    });
    const seven = itemOf([card('a', at(7, 50)), card('b', at(7, 25)), card('c', at(9, 0))]);
    expect(checkTimeSequence(seven, ['a', 'b', 'c'])).toMatchObject({
      misconception: 'same-hour',
      message: 'Same hour? Then look at the long hands: 7:25 comes before 7:50.',
    });
  });

  it('names 3:45 placed after 4:10 H-45, with the item’s own hours', () => {
    const quarterTo = itemOf([card('a', at(3, 45)), card('b', at(4, 10)), card('c', at(6, 0))]);
    expect(checkTimeSequence(quarterTo, ['b', 'a', 'c'])).toMatchObject({
      correct: false,
      misconception: 'H-45',
      message: timeSequenceHints['H-45'],
    });
    const tenTo = itemOf([card('a', at(8, 50)), card('b', at(9, 5)), card('c', at(11, 0))]);
    expect(checkTimeSequence(tenTo, ['b', 'a', 'c'])).toMatchObject({
      misconception: 'H-45',
      message:
        'The short hand is close to 9, but it has not got there yet. It is still 8-something: 8:50, 10 to 9.',
    });
  });

  it('names 12:10 PM placed after 1:05 PM (noon)', () => {
    const noon = itemOf([
      card('a', at(11, 45), { sky: true }),
      card('b', at(12, 10), { sky: true }),
      card('c', at(13, 5), { sky: true }),
      card('d', at(20, 0), { sky: true }),
    ]);
    expect(checkTimeSequence(noon, ['a', 'c', 'b', 'd'])).toMatchObject({
      correct: false,
      misconception: 'noon',
      message: 'After 11 comes 12 noon, then 1. So 12:10 PM is before 1:05 PM.',
    });
    const later = itemOf([
      card('a', at(12, 35), { sky: true }),
      card('b', at(14, 20), { sky: true }),
      card('c', at(17, 0), { sky: true }),
    ]);
    expect(checkTimeSequence(later, ['b', 'a', 'c'])).toMatchObject({
      misconception: 'noon',
      message: 'After 11 comes 12 noon, then 1. So 12:35 PM is before 2:20 PM.',
    });
  });

  it('gives no named mistake for a plain swap of far-apart cards', () => {
    expect(checkTimeSequence(item, ['b', 'a', 'c', 'd']).misconception).toBeUndefined();
  });

  it('has the curriculum hint texts', () => {
    expect(timeSequenceHints['same-hour']).toBe(
      'Same hour? Then look at the long hands: 3:10 comes before 3:40.',
    );
    expect(timeSequenceHints.noon).toBe('After 11 comes 12 noon, then 1. So 12:10 is before 1:05.');
  });
});

describe('Time Sequence Puzzles texts', () => {
  it('describes an event card by its hands, never its time', () => {
    const breakfast = card('a', at(7, 30), {
      event: { id: 'breakfast', label: 'Breakfast', picture: '🥣' },
    });
    expect(describeSequenceCard(breakfast, 1, 4)).toBe(
      'Card 2 of 4: Breakfast. A clock: the short hand is about halfway between 7 and 8. The long hand points at 6.',
    );
    expect(cardMovedText(breakfast, 0, 4)).toBe('Breakfast, moved to place 1 of 4.');
  });

  it('reads a digital card with AM/PM when it has a sky', () => {
    expect(describeSequenceCard(card('a', at(13, 5), { face: 'digital', sky: true }), 0, 4)).toBe(
      'Card 1 of 4: A digital clock showing 1:05 PM.',
    );
  });

  it('works through the order earliest first', () => {
    const steps = timeSequenceModel.workedExample(
      itemOf([card('a', at(3, 40)), card('b', at(3, 10)), card('c', at(5, 0))]),
    );
    expect(steps.map((step) => step.text)).toEqual([
      'Read each clock: the short hand for the hour, then the long hand for the minutes.',
      'First: 3:10.',
      'Next: 3:40.',
      'Last: 5:00.',
    ]);
  });
});
