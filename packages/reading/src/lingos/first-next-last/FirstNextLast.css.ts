import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The passage above, the question area under it. */
export const stage = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  minWidth: 0,
});

/** The passage, never wider than the page. */
export const passage = style({ width: '100%', maxWidth: '40rem', minWidth: 0 });

/** "Look here" under the passage, after a hint. */
export const lookHere = style({ justifySelf: 'start' });

/** The event cards: as wide as the passage. */
export const cards = style({ width: '100%', maxWidth: '40rem' });

/** One event card: its pictures, then its text. */
export const eventCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  fontSize: vars.fontSize.large,
  lineHeight: 1.4,
  fontWeight: 700,
  textAlign: 'start',
});

/** The pictures of an event, side by side. */
export const pictures = style({ display: 'flex', flexShrink: 0, gap: 2 });

/** The event's text, wrapping anywhere so 320 px never scrolls sideways. */
export const eventText = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The first/last choices. */
export const choices = style({ width: '100%', maxWidth: '40rem' });

/** The worked example's cards in order. */
export const orderedCards = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '40rem',
  margin: 0,
  paddingInlineStart: '2rem',
});
