import { describe, expect, it } from 'vitest';
import {
  caseName,
  caseUtterances,
  letterIndex,
  letterName,
  letters,
  lettersOf,
  spelledText,
  spellUtterances,
  toLetter,
} from './letters';

describe('letters', () => {
  it('holds the 26 letters in ABC order', () => {
    expect(letters).toHaveLength(26);
    expect(letters.join('')).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(letterIndex('M')).toBe(12);
  });

  it('refuses a text that is not one letter', () => {
    expect(() => toLetter('sh')).toThrow('Not a letter');
    expect(() => toLetter('4')).toThrow('Not a letter');
  });
});

describe('letterName', () => {
  it('is the upper-case letter alone with a period', () => {
    expect(letterName('b')).toBe('B.');
    expect(letterName('B')).toBe('B.');
    expect(letterName('a')).toBe('A.');
  });

  it('says zed for Z, the Canadian name', () => {
    expect(letterName('z')).toBe('Zed.');
    expect(letterName('Z', { fallbackNames: true })).toBe('Zed.');
  });

  it('uses the fallback spellings for A, I and Y only when asked', () => {
    expect(letterName('i')).toBe('I.');
    expect(letterName('a', { fallbackNames: true })).toBe('Ay.');
    expect(letterName('i', { fallbackNames: true })).toBe('Eye.');
    expect(letterName('y', { fallbackNames: true })).toBe('Why.');
    expect(letterName('b', { fallbackNames: true })).toBe('B.');
  });
});

describe('caseName and caseUtterances', () => {
  it('writes big B and small b', () => {
    expect(caseName('b', 'big')).toBe('big B');
    expect(caseName('B', 'small')).toBe('small b');
  });

  it('speaks the case word, then the letter name alone', () => {
    expect(caseUtterances('b', 'big')).toEqual(['Big.', 'B.']);
    expect(caseUtterances('a', 'small')).toEqual(['Small.', 'A.']);
    expect(caseUtterances('z', 'small')).toEqual(['Small.', 'Zed.']);
    expect(caseUtterances('y', 'big', { fallbackNames: true })).toEqual(['Big.', 'Why.']);
  });
});

describe('spelling', () => {
  it('spells a word with letter names, one utterance each', () => {
    expect(spellUtterances('cape')).toEqual(['C.', 'A.', 'P.', 'E.']);
    expect(spellUtterances('zip')).toEqual(['Zed.', 'I.', 'P.']);
  });

  it('leaves hyphens out', () => {
    expect(lettersOf('yo-yo')).toEqual(['y', 'o', 'y', 'o']);
    expect(spellUtterances('yo-yo')).toEqual(['Y.', 'O.', 'Y.', 'O.']);
  });

  it('writes the spelled text for screen readers, keeping case', () => {
    expect(spelledText('cape')).toBe('c, a, p, e');
    expect(spelledText('Sam')).toBe('S, a, m');
    expect(spelledText('yo-yo')).toBe('y, o, y, o');
  });
});
