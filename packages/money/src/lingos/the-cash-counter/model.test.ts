import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalOf } from '../../model/cash';
import { pieces, type PieceId } from '../../model/pieces';
import {
  cashCounterHints,
  cashCounterModel,
  cashCounterPrompt,
  cashCounterRecipe,
  checkCashCounter,
  countingText,
  drawerOf,
  drawerPieces,
  generateCashCounter,
  quartersText,
  subtotalOf,
  type CashCounterItem,
} from './model';

const itemOf = (step: 1 | 2 | 3 | 4, ids: readonly PieceId[]): CashCounterItem => ({
  key: 'drawer:test',
  prompt: cashCounterPrompt,
  step,
  drawer: drawerOf(ids),
  total: totalOf(ids),
  tally: step === 3 ? 'required' : step === 4 ? 'tool' : 'none',
});

/** $60 + $10 + $2 + 75¢ = $72.75 */
const sample: PieceId[] = [
  'bill-20',
  'quarter',
  'bill-5',
  'bill-20',
  'toonie',
  'bill-5',
  'quarter',
  'bill-20',
  'quarter',
];

const subtotalsOf = (item: CashCounterItem): Partial<Record<PieceId, number>> =>
  Object.fromEntries(
    item.drawer.map((compartment) => [compartment.piece, subtotalOf(compartment)]),
  );

describe('The Cash Counter generator', () => {
  it('tells the closing-time story', () => {
    expect(generateCashCounter(1, createRng(1)).prompt).toBe(
      'The corner store is closing. How much money is in the drawer?',
    );
  });

  it('keeps each step to its pieces and limits (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
        (seed, step) => {
          const item = generateCashCounter(step, createRng(seed));
          const recipe = cashCounterRecipe(step);
          const ids = drawerPieces(item.drawer);
          const bills = ids.filter((id) => pieces[id].kind === 'bill');
          const coins = ids.filter((id) => pieces[id].kind === 'coin');
          expect(totalOf(ids)).toBe(item.total);
          expect(item.total).toBeLessThanOrEqual(recipe.maxTotal);
          expect(item.total % 5).toBe(0);
          expect(bills.length).toBeGreaterThanOrEqual(recipe.billCount[0]);
          expect(bills.length).toBeLessThanOrEqual(recipe.billCount[1]);
          expect(coins.length).toBeLessThanOrEqual(recipe.coinCount[1]);
          expect(bills.every((id) => recipe.bills.includes(id))).toBe(true);
          expect(coins.every((id) => recipe.coins.includes(id))).toBe(true);
          if (recipe.wholeDollars) expect(item.total % 100).toBe(0);
          else expect(item.total % 100).not.toBe(0);
          // Compartments are biggest first, each kind once.
          const values = item.drawer.map((compartment) => pieces[compartment.piece].value);
          expect(values).toEqual([...values].sort((a, b) => b - a));
          expect(new Set(values).size).toBe(values.length);
          // Exactly one right total.
          expect(
            checkCashCounter(item, { total: item.total, subtotals: subtotalsOf(item) }).correct,
          ).toBe(true);
          expect(
            checkCashCounter(item, { total: item.total + 5, subtotals: subtotalsOf(item) }).correct,
          ).toBe(false);
        },
      ),
    );
  });

  it('step 1 has 2–5 bills of $5 and $10, up to $50', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const item = generateCashCounter(1, createRng(seed));
      const ids = drawerPieces(item.drawer);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      expect(ids.length).toBeLessThanOrEqual(5);
      expect(item.tally).toBe('none');
    }
  });

  it('asks for a tally in step 3 and offers it as a tool in step 4', () => {
    expect(generateCashCounter(3, createRng(2)).tally).toBe('required');
    expect(generateCashCounter(4, createRng(2)).tally).toBe('tool');
    expect(generateCashCounter(2, createRng(2)).tally).toBe('none');
  });

  it('keys an item by its drawer', () => {
    const item = generateCashCounter(2, createRng(9));
    expect(item.key).toBe(
      `drawer:2:${item.drawer.map(({ piece, count }) => `${count}x${piece}`).join(',')}`,
    );
  });
});

describe('checkCashCounter', () => {
  const item = itemOf(2, sample);

  it('accepts the total in cents', () => {
    expect(item.total).toBe(7275);
    expect(checkCashCounter(item, { total: 7275 }).correct).toBe(true);
    expect(checkCashCounter(item, { total: 7270 }).correct).toBe(false);
  });

  it('names M-ONES when the answer is the number of pieces', () => {
    expect(checkCashCounter(item, { total: 900 }).misconception).toBe('M-ONES');
    expect(checkCashCounter(item, { total: 9 }).misconception).toBe('M-ONES');
  });

  it('names quarters counted as dollars', () => {
    expect(checkCashCounter(item, { total: 7500 })).toMatchObject({
      correct: false,
      misconception: 'quarters-as-dollars',
      message: 'Quarters are 25 cents each. 3 quarters are 75 cents, less than a dollar.',
    });
  });

  it('names a compartment left out or one piece miscounted', () => {
    // Without the $5 bills: $62.75.
    expect(checkCashCounter(item, { total: 6275 }).message).toBe(
      'Count one box at a time. The $5 bills: 5, 10.',
    );
    // $2 too much: the toonie's box counted twice.
    expect(checkCashCounter(item, { total: 7475 }).message).toBe(
      'Count one box at a time. The toonie: 2.',
    );
    expect(checkCashCounter(item, { total: 7250 }).message).toBe(
      'Count one box at a time. The quarters: 25, 50, 75 cents.',
    );
  });

  it('gives the default hint otherwise', () => {
    const result = checkCashCounter(item, { total: 1234 });
    expect(result).toMatchObject({ correct: false });
    expect(result.misconception).toBeUndefined();
    expect(result.message).toBeUndefined();
    expect(cashCounterHints.default).toBe(
      'Count one box at a time, biggest first. Then add up the boxes.',
    );
  });

  it('in step 3 checks every subtotal, marking the wrong compartment', () => {
    const tallied = itemOf(3, sample);
    const subtotals = subtotalsOf(tallied);
    expect(checkCashCounter(tallied, { total: 7275, subtotals })).toMatchObject({
      correct: true,
      marks: { 'sub:bill-20': 'correct', 'sub:quarter': 'correct', total: 'correct' },
    });
    const wrong = checkCashCounter(tallied, {
      total: 7275,
      subtotals: { ...subtotals, 'bill-20': 4000 },
    });
    expect(wrong).toMatchObject({
      correct: false,
      misconception: 'one-box',
      message: 'Count one box at a time. The $20 bills: 20, 40, 60.',
      marks: { 'sub:bill-20': 'incorrect', 'sub:bill-5': 'correct', total: 'correct' },
    });
    expect(
      checkCashCounter(tallied, { total: 7275, subtotals: { ...subtotals, quarter: 300 } }),
    ).toMatchObject({
      misconception: 'quarters-as-dollars',
      marks: { 'sub:quarter': 'incorrect' },
    });
    expect(
      checkCashCounter(tallied, { total: 7275, subtotals: { ...subtotals, 'bill-5': 200 } }),
    ).toMatchObject({ misconception: 'M-ONES' });
    // A missing subtotal is wrong too.
    const withoutToonie = { ...subtotals };
    delete withoutToonie.toonie;
    expect(checkCashCounter(tallied, { total: 7275, subtotals: withoutToonie })).toMatchObject({
      correct: false,
      marks: { 'sub:toonie': 'incorrect' },
    });
  });

  it('never accepts a wrong total (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(1 as const, 2 as const, 4 as const),
        fc.integer({ min: 0, max: 99999 }),
        (seed, step, typed) => {
          const generated = generateCashCounter(step, createRng(seed));
          expect(checkCashCounter(generated, { total: typed }).correct).toBe(
            typed === generated.total,
          );
        },
      ),
    );
  });
});

describe('The Cash Counter texts', () => {
  it('counts a compartment on', () => {
    expect(countingText({ piece: 'bill-20', count: 3 })).toBe('20, 40, 60');
    expect(countingText({ piece: 'dime', count: 3 })).toBe('10, 20, 30 cents');
  });

  it('words the quarters hint for any count', () => {
    expect(quartersText(1)).toBe(
      'Quarters are 25 cents each. 1 quarter is 25 cents, less than a dollar.',
    );
    expect(quartersText(5)).toBe(
      'Quarters are 25 cents each. 5 quarters are 1 dollar and 25 cents, not 5 dollars.',
    );
  });

  it('works one compartment at a time, then adds the boxes', () => {
    const steps = cashCounterModel.workedExample(itemOf(2, sample));
    expect(steps.map((step) => step.text)).toEqual([
      'Twenty-dollar bills: 20, 40, 60. That is $60.00.',
      'Five-dollar bills: 5, 10. That is $10.00.',
      'Toonies: 2. That is $2.00.',
      'Quarters: 25, 50, 75 cents. That is 75¢.',
      'Altogether: $60.00 + $10.00 + $2.00 + 75¢ = $72.75.',
    ]);
    expect(steps[4]?.speech).toBe(
      'Add up the boxes: 60 dollars, 10 dollars, 2 dollars and 75 cents. That is 72 dollars and 75 cents.',
    );
  });
});
