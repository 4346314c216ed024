import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontFamily: vars.font.body,
});

export const prompt = style({
  margin: 0,
  flex: '1 1 16rem',
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  lineHeight: 1.4,
});
