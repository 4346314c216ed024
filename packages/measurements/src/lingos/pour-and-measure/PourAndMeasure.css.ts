import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The thing of "mL or L?": its picture over its name. */
export const thing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
});

/** The thing's name under its picture. */
export const thingName = style({
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
  textAlign: 'center',
});

/** The two unit cards, side by side even on a phone. */
export const unitChoices = style({
  width: '100%',
  maxWidth: '24rem',
});

/** A unit card: the symbol, big, over its word. */
export const unitCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** The NumberPad and the unit toggle beside it; the toggle goes under it on a narrow screen. */
export const answer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.lg,
});

/** The unit toggle with its visible label. */
export const unit = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** "Unit", as the NumberPad labels its display. */
export const unitLabel = style({
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  color: vars.color.text,
});
