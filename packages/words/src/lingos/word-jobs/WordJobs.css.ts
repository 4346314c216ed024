import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A word card without a picture: PictureCard's small speaker sits in its top corner, where a
 * picture would be; room is made beside the word so the speaker never covers it.
 */
export const wordOnly = style({ display: 'inline-flex' });

globalStyle(`${wordOnly} > *`, {
  paddingInlineEnd: '2.25rem',
  paddingBlockStart: '0.25rem',
});
