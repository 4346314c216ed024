import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '40rem',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: 1.4 });

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// Body text at 22 px; each line as tall as a touch target, so a tapped word is 44 px high.
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.size.target,
  overflowWrap: 'anywhere',
});

export const sentence = style({
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-state="speaking"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-look-here="true"]': {
      outline: `3px dashed ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** A word with the punctuation it touches: never split across two lines. */
export const wordGroup = style({ whiteSpace: 'nowrap' });

/** A word as a button that reads as plain text: no border, the line's own font. */
const wordButton = {
  display: 'inline-block',
  minHeight: vars.size.target,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  lineHeight: 'inherit',
  cursor: 'pointer',
  textAlign: 'center',
} as const;

export const word = style({
  ...wordButton,
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xxs}`,
  // The padding widens the touch target; the negative margin gives its width back, so a
  // word and the punctuation after it sit as close as in plain text ("oxygen." not "oxygen .").
  margin: `0 calc(-1 * ${vars.space.xxs})`,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  selectors: {
    '&[data-state="speaking"]': {
      backgroundColor: vars.color.accent,
      color: vars.color.accentText,
      outline: `2px solid ${vars.color.accentBorder}`,
    },
    // The new word of Word Clues: bold on a soft tint, underlined.
    '&[data-target="true"]': {
      fontWeight: 700,
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      textDecorationLine: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '0.2em',
    },
    // Story words: a dotted underline says "tap me for a picture".
    '&[data-story="true"]': {
      textDecorationLine: 'underline',
      textDecorationStyle: 'dotted',
      textDecorationThickness: '2px',
      textUnderlineOffset: '0.2em',
    },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'background-color 120ms ease-out' },
  },
});

/**
 * A word to choose (tap-a-word). Its padding makes a 44 px target and its negative margin
 * gives the width back, so the line reads as plain text. A thin underline says "a word to
 * choose"; a chosen word is bold and thickly underlined inside a ring, not only tinted, so it
 * shows without colour too; a checked word also carries a tick or a cross.
 */
export const choiceWord = style({
  ...wordButton,
  position: 'relative',
  minWidth: vars.size.target,
  padding: `0 ${vars.space.xs}`,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.border,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.25em',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'default' },
    '&[data-state="speaking"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-target="true"]': { fontWeight: 700 },
    '&[data-state="chosen"], &[data-state="correct"], &[data-state="incorrect"]': {
      fontWeight: 700,
      textDecorationThickness: '3px',
      textDecorationColor: 'currentColor',
    },
    '&[data-state="chosen"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      boxShadow: `inset 0 0 0 3px ${vars.color.accentBorder}`,
    },
    '&[data-state="correct"]': {
      backgroundColor: vars.color.successSoft,
      color: vars.color.successSoftText,
      boxShadow: `inset 0 0 0 3px ${vars.color.success}`,
    },
    '&[data-state="incorrect"]': {
      backgroundColor: vars.color.dangerSoft,
      color: vars.color.dangerSoftText,
      boxShadow: `inset 0 0 0 3px ${vars.color.danger}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'background-color 120ms ease-out' },
  },
});

/** The tick or cross on a checked word. */
export const wordMark = style({
  display: 'inline-flex',
  marginInlineStart: vars.space.xxs,
  verticalAlign: 'middle',
});

export const sentenceButton = style({
  display: 'inline',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs}`,
  border: `2px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  lineHeight: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
  ':hover': { borderColor: vars.color.border },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  selectors: {
    '&[data-state="speaking"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-state="chosen"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      borderColor: vars.color.accent,
    },
    '&[aria-disabled="true"]': { cursor: 'default' },
    '&[data-state="correct"]': {
      backgroundColor: vars.color.successSoft,
      color: vars.color.successSoftText,
      borderColor: vars.color.success,
    },
    '&[data-state="incorrect"]': {
      backgroundColor: vars.color.dangerSoft,
      color: vars.color.dangerSoftText,
      borderColor: vars.color.danger,
    },
    '&[data-look-here="true"]': {
      outline: `3px dashed ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: vars.space.xxs,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  verticalAlign: 'middle',
});

export const picture = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.large,
});

/** The new word of Word Clues inside a sentence button. */
export const target = style({
  fontWeight: 700,
  textDecorationLine: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.2em',
});
