import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** Step 1's sky: the sun on the left, the moon to tap on the right. */
export const sky = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-around',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '28rem',
  minHeight: '9rem',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.accentSoft,
  selectors: {
    '&[data-state="night"]': { background: vars.color.surfaceSunken },
  },
});

/** The sun; it sinks when the day ends (only where motion is welcome). */
export const sun = style({
  display: 'inline-flex',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'transform 600ms ease-in' },
  },
  selectors: {
    [`${sky}[data-state="night"] &`]: { transform: 'translateY(1.25rem)' },
  },
});

/** The moon button: a big round target. */
export const moon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.targetLarge,
  minHeight: vars.size.targetLarge,
  padding: vars.space.sm,
  border: `3px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
    '&[aria-pressed="true"]': { borderColor: vars.color.success, cursor: 'default' },
  },
});

/** A closing-check card's big text. */
export const choice = style({
  fontSize: '2rem',
  fontWeight: 700,
});
