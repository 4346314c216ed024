import { vars } from '@lingos/ui/vars';
import { keyframes, style } from '@vanilla-extract/css';

/** A dot card's dots and number. */
export const dotCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xxs,
});

export const dot = style({
  display: 'inline-block',
  width: '0.9rem',
  height: '0.9rem',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});

export const number = style({ fontSize: '1.75rem', lineHeight: 1.2 });

/** The hint's split word: "but·ter·fly", a dot under each beat. */
export const split = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  maxWidth: '100%',
});

export const beats = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'flex-end',
  margin: 0,
  fontSize: '2.25rem',
  lineHeight: 1.2,
});

export const beat = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const middleDot = style({ paddingInline: '0.1em', color: vars.color.textMuted });

const light = keyframes({
  from: { backgroundColor: 'transparent' },
  to: { backgroundColor: vars.color.accent },
});

/** A beat's dot; lit one after the other, as the word is said slowly. */
export const beatDot = style({
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.accent}`,
  backgroundColor: vars.color.accent,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animationName: light,
      animationDuration: '300ms',
      animationFillMode: 'both',
      animationTimingFunction: 'ease-out',
    },
  },
});

export const caption = style({ margin: 0, fontSize: vars.fontSize.body, textAlign: 'center' });

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  maxWidth: '100%',
});
