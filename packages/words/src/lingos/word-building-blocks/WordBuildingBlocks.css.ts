import { style } from '@vanilla-extract/css';

/** The tiles of a build: the stage's width, at most a comfortable reading width. */
export const tiles = style({
  width: '100%',
  maxWidth: '36rem',
});

/** A picture with its caption: what a build made. */
export const made = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  margin: 0,
});

/** The three pine trees, standing on one line. */
export const trees = style({
  width: '100%',
  maxWidth: '30rem',
});

/** A tree card: its picture at the bottom, so the trees stand on one line. */
export const tree = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minHeight: 120,
});

/** A word card of the check. */
export const choice = style({
  fontSize: 26,
  fontWeight: 700,
  lineHeight: 1.3,
});
