import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The object lane's box: the whole width, so its scale fits the screen; the lane centred. */
export const lane = style({
  display: 'flex',
  justifyContent: 'center',
  width: '100%',
  minWidth: 0,
});

/** Two objects standing upright on one line ("Which is taller?"). */
export const standing = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
});

/** The line the standing objects stand on. */
export const ground = style({
  stroke: vars.color.textMuted,
  strokeWidth: 3,
  strokeLinecap: 'round',
});

/** A length object's icon on a card: always one size, so a card never tells a length. */
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 56,
});

/** The objects of a worked example in order, in a row that wraps. */
export const workedOrder = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 12,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'place',
});

/** One object of a worked example's order, numbered by its place. */
export const workedCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  padding: '8px 12px',
  borderRadius: 16,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 20,
  fontWeight: 700,
  counterIncrement: 'place',
  selectors: {
    '&::before': { content: 'counter(place)', fontSize: 18, color: vars.color.textMuted },
  },
});

/** A container's drawing on a card, scaled to one height. */
export const containerIcon = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  height: 64,
});

globalStyle(`${containerIcon} svg`, { height: '100%', width: 'auto' });
