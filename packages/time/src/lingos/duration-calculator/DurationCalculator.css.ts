import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A labelled clock: "Start" or "End" over its clock. */
export const clockCard = style({
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

/** The word over a clock: "Start" or "End". */
export const clockLabel = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
});

/** The arrow from the start clock to the end clock. */
export const arrow = style({
  fontSize: 40,
  lineHeight: 1,
});

/** The ribbon tool: as wide as the activity. */
export const ribbon = style({
  width: '100%',
});

/** Answer cards take the whole width, so as many sit side by side as fit. */
export const choices = style({
  width: '100%',
});
