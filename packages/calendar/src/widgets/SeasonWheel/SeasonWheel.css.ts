import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const wheel = style({
  position: 'relative',
  width: 'min(100%, 26rem)',
  aspectRatio: '1 / 1',
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: '100%',
  overflow: 'visible',
});

export const slice = style({
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 2,
});

/**
 * The seasons' quarters in theme tints, so every theme and mode keeps its contrast: winter
 * grey as a snowy sky, spring green, summer warm, fall red. The pictures and names carry the
 * meaning; the colours only set the quarters apart. No token is a cold tint in every theme:
 * winter is the theme's text colour, 14 % into its surface (in white, the surface itself, it
 * had no tint on the page, and in dark mode it sat close to the background).
 */
export const seasonFills = {
  winter: `color-mix(in srgb, ${vars.color.text} 14%, ${vars.color.surface})`,
  spring: vars.color.successSoft,
  summer: vars.color.warningSoft,
  fall: vars.color.dangerSoft,
} as const;

export const season = styleVariants(seasonFills, (fill) => ({ fill }));

export const seasonText = styleVariants({
  winter: { color: vars.color.text },
  spring: { color: vars.color.successSoftText },
  summer: { color: vars.color.warningSoftText },
  fall: { color: vars.color.dangerSoftText },
});

export const monthLine = style({
  fill: 'none',
  stroke: vars.color.border,
  strokeWidth: 1.5,
  strokeDasharray: '4 4',
});

export const sliceOutline = style({
  fill: 'none',
  stroke: vars.color.border,
  strokeWidth: 2,
});

export const blankSlice = style({
  fill: vars.color.surfaceSunken,
  stroke: vars.color.border,
  strokeWidth: 2,
  strokeDasharray: '6 4',
});

export const pointedSlice = style({
  fill: 'none',
  stroke: vars.color.text,
  strokeWidth: 5,
});

export const monthLabel = style({
  fill: vars.color.text,
  fontSize: 22,
  fontWeight: 800,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  pointerEvents: 'none',
});

/** In the both view the names share the ring with the seasons: a little smaller. */
export const monthLabelSmall = style({ fontSize: 19 });

export const hub = style({
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 2,
});

/** The year, drawn over the hand: an edge in the hub's colour keeps its digits whole. */
export const year = style({
  fill: vars.color.text,
  stroke: vars.color.surface,
  strokeWidth: 8,
  strokeLinejoin: 'round',
  paintOrder: 'stroke',
  fontSize: 40,
  fontWeight: 800,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  pointerEvents: 'none',
});

export const pointer = style({
  cursor: 'grab',
  outline: 'none',
  transformBox: 'view-box',
  transformOrigin: '200px 200px',
  transition: 'transform 200ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '[data-state="dragging"] &': { transition: 'none', cursor: 'grabbing' },
  },
});

export const pointerHand = style({
  stroke: vars.color.text,
  strokeWidth: 8,
  strokeLinecap: 'round',
});

export const pointerKnob = style({
  fill: vars.color.accent,
  stroke: vars.color.accentBorder,
  strokeWidth: 4,
  selectors: {
    [`${pointer}:focus-visible &`]: { stroke: vars.color.focusRing, strokeWidth: 8 },
  },
});

/** HTML laid over the SVG: only its own parts take the pointer. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
});

export const seasonBadge = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  fontSize: vars.fontSize.body,
  fontWeight: 800,
  lineHeight: 1.1,
});

/** A place of the ring a card can go to: a drop zone and a tap target. */
export const place = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  pointerEvents: 'auto',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-over="true"]': {
      outline: `4px dashed ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

export const placeButton = style({
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  padding: 0,
  border: `3px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 800,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-targeted="true"]': {
      borderColor: vars.color.text,
      backgroundColor: vars.color.accentSoft,
    },
  },
});

export const tray = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '3.75rem',
  width: '100%',
  padding: vars.space.xs,
  margin: 0,
  listStyle: 'none',
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-over="true"]': { borderColor: vars.color.focusRing },
  },
});

export const card = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  border: `3px solid ${vars.color.accentBorder}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.body,
  fontWeight: 800,
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { outline: `4px solid ${vars.color.text}`, outlineOffset: 2 },
    '&[data-state="dragging"]': { cursor: 'grabbing', boxShadow: vars.shadow.raised },
    '&[data-mark="right"]': {
      backgroundColor: vars.color.success,
      color: vars.color.successText,
      borderColor: vars.color.success,
    },
    '&[data-mark="wrong"]': {
      backgroundColor: vars.color.dangerSoft,
      color: vars.color.dangerSoftText,
      borderColor: vars.color.danger,
      borderStyle: 'dashed',
    },
  },
});

/** In a ring place a card shows the short name ("Apr"), which fits the slice. */
export const cardInPlace = style({ paddingInline: vars.space.xxs });

export const trayButton = style({
  minHeight: vars.size.target,
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
