import { style } from '@vanilla-extract/css';

/** The ruler takes the activity's whole width, so its scale fits the screen. */
export const ruler = style({
  width: '100%',
  justifyItems: 'center',
});
