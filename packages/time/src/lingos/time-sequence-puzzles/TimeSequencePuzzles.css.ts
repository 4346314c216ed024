import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The half of the day, said once for a set of cards ("All in the morning"). */
export const halfOfDay = style({
  fontSize: 22,
  fontWeight: 700,
  margin: 0,
  padding: '4px 16px',
  borderRadius: 999,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});
