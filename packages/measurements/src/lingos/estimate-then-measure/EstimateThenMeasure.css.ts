import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A sort card: its picture over its name, narrow enough for two cards side by side. */
export const sortCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  maxWidth: '8rem',
  fontSize: 18,
  fontWeight: 700,
  lineHeight: 1.3,
  textAlign: 'center',
});

/** The thing a benchmark question asks about: its picture and its name. */
export const subject = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  fontSize: 22,
  fontWeight: 700,
  lineHeight: 1.3,
});

/** The answer cards: full width of the stage, at most a comfortable reading width. */
export const answers = style({
  width: '100%',
  maxWidth: '36rem',
});

/** A length on an answer card ("19 cm"): big, on one line. */
export const cardLength = style({
  fontSize: 30,
  fontWeight: 700,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
});

/** Step 3's measuring area: the object and the ruler, as wide as the stage allows. */
export const bench = style({
  width: '100%',
  maxWidth: '48rem',
});

/** Step 3's two numbers side by side (stacked on a phone). */
export const pads = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: 24,
  width: '100%',
});

/** One number of step 3, its pad and what goes with it. */
export const pad = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
});

/** The guess once it is locked in, and after the check how it did. */
export const guessCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 16px',
  borderRadius: 16,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  fontSize: 20,
  fontWeight: 700,
  lineHeight: 1.4,
  margin: 0,
});

/** A kind word under a pad when its number cannot be used. */
export const padMessage = style({
  margin: 0,
  maxWidth: '20rem',
  fontSize: 18,
  lineHeight: 1.4,
  textAlign: 'center',
  color: vars.color.text,
});
