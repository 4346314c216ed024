import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const standaloneHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const stepText = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontWeight: 700,
});

export const activity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `3px dashed ${vars.color.focusRing}`,
      outlineOffset: '6px',
    },
  },
});

export const hint = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.fontSize.body,
});

export const feedbackRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const feedback = style({
  flexGrow: 1,
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-kind="correct"], &[data-kind="incorrect"], &[data-kind="result"]': {
      padding: vars.space.md,
    },
    '&[data-kind="correct"]': {
      backgroundColor: vars.color.successSoft,
      color: vars.color.successSoftText,
    },
    '&[data-kind="incorrect"]': {
      backgroundColor: vars.color.warningSoft,
      color: vars.color.warningSoftText,
    },
  },
});

export const feedbackText = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  lineHeight: 1.4,
});

export const answerText = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.body,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const panelText = style({
  margin: 0,
  fontSize: vars.fontSize.body,
});

export const score = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: 700,
});

export const bestTimesTitle = style({
  margin: 0,
  fontWeight: 700,
});

export const bestTimes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
});

export const bestTime = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const example = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `3px dashed ${vars.color.accent}`,
});

export const exampleHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const exampleTitle = style({
  margin: 0,
  fontWeight: 700,
  fontSize: vars.fontSize.body,
});

export const exampleSteps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.large,
  lineHeight: 1.5,
});

globalStyle(`${bestTime} dd`, { margin: 0, fontWeight: 700 });

/** A small picture before or after a line of text (the hint's bulb, the feedback's face). */
export const feedbackIcon = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  marginInline: '0 0.35em',
});

/** A small picture after a line of text (the star of a mastered Lingo). */
export const trailingIcon = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  marginInline: '0.35em 0',
});
