import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The picture (steps 1–3) and the word's speaker, side by side. */
export const subject = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
});

/** The tiles: as wide as the page allows. */
export const tiles = style({
  width: '100%',
  maxWidth: '40rem',
});
