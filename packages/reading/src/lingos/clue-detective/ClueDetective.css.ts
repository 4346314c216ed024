import { style } from '@vanilla-extract/css';

/** A box around the passage that lays nothing out: the reader sits in the stage as it would bare. */
export const reader = style({
  display: 'contents',
});
