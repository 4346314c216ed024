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

/** One purse and (after a hint) its count; lit in a worked example. */
export const purse = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  flex: '1 1 14rem',
  maxWidth: '24rem',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-highlighted="true"]': {
      boxShadow: `0 0 0 4px ${vars.color.focusRing}`,
    },
  },
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
