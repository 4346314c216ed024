import { style } from '@vanilla-extract/css';

/** The purse and the answer take the activity's width. */
export const wide = style({
  width: '100%',
});
