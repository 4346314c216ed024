import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

const bounceFrames = {
  '0%': { transform: 'scale(1)' },
  '40%': { transform: 'scale(0.92)' },
  '100%': { transform: 'scale(1)' },
};
// Two names for one bounce: switching names on each tap restarts it.
const bounceOdd = keyframes(bounceFrames);
const bounceEven = keyframes(bounceFrames);

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The drum: a big round button, at least 96 px (7 rem is 112 px). */
export const drum = style({
  display: 'grid',
  placeItems: 'center',
  width: '7rem',
  height: '7rem',
  borderRadius: vars.radius.full,
  border: `4px solid ${vars.color.accentBorder}`,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  boxShadow: vars.shadow.raised,
  font: 'inherit',
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  cursor: 'pointer',
  // A fast second tap is a second beat, never a zoom.
  touchAction: 'manipulation',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentHover },
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
  '@media': {
    // Reduced motion: no bounce.
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-beat="odd"]': { animation: `${bounceOdd} 150ms ease-out` },
        '&[data-beat="even"]': { animation: `${bounceEven} 150ms ease-out` },
      },
    },
  },
});

/** The drum skin's rim, drawn inside the button. */
export const skin = style({
  display: 'grid',
  placeItems: 'center',
  width: '80%',
  height: '80%',
  borderRadius: vars.radius.full,
  border: `3px dashed ${vars.color.accentText}`,
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '1.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dot = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const control = style({
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:hover': { borderColor: vars.color.accent },
  },
});
