import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalOf } from '../../model/cash';
import { pieces, type PieceId } from '../../model/pieces';
import {
  checkWhoHasMore,
  correctChoice,
  countedAloud,
  differenceOf,
  generateWhoHasMore,
  moreCoinsLessMoney,
  pursesText,
  totalsText,
  whoHasMoreChoices,
  whoHasMoreHints,
  whoHasMoreModel,
  type WhoHasMoreItem,
} from './model';

const itemOf = (
  a: readonly PieceId[],
  b: readonly PieceId[],
  step: 1 | 2 | 3 | 4 = 1,
): WhoHasMoreItem => ({
  key: 'more:test',
  prompt: '',
  step,
  purses: { a, b },
  askDifference: step === 4,
});

const itemsAt = (step: 1 | 2 | 3 | 4, count = 400): WhoHasMoreItem[] =>
  Array.from({ length: count }, (_unused, seed) => generateWhoHasMore(step, createRng(seed)));

const silver = new Set<PieceId>(['nickel', 'dime', 'quarter']);

describe('Who Has More? generator', () => {
  it('step 1: 1–5 coins of one kind in each purse, totals up to $1, at least 10¢ apart', () => {
    for (const item of itemsAt(1)) {
      for (const purse of [item.purses.a, item.purses.b]) {
        expect(purse.length).toBeGreaterThanOrEqual(1);
        expect(purse.length).toBeLessThanOrEqual(5);
        expect(new Set(purse).size).toBe(1);
        expect(purse.every((id) => silver.has(id))).toBe(true);
        expect(totalOf(purse)).toBeLessThanOrEqual(100);
      }
      expect(differenceOf(item)).toBeGreaterThanOrEqual(10);
      expect(item.prompt).toBe('Who has more money?');
      expect(item.askDifference).toBe(false);
    }
  });

  it('step 2: 2–6 mixed silver coins, up to $1, 5–25¢ apart, "Same" about 1 item in 5', () => {
    const items = itemsAt(2);
    let same = 0;
    for (const item of items) {
      for (const purse of [item.purses.a, item.purses.b]) {
        expect(purse.length).toBeGreaterThanOrEqual(2);
        expect(purse.length).toBeLessThanOrEqual(6);
        expect(new Set(purse).size).toBeGreaterThanOrEqual(2);
        expect(purse.every((id) => silver.has(id))).toBe(true);
        expect(totalOf(purse)).toBeLessThanOrEqual(100);
      }
      if (correctChoice(item) === 'same') {
        same += 1;
        expect([...item.purses.a].sort()).not.toEqual([...item.purses.b].sort());
      } else {
        expect(differenceOf(item)).toBeGreaterThanOrEqual(5);
        expect(differenceOf(item)).toBeLessThanOrEqual(25);
      }
    }
    expect(same / items.length).toBeGreaterThan(0.12);
    expect(same / items.length).toBeLessThan(0.28);
  });

  it('step 3: loonies and toonies, up to $5, 5¢–$1 apart, "Same" as an equal trade', () => {
    let same = 0;
    for (const item of itemsAt(3)) {
      const all = [...item.purses.a, ...item.purses.b];
      expect(all.some((id) => id === 'loonie' || id === 'toonie')).toBe(true);
      expect(all.every((id) => pieces[id].kind === 'coin')).toBe(true);
      expect(totalOf(item.purses.a)).toBeLessThanOrEqual(500);
      expect(totalOf(item.purses.b)).toBeLessThanOrEqual(500);
      if (correctChoice(item) === 'same') {
        same += 1;
        expect(item.purses.a.length).not.toBe(item.purses.b.length);
      } else {
        expect(differenceOf(item)).toBeGreaterThanOrEqual(5);
        expect(differenceOf(item)).toBeLessThanOrEqual(100);
      }
    }
    expect(same).toBeGreaterThan(0);
  });

  it('step 4: bills and coins up to $20, asking how much more', () => {
    for (const item of itemsAt(4)) {
      const all = [...item.purses.a, ...item.purses.b];
      expect(all.some((id) => pieces[id].kind === 'bill')).toBe(true);
      expect(totalOf(item.purses.a)).toBeLessThanOrEqual(2000);
      expect(totalOf(item.purses.b)).toBeLessThanOrEqual(2000);
      expect(item.prompt).toBe('Who has more, and how much more?');
      expect(item.askDifference).toBe(true);
    }
  });

  it('in at least half the items, the purse with more coins has less money', () => {
    for (const step of [1, 2, 3, 4] as const) {
      const items = itemsAt(step);
      const counter = items.filter((item) => moreCoinsLessMoney(item.purses)).length;
      expect(counter / items.length).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('has exactly one right card, and speaks the purses after the prompt (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
        (seed, step) => {
          const item = generateWhoHasMore(step, createRng(seed));
          const difference = differenceOf(item);
          const right = whoHasMoreChoices.filter(
            (choice) => checkWhoHasMore(item, { choice, difference }).correct,
          );
          expect(right).toEqual([correctChoice(item)]);
          expect(item.speech).toEqual([item.prompt, pursesText(item.purses)]);
        },
      ),
    );
  });
});

describe('checkWhoHasMore', () => {
  it('compares the totals in cents', () => {
    const item = itemOf(['nickel', 'nickel', 'nickel'], ['quarter']);
    expect(checkWhoHasMore(item, { choice: 'b' })).toEqual({
      correct: true,
      marks: { choice: 'correct' },
    });
  });

  it('names M-COUNT for the purse with more coins but less money, counting both aloud', () => {
    const item = itemOf(['nickel', 'nickel', 'nickel'], ['quarter']);
    expect(checkWhoHasMore(item, { choice: 'a' })).toEqual({
      correct: false,
      marks: { choice: 'incorrect' },
      misconception: 'M-COUNT',
      message:
        "More coins doesn't always mean more money. Let's count the cents in each. Purse A: 5, 10, 15 cents. Purse B: 25 cents. 25 is more.",
    });
  });

  it('names M-SIZE for bigger-looking coins chosen over more valuable ones', () => {
    const item = itemOf(['nickel', 'nickel'], ['dime', 'dime']);
    expect(checkWhoHasMore(item, { choice: 'a' })).toMatchObject({ misconception: 'M-SIZE' });
    expect(whoHasMoreHints['M-SIZE']).toMatch(/^Size doesn't tell the value\./);
  });

  it('"Same" is right only when the totals are equal', () => {
    const same = itemOf(['quarter', 'quarter', 'quarter', 'quarter'], ['loonie'], 3);
    expect(checkWhoHasMore(same, { choice: 'same' }).correct).toBe(true);
    // The purse with more coins picked over an equal one: M-COUNT.
    expect(checkWhoHasMore(same, { choice: 'a' })).toMatchObject({
      misconception: 'M-COUNT',
      message:
        "More coins doesn't always mean more money. Let's count the cents in each. Purse A: 25, 50, 75, 100 cents. Purse B: 100 cents. They are the same.",
    });
    expect(checkWhoHasMore(same, { choice: 'b' })).toMatchObject({ misconception: 'missed-same' });
    const different = itemOf(['dime'], ['nickel']);
    expect(checkWhoHasMore(different, { choice: 'same' })).toMatchObject({
      correct: false,
      misconception: 'not-same',
    });
  });

  it('in step 4 needs the difference too, and counts up from the smaller amount', () => {
    const item = itemOf(['bill-5', 'quarter'], ['loonie', 'toonie', 'quarter', 'quarter'], 4);
    expect(checkWhoHasMore(item, { choice: 'a', difference: 175 })).toEqual({
      correct: true,
      marks: { choice: 'correct', difference: 'correct' },
    });
    expect(checkWhoHasMore(item, { choice: 'a', difference: 200 })).toEqual({
      correct: false,
      marks: { choice: 'correct', difference: 'incorrect' },
      misconception: 'difference',
      message:
        'Count up from $3.50: a quarter makes $3.75, a quarter makes $4.00, a quarter makes $4.25, and a loonie makes $5.25. That is $1.75.',
    });
    expect(checkWhoHasMore(item, { choice: 'b', difference: 175 })).toMatchObject({
      correct: false,
      marks: { choice: 'incorrect', difference: 'correct' },
      misconception: 'M-COUNT',
    });
  });
});

describe('checkWhoHasMore against an independent reference (property)', () => {
  // Values written out here, not read from the model's fact table.
  const cents: Readonly<Record<PieceId, number>> = {
    nickel: 5,
    dime: 10,
    quarter: 25,
    loonie: 100,
    toonie: 200,
    'bill-5': 500,
    'bill-10': 1000,
    'bill-20': 2000,
    'bill-50': 5000,
    'bill-100': 10000,
  };
  const purse = fc.array(fc.constantFrom(...(Object.keys(cents) as PieceId[])), {
    minLength: 1,
    maxLength: 9,
  });
  const sum = (ids: readonly PieceId[]) => ids.reduce((total, id) => total + cents[id], 0);

  it('a pick is right exactly when it names the purse with more money, or "Same" for equal', () => {
    fc.assert(
      fc.property(purse, purse, fc.constantFrom(...whoHasMoreChoices), (a, b, choice) => {
        const [totalA, totalB] = [sum(a), sum(b)];
        const expected = totalA > totalB ? 'a' : totalB > totalA ? 'b' : 'same';
        expect(checkWhoHasMore(itemOf(a, b), { choice }).correct).toBe(choice === expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('in step 4 the difference is right exactly when it is |A − B| in cents', () => {
    fc.assert(
      // Half the answers type the true difference, half any number (a wrong one builds the
      // count-up hint, the slow part): both sides of the rule get tested.
      fc.property(
        purse,
        purse,
        fc.boolean(),
        fc.integer({ min: 0, max: 20000 }),
        (a, b, exact, any) => {
          const [totalA, totalB] = [sum(a), sum(b)];
          const typed = exact ? Math.abs(totalA - totalB) : any;
          const choice = totalA > totalB ? 'a' : totalB > totalA ? 'b' : 'same';
          const result = checkWhoHasMore(itemOf(a, b, 4), { choice, difference: typed });
          expect(result.correct).toBe(typed === Math.abs(totalA - totalB));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('Who Has More? texts', () => {
  it('describes the purses', () => {
    expect(pursesText({ a: ['nickel', 'nickel', 'nickel'], b: ['quarter'] })).toBe(
      'Purse A: 3 nickels. Purse B: 1 quarter.',
    );
  });

  it('tells the totals after the answer, the bigger first', () => {
    const item = itemOf(['nickel', 'nickel', 'nickel'], ['quarter']);
    expect(totalsText(item)).toBe('Purse B has 25 cents. Purse A has 15 cents.');
    expect(whoHasMoreModel.describe(item)).toBe('Purse B has 25 cents. Purse A has 15 cents.');
    expect(countedAloud(item)).toBe('Purse A: 5, 10, 15 cents. Purse B: 25 cents. 25 is more.');
  });

  it('works each purse out, then compares', () => {
    const item = itemOf(['nickel', 'nickel', 'nickel'], ['quarter']);
    expect(whoHasMoreModel.workedExample(item).map((step) => step.text)).toEqual([
      'Purse A, biggest first: 5, 10, 15 cents.',
      'Purse B, biggest first: 25 cents.',
      '25¢ is more than 15¢, so Purse B has more.',
    ]);
    const four = itemOf(['bill-5'], ['toonie', 'loonie'], 4);
    const steps = whoHasMoreModel.workedExample(four);
    expect(steps).toHaveLength(4);
    expect(steps[3]?.text).toBe('Count up from $3.00: a toonie makes $5.00. That is $2.00.');
    expect(whoHasMoreModel.describe(four)).toBe(
      'Purse A has 5 dollars. Purse B has 3 dollars. That is 2 dollars more.',
    );
  });
});
