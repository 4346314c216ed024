import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  maxInlineSize: '100%',
});

export const strip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxInlineSize: '100%',
});

// Rows that wrap: 26 targets of 44 px never scroll sideways, even on a 320 px phone.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxInlineSize: '100%',
});

export const item = style({
  display: 'flex',
});

export const letterButton = style({
  inlineSize: vars.size.target,
});

export const letter = style({
  fontSize: '1.75rem',
  lineHeight: 1,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const playAll = style({
  selectors: {
    '&[data-state="speaking"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  },
});

export const message = style({
  fontSize: vars.fontSize.small,
  color: vars.color.warningSoftText,
  backgroundColor: vars.color.warningSoft,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  selectors: {
    '&:empty': { display: 'none' },
  },
});
