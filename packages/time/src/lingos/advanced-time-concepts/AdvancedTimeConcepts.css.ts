import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lingos/ui/vars';

/** The day ribbon takes the whole width. */
export const ribbon = style({ width: '100%' });

/** "AM" or "PM", big, beside the clock. */
export const half = style({
  margin: 0,
  minWidth: 96,
  padding: '4px 16px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: 40,
  fontWeight: 700,
  textAlign: 'center',
});

/** The landmark buttons under the day ribbon: midnight, noon, midnight. */
export const landmarks = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  width: '100%',
});

/** The afternoon hours to tap (step 3). */
export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: 8,
  width: '100%',
  maxWidth: 640,
});

/** An hour button shows its 24-hour twin once heard. */
export const hourButton = style({
  flexDirection: 'column',
  lineHeight: 1.2,
});

/** The 24-hour twin under the 12-hour name. */
export const twin = style({
  fontSize: 16,
  fontWeight: 700,
});

/** The two columns of MatchPairs. */
export const pairs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 16,
  width: '100%',
  maxWidth: 560,
});

/** One column of MatchPairs. */
export const column = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});

/** A MatchPairs card: idle, picked (waiting for its partner) or matched. */
export const pairCard = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.targetLarge,
    padding: '8px 12px',
    borderRadius: 16,
    border: `3px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.large,
    fontWeight: 700,
    cursor: 'pointer',
    boxShadow: vars.shadow.card,
    selectors: {
      '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    },
  },
  variants: {
    state: {
      idle: {},
      picked: {
        borderColor: vars.color.accentBorder,
        background: vars.color.accentSoft,
        color: vars.color.accentSoftText,
      },
      matched: {
        borderColor: vars.color.success,
        background: vars.color.successSoft,
        color: vars.color.successSoftText,
        cursor: 'default',
      },
    },
  },
  defaultVariants: { state: 'idle' },
});
