import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The clock and the digits side by side; they wrap under each other on narrow screens. */
export const clocks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
});

/** The ribbon tool under the clock: as wide as the activity. */
export const ribbon = style({
  width: '100%',
  display: 'grid',
  gap: vars.space.xs,
});

/** The "+ Later" and "− Earlier" switch of the ribbon (2-6: the child picks the move). */
export const directions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** The sign on a direction button. */
export const sign = style({
  fontSize: vars.fontSize.title,
  lineHeight: 1,
});

/** Answer cards take the whole width, so as many sit side by side as fit. */
export const choices = style({
  width: '100%',
});

/** A direction button; the one chosen is filled, so the child sees which way the jumps go. */
export const direction = style({
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderColor: vars.color.accentBorder,
    },
  },
});
