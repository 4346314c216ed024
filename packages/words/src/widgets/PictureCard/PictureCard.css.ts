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

export const inCardSpeaker = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xs})`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // A 44 px target for a finger, drawn as a small round badge.
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: '50%',
  color: vars.color.accentSoftText,
  cursor: 'pointer',
  // A round badge with a ring, seen on a picked card's tint too.
  backgroundImage: `radial-gradient(circle, ${vars.color.accentSoft} 0 13px, ${vars.color.accentBorder} 13.5px 15px, transparent 15.5px)`,
  selectors: {
    '&[data-state="speaking"]': {
      backgroundImage: `radial-gradient(circle, ${vars.color.accent} 0 13px, ${vars.color.accentBorder} 13.5px 15px, transparent 15.5px)`,
      color: vars.color.accentText,
    },
  },
});
