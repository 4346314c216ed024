import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A month card's word: big enough to read across the room. */
export const monthWord = style({
  fontSize: 24,
  fontWeight: 700,
  lineHeight: 1.3,
  padding: '4px 8px',
});

/** The question card: "May, then ?" */
export const question = style({
  fontSize: 28,
  fontWeight: 700,
  lineHeight: 1.3,
  margin: 0,
});

/** The "?" of the question card. */
export const unknown = style({
  display: 'inline-block',
  minWidth: '2ch',
  padding: '0 8px',
  borderRadius: 12,
  border: `3px dashed ${vars.color.border}`,
  textAlign: 'center',
});

/** The months of a worked example, in a row that wraps. */
export const workedMonths = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** One month of a worked example; the one being said is highlighted. */
export const workedMonth = style({
  fontSize: 22,
  fontWeight: 700,
  padding: '8px 12px',
  borderRadius: 12,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-state="current"]': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  },
});
