import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

/** The badge colour tones; each is an AA-checked fill/text pair. */
export const badgeTones = ['neutral', 'accent', 'success', 'danger', 'warning'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    flexShrink: 0,
    minHeight: '1.5rem',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    fontSize: '0.875rem',
    fontWeight: 700,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
      },
      accent: { backgroundColor: vars.color.accentSoft, color: vars.color.accentSoftText },
      success: { backgroundColor: vars.color.successSoft, color: vars.color.successSoftText },
      danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerSoftText },
      warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warningSoftText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
