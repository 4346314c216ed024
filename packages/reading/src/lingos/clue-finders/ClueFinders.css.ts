import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** A card's words, in the passage's type; a long sentence wraps inside its card. */
export const card = style({
  display: 'inline-block',
  maxWidth: '16rem',
  fontSize: vars.fontSize.large,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
});
