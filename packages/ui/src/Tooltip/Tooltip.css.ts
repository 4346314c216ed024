import { keyframes, style } from '@vanilla-extract/css';
import { motionQuery } from '../theme/layout';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const content = style({
  zIndex: 60,
  maxWidth: 'min(20rem, calc(100vw - 2rem))',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  lineHeight: 1.4,
  boxShadow: vars.shadow.raised,
  transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
  '@media': {
    [motionQuery]: { animation: `${fadeIn} 150ms ease-out` },
  },
});

export const arrow = style({ fill: vars.color.text });
