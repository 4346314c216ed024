import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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

export const indicator = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const indicatorText = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const dots = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dot = recipe({
  base: {
    width: '0.875rem',
    height: '0.875rem',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  },
  variants: {
    state: {
      todo: {},
      current: { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft },
      done: { borderColor: vars.color.success, backgroundColor: vars.color.success },
    },
  },
  defaultVariants: { state: 'todo' },
});

export const activity = style({
  display: 'flex',
  flexDirection: 'column',
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

export const feedbackRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const feedback = style({
  flexGrow: 1,
  borderRadius: vars.radius.lg,
  selectors: {
    '&:not(:empty)': { padding: vars.space.md },
    '&[data-kind="note"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-kind="correct"], &[data-kind="completed"]': {
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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
