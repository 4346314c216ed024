import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import { motionQuery } from '../../internal/motion';

const rise = keyframes({
  '0%': { transform: 'translateY(0.5rem) scale(0.6)', opacity: 0 },
  '40%': { opacity: 1 },
  '100%': { transform: 'translateY(-2.5rem) scale(1.1)', opacity: 0 },
});

const grow = keyframes({
  '0%': { transform: 'scale(0.8)' },
  '60%': { transform: 'scale(1.08)' },
  '100%': { transform: 'scale(1)' },
});

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.successSoft,
  color: vars.color.successSoftText,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.title,
  fontWeight: 700,
  overflow: 'hidden',
  '@media': {
    [motionQuery]: { animation: `${grow} 500ms ease-out` },
  },
});

export const sparkles = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
});

export const sparkle = style({
  position: 'absolute',
  insetBlockEnd: '0.25rem',
  fontSize: vars.fontSize.large,
  opacity: 0,
  // Without motion the sparkles stay hidden; the banner itself is the celebration.
  '@media': {
    [motionQuery]: { animation: `${rise} 1400ms ease-out 2` },
  },
});
