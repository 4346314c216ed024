import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/**
 * The whole width it is given, measured for the scale (its content never sizes it: a drawing
 * at the wrong scale would otherwise keep itself wrong); the drawing and controls centred.
 */
export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  // One column exactly as wide as the root: a wide drawing is cut off, never scrolls.
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'center',
  width: '100%',
  maxWidth: '100%',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The drawing and its tap targets; never wider than the screen. */
export const stage = style({
  position: 'relative',
  maxWidth: '100%',
  // Units sticking out far past the object are cut off rather than scrolling the page.
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const svg = style({ display: 'block' });

const slide = keyframes({
  from: { opacity: 0, transform: 'translateX(-8px)' },
  to: { opacity: 1, transform: 'translateX(0)' },
});

const unitBase = style({
  '@media': {
    // A new unit slides in beside the last; with reduced motion it is simply there.
    '(prefers-reduced-motion: no-preference)': { animation: `${slide} 200ms ease-out` },
  },
});

export const clipWire = style([
  unitBase,
  { fill: 'none', stroke: vars.color.textMuted, strokeWidth: 2.5 },
]);

export const cube = style([
  unitBase,
  { fill: vars.color.accent, stroke: vars.color.text, strokeWidth: 1 },
]);

export const stick = style([
  unitBase,
  { fill: vars.color.warningSoft, stroke: vars.color.text, strokeWidth: 1 },
]);

export const stickStripe = style({ fill: vars.color.danger });

export const unitPast = style({ opacity: 0.75 });

export const jointMark = style({ fill: vars.color.danger });

export const edge = style({ stroke: vars.color.textMuted, strokeWidth: 1, strokeDasharray: '3 3' });

export const startLine = style({ stroke: vars.color.accent, strokeWidth: 3 });

export const startLabel = style({ fill: vars.color.text, fontSize: 13, fontWeight: 700 });

export const tiles = style({ position: 'absolute', left: 0, top: 0 });

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 };

/** A joint to tap: as tall as the row (56 px), reaching to its neighbours' middles. */
export const jointTile = style({
  position: 'absolute',
  padding: 0,
  margin: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: 4,
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { background: `color-mix(in srgb, ${vars.color.accent} 15%, transparent)` },
  },
});

/** An object in its lane: dragged or keyed left and right, tapped to choose. */
export const laneHandle = style({
  position: 'absolute',
  padding: 0,
  margin: 0,
  border: 'none',
  background: 'transparent',
  borderRadius: vars.radius.sm,
  cursor: 'grab',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="dragging"]': { cursor: 'grabbing' },
    '&[aria-pressed="true"]': { outline: `3px solid ${vars.color.accent}`, outlineOffset: 1 },
  },
});

/** The buttons under the drawing, centred like it (also when they wrap on a phone). */
export const controls = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
});

export const count = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: 700 });

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
