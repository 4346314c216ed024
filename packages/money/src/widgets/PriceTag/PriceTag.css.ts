import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A paper tag with a punched hole, on a string: price in big type, the item under it. */
export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.targetLarge,
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} ${vars.space.xl}`,
  border: `3px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.sm} ${vars.radius.lg} ${vars.radius.lg} ${vars.radius.sm}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'start',
  selectors: {
    // The punched hole the string goes through.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: vars.space.sm,
      top: '50%',
      width: '0.75rem',
      height: '0.75rem',
      marginTop: '-0.375rem',
      border: `2px solid ${vars.color.border}`,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.background,
    },
  },
});

/** The tag as a tap-to-hear button. */
export const button = style({
  font: 'inherit',
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const picture = style({ display: 'inline-flex', flexShrink: 0, lineHeight: 0 });

export const text = style({ display: 'grid', minWidth: 0 });

export const price = styleVariants({
  medium: { fontSize: vars.fontSize.large, fontWeight: 800, fontVariantNumeric: 'tabular-nums' },
  large: { fontSize: vars.fontSize.title, fontWeight: 800, fontVariantNumeric: 'tabular-nums' },
});

export const item = style({
  fontSize: vars.fontSize.body,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
