import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A compartment: a button (tap to count it) holding its pieces fanned out. */
export const compartment = style({
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '8rem',
  padding: vars.space.sm,
  border: `3px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-state="lit"]': {
      borderColor: vars.color.focusRing,
      backgroundColor: vars.color.warningSoft,
      color: vars.color.warningSoftText,
    },
  },
});

export const compartmentName = style({
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  textAlign: 'center',
});

/** The pieces of one kind, each overlapping the last like a stack in a till. */
export const stack = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  rowGap: vars.space.xxs,
  maxWidth: '100%',
});

export const stacked = style({
  selectors: { '& + &': { marginInlineStart: '-0.9rem' } },
});

export const count = style({ fontSize: vars.fontSize.large, fontWeight: 800 });
