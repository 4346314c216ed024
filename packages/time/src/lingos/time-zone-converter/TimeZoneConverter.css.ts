import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** "Toronto 12:00 PM → Vancouver ?": the two clocks of the question, big. */
export const cityPair = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
});

/** One city of the pair: its name over its clock. */
export const city = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
});

/** The arrow from the source city to the target city. */
export const arrow = style({
  fontSize: 32,
  lineHeight: 1,
  color: vars.color.textMuted,
});
