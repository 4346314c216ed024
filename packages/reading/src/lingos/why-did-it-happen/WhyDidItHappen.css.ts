import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The two columns of causes and effects: never wider than the page. */
export const pairs = style({
  width: '100%',
  maxWidth: '44rem',
});

/**
 * A card's words. A paired card shows its pair's number on the side facing the other column,
 * so its words keep clear of it there (the number is 1.75rem wide, 0.5rem from the edge).
 */
export const card = style({
  display: 'block',
  textAlign: 'center',
  selectors: {
    '[data-side="left"] :is([data-state="paired"], [data-state="correct"], [data-state="incorrect"]) &':
      { paddingInlineEnd: '2rem' },
    '[data-side="right"] :is([data-state="paired"], [data-state="correct"], [data-state="incorrect"]) &':
      { paddingInlineStart: '2rem' },
  },
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
  overflowWrap: 'break-word',
});
