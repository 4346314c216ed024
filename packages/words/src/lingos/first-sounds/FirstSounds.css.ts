import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The picture word (steps 1–3) or the letter (step 4), with its speaker beside it. */
export const subject = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
});

/** The big letter of step 4, in the literacy font. */
export const bigLetter = style({
  fontSize: 72,
  lineHeight: 1.1,
  minWidth: '1.2em',
  textAlign: 'center',
});

/** The answer cards: never wider than the page, letters and pictures big enough to touch. */
export const choices = style({
  width: '100%',
  maxWidth: '30rem',
});
