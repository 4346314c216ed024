import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const button = style({
  selectors: {
    // Tinted while its voice is heard, so the child sees which button is talking.
    '&[data-state="speaking"], &[data-highlighted]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      borderColor: vars.color.accentBorder,
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
