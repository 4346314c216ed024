/**
 * The shared layout of a Lingo's activity area, so every concept's Lingos look alike: a
 * centred column, wrapping rows, big answer text, a prompt card and a note line.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The activity area: the main visual, then what to answer with, centred in a column. */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  width: '100%',
});

/** Things side by side that wrap on narrow screens. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
});

/** The big text of a prompt card or an answer card ("4:30", "75¢"). */
export const bigText = style({
  fontSize: 32,
  fontWeight: 700,
  lineHeight: 1.3,
  color: vars.color.text,
});

/** Words on an answer card ("quarter to 5"). */
export const cardWords = style({
  fontSize: 24,
  fontWeight: 700,
  lineHeight: 1.4,
});

/** A picture with a word under it. */
export const pictureCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  fontSize: 20,
  fontWeight: 700,
});

/** A card that shows what to make or find (the time to set, the price to pay). */
export const promptCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: '12px 20px',
  borderRadius: 20,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

/** A line of text under the main visual (a description, a step's result). */
export const note = style({
  fontSize: 20,
  lineHeight: 1.4,
  margin: 0,
  textAlign: 'center',
  color: vars.color.text,
});

/** A sunken area to explore freely, apart from the question. */
export const explore = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: 16,
  borderRadius: 24,
  background: vars.color.surfaceSunken,
  marginBottom: 24,
});
