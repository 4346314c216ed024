import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import { letterFont } from '../../widgets/letterType.css';

/** Step 1's run of 4 letters, one of them a gap. */
export const run = style({
  display: 'flex',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One letter of the run; the gap is a dashed empty box until it is filled. */
export const runLetter = style([
  letterFont,
  {
    display: 'grid',
    placeItems: 'center',
    width: '4.25rem',
    height: '4.75rem',
    fontSize: 56,
    lineHeight: 1,
    borderRadius: 16,
    color: vars.color.text,
    background: vars.color.surface,
    border: `3px solid ${vars.color.border}`,
    selectors: {
      '&[data-gap="open"]': { borderStyle: 'dashed', borderColor: vars.color.accent },
      '&[data-gap="filled"]': { borderColor: vars.color.success },
    },
  },
]);

/** A letter on an answer card or a sort card: at least 48 px high. */
export const cardLetter = style([
  letterFont,
  {
    fontSize: 56,
    lineHeight: 1.1,
  },
]);

/** The answer cards: the whole width. */
export const answers = style({
  width: '100%',
});

/** The sort cards: centred, wrapping on a phone. */
export const cards = style({
  justifyContent: 'center',
});

/** A picture word on a sort card, its first letter marked. */
export const pictureCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
});

/** The word under a picture. */
export const word = style([
  letterFont,
  {
    fontSize: 24,
    lineHeight: 1.2,
  },
]);

/** The first letter of a picture word: what the cards are sorted by. */
export const firstLetter = style({
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.accent,
  textDecorationThickness: '0.12em',
  textUnderlineOffset: '0.14em',
});
