import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A day card's name: big, on one line, every card as wide as "Wednesday". */
export const dayName = style({
  display: 'inline-block',
  minWidth: '5.8em',
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

/** The row of day cards, as wide as the stage allows. */
export const cards = style({
  justifyContent: 'center',
  width: '100%',
});

/** The card grids of step 4, one per blank. */
export const blanks = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '36rem',
});

/** One blank's cards, under the name of its box. */
export const blank = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** "Box 3", over a blank's cards. */
export const blankName = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  color: vars.color.text,
});

/** A worked example's days in order. */
export const worked = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One day of a worked example. */
export const workedDay = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `3px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
});
