import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The start and end clocks, side by side. */
export const ends = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'center',
  gap: 24,
});

/** "Start" or "End" over its clock. */
export const end = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
});

/** The ribbon tool takes the whole width. */
export const ribbon = style({ width: '100%' });
