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

/** The sort and the choices: as wide as the passage. */
export const answers = style({ width: '100%', maxWidth: '40rem' });

/** A sentence card in the sort: its text, wrapping. */
export const sentenceCard = style({
  fontSize: vars.fontSize.body,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

/** A Fact / Opinion card: its picture, word and note. */
export const choice = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
});

/** The note under Fact / Opinion. */
export const note = style({ fontSize: vars.fontSize.body, fontWeight: 400 });

/** The second part's prompt, with its speaker button. */
export const partPrompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
});
