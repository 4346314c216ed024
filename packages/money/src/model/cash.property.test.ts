/**
 * The cash rules against references written another way: round5 by a table of last digits,
 * the fewest pieces by trying every count of every piece, and the greedy claim of money.md
 * (convention 3) for every multiple of 5¢ up to $200.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTakeBack,
  change,
  countUpSteps,
  fewestPieces,
  greedyPieces,
  removablePiece,
  round5,
  totalOf,
} from './cash';
import { coinIds, pieceIds, pieces, type PieceId } from './pieces';

/** money.md's rule as a table: what each last digit adds. */
const roundingByLastDigit: Readonly<Record<number, number>> = {
  0: 0,
  1: -1,
  2: -2,
  3: 2,
  4: 1,
  5: 0,
  6: -1,
  7: -2,
  8: 2,
  9: 1,
};

/** The fewest pieces by trying every count of every kind (small amounts only). */
function bruteForceFewest(amount: number, kinds: readonly PieceId[]): number | null {
  const values = [...new Set(kinds)].map((id) => pieces[id].value);
  let best: number | null = null;
  const search = (index: number, rest: number, used: number) => {
    if (rest === 0) {
      if (best === null || used < best) best = used;
      return;
    }
    const value = values[index];
    if (value === undefined) return;
    for (let count = 0; count * value <= rest; count += 1) {
      search(index + 1, rest - count * value, used + count);
    }
  };
  search(0, amount, 0);
  return best;
}

/** Fewest pieces for every amount up to `max`, filled forwards (a second, separate DP). */
function fewestTable(max: number): Int32Array {
  const table = new Int32Array(max + 1).fill(-1);
  table[0] = 0;
  for (let amount = 0; amount < max; amount += 1) {
    const here = table[amount] ?? -1;
    if (here < 0) continue;
    for (const id of pieceIds) {
      const next = amount + pieces[id].value;
      if (next > max) continue;
      const there = table[next] ?? -1;
      if (there < 0 || here + 1 < there) table[next] = here + 1;
    }
  }
  return table;
}

const someCoins = fc.uniqueArray(fc.constantFrom(...coinIds), { minLength: 1 });
const purse = fc.array(fc.constantFrom(...pieceIds), { maxLength: 12 });

describe('round5 (property)', () => {
  it('matches the table of last digits for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (cents) => {
        expect(round5(cents)).toBe(cents + (roundingByLastDigit[cents % 10] ?? NaN));
      }),
    );
  });

  it('lands on a multiple of 5 at most 2 cents away, and keeps multiples of 5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (cents) => {
        const rounded = round5(cents);
        expect(rounded % 5).toBe(0);
        expect(Math.abs(rounded - cents)).toBeLessThanOrEqual(2);
        expect(round5(rounded)).toBe(rounded);
      }),
    );
  });
});

describe('fewestPieces (property)', () => {
  it('matches a brute-force search for small amounts and any set of coins', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), someCoins, (amount, kinds) => {
        const found = fewestPieces(amount, kinds);
        const best = bruteForceFewest(amount, kinds);
        if (best === null) {
          expect(found).toBeNull();
          return;
        }
        expect(found).not.toBeNull();
        expect(found).toHaveLength(best);
        expect(totalOf(found ?? [])).toBe(amount);
        expect((found ?? []).every((id) => kinds.includes(id as never))).toBe(true);
      }),
    );
  });

  it('matches a separate table for amounts up to $200', () => {
    const table = fewestTable(20_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000 }), (fives) => {
        const amount = fives * 5;
        expect(fewestPieces(amount)).toHaveLength(table[amount] ?? -1);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the greedy claim (money.md convention 3)', () => {
  it('gives the fewest pieces for every multiple of 5¢ up to $200', () => {
    const table = fewestTable(20_000);
    const failures: number[] = [];
    for (let amount = 0; amount <= 20_000; amount += 5) {
      const greedy = greedyPieces(amount);
      if (!greedy || greedy.length !== table[amount] || totalOf(greedy) !== amount) {
        failures.push(amount);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('change and totals (property)', () => {
  it('change plus the total is what was paid, and the count-up reaches it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (priceFives, extraFives) => {
          const price = priceFives * 5;
          const paid = price + extraFives * 5;
          expect(change(paid, price) + price).toBe(paid);
          const steps = countUpSteps(price, paid) ?? [];
          expect(steps.at(-1)?.reached ?? price).toBe(paid);
          expect(totalOf(steps.map((step) => step.piece))).toBe(paid - price);
          // Smallest first: each piece is worth no more than the next.
          const values = steps.map((step) => pieces[step.piece].value);
          expect(values).toEqual([...values].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('the total of a purse is the sum of its values in any order', () => {
    fc.assert(
      fc.property(purse, (ids) => {
        const sum = ids.map((id) => pieces[id].value).reduce((a, b) => a + b, 0);
        expect(totalOf(ids)).toBe(sum);
        expect(totalOf([...ids].reverse())).toBe(sum);
      }),
    );
  });

  it('a piece can be taken back exactly when one removal still pays', () => {
    fc.assert(
      fc.property(purse, fc.integer({ min: 0, max: 30_000 }), (paid, price) => {
        const total = totalOf(paid);
        const anyRemovable = paid.some((id) => total - pieces[id].value >= price);
        expect(canTakeBack(paid, price)).toBe(anyRemovable);
        const found = removablePiece(paid, price);
        if (found) {
          expect(paid[found.index]).toBe(found.piece);
          expect(total - pieces[found.piece].value).toBeGreaterThanOrEqual(price);
        }
      }),
    );
  });
});
