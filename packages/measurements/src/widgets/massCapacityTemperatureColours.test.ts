import { contrastRatio, resolveThemeColour, themeNames, themeTokens } from '@lingos/ui';
import { vars } from '@lingos/ui/vars';
import { describe, expect, it } from 'vitest';
import { balanceColours } from './BalanceScale/BalanceScale.css';
import { containerColours } from './Containers/Containers.css';
import { thermometerColours } from './Thermometer/Thermometer.css';

/**
 * The colours BalanceScale, Containers and Thermometer draw with, in every theme, light and
 * dark: each pair (read from the widgets' own styles) is resolved to the theme's values and
 * measured. Text needs 4.5:1 (WCAG AA); a drawn part the child reads (a beam, a water line, a
 * red line) needs 3:1 against what is behind it.
 */

const resolve = resolveThemeColour;
const contrast = contrastRatio;

type Pairs = Readonly<Record<string, readonly [string, string]>>;

/** Every pair of a widget in every theme × mode, with the ratio it needs. */
function expectContrast(pairs: Pairs, needs: (role: string) => number): void {
  for (const theme of themeNames) {
    for (const mode of ['light', 'dark'] as const) {
      const colors = themeTokens[theme][mode].color;
      for (const [role, [foreground, background]] of Object.entries(pairs)) {
        const ratio = contrast(resolve(foreground, colors), resolve(background, colors));
        expect(ratio, `${role} in ${theme} ${mode}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(
          needs(role),
        );
      }
    }
  }
}

describe('resolve', () => {
  it('reads a token and mixes two in sRGB, as color-mix does', () => {
    const colors = themeTokens.default.light.color;
    expect(resolve(vars.color.text, colors)).toBe('#1b1f3a');
    expect(
      resolve(`color-mix(in srgb, ${vars.color.text} 14%, ${vars.color.surface})`, colors),
    ).toBe('#dfe0e3');
  });
});

describe('BalanceScale colours', () => {
  it('keeps labels AA and the frame 3:1, in every theme, light and dark', () => {
    expectContrast(balanceColours, (role) => (role === 'frame' ? 3 : 4.5));
  });
});

describe('Containers colours', () => {
  it('keeps the jug’s numbers AA and its water line and outlines 3:1, light and dark', () => {
    expectContrast(containerColours, (role) => (role.startsWith('label') ? 4.5 : 3));
  });
});

describe('Thermometer colours', () => {
  it('keeps the numbers AA and the red line and tube 3:1, light and dark', () => {
    expectContrast(thermometerColours, (role) => (role === 'label' ? 4.5 : 3));
  });
});
