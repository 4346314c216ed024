import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The clue cards, one under the other. */
export const clues = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: '36rem',
});

const flash = keyframes({
  '0%, 100%': { background: vars.color.surface },
  '25%, 75%': { background: vars.color.warningSoft },
});

const flashStill = keyframes({
  '0%, 100%': { background: vars.color.surface },
  '50%': { background: vars.color.warningSoft },
});

/** One clue card: its sentence and a button to hear it again. */
export const clue = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  lineHeight: 1.4,
  selectors: {
    // The clue the picked card fails flashes (money.md 1-1), calmly under reduced motion.
    '&[data-state="failed"]': {
      borderColor: vars.color.focusRing,
      animationName: flash,
      animationDuration: '1.2s',
      animationTimingFunction: 'ease-in-out',
      '@media': {
        '(prefers-reduced-motion: reduce)': { animationName: flashStill, animationDuration: '2s' },
      },
    },
  },
});

/** The clue's sentence takes the room left by its button. */
export const clueText = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

/** A card's coin or bill, centred. */
export const card = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '6rem',
});
