import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import { motionQuery } from '../../internal/motion';

export const fill = createVar();

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: '10rem',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const label = style({
  fontWeight: 700,
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: '0.875rem',
  minWidth: '6rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const bar = style({
  vars: { [fill]: '0%' },
  width: fill,
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  '@media': {
    [motionQuery]: { transition: 'width 400ms ease-out' },
  },
});

export const value = style({
  minWidth: '3ch',
  fontVariantNumeric: 'tabular-nums',
});
