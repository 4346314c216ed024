import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** A card's words, wrapping on a narrow card. */
export const choice = style({
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
});

/** The answer cards or the NumberPad: the stage's width, at most a comfortable reading width. */
export const answers = style({ width: '100%', maxWidth: '40rem' });
