import { describe, expect, it } from 'vitest';
import {
  amountShort,
  canTakeBack,
  cashRounding,
  change,
  countUpFrom,
  countUpSentence,
  countUpSteps,
  fewestPieces,
  greedyPieces,
  isEnough,
  paymentTotal,
  removablePiece,
  round5,
  totalOf,
} from './cash';

describe('totalOf', () => {
  it('adds the pieces in cents', () => {
    expect(totalOf(['loonie', 'quarter'])).toBe(125);
    expect(totalOf(['bill-20', 'bill-5', 'toonie', 'dime'])).toBe(2710);
    expect(totalOf([])).toBe(0);
  });
});

describe('round5', () => {
  it('rounds 1 and 2 down to 0', () => {
    expect(round5(251)).toBe(250);
    expect(round5(252)).toBe(250);
  });

  it('rounds 3 and 4 up to 5', () => {
    expect(round5(253)).toBe(255);
    expect(round5(254)).toBe(255);
  });

  it('rounds 6 and 7 down to 5', () => {
    expect(round5(256)).toBe(255);
    expect(round5(257)).toBe(255);
  });

  it('rounds 8 and 9 up to the next 10', () => {
    expect(round5(348)).toBe(350);
    expect(round5(259)).toBe(260);
    expect(round5(998)).toBe(1000);
  });

  it('keeps 0 and 5', () => {
    expect(round5(250)).toBe(250);
    expect(round5(255)).toBe(255);
    expect(round5(0)).toBe(0);
  });

  it('gives the rounding line and pays cash rounded, card exact', () => {
    expect(cashRounding(228)).toBe(2);
    expect(cashRounding(349)).toBe(1);
    expect(cashRounding(347)).toBe(-2);
    expect(paymentTotal(348, 'cash')).toBe(350);
    expect(paymentTotal(348, 'card')).toBe(348);
  });
});

describe('fewestPieces', () => {
  it('makes an amount with the fewest pieces, biggest first', () => {
    expect(fewestPieces(45)).toEqual(['quarter', 'dime', 'dime']);
    expect(fewestPieces(395)).toEqual([
      'toonie',
      'loonie',
      'quarter',
      'quarter',
      'quarter',
      'dime',
      'dime',
    ]);
    expect(fewestPieces(4995)).toEqual([
      'bill-20',
      'bill-20',
      'bill-5',
      'toonie',
      'toonie',
      'quarter',
      'quarter',
      'quarter',
      'dime',
      'dime',
    ]);
    expect(fewestPieces(0)).toEqual([]);
  });

  it('keeps to the pieces allowed', () => {
    expect(fewestPieces(50, ['nickel', 'dime'])).toEqual(['dime', 'dime', 'dime', 'dime', 'dime']);
    expect(fewestPieces(30, ['quarter', 'dime'])).toEqual(['dime', 'dime', 'dime']);
  });

  it('says when the amount cannot be made', () => {
    expect(fewestPieces(3)).toBeNull();
    expect(fewestPieces(5, ['dime', 'quarter'])).toBeNull();
    expect(fewestPieces(-5)).toBeNull();
  });

  it('finds the minimum where the greedy way does not (a set without the dime)', () => {
    // 30¢ from quarters and dimes: greedy takes a quarter and gets stuck at 5¢.
    expect(greedyPieces(30, ['quarter', 'dime'])).toBeNull();
    expect(fewestPieces(30, ['quarter', 'dime'])).toHaveLength(3);
  });
});

describe('greedyPieces', () => {
  it('takes the biggest piece that fits, again and again', () => {
    expect(greedyPieces(65)).toEqual(['quarter', 'quarter', 'dime', 'nickel']);
    expect(greedyPieces(2710)).toEqual(['bill-20', 'bill-5', 'toonie', 'dime']);
  });
});

describe('change', () => {
  it('is what comes back: paid minus the cash total', () => {
    expect(change(100, 65)).toBe(35);
    expect(change(2010, 985)).toBe(1025);
    expect(change(150, 150)).toBe(0);
  });

  it('has no change for a short payment', () => {
    expect(() => change(100, 150)).toThrow(RangeError);
    expect(isEnough(100, 150)).toBe(false);
    expect(amountShort(100, 125)).toBe(25);
    expect(amountShort(200, 125)).toBe(0);
  });
});

describe('countUpSteps', () => {
  it('counts up from the price with the smallest piece first', () => {
    expect(countUpSteps(385, 500)).toEqual([
      { piece: 'nickel', reached: 390 },
      { piece: 'dime', reached: 400 },
      { piece: 'loonie', reached: 500 },
    ]);
    expect(countUpSteps(150, 200)).toEqual([
      { piece: 'quarter', reached: 175 },
      { piece: 'quarter', reached: 200 },
    ]);
    expect(countUpSteps(300, 300)).toEqual([]);
  });

  it('cannot count up to the cent or from more than was paid', () => {
    expect(countUpSteps(228, 500)).toBeNull();
    expect(countUpSteps(500, 200)).toBeNull();
  });

  it('follows the child’s own pieces in the order added', () => {
    expect(countUpFrom(230, ['quarter', 'quarter', 'dime'])).toEqual([
      { piece: 'quarter', reached: 255 },
      { piece: 'quarter', reached: 280 },
      { piece: 'dime', reached: 290 },
    ]);
  });
});

describe('countUpSentence', () => {
  it('is the change hint of The Corner Store - 2', () => {
    expect(countUpSentence(385, 500)).toBe(
      'Count up from $3.85: a nickel makes $3.90, a dime makes $4.00, and a loonie makes $5.00.',
    );
  });

  it('can end with the change', () => {
    expect(countUpSentence(65, 100, { conclude: true })).toBe(
      'Count up from 65¢: a dime makes 75¢ and a quarter makes $1.00. That is 35¢.',
    );
    expect(countUpSentence(200, 200)).toBe('Count up from $2.00: it is already $2.00.');
  });
});

describe('removablePiece and canTakeBack', () => {
  it('finds the extra piece of a payment', () => {
    expect(removablePiece(['toonie', 'dime'], 185)).toEqual({ index: 1, piece: 'dime' });
    expect(canTakeBack(['toonie', 'dime'], 185)).toBe(true);
  });

  it('is null when every piece is needed', () => {
    expect(removablePiece(['loonie', 'quarter', 'quarter'], 150)).toBeNull();
    expect(canTakeBack(['bill-5'], 85)).toBe(false);
    expect(canTakeBack(['quarter'], 85)).toBe(false);
  });

  it('names the most valuable piece that could go', () => {
    // 2 toonies and a loonie for $2.95: either toonie could go back? No: 3 dollars is left
    // without one toonie, which still pays; without the loonie 4 dollars also pays.
    expect(removablePiece(['loonie', 'toonie', 'toonie'], 295)).toEqual({
      index: 1,
      piece: 'toonie',
    });
  });
});
