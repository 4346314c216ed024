import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** Above the page at the bottom, clear of the content it must not cover for long. */
export const root = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 40,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const card = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '32rem',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

export const text = style({ margin: 0, flex: '1 1 12rem', fontWeight: 700 });

export const actions = style({ display: 'flex', gap: vars.space.xs });
