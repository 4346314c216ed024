import { style } from '@vanilla-extract/css';

/** The tray takes the whole width of the activity. */
export const tray = style({
  width: '100%',
});
