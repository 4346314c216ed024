import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** A word card in the tray or a bin: its picture (step 1) above the word. */
export const card = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const cardWord = style({
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  fontVariantLigatures: 'none',
  overflowWrap: 'anywhere',
});
