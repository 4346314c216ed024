import { style } from '@vanilla-extract/css';

/** The box a shell picture keeps while its art loads: laid out as kit's Picture is. */
export const box = style({
  display: 'inline-block',
  flex: 'none',
  verticalAlign: 'middle',
});
