import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const select = style({
  minHeight: vars.size.target,
  maxWidth: '9.5rem',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
  },
});
