import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25em',
  padding: '0.2em 0.5em',
  borderRadius: 16,
  border: `3px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.2,
  boxShadow: vars.shadow.card,
});

/** Text sizes; medium and large shrink a little on a phone so a row of clocks still fits. */
export const size = styleVariants({
  small: { fontSize: 20 },
  medium: { fontSize: 'clamp(20px, 6.5vw, 32px)' },
  large: { fontSize: 'clamp(24px, 8vw, 48px)' },
});

export const digits = style({ letterSpacing: '0.02em' });

export const meridiemLabel = style({
  fontSize: '0.6em',
  padding: '0.1em 0.35em',
  borderRadius: 8,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

export const unknown = style({ color: vars.color.textMuted });

export const separator = style({ paddingBottom: '0.1em' });

export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
});

export const spinbutton = style({
  minWidth: '2.2ch',
  minHeight: 44,
  padding: '0 0.15em',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 10,
  background: vars.color.surfaceSunken,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:focus-visible': {
      boxShadow: `0 0 0 3px ${vars.color.focusRing}`,
    },
    '&:focus': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  },
});

const buttonBase = style({
  minWidth: 44,
  minHeight: 44,
  border: `2px solid ${vars.color.border}`,
  borderRadius: 12,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentSoft, color: vars.color.accentSoftText },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const stepButton = style([buttonBase, { fontSize: 16, lineHeight: 1 }]);

export const meridiemGroup = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: 4,
  marginLeft: '0.25em',
});

export const meridiemButton = style([buttonBase, { fontSize: 18, padding: '0 0.5em' }]);

globalStyle(`${meridiemButton}[aria-pressed="true"]`, {
  background: vars.color.accent,
  color: vars.color.accentText,
  borderColor: vars.color.accent,
});
