import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '60rem',
  marginInline: 'auto',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const topRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  lineHeight: 1.2,
});

export const activity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
