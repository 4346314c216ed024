import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** A card's words, wrapping on a narrow card. */
export const choice = style({
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
});

/** A sort card's sentence. */
export const card = style({
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
});

/** The cards or the sort: the stage's width. */
export const answers = style({ width: '100%', maxWidth: '60rem' });
