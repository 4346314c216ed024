import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import type { Liquid } from './containerModel';

/** The colour pairs the containers draw with, foreground on background: the contrast test reads them. */
export const containerColours = {
  /** The jug's numbers over the water. */
  labelOnWater: [vars.color.text, vars.color.accentSoft],
  /** The jug's numbers above the water. */
  labelOnGlass: [vars.color.text, vars.color.surface],
  /** The water's flat top, the line the child reads, against the water. */
  waterLineOnWater: [vars.color.accentSoftText, vars.color.accentSoft],
  /** … and against the empty jug above it. */
  waterLineOnGlass: [vars.color.accentSoftText, vars.color.surface],
  /** A container's outline against the page. */
  outline: [vars.color.text, vars.color.surface],
  /** The marks over the water. */
  markOnWater: [vars.color.text, vars.color.accentSoft],
} as const;

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The containers side by side on one table line; they wrap on a narrow phone. */
export const table = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'center',
  gap: vars.space.lg,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.sm}`,
  listStyle: 'none',
  borderBottom: `4px solid ${vars.color.border}`,
});

/** One container's place: a drop zone for a pour. */
export const place = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  maxWidth: '100%',
  padding: vars.space.xxs,
  border: '3px solid transparent',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-target]': { borderStyle: 'dashed', borderColor: vars.color.accent },
    '&[data-over]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft },
  },
});

/** The container itself: a picture, a pour handle, an answer button or a fill slider. */
export const vessel = style({
  position: 'relative',
  display: 'block',
  maxWidth: '100%',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  margin: 0,
  padding: vars.space.xxs,
  border: '3px solid transparent',
  borderRadius: vars.radius.md,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  lineHeight: 0,
  outline: 'none',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[role="button"], &[role="slider"], button&': { cursor: 'pointer' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
    '&[data-mark="correct"]': {
      borderColor: vars.color.success,
      backgroundColor: vars.color.successSoft,
    },
    '&[data-mark="incorrect"]': {
      borderColor: vars.color.danger,
      backgroundColor: vars.color.dangerSoft,
    },
    '&[data-state="dragging"]': { opacity: 0.85, cursor: 'grabbing' },
    '&[aria-disabled="true"], &:disabled': { cursor: 'default' },
  },
});

/** A slider's surface: a finger drags the water up and down instead of scrolling. */
export const vesselSlider = style({ touchAction: 'none', userSelect: 'none' });

export const svg = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  overflow: 'visible',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  textAlign: 'center',
});

export const body = style({
  fill: vars.color.surface,
  stroke: vars.color.text,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
});

export const detail = style({
  fill: 'none',
  stroke: vars.color.text,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

const flow = style({
  transitionProperty: 'transform',
  transitionDuration: '900ms',
  transitionTimingFunction: 'ease-in-out',
  '@media': {
    // The water jumps to its new level when the child asks for less motion.
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0ms' },
  },
  selectors: {
    '[data-motion="reduced"] &': { transitionDuration: '0ms' },
    // A drag or a key sets the level at once: the water follows the finger.
    '[data-filling] &': { transitionDuration: '0ms' },
  },
});

/**
 * Each liquid's colours: its body, and the flat top line the child reads. Milk and juice are
 * drawn in their own colours, the same in every theme: like the art set's pictures, a glass
 * of milk is white and juice is orange whatever the theme.
 */
export const liquidColours = {
  water: { fill: vars.color.accentSoft, line: vars.color.accentSoftText },
  milk: { fill: '#f7f2e4', line: '#6c7b90' },
  juice: { fill: '#c75c00', line: vars.color.text },
} as const satisfies Record<Liquid, { readonly fill: string; readonly line: string }>;

/** The liquid: a rectangle under the level, clipped to the inside, moved by `transform`. */
export const liquid = styleVariants(liquidColours, ({ fill }) => [flow, { fill }]);

/** The liquid's flat top: the line the child reads. */
export const liquidLine = styleVariants(liquidColours, ({ line }) => [
  flow,
  { stroke: line, strokeWidth: 3, strokeLinecap: 'round' },
]);

export const markLong = style({ stroke: vars.color.text, strokeWidth: 2.5 });
export const markShort = style({ stroke: vars.color.text, strokeWidth: 1.75 });

export const markLabel = style({
  fill: vars.color.text,
  fontSize: 15,
  fontWeight: 700,
  fontFamily: vars.font.body,
  // A halo, so the water's top line never runs through a number.
  stroke: vars.color.surface,
  strokeWidth: 4,
  strokeLinejoin: 'round',
  paintOrder: 'stroke',
});

const tip = keyframes({
  '0%, 100%': { transform: 'rotate(0deg)' },
  '25%, 75%': { transform: 'rotate(-28deg)' },
});

const pourDown = keyframes({
  '0%': { transform: 'scaleY(0)', opacity: 1 },
  '20%, 80%': { transform: 'scaleY(1)', opacity: 1 },
  '100%': { transform: 'scaleY(1)', opacity: 0 },
});

/** The source tips toward its target while it pours (not under reduced motion: no pour shows). */
export const tipping = style({
  transformOrigin: '50% 100%',
  animation: `${tip} 900ms ease-in-out 1`,
});

/** The stream falling into the target while it pours, in the liquid's colours. */
export const stream = styleVariants(liquidColours, ({ fill, line }) => ({
  fill,
  stroke: line,
  strokeWidth: 1.5,
  transformBox: 'fill-box',
  transformOrigin: '50% 0%',
  animation: `${pourDown} 900ms ease-in 1 both`,
}));

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** The +/− 50 mL buttons: held, they repeat, so no double-tap zoom or text selection. */
export const stepButton = style({ touchAction: 'manipulation', userSelect: 'none' });
