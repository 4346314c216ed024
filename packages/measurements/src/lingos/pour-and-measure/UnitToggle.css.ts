import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The two segments side by side in one rounded frame. */
export const root = style({
  display: 'inline-grid',
  gridTemplateColumns: '1fr 1fr',
  alignSelf: 'center',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
});

/** One unit: at least 56 px wide and tall (it decides the answer), the picked one filled. */
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.targetLarge,
  minHeight: vars.size.targetLarge,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  cursor: 'pointer',
  userSelect: 'none',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-state="selected"]': {
      backgroundColor: vars.color.accent,
      color: vars.color.accentText,
      boxShadow: `0 0 0 2px ${vars.color.accentBorder}`,
    },
    '&[data-state="idle"]:hover:not([aria-disabled="true"])': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});
