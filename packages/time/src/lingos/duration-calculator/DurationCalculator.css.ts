import { style } from '@vanilla-extract/css';

/** The ribbon tool: as wide as the activity. */
export const ribbon = style({
  width: '100%',
});

/** Answer cards take the whole width, so as many sit side by side as fit. */
export const choices = style({
  width: '100%',
});
