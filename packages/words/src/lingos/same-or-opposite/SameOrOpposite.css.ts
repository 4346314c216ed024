import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The answer cards: the stage's width, at most a comfortable reading width. */
export const answers = style({
  width: '100%',
  maxWidth: '36rem',
});

/** A word card: big, on one line. */
export const word = style({
  fontSize: 26,
  fontWeight: 700,
  lineHeight: 1.3,
});

/** A picture card of step 1: its picture over its word. */
export const pictureWord = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  fontSize: 24,
  fontWeight: 700,
});

/** The word asked about, big, with its picture at step 1. */
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

/** The sentence of step 4, its word underlined and bold. */
export const sentence = style({
  fontSize: 24,
  lineHeight: 1.5,
  margin: 0,
  textAlign: 'center',
  color: vars.color.text,
});

/** The word of the sentence the question is about. */
export const sentenceWord = style({
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
});

/** A pair card of the sort: "happy – glad". */
export const pair = style({
  fontSize: 20,
  fontWeight: 700,
  lineHeight: 1.3,
  padding: '4px 8px',
  // Two words and a dash: on a narrow bin the partner goes under, never off the screen.
  textAlign: 'center',
});
