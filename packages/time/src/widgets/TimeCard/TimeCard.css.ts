import { style } from '@vanilla-extract/css';

/** Digits with a small picture of the part of the day beside them. */
export const withPicture = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
});

/** The small sky picture beside a digital card. */
export const skyPicture = style({
  fontSize: 28,
  lineHeight: 1,
});
