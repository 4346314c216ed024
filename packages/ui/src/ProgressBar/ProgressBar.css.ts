import { createVar, style } from '@vanilla-extract/css';
import { motionQuery } from '../theme/layout';
import { vars } from '../theme/vars.css';

/** How much of the track is filled, as a CSS percentage. */
export const fill = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const status = style({
  margin: 0,
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const track = style({
  height: '0.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  // The border (3:1 on the surface) shows where an empty track ends.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

export const bar = style({
  width: fill,
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  '@media': {
    [motionQuery]: { transition: 'width 300ms ease-out' },
  },
});
