import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeEntry,
  parseDuration,
  parseMoney,
  parseWholeNumber,
  sanitizeEntry,
} from './numberPadValue';

describe('sanitizeEntry', () => {
  it('keeps only digits of a whole number, up to the maximum length', () => {
    expect(sanitizeEntry('whole', '12a3')).toBe('123');
    expect(sanitizeEntry('whole', '123456')).toBe('1234');
    expect(sanitizeEntry('whole', '123456', 2)).toBe('12');
  });

  it('keeps one point and at most 2 digits of cents', () => {
    expect(sanitizeEntry('money', '4.355')).toBe('4.35');
    expect(sanitizeEntry('money', '4.3.5')).toBe('4.35');
    expect(sanitizeEntry('money', '.5')).toBe('.5');
    expect(sanitizeEntry('money', '12345')).toBe('123');
  });

  it('keeps hours and at most 2 digits of minutes', () => {
    expect(sanitizeEntry('duration', '2:055')).toBe('2:05');
    expect(sanitizeEntry('duration', '123')).toBe('12');
    expect(sanitizeEntry('duration', '1:')).toBe('1:');
  });
});

describe('parsing', () => {
  it('reads whole numbers', () => {
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('007')).toBe(7);
  });

  it('reads money in cents', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('4.35')).toBe(435);
    expect(parseMoney('4.5')).toBe(450);
    expect(parseMoney('4')).toBe(400);
    expect(parseMoney('.05')).toBe(5);
    expect(parseMoney('1.')).toBe(100);
  });

  it('reads hours and minutes, keeping minutes of 60 or more for the H-60 hint', () => {
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('2:05')).toEqual({ hours: 2, minutes: 5 });
    expect(parseDuration(':45')).toEqual({ hours: 0, minutes: 45 });
    expect(parseDuration('3:75')).toEqual({ hours: 3, minutes: 75 });
    expect(parseDuration('3')).toEqual({ hours: 3, minutes: 0 });
  });

  it('round-trips any amount of money written with 2 digits of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), (cents) => {
        const raw = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseMoney(sanitizeEntry('money', raw))).toBe(cents);
      }),
    );
  });
});

describe('describeEntry', () => {
  it('says the entry in words', () => {
    expect(describeEntry('whole', '12')).toBe('12');
    expect(describeEntry('whole', '')).toBe('empty');
    expect(describeEntry('money', '4.35')).toBe('4 dollars and 35 cents');
    expect(describeEntry('money', '1')).toBe('1 dollar');
    expect(describeEntry('money', '.01')).toBe('1 cent');
    expect(describeEntry('duration', '1:01')).toBe('1 hour 1 minute');
  });
});
