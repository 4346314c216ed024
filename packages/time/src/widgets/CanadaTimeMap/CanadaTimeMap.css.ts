import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const map = style({
  display: 'block',
  width: '100%',
  height: 'auto',
});

export const band = styleVariants({
  even: { fill: vars.color.accentSoft },
  odd: { fill: vars.color.surfaceSunken },
});

export const land = style({
  fill: 'none',
  stroke: vars.color.border,
  strokeWidth: 3,
  strokeLinejoin: 'round',
});

export const cityDot = style({
  fill: vars.color.text,
  stroke: vars.color.surface,
  strokeWidth: 2,
});

export const cityDotActive = style({ fill: vars.color.accent, stroke: vars.color.accentBorder });

export const compass = style({
  fill: vars.color.textMuted,
  fontSize: 16,
  fontWeight: 700,
});

export const arrow = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 4,
  strokeLinecap: 'round',
});

export const arrowHead = style({ fill: vars.color.accent });

export const cities = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.xs,
  '@media': {
    // Two rows of three on a phone; the order still reads west to east.
    'screen and (max-width: 560px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const city = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.target,
  minHeight: vars.size.targetLarge,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  touchAction: 'manipulation',
  '@media': {
    // A 320 px phone: room for "Vancouver" and "Newfoundland" on one line.
    'screen and (max-width: 360px)': { paddingInline: vars.space.xxs },
  },
  ':hover': { background: vars.color.accentSoft, color: vars.color.accentSoftText },
  ':focus-visible': {
    outline: `3px solid ${vars.color.focusRing}`,
    outlineOffset: 2,
  },
});

export const citySource = style({
  borderColor: vars.color.accentBorder,
  borderWidth: 4,
});

export const cityTarget = style({
  borderStyle: 'dashed',
  borderColor: vars.color.accentBorder,
  borderWidth: 4,
});

export const cityName = style({
  // Whole city names on a 320 px phone: the text shrinks rather than break "Vancouver".
  fontSize: `min(${vars.fontSize.small}, 3.9vw)`,
  fontWeight: 700,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const cityTime = style({
  // Shrinks on a narrow phone so "10:00 AM" stays inside its card.
  fontSize: `min(${vars.fontSize.large}, 4.2vw)`,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const cityZone = style({
  // "Newfoundland" fits its card on a 320 px phone.
  fontSize: `min(${vars.fontSize.small}, 3.2vw)`,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
});

export const dayBadge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
});

export const difference = style({
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  textAlign: 'center',
});
