import { createVar, keyframes, style } from '@vanilla-extract/css';
import { motionQuery } from '../theme/layout';
import { vars } from '../theme/vars.css';

export const widthVar = createVar();
export const heightVar = createVar();
export const radiusVar = createVar();

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

export const root = style({
  display: 'block',
  width: widthVar,
  maxWidth: '100%',
  height: heightVar,
  borderRadius: radiusVar,
  backgroundColor: vars.color.surfaceSunken,
  vars: {
    [widthVar]: '100%',
    [heightVar]: '1.25rem',
    [radiusVar]: vars.radius.sm,
  },
  '@media': {
    [motionQuery]: { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});
