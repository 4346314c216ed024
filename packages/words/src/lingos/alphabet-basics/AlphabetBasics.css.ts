import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import { letterFont } from '../../widgets/letterType.css';

/** A line of text under the activity. */
export const note = style({
  margin: 0,
  minHeight: '1.4em',
  fontSize: 20,
  lineHeight: 1.4,
  textAlign: 'center',
  color: vars.color.text,
});

/** A letter on a card or a MatchPairs item: at least 48 px high. */
export const pairLetter = style([letterFont, { fontSize: 56, lineHeight: 1.1 }]);

/** The answer cards: the whole width. */
export const answers = style({ width: '100%' });

/** A picture with its word under it. */
export const wordPicture = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
});

/** The word under a picture. */
export const word = style([letterFont, { fontSize: 32, lineHeight: 1.2 }]);

/** The first letter of a word: lit when the lesson shows its sound. */
export const firstLetter = style({
  selectors: {
    '&[data-lit]': {
      textDecorationLine: 'underline',
      textDecorationColor: vars.color.accent,
      textDecorationThickness: '0.12em',
      textUnderlineOffset: '0.14em',
    },
  },
});

/** The question of step 3 with its speaker. */
export const questionRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: 8,
});

/** Step 4's run of 4 letters, one of them a gap. */
export const run = style({
  display: 'flex',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One letter of the run; the gap is a dashed box until it is filled. */
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

/** What a closing question shows: a letter or a picture, and its speaker. */
export const checkShown = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
});

/** The letter a closing question shows, large. */
export const shownLetter = style([
  letterFont,
  {
    display: 'grid',
    placeItems: 'center',
    minWidth: '6rem',
    minHeight: '6rem',
    padding: '0 1rem',
    fontSize: 80,
    lineHeight: 1,
    borderRadius: 24,
    color: vars.color.text,
    background: vars.color.surface,
    border: `3px solid ${vars.color.border}`,
  },
]);

/** Step 3: the s card's place, then the two pictures it can go onto. */
export const dropArea = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  width: '100%',
});

/** The two pictures, side by side. */
export const dropPictures = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 16,
});

/** A place the s card can be dropped: lit while the card is held over it. */
export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  minWidth: '8.5rem',
  minHeight: '5rem',
  padding: 12,
  borderRadius: 20,
  border: `3px dashed ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-holding]': { borderColor: vars.color.accent },
    '&[data-over]': { borderStyle: 'solid', boxShadow: `0 0 0 4px ${vars.color.focusRing}` },
  },
});

/** The s card that is dragged: at least 56 px, with a grab cursor. */
export const dragCard = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: 64,
  minHeight: 64,
  borderRadius: 16,
  border: `3px solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'grab',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-state="dragging"]': { cursor: 'grabbing', boxShadow: vars.shadow.raised },
  },
});
