import { style } from '@vanilla-extract/css';

/** A day card's name: big, on one line. */
export const dayCard = style({
  fontSize: 22,
  fontWeight: 700,
  lineHeight: 1.3,
  padding: '4px 8px',
});

/** An event card: its picture over its words, narrow enough for two cards side by side. */
export const eventCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  maxWidth: '9rem',
  fontSize: 18,
  fontWeight: 700,
  lineHeight: 1.3,
  textAlign: 'center',
});

/** A word or meaning in the match columns: whole words only, wrapping between them. */
export const matchWord = style({
  fontSize: 20,
  fontWeight: 700,
  lineHeight: 1.3,
});

/** The answer cards: full width of the stage, at most a comfortable reading width. */
export const answers = style({
  width: '100%',
  maxWidth: '36rem',
});

/** The month grid of the fortnight items: as wide as the stage allows. */
export const grid = style({
  width: '100%',
  maxWidth: '32rem',
});
