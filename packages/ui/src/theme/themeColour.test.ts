import { describe, expect, it } from 'vitest';
import { themeTokens } from './tokens';
import { resolveThemeColour } from './themeColour';
import { vars } from './vars.css';

describe('resolveThemeColour', () => {
  const colors = themeTokens.default.light.color;

  it('reads a token’s var as the theme’s value', () => {
    expect(resolveThemeColour(vars.color.text, colors)).toBe(colors.text);
  });

  it('mixes two theme colours in sRGB, as color-mix does', () => {
    // 14 % of #1b1f3a into #ffffff.
    const css = `color-mix(in srgb, ${vars.color.text} 14%, ${vars.color.surface})`;
    expect(colors.text).toBe('#1b1f3a');
    expect(colors.surface).toBe('#ffffff');
    expect(resolveThemeColour(css, colors)).toBe('#dfe0e3');
  });

  it('throws on anything that is not a theme colour', () => {
    expect(() => resolveThemeColour('#123456', colors)).toThrow('Not a theme colour');
    expect(() => resolveThemeColour('var(--not-a-token)', colors)).toThrow();
  });
});
