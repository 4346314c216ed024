import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lingos/ui/vars';

/** The rule cards of a schedule. */
export const rules = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 12,
});

const flash = keyframes({
  '0%, 100%': { transform: 'none' },
  '25%': { transform: 'scale(1.06)' },
  '75%': { transform: 'scale(0.97)' },
});

/** A rule card: its words and its Read aloud button. A broken rule flashes. */
export const rule = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '6px 6px 6px 16px',
    borderRadius: 16,
    border: `3px solid ${vars.color.accentBorder}`,
    background: vars.color.accentSoft,
    color: vars.color.accentSoftText,
    fontSize: vars.fontSize.large,
    fontWeight: 700,
    lineHeight: 1.3,
  },
  variants: {
    state: {
      idle: {},
      kept: {
        borderColor: vars.color.success,
        background: vars.color.successSoft,
        color: vars.color.successSoftText,
      },
      broken: {
        borderColor: vars.color.danger,
        background: vars.color.dangerSoft,
        color: vars.color.dangerSoftText,
        '@media': {
          '(prefers-reduced-motion: no-preference)': { animation: `${flash} 0.5s ease-in-out 3` },
        },
      },
    },
  },
  defaultVariants: { state: 'idle' },
});

/** The fixed events at both ends of the window: "School ends 3:00 PM · Dinner 6:00 PM". */
export const windowLine = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  textAlign: 'center',
  color: vars.color.text,
});

/** The schedule ribbon takes the whole width. */
export const schedule = style({ width: '100%' });

/** The cards in order, in a worked example. */
export const orderedCards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});

/** One card of the worked example's list. */
export const orderedCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '6px 16px',
  borderRadius: 16,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The pin before a rule. */
export const ruleIcon = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  marginInlineEnd: '0.35em',
});
