import { style } from '@vanilla-extract/css';

/** The passage's box: the stage's whole width, as PassageReader is without it. */
export const reader = style({
  width: '100%',
});
