import { describe, expect, it } from 'vitest';
import {
  countOnText,
  countWord,
  describeCount,
  describePieces,
  formatAmount,
  formatCents,
  formatDollars,
  formatSignedAmount,
  joinParts,
  speakAmount,
  speakAmountShort,
  speakSignedAmount,
} from './format';

describe('formatAmount', () => {
  it('writes amounts below $1 in cents', () => {
    expect(formatAmount(75)).toBe('75¢');
    expect(formatAmount(5)).toBe('5¢');
    expect(formatAmount(0)).toBe('0¢');
  });

  it('writes amounts from $1 in dollars with two cents digits', () => {
    expect(formatAmount(100)).toBe('$1.00');
    expect(formatAmount(125)).toBe('$1.25');
    expect(formatAmount(105)).toBe('$1.05');
    expect(formatAmount(200)).toBe('$2.00');
    expect(formatAmount(19995)).toBe('$199.95');
  });

  it('writes a negative amount with a minus sign', () => {
    expect(formatAmount(-2)).toBe('−2¢');
    expect(formatSignedAmount(2)).toBe('+2¢');
    expect(formatSignedAmount(-1)).toBe('−1¢');
    expect(formatSignedAmount(0)).toBe('0¢');
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });
});

describe('formatDollars and formatCents', () => {
  it('writes any amount in one form', () => {
    expect(formatDollars(75)).toBe('$0.75');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(150)).toBe('$1.50');
    expect(formatCents(125)).toBe('125¢');
  });
});

describe('speakAmount', () => {
  it('says cents below a dollar', () => {
    expect(speakAmount(75)).toBe('75 cents');
    expect(speakAmount(1)).toBe('1 cent');
    expect(speakAmount(0)).toBe('0 cents');
  });

  it('says dollars and cents from a dollar', () => {
    expect(speakAmount(125)).toBe('1 dollar and 25 cents');
    expect(speakAmount(105)).toBe('1 dollar and 5 cents');
    expect(speakAmount(201)).toBe('2 dollars and 1 cent');
    expect(speakAmount(200)).toBe('2 dollars');
    expect(speakAmount(100)).toBe('1 dollar');
  });
});

describe('speakAmountShort', () => {
  it('says a receipt amount as "1 dollar 50"', () => {
    expect(speakAmountShort(150)).toBe('1 dollar 50');
    expect(speakAmountShort(255)).toBe('2 dollars 55');
    expect(speakAmountShort(495)).toBe('4 dollars 95');
  });

  it('says cents alone, whole dollars and small cents in full', () => {
    expect(speakAmountShort(85)).toBe('85 cents');
    expect(speakAmountShort(200)).toBe('2 dollars');
    expect(speakAmountShort(305)).toBe('3 dollars and 5 cents');
  });

  it('says a rounding line with its sign', () => {
    expect(speakSignedAmount(2)).toBe('plus 2 cents');
    expect(speakSignedAmount(-1)).toBe('minus 1 cent');
    expect(speakSignedAmount(0)).toBe('no rounding');
  });
});

describe('describePieces', () => {
  it('groups by kind, biggest first, with "a" for one and "and" before the last', () => {
    expect(describePieces(['nickel', 'dime', 'dime'])).toBe('2 dimes and a nickel');
    expect(describePieces(['nickel', 'dime', 'quarter', 'quarter', 'quarter', 'dime'])).toBe(
      '3 quarters, 2 dimes and a nickel',
    );
    expect(describePieces(['quarter'])).toBe('a quarter');
  });

  it('writes a tally with counts and commas: "3 dimes, 1 nickel"', () => {
    expect(
      describePieces(['dime', 'nickel', 'dime', 'dime'], { single: 'count', lastJoin: 'comma' }),
    ).toBe('3 dimes, 1 nickel');
    expect(describePieces(['quarter', 'loonie'], { single: 'count', lastJoin: 'comma' })).toBe(
      '1 loonie, 1 quarter',
    );
  });

  it('writes a drawer in number words: "three $20 bills, two $5 bills, one toonie, three quarters"', () => {
    expect(
      describePieces(
        [
          'bill-20',
          'quarter',
          'bill-5',
          'bill-20',
          'toonie',
          'quarter',
          'bill-5',
          'bill-20',
          'quarter',
        ],
        { numbers: 'words', single: 'count', lastJoin: 'comma' },
      ),
    ).toBe('three $20 bills, two $5 bills, one toonie, three quarters');
  });

  it('writes a purse as the shopper sees it: "a $5 bill, 2 toonies, 3 quarters"', () => {
    expect(
      describePieces(['quarter', 'toonie', 'bill-5', 'quarter', 'toonie', 'quarter'], {
        lastJoin: 'comma',
      }),
    ).toBe('a $5 bill, 2 toonies, 3 quarters');
  });

  it('reads each piece in the order shown', () => {
    expect(
      describePieces(['nickel', 'quarter', 'dime', 'quarter', 'nickel'], { order: 'shown' }),
    ).toBe('a nickel, a quarter, a dime, a quarter and a nickel');
  });

  it('says what an empty set is', () => {
    expect(describePieces([])).toBe('nothing');
    expect(describePieces([], { empty: 'no coins' })).toBe('no coins');
  });
});

describe('describeCount, countWord and joinParts', () => {
  it('word counts and joins', () => {
    expect(describeCount('bill-20', 3, { numbers: 'words' })).toBe('three $20 bills');
    expect(describeCount('toonie', 1, { single: 'count', numbers: 'words' })).toBe('one toonie');
    expect(countWord(12)).toBe('twelve');
    expect(countWord(21)).toBe('21');
    expect(joinParts(['a', 'b', 'c'])).toBe('a, b and c');
    expect(joinParts(['a', 'b'], 'comma')).toBe('a, b');
  });
});

describe('countOnText', () => {
  it('counts on from the coin worth the most', () => {
    expect(countOnText(['nickel', 'nickel', 'nickel'])).toBe('5, 10, 15 cents');
    expect(countOnText(['nickel', 'dime', 'quarter', 'dime'])).toBe('25, 35, 45, 50 cents');
    expect(countOnText(['quarter', 'quarter', 'quarter', 'quarter'])).toBe('25, 50, 75, 100 cents');
  });

  it('counts dollars as dollars, and mixed amounts in the short spoken form', () => {
    expect(countOnText(['bill-20', 'bill-20', 'bill-20'])).toBe('20, 40, 60 dollars');
    expect(countOnText(['toonie', 'quarter', 'dime'])).toBe(
      '2 dollars, 2 dollars 25, 2 dollars 35',
    );
    expect(countOnText([])).toBe('0 cents');
  });
});
