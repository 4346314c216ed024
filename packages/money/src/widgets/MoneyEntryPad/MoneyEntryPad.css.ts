import { vars } from '@lingos/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

/** The pad with its form switch above and its echo below, centred. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '24rem',
});

/** The "In cents" / "In dollars" switch: two buttons side by side. */
export const forms = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  width: '100%',
});

// The form in use looks chosen, as NumberPad's own box switch does.
globalStyle(`${forms} > [aria-pressed="true"]`, {
  borderColor: vars.color.accent,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

/** "125¢ is $1.25.": the typed amount in the other form. */
export const echo = style({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.fontSize.large,
  color: vars.color.text,
});
