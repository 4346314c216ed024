import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

// Seven 44 px columns need 19.25rem (308 px). A 320 px phone leaves the Lingo only 288 px
// inside the page's 16 px padding, so the grid takes 308 px anyway, reaching 10 px into that
// padding on each side (centred by the negative margins), never wider than the screen less
// 6 px a side: no sideways scroll, and every cell stays a full touch target.
const gridWidth = createVar();

export const root = style({
  vars: { [gridWidth]: 'min(36rem, calc(100vw - 12px), max(100%, 19.25rem))' },
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: gridWidth,
  marginInline: `calc((100% - ${gridWidth}) / 2)`,
  containerType: 'inline-size',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
});

const focusRing = {
  outline: `4px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
} as const;

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover:not(:disabled)': { backgroundColor: vars.color.accentSoft },
    '&:disabled': { cursor: 'default', opacity: 0.45 },
  },
});

/** The left chevron is the right one mirrored (ui's Icon set has only the right one). */
export const previousIcon = style({ transform: 'scaleX(-1)' });

export const title = style({
  flex: 1,
  margin: 0,
  minHeight: vars.size.target,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.large,
  fontWeight: 800,
  textAlign: 'center',
});

export const titleButton = style([
  title,
  {
    border: `2px solid transparent`,
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.large,
    fontWeight: 800,
    cursor: 'pointer',
    touchAction: 'manipulation',
    textDecoration: 'underline',
    textDecorationThickness: 2,
    textUnderlineOffset: '0.2em',
    selectors: {
      '&:focus-visible': focusRing,
      '&:hover': { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
    },
  },
]);

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const headerCell = style({
  padding: 0,
  height: vars.size.target,
  fontSize: vars.fontSize.small,
  fontWeight: 800,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/**
 * A lit column's fill (header and dates): the warning tint deepened with a fifth of its own
 * text colour. The soft tint alone was 1.13:1 on white, faint beside the unlit cells; mixed,
 * the column stands out in every theme and mode and its text keeps 5:1.
 */
export const litFill = `color-mix(in srgb, ${vars.color.warningSoftText} 20%, ${vars.color.warningSoft})`;

/** Every day cell's height: a touch target, growing with the grid's width up to 4rem. */
const cellHeight = 'clamp(2.75rem, 12cqi, 4rem)';

export const cell = style({
  position: 'relative',
  padding: 0,
  height: cellHeight,
  selectors: {
    // A held sticker over a date: the whole cell shows where it would land.
    '&[data-over="true"]': {
      outline: `4px dashed ${vars.color.focusRing}`,
      outlineOffset: -2,
    },
  },
});

/**
 * A button filling its cell (the whole cell is the target); its face is drawn 2 px inside,
 * so neighbouring faces look apart without spacing that would shrink the targets.
 */
export const dayButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: cellHeight,
  padding: 2,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { outline: 'none', zIndex: 1 },
    '&:disabled': { cursor: 'default' },
  },
});

export const face = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-start',
  width: '100%',
  height: '100%',
  padding: '0.125rem 0.25rem',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${dayButton}:hover &`]: { backgroundColor: vars.color.accentSoft },
    [`${dayButton}:focus-visible &`]: {
      outline: `4px solid ${vars.color.focusRing}`,
      outlineOffset: 1,
    },
    [`${dayButton}[data-tone="highlighted"] &`]: {
      backgroundColor: vars.color.warningSoft,
      color: vars.color.warningSoftText,
      borderColor: vars.color.warningSoftText,
      borderWidth: 3,
    },
    // After highlighted: a hint's date in a lit column (2-0's check) keeps the column's fill.
    [`${dayButton}[data-lit="true"] &`]: {
      backgroundColor: litFill,
      color: vars.color.warningSoftText,
    },
    [`${dayButton}[data-tone="right"] &`]: {
      backgroundColor: vars.color.successSoft,
      color: vars.color.successSoftText,
      borderColor: vars.color.success,
      borderWidth: 3,
    },
    // Wrong is dashed as well as red, so it never rests on colour alone.
    [`${dayButton}[data-tone="wrong"] &`]: {
      backgroundColor: vars.color.dangerSoft,
      color: vars.color.dangerSoftText,
      borderColor: vars.color.danger,
      borderStyle: 'dashed',
      borderWidth: 3,
    },
    [`${dayButton}[aria-pressed="true"] &, ${dayButton}[data-selected="true"] &`]: {
      backgroundColor: vars.color.accent,
      color: vars.color.accentText,
      borderColor: vars.color.accentBorder,
    },
    [`${dayButton}[data-today="true"] &`]: { borderWidth: 3 },
  },
});

export const number = style({
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  lineHeight: 1.2,
  fontVariantNumeric: 'tabular-nums',
});

/** The pictures of a cell's marks, in its bottom-right corner. */
export const marks = style({
  position: 'absolute',
  insetInlineEnd: 1,
  insetBlockEnd: 1,
  display: 'flex',
  gap: 1,
  lineHeight: 0,
  pointerEvents: 'none',
});

export const padding = style({ padding: 0 });

/** A column header as a button (lingos 2-0 and 2-2 tap it). */
export const headerButton = style({
  display: 'block',
  width: '100%',
  height: vars.size.target,
  padding: 2,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 800,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { outline: 'none' },
  },
});

export const headerFace = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  marginInline: 2,
  borderRadius: vars.radius.full,
  selectors: {
    [`${headerButton} &`]: {
      marginInline: 0,
      border: `2px solid ${vars.color.border}`,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.text,
    },
    [`${headerButton}:hover &`]: { backgroundColor: vars.color.accentSoft },
    [`${headerButton}:focus-visible &`]: {
      outline: `4px solid ${vars.color.focusRing}`,
      outlineOffset: 1,
    },
    [`${headerCell}[data-lit="true"] &`]: {
      backgroundColor: litFill,
      color: vars.color.warningSoftText,
      borderColor: vars.color.warningSoftText,
    },
  },
});

/** Hop mode's arcs, drawn over the grid; they never take a tap. */
export const hops = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  overflow: 'visible',
  pointerEvents: 'none',
});

const draw = keyframes({ from: { strokeDashoffset: 1 }, to: { strokeDashoffset: 0 } });

export const hopArc = style({
  fill: 'none',
  stroke: vars.color.text,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeDasharray: 1,
  strokeDashoffset: 0,
  // The newest hop draws itself, unless the child asked for reduced motion.
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '[data-new="true"] > &': { animation: `${draw} 400ms ease-out` } },
    },
  },
});

export const hopHead = style({ fill: vars.color.text });

export const hopBadge = style({
  fill: vars.color.accent,
  stroke: vars.color.accentBorder,
  strokeWidth: 2,
});

export const hopNumber = style({
  fill: vars.color.accentText,
  fontSize: 14,
  fontWeight: 800,
  textAnchor: 'middle',
  dominantBaseline: 'central',
});

/** A sticker on a date: in the cell's lower right, clear of the number. */
export const sticker = style({
  position: 'absolute',
  insetInlineEnd: 3,
  insetBlockEnd: 3,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '62%',
  height: '62%',
  minWidth: 28,
  minHeight: 28,
  borderRadius: vars.radius.sm,
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[aria-pressed="true"]': { outline: `3px solid ${vars.color.text}`, outlineOffset: 1 },
    '&[data-state="dragging"]': { cursor: 'grabbing', zIndex: 3 },
  },
});

export const trayStickerItem = style([
  sticker,
  {
    position: 'relative',
    insetInlineEnd: 'auto',
    insetBlockEnd: 'auto',
    width: vars.size.target,
    height: vars.size.target,
    border: `2px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  },
]);

export const stickerTray = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '3.5rem',
  padding: vars.space.xxs,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-over="true"]': { borderColor: vars.color.focusRing },
  },
});
