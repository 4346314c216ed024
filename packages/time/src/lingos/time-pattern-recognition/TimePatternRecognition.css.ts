import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lingos/ui/vars';

/** The row of clocks: it wraps on narrow screens. */
export const terms = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'center',
  gap: 12,
});

/** One clock of the row with its number under it. */
export const term = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: 4,
    minWidth: 96,
    minHeight: 96,
    padding: 8,
    borderRadius: 16,
    border: `2px solid transparent`,
  },
  variants: {
    state: {
      shown: {},
      asked: {
        borderColor: vars.color.accentBorder,
        background: vars.color.accentSoft,
      },
      found: {
        borderColor: vars.color.success,
        background: vars.color.successSoft,
      },
      skipped: {
        borderColor: vars.color.border,
        borderStyle: 'dashed',
      },
    },
  },
  defaultVariants: { state: 'shown' },
});

/** The clock's number: 1, 2, 3 … */
export const termNumber = style({
  fontSize: 18,
  fontWeight: 700,
  color: vars.color.textMuted,
});

/** The mark of a skipped clock. */
export const skipped = style({
  fontSize: 32,
  fontWeight: 700,
  color: vars.color.textMuted,
});

/** The ribbon tool takes the whole width. */
export const ribbon = style({ width: '100%' });
