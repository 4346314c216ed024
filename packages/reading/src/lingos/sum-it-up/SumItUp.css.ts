import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The sort and the basket: the stage's width, at most a comfortable reading width. */
export const area = style({
  width: '100%',
  maxWidth: '44rem',
});

/** A card's sentence, wrapping inside the card. */
export const cardText = style({
  display: 'block',
  fontSize: vars.fontSize.body,
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

/** The summary basket: the important cards to put in story order. */
export const basket = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '44rem',
  margin: 0,
});

/** The basket's title. */
export const basketTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
});

/** The sort and the basket together, so a card focused in either is spoken. */
export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
});
