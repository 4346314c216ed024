import { vars } from '@lingos/ui/vars';
import { createVar, style } from '@vanilla-extract/css';

/** A bar's height, a tick's or a grid line's place: a share of the axis. */
export const at = createVar();

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '40rem',
  minWidth: 0,
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: 1.4,
});

export const note = style({ fontSize: vars.fontSize.body, fontWeight: 400 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.body, lineHeight: 1.4 });

export const line = style({ margin: 0 });

// Every part is a button at least 44 px high; it reads as text until it is marked.
export const part = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  padding: `0 ${vars.space.xs}`,
  margin: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  lineHeight: 1.4,
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.border },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  selectors: {
    '&[data-state="speaking"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-state="correct"]': {
      backgroundColor: vars.color.successSoft,
      color: vars.color.successSoftText,
      borderColor: vars.color.success,
    },
    '&[data-state="incorrect"]': {
      backgroundColor: vars.color.dangerSoft,
      color: vars.color.dangerSoftText,
      borderColor: vars.color.danger,
    },
    '&[data-look-here="true"]': {
      outline: `3px dashed ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'background-color 120ms ease-out' },
  },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const steps = style([list, { paddingInlineStart: vars.space.xl }]);

export const listItem = style({ display: 'list-item' });

export const amount = style({ fontWeight: 700 });

// ── Bar chart ────────────────────────────────────────────────────────────────────────────

export const chartFigure = style({ display: 'grid', gap: vars.space.xs, margin: 0, minWidth: 0 });

export const axisLabel = style({ justifySelf: 'start', fontWeight: 700 });

const chartHeight = '15rem';

export const chart = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.xs,
  minWidth: 0,
});

export const ticks = style({ position: 'relative', height: chartHeight, minWidth: '1.5rem' });

export const tick = style({
  position: 'absolute',
  insetInlineEnd: 0,
  bottom: at,
  transform: 'translateY(50%)',
  fontSize: vars.fontSize.small,
  lineHeight: 1,
  fontWeight: 700,
});

export const plot = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-around',
  gap: vars.space.xs,
  height: chartHeight,
  borderInlineStart: `2px solid ${vars.color.text}`,
  borderBottom: `2px solid ${vars.color.text}`,
});

export const gridLine = style({
  position: 'absolute',
  insetInline: 0,
  bottom: at,
  borderTop: `1px dashed ${vars.color.border}`,
});

export const barColumn = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  flex: '1 1 0',
  height: '100%',
});

export const bar = style({
  width: '70%',
  maxWidth: '4rem',
  height: at,
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  backgroundColor: vars.color.accent,
  border: `2px solid ${vars.color.accentBorder}`,
  borderBottom: 'none',
  selectors: {
    '&[data-look-here="true"]': {
      outline: `3px dashed ${vars.color.focusRing}`,
      outlineOffset: '3px',
    },
  },
});

export const barLabels = style({
  display: 'flex',
  justifyContent: 'space-around',
  gap: vars.space.xs,
  paddingTop: vars.space.xxs,
});

export const barLabel = style({
  flex: '1 1 0',
  minWidth: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  lineHeight: 1.3,
});

// ── Map ──────────────────────────────────────────────────────────────────────────────────

export const mapLayout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const map = style({ borderCollapse: 'collapse' });

export const mapHeader = style({
  padding: vars.space.xxs,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  textAlign: 'center',
});

export const mapCellBox = style({
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const mapCell = style([
  part,
  {
    position: 'relative',
    justifyContent: 'center',
    width: '3.75rem',
    height: '3.75rem',
    borderRadius: 0,
    selectors: {
      '&[data-here="true"]': {
        borderColor: vars.color.accentBorder,
        borderWidth: '4px',
      },
    },
  },
]);

// The you-are-here marker: a filled dot in the square's corner (its name says it in words).
export const hereDot = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  border: `2px solid ${vars.color.accentBorder}`,
});

export const mapSide = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const compass = style({
  flexDirection: 'column',
  justifySelf: 'start',
  fontSize: vars.fontSize.small,
});

export const compassArt = style({ width: '4.5rem', height: '4.5rem', overflow: 'visible' });

export const compassNeedle = style({ fill: vars.color.textMuted });
export const compassCross = style({ fill: vars.color.border });
export const compassNorth = style({ fill: vars.color.danger });
export const compassLetter = style({
  fill: vars.color.text,
  fontSize: '10px',
  fontWeight: 700,
  fontFamily: 'inherit',
});

export const legend = style({ display: 'grid', gap: vars.space.xxs });

// The legend's entries side by side where they fit: a key, not a bulleted list to read down.
export const legendList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendEntry = style({ gap: vars.space.xs });
