import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** A sentence of word buttons, in the passage's type; it wraps on a narrow screen. */
export const tapWords = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  maxWidth: '40rem',
  margin: 0,
  fontSize: vars.fontSize.large,
});

/** One word to tap: a full touch target. */
export const tapWord = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  padding: `0 ${vars.space.xs}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    '&[data-target="true"]': { fontWeight: 700, textDecoration: 'underline' },
    '&[data-state="correct"]': {
      borderColor: vars.color.success,
      background: vars.color.successSoft,
      color: vars.color.successSoftText,
    },
    '&[data-state="incorrect"]': {
      borderColor: vars.color.danger,
      background: vars.color.dangerSoft,
      color: vars.color.dangerSoftText,
    },
  },
});

/** The mark beside a tapped word. */
export const tapWordMark = style({ display: 'inline-flex' });

/** A story's ending, shown once the child has made the prediction. */
export const ending = style({
  margin: 0,
  maxWidth: '40rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
  fontSize: vars.fontSize.large,
  lineHeight: 1.4,
});

/** A card's words, in the passage's type; a long sentence wraps inside its card. */
export const cardText = style({
  display: 'inline-block',
  maxWidth: '16rem',
  fontSize: vars.fontSize.large,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
});

/** The summary, its events lined up in story order. */
export const summary = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: '40rem',
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.large,
  lineHeight: 1.4,
});
