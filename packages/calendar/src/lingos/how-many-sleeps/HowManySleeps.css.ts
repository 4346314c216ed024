import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The grid with its hop count under it. */
export const gridArea = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
});

export const hopCount = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  color: vars.color.text,
});

/** The key under the grid: the star is today, the picture the goal. */
export const key = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.body,
});

export const keyItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The "one row down is 7 sleeps" box after the first step-2 item. */
export const rowTip = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  textAlign: 'center',
});
