import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The arrow and word of what is asked: back for earlier, forward for later. */
export const ask = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
});

/** A card's content: its letter, then the clock, digits or words. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The card's letter, A or B, as the text alternative names it. */
export const letter = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 36,
  minHeight: 36,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});

/** The "Same time" card's words. */
export const same = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: 24,
  fontWeight: 700,
});

/** The two cards side by side in a worked example. */
export const exampleCards = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});

/** A card of a worked example; the one the step talks about is outlined. */
export const exampleCard = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `3px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-highlighted="true"]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px ${vars.color.focusRing}`,
    },
  },
});

/** Answer cards take the whole width, so as many sit side by side as fit. */
export const choices = style({
  width: '100%',
});
