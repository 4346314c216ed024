import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The two cards side by side, an arrow between; they stack on a narrow phone. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** A labelled card: "Start" or "End" over its clock. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

/** The word over a clock. */
export const label = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
});

/** The arrow from the start to the end. */
export const arrow = style({
  width: 40,
  height: 40,
  color: vars.color.textMuted,
  flexShrink: 0,
});
