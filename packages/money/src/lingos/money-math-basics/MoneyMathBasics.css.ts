import { vars } from '@lingos/ui';
import { style } from '@vanilla-extract/css';

/** A tool takes the activity's width. */
export const wide = style({
  width: '100%',
});

/** A row of coins to tap in turn (count on); it wraps on a narrow phone. */
export const countRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One coin of the row and the count under it. */
export const countSlot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** A coin to tap: at least a 56 px target. */
export const coinButton = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: vars.size.targetLarge,
  minHeight: vars.size.targetLarge,
  padding: vars.space.xxs,
  border: `3px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-state="counted"]': {
      borderColor: vars.color.success,
    },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** The running count under a counted coin. */
export const countNumber = style({
  minHeight: '1.5em',
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
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
