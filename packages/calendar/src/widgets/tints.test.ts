import { themeNames, themeTokens, type ThemeColors } from '@lingos/ui';
import { vars } from '@lingos/ui/vars';
import { describe, expect, it } from 'vitest';
import { litFill } from './MonthGrid/MonthGrid.css';
import { seasonFills } from './SeasonWheel/SeasonWheel.css';

/**
 * The widgets' own fills, in every theme and mode: ui's tests check its token pairs, these
 * check the tints the Calendar widgets mix from them (read from the styles themselves).
 */

const tokenOfVar = new Map<string, keyof ThemeColors>(
  Object.entries(vars.color).map(([token, css]) => [css, token as keyof ThemeColors]),
);

function channels(hex: string): readonly number[] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
}

/** A fill as `#rrggbb` in one theme × mode: a token's var, or two mixed in sRGB. */
function resolve(css: string, colors: ThemeColors): string {
  const token = tokenOfVar.get(css);
  if (token) return colors[token];
  const mix = /^color-mix\(in srgb, (var\([^)]+\)) (\d+)%, (var\([^)]+\))\)$/.exec(css);
  if (!mix) throw new Error(`Not a theme colour: ${css}`);
  const share = Number(mix[2]) / 100;
  const first = channels(resolve(mix[1] as string, colors));
  const second = channels(resolve(mix[3] as string, colors));
  return `#${first
    .map((channel, index) =>
      Math.round(channel * share + (second[index] as number) * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red, green, blue] = channels(hex).map((channel) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('resolve', () => {
  it('mixes two theme colours in sRGB, as color-mix does', () => {
    const colors = themeTokens.default.light.color;
    expect(resolve(vars.color.text, colors)).toBe('#1b1f3a');
    // 14 % of #1b1f3a into #ffffff.
    expect(resolve(seasonFills.winter, colors)).toBe('#dfe0e3');
  });
});

for (const theme of themeNames) {
  for (const mode of ['light', 'dark'] as const) {
    const colors = themeTokens[theme][mode].color;
    describe(`${theme} ${mode}`, () => {
      it("tints SeasonWheel's winter quarter apart from the page, its words still AA", () => {
        const winter = resolve(seasonFills.winter, colors);
        expect(contrast(winter, colors.surface)).toBeGreaterThanOrEqual(1.25);
        expect(contrast(winter, colors.background)).toBeGreaterThanOrEqual(1.2);
        // The season's name and, in the both view, the month names are in the text colour.
        expect(contrast(colors.text, winter)).toBeGreaterThanOrEqual(4.5);
      });

      it('keeps every season quarter AA for the month names and its own name', () => {
        const words = {
          winter: colors.text,
          spring: colors.successSoftText,
          summer: colors.warningSoftText,
          fall: colors.dangerSoftText,
        };
        for (const [season, fill] of Object.entries(seasonFills)) {
          const colour = resolve(fill, colors);
          expect(contrast(colors.text, colour), `month names on ${season}`).toBeGreaterThanOrEqual(
            4.5,
          );
          expect(
            contrast(words[season as keyof typeof words], colour),
            `"${season}" on its quarter`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      });

      it("lights MonthGrid's column clearly against the unlit cells, its dates still AA", () => {
        const lit = resolve(litFill, colors);
        // Dates are drawn on the surface; tappable headers on the sunken surface.
        expect(contrast(lit, colors.surface)).toBeGreaterThanOrEqual(1.4);
        expect(contrast(lit, colors.surfaceSunken)).toBeGreaterThanOrEqual(1.2);
        expect(contrast(colors.warningSoftText, lit)).toBeGreaterThanOrEqual(4.5);
      });
    });
  }
}
