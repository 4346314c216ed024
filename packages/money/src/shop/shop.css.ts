import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A shelf of price tags. */
export const shelf = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A part of an item (type the total, pay, give change), one under the other. */
export const part = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  width: '100%',
});

/** A part's heading. */
export const partTitle = style({
  margin: 0,
  fontSize: 22,
  fontWeight: 700,
  textAlign: 'center',
  color: vars.color.text,
});
