import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

export const svg = style({
  display: 'block',
  overflow: 'visible',
});

// Every part has a thin outline in the text colour, so a pale part still shows on the
// surface in both light and dark mode.
const part = style({
  stroke: vars.color.text,
  strokeWidth: 1,
  strokeLinejoin: 'round',
  vectorEffect: 'non-scaling-stroke',
});

export const tone = styleVariants({
  main: [part, { fill: vars.color.accent }],
  soft: [part, { fill: vars.color.accentSoft }],
  dark: [part, { fill: vars.color.text, stroke: vars.color.text }],
  muted: [part, { fill: vars.color.textMuted }],
  pale: [part, { fill: vars.color.surface }],
  plant: [part, { fill: vars.color.success }],
  warm: [part, { fill: vars.color.danger }],
});

// A line is a stroke, not a fill: it takes its tone's colour as its stroke.
export const lineTone = styleVariants({
  main: { stroke: vars.color.accent, strokeWidth: 2 },
  soft: { stroke: vars.color.accentSoft, strokeWidth: 2 },
  dark: { stroke: vars.color.text, strokeWidth: 2 },
  muted: { stroke: vars.color.textMuted, strokeWidth: 2 },
  pale: { stroke: vars.color.surface, strokeWidth: 2 },
  plant: { stroke: vars.color.success, strokeWidth: 2 },
  warm: { stroke: vars.color.danger, strokeWidth: 2 },
});

export const group = style({});

export const selected = style({
  filter: `drop-shadow(0 0 3px ${vars.color.focusRing})`,
});
