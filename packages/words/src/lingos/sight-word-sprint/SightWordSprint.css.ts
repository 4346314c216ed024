import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/**
 * A word card's word: big, in the reading font, with room on both sides so a checked card's
 * corner mark never covers a short word ("of").
 */
export const cardWord = style({
  display: 'inline-block',
  minWidth: '3ch',
  paddingInline: '1.25rem',
  fontSize: '2rem',
  lineHeight: 1.3,
  fontVariantLigatures: 'none',
  overflowWrap: 'anywhere',
});

/** The row with the "hear it again" button. */
export const listen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** A word shown large, letter by letter (hints, worked example). */
export const shownWord = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: '3rem',
  fontWeight: 700,
  lineHeight: 1.2,
  fontVariantLigatures: 'none',
});

export const letter = style({
  display: 'inline-block',
  minWidth: '1.4ch',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  borderBottom: '4px solid transparent',
  textAlign: 'center',
});

/** A letter the hint points at (the first one that differs, the heart part). */
export const litLetter = style({
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  borderBottomColor: vars.color.accentBorder,
});

export const hintBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const caption = style({ margin: 0, fontSize: vars.fontSize.body, textAlign: 'center' });
