import { style } from '@vanilla-extract/css';

/** The ribbon tool takes the whole width. */
export const ribbon = style({ width: '100%' });
