import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A card with its letter over what it shows. */
export const letteredCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
});

/** The card's letter, A to D. */
export const letter = style({
  fontSize: 18,
  fontWeight: 700,
  padding: '2px 10px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
