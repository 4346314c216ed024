import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** Room kept at both ends of the line so the end labels are not cut off. */
const EDGE = '28px';
/** Heights of the ribbon's bands, top to bottom. */
const ARC_BAND = 60;
const LINE_TOP = 68;
const LINE_THICKNESS = 6;

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  width: '100%',
  minWidth: 0,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const track = style({
  position: 'relative',
  height: 136,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  overflow: 'hidden',
  userSelect: 'none',
  WebkitUserSelect: 'none',
});

export const trackTall = style({ height: 164 });

/** The inner stretch where positions live; both ends keep room for their labels. */
export const lane = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: EDGE,
  right: EDGE,
});

export const sky = styleVariants({
  morning: { background: vars.color.warningSoft },
  afternoon: { background: vars.color.accentSoft },
  evening: { background: vars.color.dangerSoft },
  night: { background: vars.color.surfaceSunken },
});

export const skySegment = style({
  position: 'absolute',
  top: LINE_TOP - 28,
  height: 56,
});

export const line = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: LINE_TOP,
  height: LINE_THICKNESS,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
});

export const tick = style({
  position: 'absolute',
  top: LINE_TOP - 8,
  width: 2,
  height: LINE_THICKNESS + 16,
  marginLeft: -1,
  background: vars.color.text,
});

export const tickHalf = style({
  top: LINE_TOP - 3,
  height: LINE_THICKNESS + 6,
  background: vars.color.textMuted,
});

export const tickLabel = style({
  position: 'absolute',
  top: LINE_TOP + LINE_THICKNESS + 12,
  transform: 'translateX(-50%)',
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  lineHeight: 1.2,
});

export const tickLabelSecondary = style({
  top: LINE_TOP + LINE_THICKNESS + 40,
  color: vars.color.textMuted,
  fontWeight: 600,
});

const pulse = keyframes({
  '0%, 100%': { boxShadow: `0 0 0 0 ${vars.color.accent}` },
  '50%': { boxShadow: `0 0 0 8px ${vars.color.accentSoft}` },
});

export const landmarkTick = style({
  position: 'absolute',
  top: LINE_TOP - 20,
  width: 6,
  height: LINE_THICKNESS + 40,
  marginLeft: -3,
  borderRadius: vars.radius.full,
  background: vars.color.text,
});

export const landmarkTickHighlighted = style({
  background: vars.color.accent,
  outline: `2px solid ${vars.color.accentBorder}`,
  animationName: pulse,
  animationDuration: '1.4s',
  animationIterationCount: 3,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

export const landmarkLabel = style({
  position: 'absolute',
  top: LINE_TOP + LINE_THICKNESS + 10,
  transform: 'translateX(-50%)',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  lineHeight: 1.3,
});

export const landmarkLabelHighlighted = style({
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  borderColor: vars.color.accentBorder,
});

export const arcs = style({
  position: 'absolute',
  left: 0,
  top: 0,
  width: '100%',
  height: ARC_BAND + 10,
  overflow: 'visible',
});

export const arcForward = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 3,
  strokeLinecap: 'round',
});

export const arcBack = style({
  fill: 'none',
  stroke: vars.color.text,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeDasharray: '6 4',
});

export const arcLabel = style({
  position: 'absolute',
  top: 4,
  transform: 'translateX(-50%)',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  lineHeight: 1.2,
});

export const marker = style({
  position: 'absolute',
  top: LINE_TOP + LINE_THICKNESS / 2 - 9,
  width: 18,
  height: 18,
  marginLeft: -9,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.surface}`,
});

export const markerStart = style({ background: vars.color.text });
export const markerNow = style({
  background: vars.color.accent,
  outline: `2px solid ${vars.color.accentBorder}`,
});

export const targetFlag = style({
  position: 'absolute',
  top: LINE_TOP - 30,
  width: 4,
  height: 36,
  marginLeft: -2,
  background: vars.color.success,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      left: 4,
      borderTop: '8px solid transparent',
      borderBottom: '8px solid transparent',
      borderLeft: `14px solid ${vars.color.success}`,
    },
  },
});

export const trackWrap = style({ position: 'relative' });

/** The layer over the lane that holds the draggable marker (above the aria-hidden track). */
export const markerLayer = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: EDGE,
  right: EDGE,
  pointerEvents: 'none',
});

/** The draggable marker (lingo 3-0's sun): a 48 px round handle on the line. */
export const dragMarker = style({
  position: 'absolute',
  top: LINE_TOP + LINE_THICKNESS / 2 - 24,
  width: 48,
  height: 48,
  marginLeft: -24,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `3px solid ${vars.color.accentBorder}`,
  boxShadow: vars.shadow.raised,
  fontSize: 26,
  lineHeight: 1,
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  pointerEvents: 'auto',
  ':focus-visible': {
    outline: `3px solid ${vars.color.focusRing}`,
    outlineOffset: 2,
  },
  selectors: {
    '&[data-state="dragging"]': { cursor: 'grabbing' },
  },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

const buttonBase = style({
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  cursor: 'pointer',
  touchAction: 'manipulation',
  ':focus-visible': {
    outline: `3px solid ${vars.color.focusRing}`,
    outlineOffset: 2,
  },
});

export const jumpButton = style([
  buttonBase,
  {
    background: vars.color.accent,
    color: vars.color.accentText,
    border: `2px solid ${vars.color.accentBorder}`,
    ':hover': { background: vars.color.accentHover },
  },
]);

export const undoButton = style([
  buttonBase,
  {
    background: vars.color.surface,
    color: vars.color.text,
    border: `2px solid ${vars.color.border}`,
    selectors: {
      '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const total = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});

// ─── Schedule mode ───────────────────────────────────────────────────────────────────────

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
  touchAction: 'none',
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
  buttonBase,
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
  buttonBase,
  {
    background: vars.color.surface,
    color: vars.color.text,
    border: `2px dashed ${vars.color.border}`,
  },
]);

/** The marks' layer: fills the lane so it can be measured; decoration only, never in the way. */
export const scale = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });

/** A label at either end of the ribbon sits inside it instead of hanging off the edge. */
export const labelAtStart = style({ transform: 'none' });
export const labelAtEnd = style({ transform: 'translateX(-100%)' });
