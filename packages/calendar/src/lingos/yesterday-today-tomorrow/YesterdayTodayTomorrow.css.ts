import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** "Show the week" and the strip it reveals, above the cards. */
export const showWeek = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
});

/** The strip "Show the week" reveals, as wide as the stage. */
export const week = style({
  width: '100%',
});
