import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** Holds the clock and the shading laid over its face. */
export const clockWrap = style({
  position: 'relative',
  display: 'inline-block',
  lineHeight: 0,
});

/** The part of the face from 12 to the long hand, shaded (half, a quarter). */
export const shade = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  // The hands under it must still take the drag.
  pointerEvents: 'none',
});

/** The shaded slice: the accent, light enough that the hands and numbers show through. */
export const slice = style({
  fill: vars.color.accent,
  fillOpacity: 0.3,
  stroke: vars.color.accent,
  strokeWidth: 2,
});

/** The minutes counted so far in step 1: 5, 10, 15 … */
export const counted = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One minute count. */
export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
});

/** The ribbon of steps 3–5: as wide as the activity. */
export const ribbon = style({
  width: '100%',
});

/** A closing-check card's big text: "4:30", "60". */
export const cardText = style({
  fontSize: 32,
  fontWeight: 700,
});
