import { describe, expect, it } from 'vitest';
import { themeNames } from '../ThemeProvider/themeSettings';
import { contrastRatio } from './contrast';
import { themeTokens, type ThemeColors } from './tokens';

describe('contrastRatio', () => {
  it('is 21 for black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
  it('is 1 for a colour on itself', () => {
    expect(contrastRatio('#ffd23f', '#ffd23f')).toBe(1);
  });
  it('matches a known pair (#767676 on white is the classic 4.54)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('rejects colours it cannot read', () => {
    expect(() => contrastRatio('rgb(0 0 0)', '#ffffff')).toThrow();
  });
});

type Pair = readonly [
  foreground: keyof ThemeColors,
  background: keyof ThemeColors,
  minimum: number,
];

const textPairs: readonly Pair[] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceSunken', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceSunken', 4.5],
  ['accentText', 'accent', 4.5],
  ['accentText', 'accentHover', 4.5],
  ['successText', 'success', 4.5],
  ['dangerText', 'danger', 4.5],
  ['accentSoftText', 'accentSoft', 4.5],
  ['successSoftText', 'successSoft', 4.5],
  ['dangerSoftText', 'dangerSoft', 4.5],
  ['warningSoftText', 'warningSoft', 4.5],
  // Tooltips invert text and background.
  ['background', 'text', 4.5],
];

const nonTextPairs: readonly Pair[] = [
  ['focusRing', 'background', 3],
  ['focusRing', 'surface', 3],
  ['border', 'background', 3],
  ['border', 'surface', 3],
  ['accentBorder', 'background', 3],
  ['accentBorder', 'surface', 3],
];

describe('theme tokens meet WCAG AA', () => {
  for (const theme of themeNames) {
    for (const mode of ['light', 'dark'] as const) {
      const colors = themeTokens[theme][mode].color;
      describe(`${theme} ${mode}`, () => {
        for (const [foreground, background, minimum] of [...textPairs, ...nonTextPairs]) {
          it(`${foreground} on ${background} ≥ ${minimum}`, () => {
            expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(
              minimum,
            );
          });
        }
      });
    }
  }

  it('covers all six themes in both modes', () => {
    expect(Object.keys(themeTokens).sort()).toEqual([...themeNames].sort());
  });
});
