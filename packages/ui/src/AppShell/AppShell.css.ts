import { style } from '@vanilla-extract/css';
import { desktopQuery } from '../theme/layout';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  zIndex: 100,
  top: vars.space.xs,
  left: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  border: `2px solid ${vars.color.accentBorder}`,
  fontWeight: 700,
  textDecoration: 'none',
  // Off screen until focused, then the first thing a keyboard user sees.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': { transform: 'none' },
  },
});

export const body = style({
  display: 'flex',
  flex: 1,
  minHeight: 0,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [desktopQuery]: { paddingBlock: vars.space.xl, paddingInline: vars.space.xl },
  },
});
