import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The answer cards: the stage's width, at most a comfortable reading width. */
export const answers = style({
  width: '100%',
  maxWidth: '36rem',
});

/** A word card. */
export const word = style({
  fontSize: 26,
  fontWeight: 700,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

/** A meaning card of step 1: its picture over its words. */
export const pictureMeaning = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  fontSize: 20,
  fontWeight: 700,
  lineHeight: 1.3,
  textAlign: 'center',
});

/** Step 1's picture over the word asked about. */
export const target = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  margin: 0,
  fontSize: 36,
  fontWeight: 700,
  color: vars.color.text,
});

/** The tiles of step 4: the stage's width, at most a comfortable reading width. */
export const tiles = style({
  width: '100%',
  maxWidth: '36rem',
});
