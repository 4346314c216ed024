import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The scale: as wide as the stage allows, up to a comfortable size. */
export const scale = style({
  width: '100%',
  maxWidth: '34rem',
});

/** The containers: as wide as the stage allows (the jug is drawn larger on a wide screen). */
export const containers = style({
  width: '100%',
  maxWidth: '44rem',
});

/** A step replayed after a miss in the closing check: its widget, still, and a caption. */
export const replay = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  margin: 0,
  padding: 12,
  borderRadius: 20,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surface,
});

/** The measuring jug on a tool card, drawn small. */
export const jugCard = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  height: 56,
});
