import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createWholeNumberFormat,
  deleteDigit,
  dollarsAndCentsFormat,
  hoursAndMinutesFormat,
  sanitizeEntry,
  splitEntry,
  typeDigit,
  wholeNumberFormat,
} from './numberPadFormat';

describe('whole numbers', () => {
  it('keeps only digits, up to the maximum length', () => {
    expect(sanitizeEntry(wholeNumberFormat, '4a5678')).toBe('4567');
    expect(wholeNumberFormat.parse('')).toBeNull();
    expect(wholeNumberFormat.parse('060')).toBe(60);
    expect(wholeNumberFormat.describe('12')).toBe('12');
    expect(wholeNumberFormat.describe('')).toBe('empty');
  });

  it('reads a unit aloud when the format has one', () => {
    const cents = createWholeNumberFormat({ maxLength: 3, suffix: '¢', unit: ['cent', 'cents'] });
    expect(cents.describe('75')).toBe('75 cents');
    expect(cents.describe('1')).toBe('1 cent');
    expect(sanitizeEntry(cents, '1234')).toBe('123');
  });
});

describe('dollars and cents', () => {
  it('reads a $ box and a two-digit cents box as whole cents', () => {
    expect(dollarsAndCentsFormat.parse('4.35')).toBe(435);
    expect(dollarsAndCentsFormat.parse('1.05')).toBe(105);
    expect(dollarsAndCentsFormat.parse('1.5')).toBe(105);
    expect(dollarsAndCentsFormat.parse('.75')).toBe(75);
    expect(dollarsAndCentsFormat.parse('3.')).toBe(300);
    expect(dollarsAndCentsFormat.parse('')).toBeNull();
  });

  it('reads amounts aloud in words', () => {
    expect(dollarsAndCentsFormat.describe('4.35')).toBe('4 dollars and 35 cents');
    expect(dollarsAndCentsFormat.describe('1.')).toBe('1 dollar');
    expect(dollarsAndCentsFormat.describe('0.01')).toBe('1 cent');
  });

  it('types dollars, then cents; a full cents box takes no more', () => {
    let edit = typeDigit(dollarsAndCentsFormat, '', 0, '1');
    edit = typeDigit(dollarsAndCentsFormat, edit.raw, 1, '0');
    edit = typeDigit(dollarsAndCentsFormat, edit.raw, 1, '5');
    expect(edit.raw).toBe('1.05');
    expect(typeDigit(dollarsAndCentsFormat, edit.raw, 1, '9').raw).toBe('1.05');
  });
});

describe('hours and minutes', () => {
  it('reads hours and minutes, a blank box as 0, and keeps 60 or more minutes', () => {
    expect(hoursAndMinutesFormat.parse('2:05')).toEqual({ hours: 2, minutes: 5 });
    expect(hoursAndMinutesFormat.parse(':45')).toEqual({ hours: 0, minutes: 45 });
    expect(hoursAndMinutesFormat.parse('0:75')).toEqual({ hours: 0, minutes: 75 });
    expect(hoursAndMinutesFormat.describe('1:1')).toBe('1 hour 1 minute');
  });

  it('deletes back into the hours from an empty minutes box', () => {
    expect(deleteDigit(hoursAndMinutesFormat, '12:', 1)).toEqual({ raw: '1:', field: 0 });
    expect(deleteDigit(hoursAndMinutesFormat, '1:3', 1)).toEqual({ raw: '1:', field: 1 });
    expect(deleteDigit(hoursAndMinutesFormat, '1:', 0)).toEqual({ raw: '', field: 0 });
  });

  it('keeps a clean entry as it is, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const clean = sanitizeEntry(hoursAndMinutesFormat, typed);
        expect(sanitizeEntry(hoursAndMinutesFormat, clean)).toBe(clean);
        for (const [index, part] of splitEntry(hoursAndMinutesFormat, clean).entries()) {
          expect(part.length).toBeLessThanOrEqual(
            hoursAndMinutesFormat.fields[index]?.maxLength ?? 0,
          );
          expect(part).toMatch(/^\d*$/);
        }
      }),
    );
  });
});
