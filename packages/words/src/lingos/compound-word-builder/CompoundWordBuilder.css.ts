import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A word shown big: the first word of step 1, the compound of steps 2 and 4. */
export const bigWord = style({
  fontSize: 40,
  fontWeight: 700,
  lineHeight: 1.2,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** "snow + ?": the first word waiting for its second. */
export const plus = style({
  fontSize: 32,
  fontWeight: 700,
  color: vars.color.textMuted,
});

/** The answer cards: the stage's width, at most a comfortable reading width. */
export const answers = style({
  width: '100%',
  maxWidth: '36rem',
});

/** A split card: "rain | bow", the break drawn as a bar with room around it. */
export const split = style({
  fontSize: 26,
  fontWeight: 700,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
});

/** The break of a split card. */
export const splitBar = style({
  display: 'inline-block',
  margin: '0 4px',
  color: vars.color.textMuted,
});

/** A meaning card of step 4: whole sentences wrap. */
export const meaning = style({
  fontSize: 20,
  fontWeight: 700,
  lineHeight: 1.35,
});

/** A word in the match columns. */
export const matchWord = style({
  fontSize: 24,
  fontWeight: 700,
  lineHeight: 1.3,
});

/** What a snap made: the compound's picture and "snow plus man: snowman." */
export const snapped = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  margin: 0,
});
