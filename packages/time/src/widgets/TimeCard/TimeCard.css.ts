import { style } from '@vanilla-extract/css';

/** Digits with a small picture of the part of the day beside them. */
export const withPicture = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
});
