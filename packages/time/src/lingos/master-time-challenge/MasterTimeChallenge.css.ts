import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lingos/ui/vars';

/** "Question 5 of 12: time zones." over the item, with the strand's badge. */
export const question = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  color: vars.color.textMuted,
});

/** The strand's name in a pill. */
export const strandBadge = style({
  padding: '2px 12px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

/** The item of the source Lingo, under the question line. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  width: '100%',
});

/** A card a worked-example step points at. */
export const pointed = recipe({
  base: {
    padding: 8,
    borderRadius: 16,
    border: '3px solid transparent',
  },
  variants: {
    on: {
      true: { borderColor: vars.color.accentBorder, background: vars.color.accentSoft },
      false: {},
    },
  },
});

/** A ribbon takes the whole width. */
export const ribbon = style({ width: '100%' });

/** The round's result: one line per strand. */
export const strands = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 8,
  width: '100%',
  maxWidth: 520,
});

/** One strand's line: its name and score, its stars, and a link when it needs practice. */
export const strandLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '8px 16px',
  borderRadius: 16,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
});

/** The stars of a strand. */
export const stars = style({ display: 'inline-flex', gap: 2 });

/** "Practise more in Time Zone Converter.": a link as big as a button. */
export const practiseLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** "You got 11 of 12. Mastered!" */
export const roundLine = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  textAlign: 'center',
  color: vars.color.text,
});

/** A star not won yet: the same star, pale and grey. */
export const starNotYet = style({
  opacity: 0.35,
  filter: 'grayscale(1)',
});
