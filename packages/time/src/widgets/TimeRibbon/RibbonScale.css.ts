/**
 * The styles every ribbon shares (TimeRibbon, ScheduleRibbon, MarkerRibbon): the frame, the
 * track and its lane, the line, its marks, landmarks and sky, and the base of their buttons.
 */
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** Room kept at both ends of the line so the end labels are not cut off. */
export const EDGE = '28px';
/** Where the line is, from the top of the track, and how thick, in CSS pixels. */
export const LINE_TOP = 68;
export const LINE_THICKNESS = 6;

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

/** The marks' layer: fills the lane so it can be measured; decoration only, never in the way. */
export const scale = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });

/** A label at either end of the ribbon sits inside it instead of hanging off the edge. */
export const labelAtStart = style({ transform: 'none' });

export const labelAtEnd = style({ transform: 'translateX(-100%)' });

/** The base of every ribbon button: a touch target of at least 44 px, a clear focus ring. */
export const ribbonButton = style({
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
