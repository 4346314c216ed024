import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  verticalAlign: 'middle',
  fontFamily: vars.font.body,
});

export const art = style({
  display: 'block',
  // A bill never pushes the page sideways on a narrow phone: it shrinks, keeping its shape.
  maxWidth: '100%',
  height: 'auto',
  overflow: 'visible',
  userSelect: 'none',
  WebkitUserSelect: 'none',
});

/** A lit piece (a worked example's current piece, a compartment to look at). */
export const highlighted = styleVariants({
  coin: { borderRadius: '50%', outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 3 },
  bill: { borderRadius: 8, outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 3 },
});

// A coin turned over: it narrows to its edge and opens again showing the other face.
const turn = keyframes({
  '0%': { transform: 'scaleX(0.05)' },
  '100%': { transform: 'scaleX(1)' },
});

export const flipping = style({
  animation: `${turn} 280ms ease-out`,
  '@media': {
    // The component also skips the class when reduced motion is asked for; this covers a
    // change of setting in the middle of a turn.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

/** The small text button of every money widget (Flip, Put back, Sort by value). */
export const pillButton = style({
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentSoft, color: vars.color.accentSoftText },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** The Flip button. */
export const flipButton = pillButton;
