import { readFileSync } from 'node:fs';
import { codePointsOf, fontAssetPattern, unicodeRangeOf } from './fonts';

describe('codePointsOf', () => {
  it('expands single points and ranges, in order', () => {
    expect(codePointsOf('U+0041-0043, U+00E9,U+2190-2191')).toEqual([
      0x41, 0x42, 0x43, 0xe9, 0x2190, 0x2191,
    ]);
  });

  it('refuses anything that is not a unicode-range part', () => {
    expect(() => codePointsOf('U+0041, A-Z')).toThrow('Not a unicode-range part: " A-Z"');
  });
});

describe('unicodeRangeOf', () => {
  it('reads the one range all @font-face rules share', () => {
    const css = `@font-face { unicode-range: U+0020-007E,\n  U+00A0; }
      @font-face { unicode-range: U+0020-007E, U+00A0; }`;
    expect(unicodeRangeOf(css)).toBe('U+0020-007E, U+00A0');
  });

  it('refuses rules that disagree, or none', () => {
    expect(() =>
      unicodeRangeOf('@font-face { unicode-range: U+0020; } @font-face { unicode-range: U+0021; }'),
    ).toThrow('one unicode-range');
    expect(() => unicodeRangeOf('@font-face { src: url(a.woff2); }')).toThrow('one unicode-range');
  });

  it('covers what the app writes: letters, digits, curly quotes, dashes, arrows and the ellipsis', () => {
    const range = unicodeRangeOf(readFileSync('src/fonts.css', 'utf8'));
    const points = new Set(codePointsOf(range));
    for (const character of 'Aa0?é’“”–—…←→') {
      expect(points.has(character.codePointAt(0)!), character).toBe(true);
    }
  });
});

describe('fontAssetPattern', () => {
  it('finds the emitted files of one font, any weight, and no other font', () => {
    const andika = fontAssetPattern('andika-latin');
    expect(andika.exec('assets/andika-latin-400-normal-D4x_9k.woff2')?.[1]).toBe(
      'assets/andika-latin-400-normal',
    );
    expect(andika.test('assets/playpen-sans-latin-400-normal-abc.woff2')).toBe(false);
    expect(andika.test('assets/andika-latin-400-italic-abc.woff2')).toBe(false);
  });
});

describe('the letter font’s unicode-range', () => {
  it('covers the letters, digits and marks words are written with, and little else', () => {
    const points = new Set(
      codePointsOf(unicodeRangeOf(readFileSync('src/letterFont.css', 'utf8'))),
    );
    for (const character of 'AZaz09-_|+.,?!’“”·…') {
      expect(points.has(character.codePointAt(0)!), character).toBe(true);
    }
    expect(points.has('é'.codePointAt(0)!)).toBe(false);
    expect(points.size).toBeLessThan(110);
  });
});
