import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A widget that may use the stage's whole width (the lanes, the scale, the rows). */
export const wide = style({ width: '100%', maxWidth: '44rem' });

/** The cards of step 3. */
export const cards = style({ width: '100%', maxWidth: '36rem' });

/** The closing check's cards, one per line. */
export const checkCards = style({ width: '100%', maxWidth: '36rem' });

// A card's content is sized by its drawing, and the drawing by the room it has: the card's
// content takes the card's whole width, so each row is fitted to the card, not to itself.
globalStyle(`${checkCards} [role="radio"] > span[aria-hidden="true"]:first-child`, {
  alignSelf: 'stretch',
  minWidth: 0,
});

/** A card of the closing check: its letter over its row of clips. */
export const checkCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  width: '100%',
});

/** "Row A". */
export const rowLetter = style({ fontSize: 20, fontWeight: 700, color: vars.color.text });

/** The row's drawing inside a card: never wider than the card. */
export const checkRow = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  pointerEvents: 'none',
});

/** The row itself: as wide as the card, so its scale fits the card. */
export const checkRowWidget = style({ width: '100%', minWidth: 0 });
