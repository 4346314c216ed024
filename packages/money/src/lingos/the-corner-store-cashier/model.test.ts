import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { round5, totalOf } from '../../model/cash';
import { pieceValue } from '../../model/pieces';
import { shopItems, type PricedItem } from '../../shop/shop';
import { receiptText } from '../../widgets/Receipt/receiptModel';
import {
  cashierModel,
  cashierRoundedChoices,
  cashierWorkedExample,
  checkCashier,
  generateCashier,
  cashierReceipt,
  roundedChoiceLabel,
  simplerChangeCoins,
  type CashierItem,
} from './model';

const shopItem = (id: string) => {
  const found = shopItems.find((item) => item.id === id);
  if (!found) throw new Error(id);
  return found;
};
const line = (id: string, price: number): PricedItem => ({ item: shopItem(id), price });

const stepOne: CashierItem = {
  key: 'one',
  prompt: 'Maya pays cash.',
  step: 1,
  customer: 'Maya',
  lines: [line('hockey-puck', 235)],
  subtotal: 235,
  method: 'cash',
  total: 235,
  paid: ['toonie', 'loonie'],
  change: 65,
  parts: ['change'],
  till: ['nickel', 'dime', 'quarter', 'loonie', 'toonie'],
  narration: true,
};

const rounded: CashierItem = {
  key: 'three',
  prompt: 'Liam pays cash.',
  step: 3,
  customer: 'Liam',
  lines: [line('juice-box', 149), line('apple', 79)],
  subtotal: 228,
  method: 'cash',
  total: 230,
  paid: ['bill-5'],
  change: 270,
  parts: ['rounded', 'change'],
  roundedChoices: [225, 228, 230, 235],
  till: ['nickel', 'dime', 'quarter', 'loonie', 'toonie', 'bill-5', 'bill-10'],
  narration: false,
};

const card: CashierItem = {
  ...rounded,
  key: 'card',
  method: 'card',
  total: 228,
  paid: [],
  change: 0,
  parts: ['total'],
};

describe('checkCashier: the change tray', () => {
  it('is right when its total is the change, whatever the pieces', () => {
    expect(checkCashier(stepOne, { tray: ['nickel', 'dime', 'quarter', 'quarter'] })).toEqual({
      correct: true,
      message: 'Right change, with the fewest pieces! You earned a star.',
      marks: { change: 'correct' },
    });
    expect(
      checkCashier(stepOne, { tray: ['nickel', 'dime', 'dime', 'dime', 'dime', 'dime', 'dime'] }),
    ).toEqual({ correct: true, marks: { change: 'correct' } });
  });

  it('counts up from the price when the tray is short or over', () => {
    const expected = {
      correct: false,
      misconception: 'change-count',
      message:
        'Count up from $2.35: a nickel makes $2.40, a dime makes $2.50, a quarter makes $2.75, and a quarter makes $3.00.',
      marks: { change: 'incorrect' },
    };
    expect(checkCashier(stepOne, { tray: ['quarter', 'quarter'] })).toEqual(expected);
    expect(checkCashier(stepOne, { tray: ['loonie'] })).toEqual(expected);
  });
});

describe('checkCashier: totals', () => {
  it('takes the rounded cash total, then the change from it', () => {
    expect(
      checkCashier(rounded, {
        rounded: 230,
        tray: ['toonie', 'quarter', 'quarter', 'dime', 'dime'],
      }).correct,
    ).toBe(true);
  });

  it('names M-ROUND for the exact subtotal in cash', () => {
    expect(checkCashier(rounded, { rounded: 228, tray: [] }).misconception).toBe('M-ROUND');
  });

  it('names the wrong way round', () => {
    expect(checkCashier(rounded, { rounded: 225, tray: [] })).toMatchObject({
      misconception: 'wrong-way',
      marks: { rounded: 'incorrect' },
    });
    expect(cashierModel.hints['wrong-way']).toBe(
      '6 and 7 go down to 5. 8 and 9 go up to the next 10.',
    );
  });

  it('names M-ROUND for each price rounded on its own', () => {
    // 43¢ + 43¢ = 86¢ → 85¢; each rounded on its own: 45¢ + 45¢ = 90¢.
    const bananas: CashierItem = {
      ...rounded,
      lines: [line('banana', 43), line('banana', 43)],
      subtotal: 86,
      total: 85,
      parts: ['total', 'change'],
    };
    expect(checkCashier(bananas, { total: 90, tray: [] }).misconception).toBe('M-ROUND');
    expect(checkCashier(bananas, { total: 87, tray: [] }).misconception).toBe('total');
  });

  it('says card payments are exact when a card total is rounded', () => {
    expect(checkCashier(card, { total: 230, tray: [] })).toMatchObject({
      correct: false,
      misconception: 'card-exact',
    });
    expect(cashierModel.hints['card-exact']).toBe(
      'Card payments are exact: no rounding and no change.',
    );
    expect(checkCashier(card, { total: 228, tray: [] }).correct).toBe(true);
    expect(checkCashier(card, { total: 228, tray: ['dime'] }).misconception).toBe('card-exact');
  });
});

describe('cashierRoundedChoices', () => {
  it('gives the exact total and the three nearest totals ending in 0 or 5', () => {
    expect(cashierRoundedChoices(228)).toEqual([225, 228, 230, 235]);
    expect(cashierRoundedChoices(251)).toEqual([245, 250, 251, 255]);
  });

  it('says "no rounding needed" when the subtotal ends in 0 or 5', () => {
    // A tie between $2.20 and $2.40 goes to the higher.
    expect(cashierRoundedChoices(230)).toEqual([225, 230, 235, 240]);
    expect(roundedChoiceLabel(230, 230)).toBe('$2.30, no rounding needed');
    expect(roundedChoiceLabel(228, 228)).toBe('$2.28');
  });
});

describe('simplerChangeCoins', () => {
  it('adds a dime to $20 for $9.85 (change $10.25)', () => {
    expect(simplerChangeCoins(985, 2000)).toEqual(['dime']);
  });
  it('adds nothing when the change is already simple', () => {
    expect(simplerChangeCoins(975, 2000)).toBeNull();
  });
});

describe('texts', () => {
  it('reads the receipt as money.md writes it', () => {
    const read = (item: CashierItem, found: boolean) => {
      const receipt = cashierReceipt(item, found);
      return receiptText(receipt, receipt);
    };
    expect(read(rounded, true)).toBe(
      'Receipt: juice box, 1 dollar 49. Apple, 79 cents. Subtotal 2 dollars 28. Cash rounding, plus 2 cents. Total 2 dollars 30. Paid with a $5 bill.',
    );
    expect(read(rounded, false)).toBe(
      'Receipt: juice box, 1 dollar 49. Apple, 79 cents. Subtotal to find. Cash rounding, to find. Total to find. Paid with a $5 bill.',
    );
    expect(read(card, true)).toBe(
      'Receipt: juice box, 1 dollar 49. Apple, 79 cents. Subtotal 2 dollars 28. Total 2 dollars 28.',
    );
  });

  it('shows the sums of one item paid in cash, with no rounding, as its total only', () => {
    const receipt = cashierReceipt(stepOne, false);
    expect(receipt.rows).toEqual(['total', 'paid']);
    expect(receipt.hidden).toEqual(['total']);
    expect(receipt.paid).toBe(totalOf(stepOne.paid));
  });

  it('works an example through', () => {
    expect(cashierWorkedExample(stepOne).map((step) => step.text)).toEqual([
      'The hockey puck costs $2.35.',
      'Maya pays $3.00.',
      'Count up from $2.35: a nickel makes $2.40, a dime makes $2.50, a quarter makes $2.75, and a quarter makes $3.00. That is 65¢.',
    ]);
  });
});

const arbitraryStep = fc.integer({ min: 1, max: 4 });

describe('generateCashier', () => {
  it('keeps each step in its limits (money.md 3-2)', () => {
    fc.assert(
      fc.property(fc.integer(), arbitraryStep, (seed, step) => {
        const item = generateCashier(step, createRng(seed));
        const paid = totalOf(item.paid);
        for (const { item: shelf, price } of item.lines) {
          expect(price).toBeGreaterThanOrEqual(shelf.min);
          expect(price).toBeLessThanOrEqual(shelf.max);
        }
        if (step === 1) {
          expect(item.lines).toHaveLength(1);
          expect(item.subtotal % 5).toBe(0);
          expect(item.subtotal % 100).not.toBe(0);
          expect(item.subtotal).toBeLessThanOrEqual(495);
          expect(paid).toBe(Math.ceil(item.subtotal / 100) * 100);
          expect(item.change).toBeLessThan(100);
          expect(item.narration).toBe(true);
        } else if (step === 2) {
          expect(item.lines).toHaveLength(2);
          expect(item.subtotal % 5).toBe(0);
          expect(item.subtotal).toBeLessThanOrEqual(1000);
          expect([500, 1000]).not.toContain(item.subtotal);
          expect(item.paid).toEqual([item.subtotal < 500 ? 'bill-5' : 'bill-10']);
          expect(item.change).toBeLessThan(500);
        } else {
          expect(item.subtotal).toBeLessThanOrEqual(step === 3 ? 1500 : 4000);
          expect(item.lines.length).toBe(step === 4 ? 3 : item.lines.length);
          expect(item.narration).toBe(false);
        }
        if (item.method === 'cash') {
          expect(item.total).toBe(round5(item.subtotal));
          expect(item.change).toBe(paid - item.total);
          expect(item.change).toBeGreaterThan(0);
        } else {
          expect(step).toBeGreaterThanOrEqual(3);
          expect(item.total).toBe(item.subtotal);
          expect(item.parts).toEqual(['total']);
        }
      }),
    );
  });

  it('only ever asks for change the till can give', () => {
    fc.assert(
      fc.property(fc.integer(), arbitraryStep, (seed, step) => {
        const item = generateCashier(step, createRng(seed));
        const steps = cashierWorkedExample(item);
        expect(steps.length).toBeGreaterThan(0);
        expect(item.change % 5).toBe(0);
        expect(Math.max(...item.till.map(pieceValue))).toBeGreaterThan(0);
      }),
    );
  });

  it('has exactly one right rounded card at step 3, every other card wrong', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const item = generateCashier(3, createRng(seed));
        if (!item.roundedChoices) return;
        expect(new Set(item.roundedChoices).size).toBe(4);
        const right = item.roundedChoices.filter(
          (choice) =>
            checkCashier(item, { rounded: choice, tray: [] }).marks?.rounded !== 'incorrect',
        );
        expect(right).toEqual([item.total]);
      }),
    );
  });

  it('sends 1 customer in about 4 to the card machine from step 3', () => {
    const methods = Array.from(
      { length: 400 },
      (_unused, seed) => generateCashier(3, createRng(seed)).method,
    );
    const cards = methods.filter((method) => method === 'card').length;
    expect(cards).toBeGreaterThan(60);
    expect(cards).toBeLessThan(140);
    expect(
      Array.from({ length: 100 }, (_unused, seed) => generateCashier(2, createRng(seed)).method),
    ).not.toContain('card');
  });

  it('is reproducible from a seed', () => {
    expect(generateCashier(4, createRng(11))).toEqual(generateCashier(4, createRng(11)));
  });
});
