import { vars } from '@lingos/ui/vars';
import { keyframes, style } from '@vanilla-extract/css';

/** Step 1's tent: flat on the ground until every pole is under it, then standing. */
export const tent = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
});

/** The tent's picture, squashed flat while its poles lie on the ground. */
export const tentPicture = style({
  display: 'inline-flex',
  height: '96px',
  alignItems: 'flex-end',
  transformOrigin: 'bottom center',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'transform 500ms ease-out' },
  },
  selectors: {
    [`${tent}[data-state="down"] &`]: { transform: 'scaleY(0.45)' },
  },
});

/** The tent's word: the big idea. */
export const tentLabel = style({
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
});

/** A pole card: its picture above its word. */
export const pole = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.large,
});

/** A title card, in the passage's type. */
export const titleCard = style({ fontSize: vars.fontSize.large, fontWeight: 700 });

/** The reader and the balloon that lands on its tent sentence. */
export const balloonFrame = style({ position: 'relative', width: '100%', maxWidth: '40rem' });

const floatDown = keyframes({
  from: { transform: 'translateY(-3rem)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

/** The "big idea" balloon: floats down onto the sentence (still under reduced motion). */
export const balloon = style({
  position: 'absolute',
  right: 0,
  top: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.accentBorder}`,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontWeight: 700,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="landed"]': { right: 'auto' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${floatDown} 700ms ease-out`,
    },
  },
});
