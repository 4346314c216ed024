import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A picture card: the scene's picture and its short name under it. */
export const sceneCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  maxWidth: '8rem',
  fontSize: 18,
  fontWeight: 700,
  lineHeight: 1.3,
  textAlign: 'center',
});

/** A month card's word. */
export const monthWord = style({
  fontSize: 22,
  fontWeight: 700,
  lineHeight: 1.3,
  padding: '4px 8px',
});

/** A season answer card: its picture over its name. */
export const seasonChoice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  fontSize: 22,
  fontWeight: 700,
});

/** The wheel beside the bins, kept to a size that leaves room for the bins on a phone. */
export const wheel = style({
  width: '100%',
  maxWidth: '17rem',
  color: vars.color.text,
});
