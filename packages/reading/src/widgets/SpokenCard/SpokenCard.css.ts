import { style } from '@vanilla-extract/css';

/** The card's content with room above it for the speaker in the top left corner. */
export const root = style({
  position: 'relative',
  display: 'block',
  paddingBlockStart: '1.75rem',
});
