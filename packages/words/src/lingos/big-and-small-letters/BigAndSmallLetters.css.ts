import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import { letterFont } from '../../widgets/letterType.css';

/** The letter to find a partner for, shown large in the literacy font. */
export const shownLetter = style([
  letterFont,
  {
    display: 'grid',
    placeItems: 'center',
    minWidth: '7rem',
    minHeight: '7rem',
    padding: '0 1.5rem',
    fontSize: 96,
    lineHeight: 1,
    borderRadius: 24,
    color: vars.color.text,
    background: vars.color.surface,
    border: `3px solid ${vars.color.border}`,
    boxShadow: vars.shadow.card,
  },
]);

/** A letter on an answer card or a MatchPairs item: at least 48 px high. */
export const cardLetter = style([
  letterFont,
  {
    fontSize: 56,
    lineHeight: 1.1,
  },
]);

/** The answer cards: the whole width. */
export const answers = style({
  width: '100%',
});
