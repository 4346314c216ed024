import { themeNames, themeTokens, type ThemeColors } from '@lingos/ui';
import { vars } from '@lingos/ui/vars';
import { describe, expect, it } from 'vitest';
import { rulerColours } from './Ruler.css';

/**
 * The ruler's colours in every theme, light and dark, read from its own styles: numbers need
 * 4.5:1 on what is behind them (WCAG AA text), the end guides 3:1 on the ruler and on the
 * page (a drawn line the child reads).
 */

const tokenOf = new Map<string, keyof ThemeColors>(
  Object.entries(vars.color).map(([token, css]) => [css, token as keyof ThemeColors]),
);

function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: string, second: string, colors: ThemeColors): number {
  const [a, b] = [first, second].map((css) => {
    const token = tokenOf.get(css);
    if (!token) throw new Error(`Not a theme colour: ${css}`);
    return luminance(colors[token]);
  }) as [number, number];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const pairs: ReadonlyArray<readonly [string, string, string, number]> = [
  ['a number on the ruler', rulerColours.number, rulerColours.body, 4.5],
  ['a number in a lit space', rulerColours.number, rulerColours.litSpace, 4.5],
  ['a counted space’s number', rulerColours.count, rulerColours.litSpace, 4.5],
  ['an end guide on the ruler', rulerColours.guide, rulerColours.body, 3],
  ['an end guide on the page', rulerColours.guide, vars.color.background, 3],
  ['an end guide on a card', rulerColours.guide, vars.color.surface, 3],
];

describe('Ruler colours', () => {
  it('are readable in every theme, light and dark', () => {
    for (const theme of themeNames) {
      for (const mode of ['light', 'dark'] as const) {
        const colors = themeTokens[theme][mode].color;
        for (const [role, foreground, background, needs] of pairs) {
          const ratio = contrast(foreground, background, colors);
          expect(ratio, `${role}, ${theme} ${mode}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(
            needs,
          );
        }
      }
    }
  });
});
