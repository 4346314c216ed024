import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/**
 * The literacy font's family name. The host serves Andika (SIL Open Font License, from
 * `@fontsource/andika`) from its own origin, subset to the characters words are written with;
 * see the package README. Andika has a single-storey a and g and an I, l and 1 that differ
 * (serifed I, tailed l, flagged 1), which Playpen Sans, the body font, draws almost alike.
 */
export const letterFontName = 'Andika';

/**
 * The stack of the letters and words children read: Andika, then the theme's body font stack,
 * so a page that does not load Andika still shows Playpen Sans's single-storey a and g.
 */
export const letterFontFamily = `'${letterFontName}', ${vars.font.body}`;

/** words.md: "Tiles show letters at least 48 px high". The smallest letter size, in CSS px. */
export const letterMinSizePx = 48;

/**
 * The class for letters and words children read (tiles, picture cards, the ABC strip):
 * Andika, no ligatures (an "fi" must stay two tiles' letters), upright and regular.
 */
export const letterFont = style({
  fontFamily: letterFontFamily,
  fontVariantLigatures: 'none',
  fontStyle: 'normal',
  fontWeight: 400,
  textTransform: 'none',
});

/** {@link letterFont} at the 48 px letter size: single letters on tiles and buttons. */
export const letterGlyph = style([
  letterFont,
  { fontSize: `${letterMinSizePx}px`, lineHeight: 1.15 },
]);
