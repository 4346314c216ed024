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

/** The tally sheet, drawn like a receipt. */
export const tally = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  maxWidth: '24rem',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surface,
});

/** The tally sheet's lines. */
export const tallyLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The tally sheet's title. */
export const tallyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
});

/** One tally line: a button that chooses the line to type into. */
export const tallyLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.target,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `2px solid transparent`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accentBorder,
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-state="incorrect"]': {
      borderColor: vars.color.danger,
    },
    '&[data-state="correct"]': {
      borderColor: vars.color.success,
    },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

/** The total line is set apart. */
export const totalLine = style({
  borderTop: `2px dashed ${vars.color.border}`,
  paddingTop: vars.space.xxs,
  fontWeight: 700,
});

/** The amount written on a line. */
export const written = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
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
