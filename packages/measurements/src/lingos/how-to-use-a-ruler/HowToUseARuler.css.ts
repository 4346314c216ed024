import { style } from '@vanilla-extract/css';

/** A ruler or row that takes the activity's whole width, so its scale fits the screen. */
export const wide = style({
  width: '100%',
  justifyItems: 'center',
});
