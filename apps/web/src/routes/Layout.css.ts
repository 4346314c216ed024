import { style } from '@vanilla-extract/css';

export const settings = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1rem',
});

/** Who made the pictures, as their licence asks. */
export const credit = style({
  margin: 0,
  fontSize: '0.875rem',
});
