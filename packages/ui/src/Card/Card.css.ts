import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

/** How much room a card leaves around its content. */
export const cardPaddings = ['none', 'md', 'lg'] as const;

export const card = recipe({
  base: {
    display: 'block',
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    overflowWrap: 'anywhere',
  },
  variants: {
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
  },
  defaultVariants: { padding: 'lg' },
});
