import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The day ribbon takes the whole width. */
export const ribbon = style({ width: '100%' });

/** "AM" or "PM", big, beside the clock. */
export const half = style({
  margin: 0,
  minWidth: 96,
  padding: '4px 16px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: 40,
  fontWeight: 700,
  textAlign: 'center',
});

/** The landmark buttons under the day ribbon: midnight, noon, midnight. */
export const landmarks = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  width: '100%',
});

/** The afternoon hours to tap (step 3). */
export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: 8,
  width: '100%',
  maxWidth: 640,
});

/** An hour button shows its 24-hour twin once heard. */
export const hourButton = style({
  flexDirection: 'column',
  lineHeight: 1.2,
});

/** The 24-hour twin under the 12-hour name. */
export const twin = style({
  fontSize: 16,
  fontWeight: 700,
});
