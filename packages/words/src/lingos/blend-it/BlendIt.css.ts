import { style } from '@vanilla-extract/css';

/** The word's picture and its sound button, above the cards or tiles. */
export const picture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  flexWrap: 'wrap',
});

/** A blend card's two letters, big enough to read (letters at least 48 px). */
export const blendCard = style({
  fontSize: 48,
  lineHeight: 1.15,
});
