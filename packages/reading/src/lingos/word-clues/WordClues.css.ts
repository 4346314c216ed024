import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** "New word: portage", between the text and the cards. */
export const newWord = style({
  margin: 0,
  fontSize: 22,
  color: vars.color.text,
});

/** The word itself, as the text highlights it. */
export const word = style({
  fontWeight: 700,
  padding: '0 4px',
  borderRadius: 4,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  textDecorationLine: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.2em',
});
