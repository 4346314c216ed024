import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The month grid: as wide as the stage allows. */
export const grid = style({
  width: '100%',
  maxWidth: '32rem',
});

/** The sticker to put on the calendar: its picture and its name. */
export const stickerTray = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: 1.4,
});
