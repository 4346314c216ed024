import { vars } from '@lingos/ui/vars';
import { style, styleVariants } from '@vanilla-extract/css';

/** The fist drawing's size in CSS px: its buttons are 48 px, so it never scales down. */
export const fistWidth = 232;
/** The fist drawing's height in CSS px. */
export const fistHeight = 180;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The two fists side by side; on a phone they wrap, the right one under the left. */
export const hands = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const hand = style({
  position: 'relative',
  width: fistWidth,
  height: fistHeight,
  flex: 'none',
});

export const handName = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const drawing = style({
  position: 'absolute',
  inset: 0,
  width: fistWidth,
  height: fistHeight,
});

export const fist = style({
  fill: vars.color.surfaceSunken,
  stroke: vars.color.text,
  strokeWidth: 3,
  strokeLinejoin: 'round',
});

export const groove = style({
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 2,
  strokeLinecap: 'round',
});

const placeBase = style({
  position: 'absolute',
  width: 48,
  height: 48,
  padding: 0,
  display: 'grid',
  placeItems: 'center',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  lineHeight: 1,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
      zIndex: 1,
    },
  },
});

/** A knuckle is round and filled; a dip is a square with a dashed edge (not by colour alone). */
export const place = styleVariants({
  knuckle: [
    placeBase,
    {
      borderRadius: '50%',
      border: `3px solid ${vars.color.accentBorder}`,
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  ],
  dip: [
    placeBase,
    {
      borderRadius: vars.radius.sm,
      border: `3px dashed ${vars.color.border}`,
      background: vars.color.surface,
      color: vars.color.text,
    },
  ],
});

/** A place a hint or an example lights: bold edge and the warning tint. */
export const lit = style({
  borderStyle: 'solid',
  borderColor: vars.color.text,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  boxShadow: `0 0 0 3px ${vars.color.warningSoft}`,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.body,
  lineHeight: 1.4,
});

export const legendItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The little knuckle or dip beside a legend line. */
export const swatch = styleVariants({
  knuckle: {
    width: 20,
    height: 20,
    borderRadius: '50%',
    border: `3px solid ${vars.color.accentBorder}`,
    background: vars.color.accentSoft,
  },
  dip: {
    width: 20,
    height: 20,
    borderRadius: 4,
    border: `3px dashed ${vars.color.border}`,
    background: vars.color.surface,
  },
});
