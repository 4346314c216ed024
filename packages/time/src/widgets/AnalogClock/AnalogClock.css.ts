import { createVar, globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The clock's width and height in CSS pixels, set per instance. */
export const sizeVar = createVar();

export const root = style({
  display: 'inline-block',
  width: sizeVar,
  maxWidth: '100%',
  lineHeight: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  overflow: 'visible',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  // The page must not scroll while a finger turns a hand.
  touchAction: 'none',
});

export const sky = styleVariants({
  morning: { fill: vars.color.warningSoft },
  afternoon: { fill: vars.color.accentSoft },
  evening: { fill: vars.color.dangerSoft },
  night: { fill: vars.color.overlay },
});

export const star = style({ fill: vars.color.surface });

export const skyBadge = style({
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 1,
});

export const skyBadgeText = style({
  fill: vars.color.text,
  fontSize: 15,
  fontWeight: 700,
});

export const face = style({
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 4,
});

export const tickMinute = style({
  stroke: vars.color.textMuted,
  strokeWidth: 1.5,
  strokeLinecap: 'round',
});

export const tickFive = style({
  stroke: vars.color.text,
  strokeWidth: 3,
  strokeLinecap: 'round',
});

export const number = style({
  fill: vars.color.text,
  fontSize: 22,
  fontWeight: 700,
});

export const minuteNumber = style({
  fill: vars.color.accentSoftText,
  fontSize: 12,
  fontWeight: 700,
});

export const minuteNumberBadge = style({
  fill: vars.color.accentSoft,
});

export const numberButton = style({
  cursor: 'pointer',
  outline: 'none',
});

export const numberHit = style({
  fill: 'transparent',
  selectors: {
    [`${numberButton}:hover &`]: { fill: vars.color.accentSoft },
  },
});

export const numberHighlight = style({
  fill: vars.color.accentSoft,
  stroke: vars.color.accent,
  strokeWidth: 2,
});

export const focusRing = style({
  fill: 'none',
  stroke: 'transparent',
  strokeWidth: 3,
});

globalStyle(`${numberButton}:focus-visible ${focusRing}`, { stroke: vars.color.focusRing });

const flash = keyframes({
  '0%, 100%': { opacity: 1 },
  '25%, 75%': { opacity: 0.2 },
  '50%': { opacity: 1 },
});

const flashStill = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.35 },
});

export const hand = style({
  outline: 'none',
});

export const handDraggable = style({
  cursor: 'grab',
  selectors: {
    '[data-state="dragging"] &': { cursor: 'grabbing' },
  },
});

/** A hand flashing to draw the eye (the H-SWAP hint flashes the two hands in turn). */
export const handFlashing = style({
  animationName: flash,
  animationDuration: '1.2s',
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 1,
  '@media': {
    // A calm fade instead of a blink when motion is reduced.
    '(prefers-reduced-motion: reduce)': {
      animationName: flashStill,
      animationDuration: '2s',
    },
  },
});

export const handFlashingSecond = style({ animationDelay: '1.2s' });

export const hourHand = style({
  stroke: vars.color.accent,
  strokeWidth: 10,
  strokeLinecap: 'round',
});

export const minuteHand = style({
  stroke: vars.color.text,
  strokeWidth: 6,
  strokeLinecap: 'round',
});

export const secondHand = style({
  stroke: vars.color.danger,
  strokeWidth: 2,
  strokeLinecap: 'round',
});

export const hourKnob = style({ fill: vars.color.accent });
export const minuteKnob = style({ fill: vars.color.text });

/** The invisible, generous grab area of a hand (at least 44 CSS px across). */
export const handHit = style({
  fill: 'transparent',
  stroke: 'transparent',
  strokeLinecap: 'round',
});

globalStyle(`${hand}:focus-visible ${focusRing}`, { stroke: vars.color.focusRing });

export const centreCap = style({
  fill: vars.color.text,
  stroke: vars.color.surface,
  strokeWidth: 2,
});
