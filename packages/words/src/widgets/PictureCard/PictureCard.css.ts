import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: '5rem',
});

export const word = style({
  color: vars.color.text,
  // 1.75rem (28 px) on a card, 2.5rem on a large one; a long word a size smaller so that
  // "watermelon" fits a card two to a 320 px row without being broken (never below 20 px).
  fontSize: '1.75rem',
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-length="long"]': { fontSize: '1.5rem' },
    '&[data-length="longer"]': { fontSize: '1.25rem' },
    '&[data-size="lg"]': { fontSize: '2.5rem' },
    '&[data-size="lg"][data-length="long"]': { fontSize: '2rem' },
    '&[data-size="lg"][data-length="longer"]': { fontSize: '1.75rem' },
  },
});
