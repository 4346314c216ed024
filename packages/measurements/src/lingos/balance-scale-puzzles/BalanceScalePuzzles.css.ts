import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The scale: as wide as the stage allows, up to a comfortable size. */
export const scale = style({
  width: '100%',
  maxWidth: '34rem',
});

/** One checked part of a two-part item (the scale, the number): outlined by its mark. */
export const part = style({
  display: 'flex',
  justifyContent: 'center',
  width: '100%',
  borderRadius: 20,
  outline: '3px solid transparent',
  outlineOffset: 4,
  selectors: {
    '&[data-state="correct"]': { outlineColor: vars.color.success },
    '&[data-state="incorrect"]': { outlineColor: vars.color.danger },
  },
});

/** The two weighings of the order puzzle, side by side, wrapping on a phone. */
export const weighings = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 12,
  width: '100%',
});

/** One weighing with its caption; lit while a worked example reads it. */
export const weighing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  margin: 0,
  padding: 8,
  flex: '1 1 12rem',
  maxWidth: '18rem',
  borderRadius: 16,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-state="lit"]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px ${vars.color.focusRing}`,
    },
  },
});

/** A weighing shown as the main picture of an item. */
export const bigWeighing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  margin: 0,
  width: '100%',
  maxWidth: '30rem',
});

/** One side of "Will 1 kg balance…?" before the scale shows it: its masses as chips. */
export const side = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 8,
  maxWidth: '14rem',
});

/** A mass as a labelled chip ("500 g"). */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  minHeight: 44,
  padding: '4px 12px',
  borderRadius: '12px 12px 6px 6px',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: 20,
  fontWeight: 700,
});

/** The Yes / No cards: the width of the stage, at most a reading width. */
export const answers = style({
  width: '100%',
  maxWidth: '28rem',
});
