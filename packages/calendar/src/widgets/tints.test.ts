import { contrastRatio, resolveThemeColour, themeNames, themeTokens } from '@lingos/ui';
import { vars } from '@lingos/ui/vars';
import { describe, expect, it } from 'vitest';
import { litFill } from './MonthGrid/MonthGrid.css';
import { seasonFills } from './SeasonWheel/SeasonWheel.css';

/**
 * The widgets' own fills, in every theme and mode: ui's tests check its token pairs, these
 * check the tints the Calendar widgets mix from them (read from the styles themselves).
 */

const resolve = resolveThemeColour;
const contrast = contrastRatio;

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
