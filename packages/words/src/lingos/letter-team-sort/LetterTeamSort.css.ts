import { style } from '@vanilla-extract/css';

/** The gap's picture and its sound button, above the tiles. */
export const gapPicture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  flexWrap: 'wrap',
});

/** A sort card: wider than PictureCard's least, so its corner speaker leaves the middle free. */
export const sortCard = style({ minWidth: '6.5rem' });
