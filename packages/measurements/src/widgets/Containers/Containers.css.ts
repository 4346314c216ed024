import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import type { Liquid } from './containerModel';

/**
 * The colour pairs the containers draw with, foreground on background, all theme colours: the
 * contrast test reads them (the liquids' own colours are tested with `liquidColours`).
 */
export const containerColours = {
  /** The jug's numbers, on their halo of the surface colour (over a liquid or the glass). */
  labelOnHalo: [vars.color.text, vars.color.surface],
  /** The jug's marks on their halo. */
  markOnHalo: [vars.color.text, vars.color.surface],
  /** A container's outline against the page. */
  outline: [vars.color.text, vars.color.surface],
} as const;

/** A drawing's own width in px (its art's), which the table scales up when it has the room. */
export const artWidth = createVar();
/** How much larger than their own size the table draws its containers. */
const tableScale = createVar();

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/**
 * The containers side by side on one table line; they wrap on a narrow phone. Its width
 * decides how large the containers are drawn (a container query), so a measuring jug grows on
 * a wide screen and its marks stay readable on a 320 px phone.
 */
export const table = style({
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'center',
  // Side by side on a 390 px phone: a milk carton and the measuring jug fit on one line.
  gap: `${vars.space.lg} ${vars.space.md}`,
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
  vars: { [tableScale]: '1' },
  display: 'block',
  width: `calc(${artWidth} * ${tableScale})`,
  maxWidth: '100%',
  height: 'auto',
  overflow: 'visible',
  '@container': {
    '(min-width: 30rem)': { vars: { [tableScale]: '1.2' } },
    '(min-width: 40rem)': { vars: { [tableScale]: '1.35' } },
  },
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
 * Each liquid's colours: its body, and the flat top line the child reads. A liquid is drawn in
 * its own colour, the same in every theme, as the art set's pictures are: water blue, milk
 * white, juice orange. Water and juice sit between every theme's surfaces and text (3:1 or
 * more against both, light and dark), so their top line is the text colour. Milk is white: on
 * a light page its body cannot stand out 3:1, so it is told by its slate top line, which does
 * against the milk and every surface.
 */
export const liquidColours = {
  water: { fill: '#2f7ad0', line: vars.color.text },
  milk: { fill: '#f0e8d2', line: '#6c7b90' },
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
/** Under each mark, so it reads over any liquid, light or dark. */
export const markHalo = style({ stroke: vars.color.surface, strokeWidth: 6.5 });

/** A jug's number (its size is containerArt's `jugLabelSize`). */
export const markLabel = style({
  fill: vars.color.text,
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
