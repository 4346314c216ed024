import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The line: a titled strip whose coins wrap on a narrow phone. */
export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
  padding: vars.space.sm,
  border: `3px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});

export const empty = style({
  margin: 0,
  fontSize: vars.fontSize.body,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One coin and the count under it. */
export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** A coin to tap: a 56 px target at least. */
export const coin = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: vars.size.targetLarge,
  minHeight: vars.size.targetLarge,
  padding: vars.space.xxs,
  border: `3px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-state="counted"]': { borderColor: vars.color.success },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The running count under a counted coin. */
export const count = style({
  minHeight: '1.5em',
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
