import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Every component reads only these vars, never raw colours;
 * each theme × mode is a `createTheme(vars, …)` class applied to `<html>`.
 */
export const vars = createThemeContract({
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
