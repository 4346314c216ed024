import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lingos/ui/vars';
import { motionQuery } from '../../internal/motion';

/** The card states, as `data-state` strings. */
export const sortCardStates = ['idle', 'dragging', 'correct', 'incorrect'] as const;

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space.sm,
    maxWidth: '100%',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // On a narrow phone a card shrinks (its clock too) instead of running off the screen.
  minWidth: 0,
  maxWidth: '100%',
  listStyle: 'none',
});

const wiggle = keyframes({
  '0%, 100%': { transform: 'rotate(0deg)' },
  '25%': { transform: 'rotate(-2deg)' },
  '75%': { transform: 'rotate(2deg)' },
});

export const card = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    flexGrow: 1,
    minHeight: vars.size.targetLarge,
    minWidth: 'min(8rem, 100%)',
    paddingBlock: vars.space.sm,
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
    cursor: 'grab',
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
    },
  },
  variants: {
    state: {
      idle: {},
      dragging: {
        cursor: 'grabbing',
        borderColor: vars.color.accent,
        boxShadow: vars.shadow.raised,
      },
      correct: {
        cursor: 'default',
        borderColor: vars.color.success,
        backgroundColor: vars.color.successSoft,
        color: vars.color.successSoftText,
      },
      incorrect: {
        borderColor: vars.color.danger,
        backgroundColor: vars.color.dangerSoft,
        color: vars.color.dangerSoftText,
        '@media': { [motionQuery]: { animation: `${wiggle} 300ms ease-in-out 2` } },
      },
    },
  },
  defaultVariants: { state: 'idle' },
});

export const place = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
});

export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexGrow: 1,
});

export const mark = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: vars.fontSize.large,
  lineHeight: 1,
});

export const grip = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  lineHeight: 1,
});

// What a card shows (a picture, a clock, words) may shrink on a narrow phone, so the card fits
// without breaking its words.
globalStyle(`${card.classNames.base} > *`, { minWidth: 0, flexShrink: 1 });
globalStyle(`${content} > *`, { minWidth: 0, flexShrink: 1 });
// The grip keeps its size.
globalStyle(`${card.classNames.base} > ${grip}`, { flexShrink: 0 });
