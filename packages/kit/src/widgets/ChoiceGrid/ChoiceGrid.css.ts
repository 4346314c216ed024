import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lingos/ui/vars';
import { motionQuery } from '../../internal/motion';

/** The card states, as `data-state` strings. */
export const choiceCardStates = ['idle', 'selected', 'correct', 'incorrect'] as const;

/** The grid's columns; by default as many 8rem cards as fit, else a fixed count. */
export const template = createVar();
/** The columns on a phone: a fixed count of more than 2 becomes 2. */
export const narrowTemplate = createVar();

/** The space between cards. */
export const gap = vars.space.md;

export const root = style({
  vars: {
    [template]: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
    [narrowTemplate]: template,
  },
  display: 'grid',
  gridTemplateColumns: template,
  '@media': {
    'screen and (max-width: 520px)': { gridTemplateColumns: narrowTemplate },
  },
  gap,
  margin: 0,
  padding: 0,
  selectors: {
    // As many cards per row as fit: the grid takes the width it is given, even inside a
    // centring flex column (shrunk to its content it would stack every card), up to 12rem
    // a card (the inline max-width).
    '&:not([data-columns])': { width: '100%', marginInline: 'auto' },
  },
});

const wiggle = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: 'translateX(-6px)' },
  '40%, 80%': { transform: 'translateX(6px)' },
});

const pop = keyframes({
  '0%': { transform: 'scale(1)' },
  '50%': { transform: 'scale(1.04)' },
  '100%': { transform: 'scale(1)' },
});

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.targetLarge,
    minWidth: vars.size.targetLarge,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.md,
    borderWidth: '3px',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.card,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.large,
    fontWeight: 700,
    lineHeight: 1.4,
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    touchAction: 'manipulation',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `4px solid ${vars.color.focusRing}`,
        outlineOffset: '3px',
      },
      '&[aria-disabled="true"]': { cursor: 'default' },
      // Room above the text for the speaker in the top left corner (InCardSpeaker).
      '&[data-speaker]': { paddingBlockStart: `calc(${vars.space.md} + 1.5rem)` },
    },
    '@media': {
      [motionQuery]: { transition: 'background-color 120ms ease, border-color 120ms ease' },
    },
  },
  variants: {
    state: {
      idle: {
        selectors: {
          '&:hover:not([aria-disabled="true"])': {
            backgroundColor: vars.color.accentSoft,
            color: vars.color.accentSoftText,
          },
        },
      },
      selected: {
        borderColor: vars.color.accent,
        backgroundColor: vars.color.accentSoft,
        color: vars.color.accentSoftText,
        boxShadow: `0 0 0 2px ${vars.color.accent}`,
      },
      correct: {
        borderColor: vars.color.success,
        backgroundColor: vars.color.successSoft,
        color: vars.color.successSoftText,
        '@media': { [motionQuery]: { animation: `${pop} 400ms ease-out` } },
      },
      incorrect: {
        borderColor: vars.color.danger,
        backgroundColor: vars.color.dangerSoft,
        color: vars.color.dangerSoftText,
        '@media': { [motionQuery]: { animation: `${wiggle} 400ms ease-in-out` } },
      },
    },
  },
  defaultVariants: { state: 'idle' },
});

export const mark = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.body,
  lineHeight: 1,
});

export const markCorrect = style([
  mark,
  { backgroundColor: vars.color.success, color: vars.color.successText },
]);
export const markIncorrect = style([
  mark,
  { backgroundColor: vars.color.danger, color: vars.color.dangerText },
]);
