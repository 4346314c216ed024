import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** A tool takes the activity's width. */
export const wide = style({
  width: '100%',
});

/** The four quarters and the loonie outline, side by side (stacked on a phone). */
export const trade = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.lg,
});

/** The stack of quarters to move: a 56 px target at least. */
export const stack = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.targetLarge,
  padding: vars.space.xs,
  border: `3px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** The loonie's dashed outline, where the quarters go. */
export const outline = style({
  display: 'grid',
  placeItems: 'center',
  width: '6.5rem',
  height: '6.5rem',
  border: `4px dashed ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textAlign: 'center',
  selectors: {
    '&[data-over]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
    '&[data-state="filled"]': {
      borderStyle: 'solid',
      borderColor: vars.color.success,
    },
  },
});

/** The coins above a closing-check question. */
export const questionCoins = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
});
