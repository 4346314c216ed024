import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A group of coins on one card, side by side, wrapping on a narrow phone. */
export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  maxWidth: '11rem',
});
