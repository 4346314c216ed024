import { themeNames, themeTokens, type ThemeColors } from '@lingos/ui';
import { vars } from '@lingos/ui/vars';
import { describe, expect, it } from 'vitest';
import { liquidColours } from './Containers.css';
import { liquids } from './containerModel';

/**
 * The liquids' colours against every theme, light and dark (WCAG 1.4.11: 3:1 for what the
 * child reads in a drawing). A liquid's own colour is a `#rrggbb`; its top line may be a theme
 * colour, resolved here to the theme's value.
 */

const tokenOfVar = new Map<string, keyof ThemeColors>(
  Object.entries(vars.color).map(([token, css]) => [css, token as keyof ThemeColors]),
);

function resolve(css: string, colors: ThemeColors): string {
  if (/^#[0-9a-f]{6}$/i.test(css)) return css;
  const token = tokenOfVar.get(css);
  if (!token) throw new Error(`Not a colour: ${css}`);
  return colors[token];
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((start) => {
      const value = parseInt(hex.slice(start, start + 2), 16) / 255;
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

/** Every theme × mode's colours, named. */
const everyTheme = themeNames.flatMap((theme) =>
  (['light', 'dark'] as const).map((mode) => ({
    name: `${theme} ${mode}`,
    mode,
    colors: themeTokens[theme][mode].color,
  })),
);

/** What is behind a drawing: the glass (surface), the page and the tray-like sunken surface. */
const behind = (colors: ThemeColors) => [colors.surface, colors.background, colors.surfaceSunken];

describe('liquid colours', () => {
  it('draws water and juice 3:1 against the glass and the page, light and dark', () => {
    for (const liquid of ['water', 'juice'] as const) {
      for (const { name, colors } of everyTheme) {
        for (const background of behind(colors)) {
          const ratio = contrast(liquidColours[liquid].fill, background);
          expect(ratio, `${liquid} on ${background}, ${name}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('draws milk 3:1 against a dark page; on a light page its slate top line tells it', () => {
    for (const { name, mode, colors } of everyTheme) {
      if (mode !== 'dark') continue;
      const ratio = contrast(liquidColours.milk.fill, colors.surface);
      expect(ratio, `milk on ${name}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('draws every top line 3:1 against its liquid and against the glass above it', () => {
    for (const liquid of liquids) {
      for (const { name, colors } of everyTheme) {
        const line = resolve(liquidColours[liquid].line, colors);
        const onLiquid = contrast(line, liquidColours[liquid].fill);
        const onGlass = contrast(line, colors.surface);
        expect(onLiquid, `${liquid}'s line on ${liquid}, ${name}`).toBeGreaterThanOrEqual(3);
        expect(onGlass, `${liquid}'s line on the glass, ${name}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('keeps the marks readable over every liquid: the mark or its halo stands out 3:1', () => {
    for (const liquid of liquids) {
      for (const { name, colors } of everyTheme) {
        const fill = liquidColours[liquid].fill;
        const best = Math.max(contrast(colors.text, fill), contrast(colors.surface, fill));
        expect(best, `marks over ${liquid}, ${name}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
