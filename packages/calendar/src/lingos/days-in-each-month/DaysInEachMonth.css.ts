import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The month page shown after a right answer, with its sentence. */
export const check = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
});

/** The two month buttons of a comparison's check. */
export const checkChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** The strip of years 2024 to 2035, leap years starred. */
export const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxWidth: '34rem',
});

export const year = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: '4.5rem',
  minHeight: 44,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  justifyContent: 'center',
});

export const leapYear = style({
  borderColor: vars.color.text,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
});

/** A sort's month card: the month's name in big letters. */
export const monthCard = style({
  fontSize: vars.fontSize.large,
  fontWeight: 700,
});
