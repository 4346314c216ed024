import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import { LINE_THICKNESS, LINE_TOP, ribbonButton } from './RibbonScale.css';

/** The height of the band over the line where the jumps' arcs are drawn. */
const ARC_BAND = 60;

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

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const jumpButton = style([
  ribbonButton,
  {
    background: vars.color.accent,
    color: vars.color.accentText,
    border: `2px solid ${vars.color.accentBorder}`,
    ':hover': { background: vars.color.accentHover },
  },
]);

export const undoButton = style([
  ribbonButton,
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
