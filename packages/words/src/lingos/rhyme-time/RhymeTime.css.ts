import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The picture words the question is about, side by side (wrapping on a narrow phone). */
export const subjects = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
});

/** The answer cards: never wider than the page. */
export const choices = style({
  width: '100%',
  maxWidth: '36rem',
});

/** The Yes/No cards. */
export const yesNo = style({
  width: '100%',
  maxWidth: '24rem',
});

/** The two columns of pictures to match. */
export const pairs = style({
  width: '100%',
  maxWidth: '36rem',
});
