import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The colour pairs the thermometer draws with, foreground on background: the contrast test reads them. */
export const thermometerColours = {
  /** The numbers of the scale. */
  label: [vars.color.text, vars.color.surface],
  /** The red line against the glass tube. */
  redLine: [vars.color.danger, vars.color.surface],
  /** The tube's outline and the marks. */
  outline: [vars.color.text, vars.color.surface],
} as const;

/**
 * Only as wide as the thermometer and its buttons (never wider than its place), so a Lingo can
 * sit it beside a NumberPad or cards in a row of its own.
 */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  width: 'fit-content',
  maxWidth: '100%',
  minWidth: 0,
  // In a row beside the answer it keeps its drawn size; the answer takes the rest.
  flexShrink: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The thermometer and the pictures beside it. */
export const figure = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  flex: 'none',
});

/** The thermometer itself: a picture, or the slider of set mode. */
export const gauge = style({
  display: 'block',
  flex: 'none',
  padding: vars.space.xxs,
  border: '3px solid transparent',
  borderRadius: vars.radius.md,
  lineHeight: 0,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[role="slider"]': { cursor: 'pointer', touchAction: 'none', userSelect: 'none' },
    '&[role="slider"][data-state="dragging"]': { cursor: 'grabbing' },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

export const svg = style({ display: 'block', overflow: 'visible' });

export const tube = style({
  fill: vars.color.surface,
  stroke: vars.color.text,
  strokeWidth: 2.5,
});

export const red = style({
  fill: vars.color.danger,
  transitionProperty: 'transform',
  transitionDuration: '300ms',
  transitionTimingFunction: 'ease-out',
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0ms' },
  },
  selectors: {
    // The line follows a finger at once, and jumps when the child asks for less motion.
    '[data-state="dragging"] &, [data-motion="reduced"] &': { transitionDuration: '0ms' },
  },
});

export const markLong = style({ stroke: vars.color.text, strokeWidth: 2.5 });
export const markShort = style({ stroke: vars.color.text, strokeWidth: 1.5 });

/** The 0 mark crosses the tube: where water freezes. */
export const markZero = style({ stroke: vars.color.text, strokeWidth: 3.5 });

export const label = style({
  fill: vars.color.text,
  fontSize: 16,
  fontWeight: 700,
  fontFamily: vars.font.body,
  fontVariantNumeric: 'tabular-nums',
});

export const labelZero = style({ fontSize: 19, fontWeight: 800 });

export const unit = style({
  fill: vars.color.text,
  fontSize: 16,
  fontWeight: 700,
  fontFamily: vars.font.body,
});

/** The pictures beside the scale: each at its temperature's height. */
export const pictures = style({
  position: 'relative',
  width: '5rem',
  flex: 'none',
  // Back over the gauge's padding, so each pointer reaches the tube.
  margin: '0 0 0 -1rem',
  padding: 0,
  listStyle: 'none',
});

export const picture = style({
  position: 'absolute',
  left: vars.space.xxs,
  display: 'flex',
  alignItems: 'center',
  gap: '0.125rem',
  transform: 'translateY(-50%)',
  selectors: {
    // A short pointer from the picture to its mark.
    '&::before': {
      content: '""',
      width: '1rem',
      height: '3px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.text,
    },
  },
});

export const buttons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The held Up and Down buttons: they repeat, so no double-tap zoom or text selection. */
export const stepButton = style({ touchAction: 'manipulation', userSelect: 'none' });
