import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/**
 * The whole width it is given, measured for the scale (its content never sizes it: a drawing
 * at the wrong scale would otherwise keep itself wrong); the drawing and controls centred.
 */
/**
 * The colours the ruler is read by, as theme vars: its body, the numbers on it, a lit space
 * and its count, and the end guides (checked for contrast in every theme, light and dark).
 */
export const rulerColours = {
  body: vars.color.warningSoft,
  number: vars.color.text,
  litSpace: vars.color.successSoft,
  count: vars.color.successSoftText,
  guide: vars.color.accentBorder,
} as const;

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

/** The drawing and the controls laid over it; never wider than the screen. */
export const stage = style({
  position: 'relative',
  maxWidth: '100%',
  // A ruler moved partly past the lane's end is cut off instead of making the page scroll.
  overflow: 'hidden',
});

export const svg = style({ display: 'block' });

export const body = style({
  fill: rulerColours.body,
  stroke: vars.color.text,
  strokeWidth: 1.5,
});

export const bodyAligned = style({
  fill: vars.color.successSoft,
  stroke: vars.color.success,
  strokeWidth: 3,
  filter: `drop-shadow(0 0 4px ${vars.color.success})`,
});

export const tick = style({ stroke: vars.color.text, strokeWidth: 1.5 });

export const halfTick = style({ stroke: vars.color.textMuted, strokeWidth: 1 });

/** A mark's number: 13 px bold (`markLabelFont`, which the rows are worked out for). */
export const label = style({
  fill: rulerColours.number,
  fontSize: 13,
  fontWeight: 700,
  textAnchor: 'middle',
});

export const labelTapped = style({ fill: vars.color.accentText });

export const tappedMarkBadge = style({ fill: vars.color.accent });

export const litSpace = style({
  fill: rulerColours.litSpace,
  stroke: vars.color.success,
  strokeWidth: 1,
});

/** A counted space's number, under the ruler: 12 px bold (`spaceCountFont`). */
export const spaceCount = style({
  fill: rulerColours.count,
  fontSize: 12,
  fontWeight: 700,
  textAnchor: 'middle',
});

const drop = keyframes({
  from: { transform: 'translateY(-24px)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

export const cube = style({
  fill: vars.color.accentSoft,
  stroke: vars.color.accentSoftText,
  strokeWidth: 1.5,
  '@media': {
    // The cube drops in; with reduced motion it is simply there.
    '(prefers-reduced-motion: no-preference)': {
      animation: `${drop} 300ms ease-out`,
    },
  },
});

/**
 * An object's end followed down onto the ruler's marks: a dashed line in the accent's border
 * colour (clear on the page and on the ruler, light and dark), over the tick it meets.
 */
export const guide = style({
  stroke: rulerColours.guide,
  strokeWidth: 2,
  strokeDasharray: '4 3',
  strokeLinecap: 'butt',
});

export const ribbon = style({ fill: vars.color.danger, stroke: vars.color.text, strokeWidth: 1 });

export const ribbonKnob = style({
  fill: vars.color.surface,
  stroke: vars.color.danger,
  strokeWidth: 3,
});

const focusRing = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
};

/** The ruler's body as a slider: as big as the drawn ruler (56 px tall), dragged or keyed. */
export const handle = style({
  position: 'absolute',
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'grab',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="dragging"]': { cursor: 'grabbing' },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

/** The ribbon's end: a 44 px round handle. */
export const ribbonHandle = style({
  position: 'absolute',
  width: vars.size.target,
  height: vars.size.target,
  marginLeft: `calc(${vars.size.target} / -2)`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'ew-resize',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

export const tiles = style({ position: 'absolute', left: 0, top: 0 });

/** One space or mark to tap: as tall as the ruler (56 px), as wide as its centimetre. */
export const tile = style({
  position: 'absolute',
  padding: 0,
  margin: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: 4,
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: -3 },
    '&:hover:not([aria-disabled="true"])': {
      background: `color-mix(in srgb, ${vars.color.accent} 15%, transparent)`,
    },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

export const steps = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

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

globalStyle(`${svg} text`, { userSelect: 'none', WebkitUserSelect: 'none' });
