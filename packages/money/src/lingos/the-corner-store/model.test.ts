import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { round5, totalOf } from '../../model/cash';
import { shopItems, type PricedItem } from '../../shop/shop';
import {
  bestPayment,
  canPayExactly,
  changeChoices,
  checkCornerStore,
  cornerStoreModel,
  cornerStoreWorkedExample,
  counterText,
  generateCornerStore,
  isGoodPayment,
  roundedTotalChoices,
  roundingRuleFor,
  shelfText,
  type CornerStoreItem,
} from './model';

const shopItem = (id: string) => {
  const found = shopItems.find((item) => item.id === id);
  if (!found) throw new Error(id);
  return found;
};
const line = (id: string, price: number): PricedItem => ({ item: shopItem(id), price });

const apple: CornerStoreItem = {
  key: 'test',
  prompt: 'Buy the apple.',
  step: 2,
  lines: [line('apple', 85)],
  subtotal: 85,
  cashTotal: 85,
  purse: ['bill-5', 'toonie', 'quarter', 'quarter', 'quarter'],
  parts: ['pay', 'change'],
  changeMode: 'number-pad',
};

const rounding: CornerStoreItem = {
  key: 'test-4',
  prompt: 'You pay with cash.',
  step: 4,
  lines: [line('juice-box', 149), line('apple', 79)],
  subtotal: 228,
  cashTotal: 230,
  purse: ['bill-5', 'quarter', 'dime'],
  parts: ['rounded', 'pay', 'change'],
  changeMode: 'number-pad',
  roundedChoices: [225, 230, 235],
};

describe('checkCornerStore: the payment', () => {
  it('is right when enough and every piece is needed', () => {
    expect(
      checkCornerStore(apple, { paid: ['quarter', 'quarter', 'quarter'], change: 0 }).correct,
    ).toBe(false);
    expect(checkCornerStore(apple, { paid: ['toonie'], change: 115 })).toEqual({
      correct: true,
      marks: { change: 'correct' },
    });
  });

  it('says how much more is needed when short', () => {
    expect(checkCornerStore(apple, { paid: ['quarter', 'quarter'] })).toMatchObject({
      correct: false,
      misconception: 'short',
      message: 'You need 35 cents more.',
    });
  });

  it('names the piece that could be taken back', () => {
    expect(checkCornerStore(apple, { paid: ['toonie', 'quarter'], change: 140 })).toMatchObject({
      correct: false,
      misconception: 'extra-piece',
      message: 'You paid enough without the quarter. Take it back.',
    });
  });

  it('takes 4 quarters for 85¢ as right (no one quarter can go back)', () => {
    const fourQuarters: CornerStoreItem = {
      ...apple,
      purse: ['quarter', 'quarter', 'quarter', 'quarter', 'dime'],
    };
    expect(
      checkCornerStore(fourQuarters, {
        paid: ['quarter', 'quarter', 'quarter', 'quarter'],
        change: 15,
      }).correct,
    ).toBe(true);
  });
});

describe('checkCornerStore: the change', () => {
  it('names M-CHANGE when the price is given as the change', () => {
    expect(checkCornerStore(apple, { paid: ['toonie'], change: 85 })).toMatchObject({
      correct: false,
      misconception: 'M-CHANGE',
      message:
        'Change is what comes back to you. Count up from the price to the money that was paid. Count up from 85¢: a nickel makes 90¢, a dime makes $1.00, and a loonie makes $2.00.',
    });
  });

  it('names M-CHANGE when the amount paid is given as the change', () => {
    expect(checkCornerStore(apple, { paid: ['toonie'], change: 200 }).misconception).toBe(
      'M-CHANGE',
    );
  });

  it('counts up for any other wrong change', () => {
    expect(checkCornerStore(apple, { paid: ['toonie'], change: 125 })).toEqual({
      correct: false,
      message:
        'Count up from 85¢: a nickel makes 90¢, a dime makes $1.00, and a loonie makes $2.00.',
      marks: { change: 'incorrect' },
    });
  });
});

describe('checkCornerStore: totals', () => {
  it('checks a typed total first (step 3)', () => {
    const two: CornerStoreItem = {
      ...apple,
      step: 3,
      lines: [line('apple', 85), line('comic-book', 495)],
      subtotal: 580,
      cashTotal: 580,
      parts: ['total', 'pay', 'change'],
    };
    expect(
      checkCornerStore(two, { total: 570, paid: ['bill-5', 'toonie'], change: 120 }),
    ).toMatchObject({
      correct: false,
      misconception: 'total',
    });
    expect(
      checkCornerStore(two, { total: 580, paid: ['bill-5', 'toonie'], change: 120 }).correct,
    ).toBe(true);
  });

  it('names M-ROUND with the rule for the last digit when the cash total is wrong', () => {
    expect(
      checkCornerStore(rounding, { rounded: 225, paid: ['bill-5'], change: 270 }),
    ).toMatchObject({
      correct: false,
      misconception: 'M-ROUND',
      message:
        'Add everything up first, then round the total, and only when paying cash. 8 and 9 go up to the next 10.',
    });
  });

  it('takes the rounded total, a right payment and the change from the rounded total', () => {
    expect(
      checkCornerStore(rounding, { rounded: 230, paid: ['bill-5'], change: 270 }).correct,
    ).toBe(true);
    expect(
      checkCornerStore(rounding, { rounded: 230, paid: ['bill-5'], change: 272 }).correct,
    ).toBe(false);
  });
});

describe('roundingRuleFor', () => {
  it.each([
    [251, '1 and 2 go down to 0.'],
    [252, '1 and 2 go down to 0.'],
    [253, '3 and 4 go up to 5.'],
    [254, '3 and 4 go up to 5.'],
    [256, '6 and 7 go down to 5.'],
    [257, '6 and 7 go down to 5.'],
    [258, '8 and 9 go up to the next 10.'],
    [259, '8 and 9 go up to the next 10.'],
    [255, '0 and 5 stay as they are.'],
  ])('%i: %s', (cents, rule) => expect(roundingRuleFor(cents)).toBe(rule));
});

describe('roundedTotalChoices', () => {
  it('offers round5, the wrong way and each price rounded on its own', () => {
    // $1.49 + 79¢ = $2.28 → $2.30; wrong way $2.25; each rounded: $1.50 + 80¢ = $2.30 (same),
    // so the third is the next 5 up.
    expect(roundedTotalChoices([line('juice-box', 149), line('apple', 79)])).toEqual([
      225, 230, 235,
    ]);
    // 43¢ + 43¢ = 86¢ → 85¢; each rounded: 45¢ + 45¢ = 90¢; wrong way 90¢ too.
    expect(roundedTotalChoices([line('banana', 43), line('banana', 43)])).toEqual([80, 85, 90]);
    // 33¢ + 33¢ + 33¢ = 99¢ → $1.00; wrong way 95¢; each rounded 35¢ × 3 = $1.05.
    expect(
      roundedTotalChoices([line('banana', 33), line('banana', 33), line('banana', 33)]),
    ).toEqual([95, 100, 105]);
  });
});

describe('changeChoices', () => {
  it('offers the change, the price and the amount paid', () => {
    expect(changeChoices(125, 200)).toEqual([75, 125, 200]);
  });

  it('finds other wrong amounts when the price equals the change', () => {
    expect(changeChoices(100, 200)).toEqual([100, 125, 200]);
  });
});

describe('bestPayment', () => {
  it('pays least, then with the fewest pieces', () => {
    // 3 quarters (75¢) are short; a toonie ($2.00) pays less than the $5 bill.
    expect(bestPayment(['bill-5', 'toonie', 'quarter', 'quarter', 'quarter'], 85)).toEqual([
      'toonie',
    ]);
    expect(bestPayment(['quarter', 'quarter', 'quarter', 'quarter', 'dime'], 85)).toEqual([
      'quarter',
      'quarter',
      'quarter',
      'dime',
    ]);
  });
});

describe('texts', () => {
  it('describes the shelf and the purse', () => {
    expect(
      shelfText({
        ...apple,
        lines: [line('apple', 85), line('comic-book', 495)],
        purse: ['bill-5', 'toonie', 'toonie', 'quarter', 'quarter', 'quarter'],
      }),
    ).toBe(
      'Shelf: apple, 85 cents. Comic book, 4 dollars 95. Your purse: a $5 bill, 2 toonies and 3 quarters.',
    );
  });

  it('says what is on the counter', () => {
    expect(counterText(apple, ['toonie'])).toBe(
      'On the counter: a toonie, 2 dollars. The apple costs 85 cents.',
    );
    expect(counterText(rounding, [])).toBe(
      'On the counter: nothing yet. The total is 2 dollars 30.',
    );
  });

  it('works an example through', () => {
    expect(cornerStoreWorkedExample(rounding).map((step) => step.text)).toEqual([
      'Add the prices: $1.49 + 79¢ = $2.28.',
      'Paying cash, $2.28 rounds to $2.30: 8 and 9 go up to the next 10.',
      'Pay with a $5 bill: $5.00 is enough, and every piece is needed.',
      'Count up from $2.30: a dime makes $2.40, a dime makes $2.50, a quarter makes $2.75, a quarter makes $3.00, and a toonie makes $5.00.',
      'Your change is $2.70.',
    ]);
  });
});

const arbitraryStep = fc.integer({ min: 1, max: 4 });

describe('generateCornerStore', () => {
  it('always gives a purse that can pay, but never exactly', () => {
    fc.assert(
      fc.property(fc.integer(), arbitraryStep, (seed, step) => {
        const item = generateCornerStore(step, createRng(seed));
        expect(totalOf(item.purse)).toBeGreaterThanOrEqual(item.cashTotal);
        expect(canPayExactly(item.purse, item.cashTotal)).toBe(false);
        const payment = bestPayment(item.purse, item.cashTotal);
        expect(payment && isGoodPayment(payment, item.cashTotal)).toBe(true);
      }),
    );
  });

  it('keeps each step in its limits (money.md 3-1)', () => {
    fc.assert(
      fc.property(fc.integer(), arbitraryStep, (seed, step) => {
        const item = generateCornerStore(step, createRng(seed));
        for (const { item: shelf, price } of item.lines) {
          expect(price).toBeGreaterThanOrEqual(shelf.min);
          expect(price).toBeLessThanOrEqual(shelf.max);
        }
        const coins = item.purse.filter((piece) => !piece.startsWith('bill'));
        const bills = item.purse.filter((piece) => piece.startsWith('bill'));
        if (step === 1) {
          expect(item.lines).toHaveLength(1);
          expect(item.subtotal % 25).toBe(0);
          expect(item.subtotal).toBeLessThanOrEqual(200);
          expect(bills).toEqual([]);
          expect(coins.length).toBeGreaterThanOrEqual(4);
          expect(coins.length).toBeLessThanOrEqual(6);
          expect(item.changeMode).toBe('choice');
        } else if (step === 2) {
          expect(item.lines).toHaveLength(1);
          expect(item.subtotal % 5).toBe(0);
          expect(item.subtotal).toBeLessThanOrEqual(500);
          expect(bills).toEqual(['bill-5']);
        } else if (step === 3) {
          expect(item.lines).toHaveLength(2);
          expect(item.subtotal % 5).toBe(0);
          expect(item.subtotal).toBeLessThanOrEqual(1500);
          expect(bills.every((bill) => bill === 'bill-5' || bill === 'bill-10')).toBe(true);
          expect(item.parts).toEqual(['total', 'pay', 'change']);
        } else {
          expect(item.lines.length).toBeGreaterThanOrEqual(1);
          expect(item.lines.length).toBeLessThanOrEqual(3);
          expect(item.subtotal).toBeLessThanOrEqual(2000);
          expect(item.cashTotal).toBe(round5(item.subtotal));
          expect(item.parts).toEqual(['rounded', 'pay', 'change']);
        }
        expect(item.cashTotal).toBe(step === 4 ? round5(item.subtotal) : item.subtotal);
      }),
    );
  });

  it('offers exactly one right cash total at step 4, and three different ones', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const item = generateCornerStore(4, createRng(seed));
        const choices = item.roundedChoices ?? [];
        expect(new Set(choices).size).toBe(3);
        expect(choices.filter((choice) => choice === item.cashTotal)).toHaveLength(1);
        for (const choice of choices) {
          const result = checkCornerStore(item, { rounded: choice, paid: [] });
          expect(result.misconception === 'M-ROUND').toBe(choice !== item.cashTotal);
        }
      }),
    );
  });

  it('offers exactly one right change card at step 1, whatever right payment is made', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const item = generateCornerStore(1, createRng(seed));
        const payment = bestPayment(item.purse, item.cashTotal) ?? [];
        const choices = changeChoices(item.cashTotal, totalOf(payment));
        expect(new Set(choices).size).toBe(3);
        const right = choices.filter(
          (change) => checkCornerStore(item, { paid: payment, change }).correct,
        );
        expect(right).toEqual([totalOf(payment) - item.cashTotal]);
      }),
    );
  });

  it('accepts the worked example answer and rejects the price as change', () => {
    fc.assert(
      fc.property(fc.integer(), arbitraryStep, (seed, step) => {
        const item = generateCornerStore(step, createRng(seed));
        const paid = bestPayment(item.purse, item.cashTotal) ?? [];
        const answer = { total: item.subtotal, rounded: item.cashTotal, paid };
        expect(
          checkCornerStore(item, { ...answer, change: totalOf(paid) - item.cashTotal }).correct,
        ).toBe(true);
        // (When the change happens to equal the price, the price is the right answer.)
        if (item.cashTotal !== totalOf(paid) - item.cashTotal) {
          expect(checkCornerStore(item, { ...answer, change: item.cashTotal }).misconception).toBe(
            'M-CHANGE',
          );
        }
      }),
    );
  });

  it('is reproducible from a seed', () => {
    expect(generateCornerStore(3, createRng(7))).toEqual(generateCornerStore(3, createRng(7)));
  });
});

describe('cornerStoreModel', () => {
  it('has 4 steps and a hint for every misconception', () => {
    expect(cornerStoreModel.steps).toBe(4);
    for (const key of ['short', 'extra-piece', 'M-CHANGE', 'M-ROUND', 'total'] as const) {
      expect(cornerStoreModel.hints[key].length).toBeGreaterThan(10);
    }
  });
});
