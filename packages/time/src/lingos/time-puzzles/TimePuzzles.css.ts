import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lingos/ui/vars';

/** The list of clue cards. */
export const clues = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  width: '100%',
  maxWidth: 560,
});

const flash = keyframes({
  '0%, 100%': { transform: 'none' },
  '25%': { transform: 'translateX(-4px)' },
  '75%': { transform: 'translateX(4px)' },
});

/** A clue card: its number, its words and its Read aloud button. */
export const clue = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    padding: '8px 8px 8px 12px',
    borderRadius: 16,
    border: `3px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.card,
  },
  variants: {
    state: {
      idle: {},
      /** The clue the hint starts from. */
      highlighted: {
        borderColor: vars.color.accentBorder,
        background: vars.color.accentSoft,
        color: vars.color.accentSoftText,
      },
      /** The clue the child's time does not fit. */
      broken: {
        borderColor: vars.color.danger,
        background: vars.color.dangerSoft,
        color: vars.color.dangerSoftText,
        '@media': {
          '(prefers-reduced-motion: no-preference)': { animation: `${flash} 0.4s ease-in-out 2` },
        },
      },
    },
  },
  defaultVariants: { state: 'idle' },
});

/** The clue's number in a round badge. */
export const clueNumber = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  fontSize: 20,
});

/** The clue's words. */
export const clueText = style({
  flex: 1,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  lineHeight: 1.35,
});

/** A card that clue 1 rules out, after a hint: it fades. */
export const faded = style({ opacity: 0.35 });
