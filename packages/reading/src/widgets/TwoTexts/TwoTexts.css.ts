import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))',
  gap: vars.space.lg,
  minWidth: 0,
});

export const column = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const tabs = style({ display: 'grid', gap: 0, minWidth: 0 });

export const tabList = style({ display: 'flex', gap: vars.space.xs });

export const tab = style({
  flex: '1 1 0',
  minHeight: vars.size.target,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderBottom: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    '&[data-state="active"]': {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.accentBorder,
      textDecorationLine: 'underline',
      textDecorationThickness: '3px',
      textUnderlineOffset: '0.3em',
    },
  },
});

export const panel = style({
  minWidth: 0,
  padding: vars.space.md,
  border: `2px solid ${vars.color.accentBorder}`,
  borderRadius: `0 0 ${vars.radius.lg} ${vars.radius.lg}`,
  backgroundColor: vars.color.surface,
});
