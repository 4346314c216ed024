import { parseHex } from './contrast';
import type { ThemeColors } from './tokens';
import { vars } from './vars.css';

const tokenOfVar = new Map<string, keyof ThemeColors>(
  Object.entries(vars.color).map(([token, css]) => [css, token as keyof ThemeColors]),
);

/**
 * A colour a widget's style uses, as `#rrggbb` in one theme and mode: a theme token's var
 * (`vars.color.text`), or two of them mixed in sRGB as `color-mix(in srgb, A 14%, B)` does.
 * Widgets' tests measure their own fills and lines with it against `contrastRatio`, in every
 * theme, light and dark. Throws on anything else, so a test never measures a guess.
 */
export function resolveThemeColour(css: string, colors: ThemeColors): string {
  const token = tokenOfVar.get(css);
  if (token) return colors[token];
  const mix = /^color-mix\(in srgb, (var\([^)]+\)) (\d+)%, (var\([^)]+\))\)$/.exec(css);
  if (!mix) throw new Error(`Not a theme colour: ${css}`);
  const share = Number(mix[2]) / 100;
  const first = parseHex(resolveThemeColour(mix[1] as string, colors));
  const second = parseHex(resolveThemeColour(mix[3] as string, colors));
  return `#${first
    .map((channel, index) =>
      Math.round(channel * share + (second[index] as number) * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
