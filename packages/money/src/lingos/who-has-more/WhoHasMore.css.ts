import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The two purses, side by side while they fit, one above the other on a phone. */
export const purses = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  width: '100%',
});

/** One purse: its name, its coins, and (after a hint) its count. */
export const purse = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '1 1 14rem',
  maxWidth: '24rem',
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-highlighted="true"]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px ${vars.color.focusRing}`,
    },
  },
});

/** "Purse A". */
export const purseName = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
});

/** The pieces in a purse, wrapping. */
export const pieces = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '4rem',
});

/** A piece with its value under it (the M-SIZE hint). */
export const piece = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.text,
});

/** The counting line under a purse ("5, 10, 15 cents"). */
export const count = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  textAlign: 'center',
  color: vars.color.text,
});

/** The answer cards and the pad: the whole width. */
export const answers = style({
  width: '100%',
});
