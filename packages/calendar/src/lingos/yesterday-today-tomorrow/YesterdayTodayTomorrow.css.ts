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
