import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/**
 * The themed half of the contract: colours, font and shadows differ per theme × mode; each
 * theme × mode is a `createTheme(themeContract, …)` class applied to `<html>`.
 */
export const themeContract = createThemeContract({
  color: {
    /** Page background. */
    background: null,
    /** Cards, header, sidebar. */
    surface: null,
    /** A slightly sunken area (wells, skeletons, tracks). */
    surfaceSunken: null,
    /** Body text; AA (4.5:1) on background and surface. */
    text: null,
    /** Secondary text; AA on background and surface. */
    textMuted: null,
    /** Borders of controls and cards; 3:1 on surface. */
    border: null,
    /** Primary actions. */
    accent: null,
    /** Text on accent; AA on accent. */
    accentText: null,
    /** Accent in hover/pressed state. */
    accentHover: null,
    /** Outline of accent-filled controls; 3:1 on background and surface (a yellow fill alone is not). */
    accentBorder: null,
    /** A soft tint of accent for selected rows and badges. */
    accentSoft: null,
    /** Text on accentSoft; AA on accentSoft. */
    accentSoftText: null,
    /** Success fill (correct answers, mastered). */
    success: null,
    /** Text on success; AA on success. */
    successText: null,
    /** Soft success tint and its text colour. */
    successSoft: null,
    successSoftText: null,
    /** Danger fill (wrong answers, destructive actions). */
    danger: null,
    dangerText: null,
    dangerSoft: null,
    dangerSoftText: null,
    /** Warning tint and its text. */
    warningSoft: null,
    warningSoftText: null,
    /** Focus ring; 3:1 against background and surface. */
    focusRing: null,
    /** Modal overlay. */
    overlay: null,
  },
  font: {
    body: null,
  },
  shadow: {
    card: null,
    raised: null,
  },
});

// Sizes are the same in every theme: defined once on :root rather than repeated in all
// twelve theme classes.
const layout = createGlobalTheme(':root', {
  /** Spacing scale (rem, so it grows with the reader's font size). */
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  /** Corner radii; friendly and round. */
  radius: { sm: '0.5rem', md: '0.75rem', lg: '1.25rem', full: '999px' },
  /** Type sizes; body text is never below 18 px. */
  fontSize: { small: '1rem', body: '1.125rem', large: '1.375rem', title: '2rem' },
  /** Minimum touch-target sizes: 44 px for every control, 56 px for primary actions. */
  size: { target: '2.75rem', targetLarge: '3.5rem' },
});

/**
 * The theme contract every component reads, never raw colours: `vars.color.*`,
 * `vars.font.body` and `vars.shadow.*` follow the active theme × mode; `vars.space.*`,
 * `vars.radius.*`, `vars.fontSize.*` and `vars.size.*` are shared.
 */
export const vars = { ...themeContract, ...layout };
