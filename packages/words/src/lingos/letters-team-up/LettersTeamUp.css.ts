import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** A step's content, centred, wrapping on a phone. */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
});

/** What a step said, shown under it. */
export const said = style({ margin: 0, minHeight: '1.4em', textAlign: 'center' });

/** A row of team cards. */
export const cardRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** A team card: its letters over its picture. */
export const teamCard = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  minWidth: '5.5rem',
  paddingBlock: 8,
  height: 'auto',
});

/** A team's two letters on its card (letters at least 48 px). */
export const teamLetters = style({ fontSize: 48, lineHeight: 1.15, wordSpacing: '-0.28em' });

/** Letters on a pair card or a check card. */
export const pairLetters = style({ fontSize: 48, lineHeight: 1.15 });

/** The note on wh, and other short notes. */
export const note = style({ margin: 0, maxWidth: '36rem', textAlign: 'center' });

/** A picture word to tap (the sock, the frog). */
export const wordButton = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  minWidth: 56,
  minHeight: 56,
  padding: '8px 16px',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A word on a button, in the literacy font. */
export const word = style({ fontSize: 48, lineHeight: 1.15 });

/** Letters that light up: a highlight and an underline, never colour alone. */
export const lit = style({
  borderRadius: 6,
  selectors: {
    '&[data-on]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      textDecoration: 'underline',
      textDecorationThickness: 4,
    },
  },
});

/** "du__": the letters before the gap in the closing check. */
export const gapWord = style({ fontSize: 48, lineHeight: 1.15, margin: 0 });
