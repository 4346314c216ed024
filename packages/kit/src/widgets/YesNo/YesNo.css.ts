import { style } from '@vanilla-extract/css';

/** A Yes or No card's picture and word side by side. */
export const card = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
});
