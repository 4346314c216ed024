import { describe, expect, it } from 'vitest';
import { defaultReceiptRows, receiptText, receiptTotals } from './receiptModel';

const juiceAndApple = [
  { label: 'Juice box', amount: 149 },
  { label: 'Apple', amount: 79 },
];

describe('receiptTotals', () => {
  it('rounds a cash total, never each item: $2.28 → $2.30', () => {
    expect(receiptTotals({ lines: juiceAndApple, paid: 500 })).toEqual({
      subtotal: 228,
      rounding: 2,
      total: 230,
      paid: 500,
      change: 270,
    });
  });

  it('leaves a card total exact', () => {
    expect(
      receiptTotals({ lines: [{ label: 'Toque', amount: 348 }], payment: 'card' }),
    ).toMatchObject({
      rounding: 0,
      total: 348,
      change: null,
    });
  });

  it('rounds 1 and 2 down', () => {
    expect(receiptTotals({ lines: [{ label: 'Pencil', amount: 251 }] }).rounding).toBe(-1);
  });

  it('has no change when the payment is short', () => {
    expect(receiptTotals({ lines: juiceAndApple, paid: 200 }).change).toBeNull();
  });
});

describe('receiptText', () => {
  it('reads a cash receipt as money.md writes it', () => {
    expect(
      receiptText(
        { lines: juiceAndApple, paid: 500 },
        { rows: ['subtotal', 'rounding', 'total', 'paid'], paidWith: 'a $5 bill' },
      ),
    ).toBe(
      'Receipt: juice box, 1 dollar 49. Apple, 79 cents. Subtotal 2 dollars 28. Cash rounding, plus 2 cents. Total 2 dollars 30. Paid with a $5 bill.',
    );
  });

  it('reads one item paid with a toonie, with its change', () => {
    expect(
      receiptText(
        { lines: [{ label: 'Juice box', amount: 150 }], paid: 200 },
        { paidWith: 'a toonie' },
      ),
    ).toBe('Receipt: juice box, 1 dollar 50. Paid with a toonie. Change: 50 cents.');
  });

  it('says "to find" for a hidden amount', () => {
    expect(
      receiptText({ lines: [{ label: 'Apple', amount: 65 }], paid: 100 }, { hidden: ['change'] }),
    ).toBe('Receipt: apple, 65 cents. Paid 1 dollar. Change: to find.');
  });
});

describe('defaultReceiptRows', () => {
  it('shows the rounding only for cash with cents to round', () => {
    expect(defaultReceiptRows({ lines: juiceAndApple })).toEqual(['subtotal', 'rounding', 'total']);
    expect(defaultReceiptRows({ lines: juiceAndApple, payment: 'card' })).toEqual([
      'subtotal',
      'total',
    ]);
    expect(
      defaultReceiptRows({ lines: [{ label: 'Toque', amount: 348 }], payment: 'card' }),
    ).toEqual(['total']);
    expect(defaultReceiptRows({ lines: [{ label: 'Apple', amount: 65 }], paid: 100 })).toEqual([
      'paid',
      'change',
    ]);
  });
});
