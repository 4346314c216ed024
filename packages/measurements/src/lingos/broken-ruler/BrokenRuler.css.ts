import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The ruler piece and its object: as wide as the stage allows. */
export const bench = style({
  width: '100%',
  maxWidth: '44rem',
});

/** Sam and what he says (step 4). */
export const sam = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  margin: 0,
  fontSize: 22,
  fontWeight: 700,
  lineHeight: 1.4,
});

/** The answer cards: full width of the stage, at most a comfortable reading width. */
export const answers = style({
  width: '100%',
  maxWidth: '30rem',
});

/** A length on an answer card ("5 cm"): big, on one line. */
export const cardLength = style({
  fontSize: 30,
  fontWeight: 700,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
});

/** The number pad and what goes with it. */
export const pad = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
});

/** A kind word under the pad when its number cannot be a length here. */
export const padMessage = style({
  margin: 0,
  maxWidth: '20rem',
  fontSize: 18,
  lineHeight: 1.4,
  textAlign: 'center',
  color: vars.color.text,
});

/** How many spaces the child has counted (step 1). */
export const counted = style({
  margin: 0,
  fontSize: 20,
  fontWeight: 700,
  lineHeight: 1.4,
  color: vars.color.text,
});
