import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pieces, type CoinId } from '../../model/pieces';
import {
  checkCountCoins,
  countCoinsHints,
  countCoinsModel,
  countCoinsWorkedExample,
  generateCountCoins,
  isCentsDigitSwap,
  purseText,
  runningTotals,
  sizeSwappedTotal,
  type CountCoinsItem,
} from './model';

/** An item of the given coins, all picture side up (the generator's fields filled in). */
const itemOf = (ids: readonly CoinId[], step = 3): CountCoinsItem => ({
  key: 'count:test',
  prompt: 'How much money is in the purse?',
  step,
  coins: ids.map((id) => ({ id, side: 'picture' as const })),
  total: ids.reduce((sum, id) => sum + pieces[id].value, 0),
  forms: ['cents', 'dollars'],
});

const typed = (amount: number) => ({ amount, form: 'cents' as const });

/** The total counted one coin at a time, as a reference written another way. */
const referenceTotal = (item: CountCoinsItem): number => {
  let total = 0;
  for (const coin of item.coins) {
    if (coin.id === 'nickel') total += 5;
    else if (coin.id === 'dime') total += 10;
    else if (coin.id === 'quarter') total += 25;
    else if (coin.id === 'loonie') total += 100;
    else total += 200;
  }
  return total;
};

const seeds = fc.integer({ min: 0, max: 2 ** 31 });

describe('2-1 generator', () => {
  it('step 1: one kind of coin, 2–5 nickels, 2–5 dimes or 1–4 quarters, 3 cards (property)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateCountCoins(1, createRng(seed));
        const kinds = new Set(item.coins.map((coin) => coin.id));
        expect(kinds.size).toBe(1);
        const [kind] = [...kinds];
        const count = item.coins.length;
        if (kind === 'quarter') expect(count).toBeGreaterThanOrEqual(1);
        else expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(kind === 'quarter' ? 4 : 5);
        expect(['nickel', 'dime', 'quarter']).toContain(kind);
        expect(item.total).toBeLessThanOrEqual(100);
        expect(item.choices).toHaveLength(3);
        expect(new Set(item.choices).size).toBe(3);
      }),
    );
  });

  it('step 1: exactly one card is right and every distractor is a named slip (property)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateCountCoins(1, createRng(seed));
        const right = (item.choices ?? []).filter(
          (amount) => checkCountCoins(item, { amount, form: 'card' }).correct,
        );
        expect(right).toEqual([referenceTotal(item)]);
        for (const amount of item.choices ?? []) {
          if (amount === item.total) continue;
          expect(checkCountCoins(item, { amount, form: 'card' }).misconception).toBeDefined();
        }
        // One card is the number of coins (M-ONES).
        expect(item.choices).toContain(item.coins.length);
      }),
    );
  });

  it('step 2: 3–6 coins of exactly two kinds from nickel, dime and quarter, 15–100¢ (property)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateCountCoins(2, createRng(seed));
        const kinds = new Set(item.coins.map((coin) => coin.id));
        expect(kinds.size).toBe(2);
        for (const kind of kinds) expect(['nickel', 'dime', 'quarter']).toContain(kind);
        expect(item.coins.length).toBeGreaterThanOrEqual(3);
        expect(item.coins.length).toBeLessThanOrEqual(6);
        expect(item.total).toBeGreaterThanOrEqual(15);
        expect(item.total).toBeLessThanOrEqual(100);
        expect(item.forms).toEqual(['cents']);
        expect(item.choices).toBeUndefined();
      }),
    );
  });

  it('step 3: 4–7 coins up to the loonie, 30¢–$3.00, cents or dollars (property)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateCountCoins(3, createRng(seed));
        for (const coin of item.coins) expect(coin.id).not.toBe('toonie');
        expect(item.coins.length).toBeGreaterThanOrEqual(4);
        expect(item.coins.length).toBeLessThanOrEqual(7);
        expect(item.total).toBeGreaterThanOrEqual(30);
        expect(item.total).toBeLessThanOrEqual(300);
        expect(item.forms).toEqual(['cents', 'dollars']);
      }),
    );
  });

  it('step 4: 5–9 unsorted coins with a toonie, 1–2 King side up, $1.00–$7.95, dollars (property)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateCountCoins(4, createRng(seed));
        const values = item.coins.map((coin) => pieces[coin.id].value);
        expect(item.coins.some((coin) => coin.id === 'toonie')).toBe(true);
        expect(item.coins.length).toBeGreaterThanOrEqual(5);
        expect(item.coins.length).toBeLessThanOrEqual(9);
        expect(item.total).toBeGreaterThanOrEqual(100);
        expect(item.total).toBeLessThanOrEqual(795);
        const kings = item.coins.filter((coin) => coin.side === 'king').length;
        expect(kings).toBeGreaterThanOrEqual(1);
        expect(kings).toBeLessThanOrEqual(2);
        expect(values).not.toEqual([...values].sort((a, b) => b - a));
        expect(item.forms).toEqual(['dollars']);
      }),
    );
  });

  it('every total is a multiple of 5¢, matches the coins, and the key names the set (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateCountCoins(step, createRng(seed));
        expect(item.total % 5).toBe(0);
        expect(item.total).toBe(referenceTotal(item));
        expect(item.prompt).toBe('How much money is in the purse?');
        expect(checkCountCoins(item, typed(referenceTotal(item))).correct).toBe(true);
        expect(checkCountCoins(item, typed(referenceTotal(item) + 5)).correct).toBe(false);
      }),
    );
  });

  it('keys the same set of coins alike, whatever the order', () => {
    const keyOf = (seed: number) => generateCountCoins(2, createRng(seed)).key;
    expect(keyOf(1)).toMatch(/^count:/);
    const a = generateCountCoins(2, createRng(3));
    const sortedIds = [...a.coins.map((coin) => coin.id)].sort(
      (x, y) => pieces[y].value - pieces[x].value,
    );
    expect(a.key).toBe(`count:${sortedIds.join(',')}`);
  });
});

describe('checkCountCoins', () => {
  it('takes the total in cents, typed in either form', () => {
    const item = itemOf(['loonie', 'quarter']);
    expect(checkCountCoins(item, { amount: 125, form: 'cents' })).toEqual({ correct: true });
    expect(checkCountCoins(item, { amount: 125, form: 'dollars' })).toEqual({ correct: true });
    expect(checkCountCoins(item, { amount: 120, form: 'cents' }).correct).toBe(false);
  });

  it('names M-ONES when the answer is the number of coins', () => {
    const item = itemOf(['dime', 'dime', 'dime']);
    expect(checkCountCoins(item, typed(3))).toEqual({ correct: false, misconception: 'M-ONES' });
  });

  it('names M-SIZE when dimes are counted as 5 and nickels as 10', () => {
    const item = itemOf(['dime', 'dime', 'nickel']);
    expect(sizeSwappedTotal(['dime', 'dime', 'nickel'])).toBe(20);
    expect(checkCountCoins(item, typed(20))).toEqual({ correct: false, misconception: 'M-SIZE' });
  });

  it('names M-NOTE for $1.05 typed for $1.50, or the other way round', () => {
    const fifty = itemOf(['loonie', 'quarter', 'quarter']);
    expect(checkCountCoins(fifty, { amount: 105, form: 'dollars' })).toEqual({
      correct: false,
      misconception: 'M-NOTE',
    });
    const five = itemOf(['loonie', 'nickel']);
    expect(checkCountCoins(five, { amount: 150, form: 'dollars' })).toEqual({
      correct: false,
      misconception: 'M-NOTE',
    });
    expect(isCentsDigitSwap(205, 150)).toBe(false);
    expect(isCentsDigitSwap(150, 150)).toBe(false);
  });

  it('names M-ORDER when the answer is off by exactly one coin’s value', () => {
    const item = itemOf(['quarter', 'dime', 'dime', 'nickel']);
    expect(checkCountCoins(item, typed(40)).misconception).toBe('M-ORDER');
    expect(checkCountCoins(item, typed(75)).misconception).toBe('M-ORDER');
    expect(checkCountCoins(item, typed(60)).misconception).toBe('M-ORDER');
    // 15 off is no single coin of this purse.
    expect(checkCountCoins(item, typed(35))).toEqual({ correct: false });
  });

  it('prefers M-SIZE to M-ORDER when both readings give the answer (2 dimes read as 10¢)', () => {
    const item = itemOf(['dime', 'dime'], 1);
    expect(checkCountCoins(item, typed(10)).misconception).toBe('M-SIZE');
  });

  it('never names a hint for the right total (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateCountCoins(step, createRng(seed));
        expect(checkCountCoins(item, typed(item.total)).misconception).toBeUndefined();
      }),
    );
  });
});

describe('hints, worked example and texts', () => {
  it('has the money.md hint texts', () => {
    expect(countCoinsHints['M-ORDER']).toBe("Let's count again, biggest first.");
    expect(countCoinsHints['M-ONES']).toBe(
      'Each coin has its own value. A dime is 10 cents, so count 10, 20, 30.',
    );
    expect(countCoinsHints['M-NOTE']).toMatch(/^The two numbers after the dot are the cents\./);
    expect(countCoinsHints['M-SIZE']).toMatch(/^Size doesn't tell the value\./);
  });

  it('counts on from the biggest coin in the worked example', () => {
    const item = itemOf(['nickel', 'dime', 'quarter', 'dime']);
    expect(countCoinsWorkedExample(item).map((step) => step.text)).toEqual([
      'Put the coins in order, biggest first: a quarter, 2 dimes and a nickel.',
      'Quarter: 25¢.',
      'Dime: 35¢.',
      'Dime: 45¢.',
      'Nickel: 50¢.',
      'That makes 50¢.',
    ]);
    expect(countCoinsWorkedExample(itemOf(['loonie', 'quarter'])).at(-1)?.speech).toBe(
      'That makes 1 dollar and 25 cents.',
    );
  });

  it('says the answer in words after the child answers', () => {
    expect(countCoinsModel.describe(itemOf(['dime', 'quarter', 'nickel']))).toBe(
      'Biggest first: 25¢, 35¢, 40¢. That is 40 cents.',
    );
  });

  it('reads the purse in the order shown', () => {
    expect(purseText(['nickel', 'quarter', 'dime', 'quarter', 'nickel'])).toBe(
      'Purse with 5 coins: a nickel, a quarter, a dime, a quarter and a nickel.',
    );
    expect(runningTotals(['quarter', 'dime', 'dime', 'nickel'])).toEqual([25, 35, 45, 50]);
  });
});
