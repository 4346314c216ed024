import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  maxWidth: '100%',
});

export const label = style({
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});

export const display = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.title,
  fontWeight: 700,
});

export const unit = style({
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
});

export const field = style({
  minHeight: vars.size.targetLarge,
  minWidth: '3.5rem',
  paddingInline: vars.space.sm,
  borderWidth: '3px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': {
      outline: `4px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-active="true"]': {
      borderColor: vars.color.accent,
    },
    '&:disabled': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.text,
    },
  },
});

export const keys = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(4.25rem, 5.5rem))',
  gap: vars.space.xs,
});

export const key = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.large,
  paddingInline: vars.space.xs,
});

/** Word keys (Clear, Hours, Minutes, Dollars, Cents) in body size, so they fit the key. */
export const wordKey = style({
  fontSize: vars.fontSize.body,
});

export const fieldSwitch = style({
  gridColumn: 'span 3',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
});

globalStyle(`${fieldSwitch} > [aria-pressed="true"]`, {
  borderColor: vars.color.accent,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});
