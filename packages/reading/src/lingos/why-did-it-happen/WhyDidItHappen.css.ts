import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The two columns of causes and effects: never wider than the page. */
export const pairs = style({
  width: '100%',
  maxWidth: '44rem',
});

/** A card's short name ("Cause 1", "A") above its text. */
export const cardName = style({
  display: 'block',
  fontSize: vars.fontSize.small,
  fontWeight: 700,
});

/** A card's text, wrapping inside the card. */
export const cardText = style({
  display: 'block',
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
