import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsFormat,
  echoAmount,
  echoSentence,
  echoSpeech,
  entryFromCents,
  otherEntryForm,
  parseMoneyEntry,
} from './entry';

describe('the cents form', () => {
  it('reads a whole number of cents', () => {
    expect(parseMoneyEntry('125', 'cents')).toBe(125);
    expect(parseMoneyEntry('', 'cents')).toBeNull();
    expect(centsFormat.describe('125')).toBe('125 cents');
    expect(centsFormat.describe('1')).toBe('1 cent');
    expect(centsFormat.fields[0]?.suffix).toBe('¢');
  });
});

describe('the dollars form', () => {
  it('reads "$1" + "05" as $1.05 and "$1" + "50" as $1.50', () => {
    expect(parseMoneyEntry('1.05', 'dollars')).toBe(105);
    expect(parseMoneyEntry('1.50', 'dollars')).toBe(150);
    expect(parseMoneyEntry('.75', 'dollars')).toBe(75);
    expect(parseMoneyEntry('', 'dollars')).toBeNull();
  });
});

describe('entryFromCents', () => {
  it('writes an amount into either form', () => {
    expect(entryFromCents(125, 'cents')).toBe('125');
    expect(entryFromCents(105, 'dollars')).toBe('1.05');
    expect(entryFromCents(75, 'dollars')).toBe('0.75');
  });

  it('reads back as the same amount in both forms (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (amount) => {
        expect(parseMoneyEntry(entryFromCents(amount, 'dollars'), 'dollars')).toBe(amount);
        expect(parseMoneyEntry(entryFromCents(amount, 'cents'), 'cents')).toBe(amount);
      }),
    );
  });
});

describe('echo', () => {
  it('shows the amount in the other form', () => {
    expect(echoAmount(125, 'cents')).toBe('$1.25');
    expect(echoAmount(75, 'cents')).toBe('$0.75');
    expect(echoAmount(125, 'dollars')).toBe('125¢');
    expect(echoSentence(125, 'cents')).toBe('125¢ is $1.25.');
    expect(echoSentence(105, 'dollars')).toBe('$1.05 is 105¢.');
    expect(echoSpeech(125)).toBe('That is 1 dollar and 25 cents.');
    expect(otherEntryForm('cents')).toBe('dollars');
  });
});
