import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The trade takes the activity's width. */
export const wide = style({
  width: '100%',
});

/** Purse A and Purse B side by side when there is room, one under the other on a phone. */
export const purses = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  width: '100%',
});
