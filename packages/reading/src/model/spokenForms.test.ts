import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownRange, spokenForm, toSpoken } from './spokenForms';

const say = {
  '−25 °C': 'minus twenty-five degrees Celsius',
  '5 °C': 'five degrees Celsius',
  '500 mL': 'five hundred millilitres',
  $2: 'two dollars',
};

describe('spokenForm', () => {
  it('speaks −25 °C as minus twenty-five degrees Celsius', () => {
    expect(spokenForm('It is −25 °C today.', say)).toBe(
      'It is minus twenty-five degrees Celsius today.',
    );
  });

  it('speaks 500 mL and $2, leaving the rest as shown', () => {
    expect(spokenForm('Pour 500 mL. It costs $2.', say)).toBe(
      'Pour five hundred millilitres. It costs two dollars.',
    );
  });

  it('takes the longer form where two start at the same place', () => {
    expect(spokenForm('It is 5 °C and −25 °C.', say)).toBe(
      'It is five degrees Celsius and minus twenty-five degrees Celsius.',
    );
  });
});

describe('shownRange', () => {
  const shown = 'It is −25 °C today.';
  const spoken = toSpoken(shown, say);

  it('maps a word inside a spoken form to the whole shown form', () => {
    const start = spoken.text.indexOf('degrees');
    const range = shownRange(spoken, { start, end: start + 'degrees'.length });
    expect(range && shown.slice(range.start, range.end)).toBe('−25 °C');
  });

  it('maps a plain word to itself', () => {
    const start = spoken.text.indexOf('today');
    const range = shownRange(spoken, { start, end: start + 5 });
    expect(range && shown.slice(range.start, range.end)).toBe('today');
  });

  it('keeps every plain word where it is, for any text without spoken forms', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), (text, a, b) => {
        const spokenText = toSpoken(text, say);
        fc.pre(!Object.keys(say).some((key) => text.includes(key)));
        expect(spokenText.text).toBe(text);
        const start = Math.min(a, b) % (text.length + 1);
        const end = Math.min((Math.max(a, b) % (text.length + 1)) + 1, text.length);
        fc.pre(end > start);
        expect(shownRange(spokenText, { start, end })).toEqual({ start, end });
      }),
    );
  });
});
