import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.target,
  cursor: 'pointer',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const checkbox = style({
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
