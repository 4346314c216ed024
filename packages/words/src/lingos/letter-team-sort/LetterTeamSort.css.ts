import { style } from '@vanilla-extract/css';

/** The gap's picture and its sound button, above the tiles. */
export const gapPicture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  flexWrap: 'wrap',
});
