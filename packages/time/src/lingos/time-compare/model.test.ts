import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faceMinutes, faceValue, meridiemOf, readingLevelOf } from '../../model/time';
import {
  cardText,
  checkTimeCompare,
  compareCardsText,
  compareMisconception,
  correctCompareAnswer,
  describeComparison,
  generateTimeCompare,
  meridiemPair,
  timeCompareHints,
  timeCompareModel,
  type CompareCard,
  type TimeCompareItem,
} from './model';

const at = (hour24: number, minute: number): number => hour24 * 60 + minute;

function item(
  a: Omit<CompareCard, 'id'>,
  b: Omit<CompareCard, 'id'>,
  ask: 'earlier' | 'later',
  compareBy: 'face' | 'day' = 'face',
): TimeCompareItem {
  return {
    key: 'test',
    prompt: `Tap the ${ask} time`,
    step: compareBy === 'day' ? 4 : 3,
    ask,
    compareBy,
    sameTimeCard: true,
    cards: [
      { id: 'a', ...a },
      { id: 'b', ...b },
    ],
  };
}

const many = (step: number, count = 300): TimeCompareItem[] =>
  Array.from({ length: count }, (_, seed) => generateTimeCompare(step, createRng(seed)));

describe('generateTimeCompare', () => {
  it('step 1: two analog morning clocks, R1–R2, different hours 1–11', () => {
    for (const generated of many(1)) {
      const [a, b] = generated.cards;
      expect([a.form, b.form]).toEqual(['analog', 'analog']);
      for (const card of [a, b]) {
        expect(['R1', 'R2']).toContain(readingLevelOf(card.time));
        expect(meridiemOf(card.time)).toBe('AM');
        expect(faceValue(card.time).hour).toBeLessThanOrEqual(11);
      }
      expect(faceValue(a.time).hour).not.toBe(faceValue(b.time).hour);
      expect(generated.sameTimeCard).toBe(false);
      expect(generated.prompt).toMatch(/^Tap the (earlier|later) time$/);
    }
  });

  it('step 2: analog against digital, R3–R4, half of them sharing the hour', () => {
    const items = many(2);
    let shared = 0;
    for (const generated of items) {
      const [a, b] = generated.cards;
      expect([a.form, b.form].sort()).toEqual(['analog', 'digital']);
      for (const card of [a, b]) expect(['R3', 'R4']).toContain(readingLevelOf(card.time));
      expect(a.time).not.toBe(b.time);
      if (faceValue(a.time).hour === faceValue(b.time).hour) shared += 1;
    }
    expect(shared / items.length).toBeGreaterThan(0.4);
    expect(shared / items.length).toBeLessThan(0.65);
  });

  it('step 3: R4–R5, a "Same time" card, 1 in 5 the same time two ways, half within 20 min', () => {
    const items = many(3, 500);
    const same = items.filter((generated) => generated.cards[0].time === generated.cards[1].time);
    expect(same.length / items.length).toBeGreaterThan(0.12);
    expect(same.length / items.length).toBeLessThan(0.28);
    for (const generated of same) expect(generated.cards[0].form).not.toBe(generated.cards[1].form);
    const different = items.filter(
      (generated) => generated.cards[0].time !== generated.cards[1].time,
    );
    const close = different.filter(
      (generated) => Math.abs(generated.cards[0].time - generated.cards[1].time) <= 20,
    );
    expect(close.length / different.length).toBeGreaterThan(0.4);
    for (const generated of items) {
      expect(generated.sameTimeCard).toBe(true);
      for (const card of generated.cards) expect(['R4', 'R5']).toContain(readingLevelOf(card.time));
    }
  });

  it('step 4: AM/PM forms, compared by the time of day, pairs of every kind', () => {
    const items = many(4);
    const kinds = new Set<string>();
    for (const generated of items) {
      expect(generated.compareBy).toBe('day');
      const [a, b] = generated.cards;
      for (const card of [a, b]) expect(['digital-meridiem', 'sky']).toContain(card.form);
      const meridiems = [meridiemOf(a.time), meridiemOf(b.time)].sort().join('-');
      if (meridiems === 'AM-PM' && faceValue(a.time).hour === faceValue(b.time).hour)
        kinds.add('same-hour');
      else if (meridiems === 'AM-PM') kinds.add('halves-or-noon');
      else kinds.add('after-noon');
    }
    expect(kinds).toEqual(new Set(['same-hour', 'halves-or-noon', 'after-noon']));
  });

  it('builds the curriculum’s step-4 pairs', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const [am, pm] = meridiemPair(createRng(seed), 'same-hour', [0, 5, 10, 15, 20]);
      expect(faceValue(am).hour).toBe(faceValue(pm).hour);
      expect(meridiemOf(am)).toBe('AM');
      expect(meridiemOf(pm)).toBe('PM');
      expect(faceValue(pm).minute).toBeLessThan(faceValue(am).minute);
    }
  });

  it('is reproducible from the seed', () => {
    expect(generateTimeCompare(3, createRng(7))).toEqual(generateTimeCompare(3, createRng(7)));
  });

  it('always has exactly one right answer (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateTimeCompare(step, createRng(seed));
        const answers = (['a', 'b', 'same'] as const).filter(
          (answer) => checkTimeCompare(generated, answer).correct,
        );
        expect(answers).toHaveLength(1);
      }),
    );
  });
});

describe('checkTimeCompare', () => {
  it('compares by face value in steps 1–3', () => {
    const pair = item(
      { time: at(3, 10), form: 'analog' },
      { time: at(3, 50), form: 'digital' },
      'earlier',
    );
    expect(correctCompareAnswer(pair)).toBe('a');
    expect(checkTimeCompare(pair, 'a')).toEqual({ correct: true });
  });

  it('same hour, wrong pick: look at the long hands, with the item’s minutes', () => {
    const pair = item(
      { time: at(3, 10), form: 'analog' },
      { time: at(3, 50), form: 'digital' },
      'earlier',
    );
    expect(checkTimeCompare(pair, 'b')).toEqual({
      correct: false,
      misconception: 'same-hour',
      message:
        'Same hour, so look at the long hands: 10 minutes past comes before 50 minutes past.',
    });
    expect(timeCompareHints['same-hour']).toBe(
      'Same hour, so look at the long hands: 10 minutes past comes before 50 minutes past.',
    );
  });

  it('a quarter-to card taken as the next hour: H-45', () => {
    // 3:45 read as 4:45 would be later than 4:10.
    const pair = item(
      { time: at(3, 45), form: 'analog' },
      { time: at(4, 10), form: 'digital' },
      'later',
    );
    const result = checkTimeCompare(pair, 'a');
    expect(result.misconception).toBe('H-45');
    expect(result.message).toBe(
      'The short hand is close to 4, but it has not got there yet. It is still 3-something: 3:45, quarter to 4.',
    );
  });

  it('does not call H-45 when the misreading would not explain the pick', () => {
    const pair = item(
      { time: at(3, 45), form: 'analog' },
      { time: at(5, 10), form: 'digital' },
      'later',
    );
    expect(compareMisconception(pair, 'a')).toBeUndefined();
    expect(checkTimeCompare(pair, 'a')).toEqual({ correct: false });
  });

  it('handles H-45 at 11:45 against 12-something on the face', () => {
    // On a face 12:10 comes before 11:45; reading 11:45 as 12:45 makes it later still.
    const pair = item(
      { time: at(11, 45), form: 'analog' },
      { time: at(11, 50), form: 'digital' },
      'later',
    );
    expect(compareMisconception(pair, 'a')).toBe('same-hour');
  });

  it('"Same time" is right only when the two are equal', () => {
    const same = item(
      { time: at(4, 45), form: 'analog' },
      { time: at(4, 45), form: 'words' },
      'later',
    );
    expect(checkTimeCompare(same, 'same')).toEqual({ correct: true });
    expect(checkTimeCompare(same, 'a')).toMatchObject({
      correct: false,
      misconception: 'missed-same',
    });
    const different = item(
      { time: at(4, 45), form: 'analog' },
      { time: at(4, 50), form: 'words' },
      'later',
    );
    expect(checkTimeCompare(different, 'same')).toMatchObject({
      correct: false,
      misconception: 'not-same',
    });
  });

  it('step 4 compares the time of day: PM chosen as earlier than AM is the AM/PM hint', () => {
    const pair = item(
      { time: at(19, 5), form: 'digital-meridiem' },
      { time: at(7, 15), form: 'digital-meridiem' },
      'earlier',
      'day',
    );
    expect(correctCompareAnswer(pair)).toBe('b');
    expect(checkTimeCompare(pair, 'a')).toEqual({
      correct: false,
      misconception: 'am-pm',
      message: 'The day goes AM, then 12 noon, then PM. AM times come first.',
    });
  });

  it('12:10 PM taken as later than 1 PM is the AM/PM hint, naming 12:10 PM', () => {
    const pair = item(
      { time: at(12, 10), form: 'digital-meridiem' },
      { time: at(13, 0), form: 'sky' },
      'later',
      'day',
    );
    expect(checkTimeCompare(pair, 'a')).toEqual({
      correct: false,
      misconception: 'am-pm',
      message: 'The day goes AM, then 12 noon, then PM. 12:10 PM is just after noon.',
    });
  });

  it('11:50 AM against 12:10 PM: 12:10 PM is later', () => {
    const pair = item(
      { time: at(11, 50), form: 'digital-meridiem' },
      { time: at(12, 10), form: 'digital-meridiem' },
      'later',
      'day',
    );
    expect(checkTimeCompare(pair, 'b')).toEqual({ correct: true });
    expect(checkTimeCompare(pair, 'a').misconception).toBe('am-pm');
  });

  it('agrees with comparing minutes directly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 719 }), fc.integer({ min: 60, max: 719 }), (x, y) => {
        const pair = item({ time: x, form: 'digital' }, { time: y, form: 'digital' }, 'earlier');
        const expected = x === y ? 'same' : faceMinutes(x) < faceMinutes(y) ? 'a' : 'b';
        expect(correctCompareAnswer(pair)).toBe(expected);
      }),
    );
  });
});

describe('text, worked example and description', () => {
  it('describes the cards without speaking a clock’s time', () => {
    expect(
      compareCardsText([
        { id: 'a', time: at(4, 45), form: 'analog' },
        { id: 'b', time: at(4, 50), form: 'digital' },
      ]),
    ).toBe(
      'Card A: a clock. The short hand is close to 5. The long hand points at 9. Card B: a digital clock showing 4:50.',
    );
    expect(cardText({ id: 'a', time: at(16, 45), form: 'words' })).toBe('the words "quarter to 5"');
  });

  it('solves the item step by step', () => {
    const pair = item(
      { time: at(3, 10), form: 'analog' },
      { time: at(3, 50), form: 'digital' },
      'later',
    );
    expect(timeCompareModel.workedExample(pair).map((step) => step.text)).toEqual([
      'Card A shows 3:10.',
      'Card B shows 3:50.',
      "Both are in the 3 o'clock hour. Look at the long hands: 10 minutes past comes before 50 minutes past.",
      'So 3:10 is earlier and 3:50 is later. The later time is card B, 3:50.',
    ]);
    expect(describeComparison(pair)).toBe('Card B, 3:50, is later');
  });

  it('explains AM before PM in the worked example', () => {
    const pair = item(
      { time: at(20, 0), form: 'digital-meridiem' },
      { time: at(9, 0), form: 'digital-meridiem' },
      'earlier',
      'day',
    );
    expect(timeCompareModel.workedExample(pair)[2]?.text).toBe(
      '9:00 AM is AM, before 12 noon. 8:00 PM is PM, after 12 noon.',
    );
  });
});
