import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberWord, numberWordCapitalized } from './numberWords';

describe('numberWord', () => {
  it('says 0 to 99 as a child does', () => {
    expect([0, 7, 11, 19, 20, 21, 40, 45, 99].map(numberWord)).toEqual([
      'zero',
      'seven',
      'eleven',
      'nineteen',
      'twenty',
      'twenty-one',
      'forty',
      'forty-five',
      'ninety-nine',
    ]);
  });

  it('keeps numerals outside 0–99 and for fractions', () => {
    expect([-1, 100, 2.5].map(numberWord)).toEqual(['-1', '100', '2.5']);
  });

  it('gives each number from 0 to 99 its own words, tens and units in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 99 }), (value) => {
        const word = numberWord(value);
        const unit = value % 10;
        expect(word.startsWith(numberWord(value - unit))).toBe(true);
        if (unit > 0) expect(word.endsWith(`-${numberWord(unit)}`)).toBe(true);
      }),
    );
    expect(new Set(Array.from({ length: 100 }, (_, n) => numberWord(n))).size).toBe(100);
  });

  it('capitalizes to start a sentence', () => {
    expect(numberWordCapitalized(12)).toBe('Twelve');
    expect(numberWordCapitalized(21)).toBe('Twenty-one');
  });
});
