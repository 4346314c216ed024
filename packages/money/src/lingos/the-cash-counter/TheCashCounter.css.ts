import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The drawer: one compartment per kind of piece, as many side by side as fit. */
export const drawer = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `3px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  listStyle: 'none',
  margin: 0,
});

/** One compartment: its name and its pieces, fanned so each can be counted. */
export const compartment = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-state="highlighted"]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px ${vars.color.focusRing}`,
    },
    '&[data-state="incorrect"]': {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 3px ${vars.color.danger}`,
    },
  },
});

/** A compartment's name ("Twenty-dollar bills"). */
export const compartmentName = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  textAlign: 'center',
  color: vars.color.text,
});

/** The fanned pieces of a compartment. */
export const stack = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '3rem',
  maxWidth: '100%',
});

/** Answers: the tally sheet and the pad. */
export const answers = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.md,
  width: '100%',
});

/** The tally sheet beside (or above) the pad. */
export const tally = style({
  flex: '1 1 16rem',
  maxWidth: '24rem',
  minWidth: 0,
});

/** The pad beside (or under) the sheet. */
export const pad = style({
  flex: '0 1 20rem',
  minWidth: 0,
});

/** The "Tally sheet" tool button row (step 4). */
export const tool = style({
  display: 'flex',
  justifyContent: 'center',
  width: '100%',
});
