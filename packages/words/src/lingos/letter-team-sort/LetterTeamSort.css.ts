import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';
import { letterFont } from '../../widgets/letterType.css';

/** A picture card: the picture over its word. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  minWidth: '4.5rem',
});

/** A card's word, in the literacy font. */
export const cardWord = style([
  letterFont,
  { fontSize: 24, lineHeight: 1.2, color: vars.color.text },
]);

/** The gap's picture and its sound button, above the tiles. */
export const gapPicture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  flexWrap: 'wrap',
});
