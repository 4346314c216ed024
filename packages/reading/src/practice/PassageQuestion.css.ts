import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A card: its picture (if any) beside its words, wrapping on a narrow card. */
export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  fontSize: 22,
  fontWeight: 700,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
});

/** The answer cards: the stage's width, at most a comfortable reading width. */
export const answers = style({
  width: '100%',
  maxWidth: '40rem',
});

/** The second part's prompt ("Tap the sentence that tells you."), with its speaker button. */
export const partPrompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  margin: 0,
  padding: '8px 16px',
  borderRadius: 16,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 22,
  fontWeight: 700,
});
