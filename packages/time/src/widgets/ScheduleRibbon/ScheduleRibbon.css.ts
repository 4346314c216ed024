import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import { EDGE, LINE_THICKNESS, LINE_TOP, ribbonButton } from '../TimeRibbon/RibbonScale.css';

export const scheduleWindow = style({
  position: 'absolute',
  top: 4,
  height: LINE_TOP - 4,
  background: vars.color.successSoft,
  borderLeft: `3px solid ${vars.color.text}`,
  borderRight: `3px solid ${vars.color.text}`,
});

export const block = style({
  position: 'absolute',
  top: 8,
  height: 52,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.xxs}`,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  overflow: 'visible',
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.accentText,
  border: `2px solid ${vars.color.accentBorder}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  lineHeight: 1.1,
  textAlign: 'left',
  cursor: 'grab',
  // No scrolling or selecting under a finger: kit's dragSurface class, beside this one.
  ':focus-visible': {
    outline: `3px solid ${vars.color.focusRing}`,
    outlineOffset: 2,
    zIndex: 2,
  },
  selectors: {
    // A short block still gets a 44 px wide touch target, centred on it.
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: '50%',
      width: `max(100%, ${vars.size.target})`,
      transform: 'translateX(-50%)',
    },
  },
});

/** The placed blocks' names, in rows over the schedule's lane (same inset as the lane). */
export const blockNames = style({
  position: 'relative',
  marginInline: `calc(${EDGE} + 2px)`,
  transition: 'height 120ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const blockName = style({
  position: 'absolute',
  padding: '1px 8px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  border: `2px solid ${vars.color.accentBorder}`,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
});

export const blockNameGrabbed = style({
  outline: `3px dashed ${vars.color.focusRing}`,
  outlineOffset: 1,
});

export const blockNameFlagged = style({
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  borderColor: vars.color.danger,
});

export const blockText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const blockGrabbed = style({
  cursor: 'grabbing',
  zIndex: 3,
  boxShadow: vars.shadow.raised,
  outline: `3px dashed ${vars.color.focusRing}`,
  outlineOffset: 2,
});

export const blockFlagged = style({
  background: vars.color.danger,
  color: vars.color.dangerText,
  borderColor: vars.color.dangerText,
});

export const blockFixed = style({
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  borderColor: vars.color.border,
  cursor: 'default',
});

export const windowEdgeLabel = style({
  position: 'absolute',
  top: LINE_TOP + LINE_THICKNESS + 38,
  transform: 'translateX(-50%)',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

/** The buttons that move a picked-up block: 5 min earlier or later, done, back to the tray. */
export const moveControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'center',
});

/** "Reading: 4:15 to 4:30 PM" over the move buttons, for the block picked up. */
export const moveTitle = style({
  flexBasis: '100%',
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});

export const moveButton = style([
  ribbonButton,
  {
    background: vars.color.accentSoft,
    color: vars.color.accentSoftText,
    border: `2px solid ${vars.color.accentBorder}`,
  },
]);

export const tray = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  minHeight: vars.size.target,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const trayTitle = style({
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  marginRight: vars.space.xs,
});

export const trayBlock = style([
  ribbonButton,
  {
    background: vars.color.surface,
    color: vars.color.text,
    border: `2px dashed ${vars.color.border}`,
  },
]);
