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
  // Words children read: at least 1.75rem (28 px) on a card, 2.5rem on a large one.
  fontSize: '1.75rem',
  lineHeight: 1.2,
  selectors: {
    '&[data-size="lg"]': { fontSize: '2.5rem' },
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
  backgroundImage: `radial-gradient(circle, ${vars.color.accentSoft} 0 15px, transparent 16px)`,
  selectors: {
    '&[data-state="speaking"]': {
      backgroundImage: `radial-gradient(circle, ${vars.color.accent} 0 15px, transparent 16px)`,
      color: vars.color.accentText,
    },
  },
});
