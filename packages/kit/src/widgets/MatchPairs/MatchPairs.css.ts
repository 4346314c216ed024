import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lingos/ui/vars';
import { motionQuery } from '../../internal/motion';

export const root = style({ display: 'grid', gap: vars.space.md, width: '100%' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
});

export const column = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const columnTitle = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  textAlign: 'center',
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const pop = keyframes({
  '0%': { transform: 'scale(1)' },
  '50%': { transform: 'scale(1.04)' },
  '100%': { transform: 'scale(1)' },
});

const wiggle = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '25%': { transform: 'translateX(-5px)' },
  '75%': { transform: 'translateX(5px)' },
});

export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    width: '100%',
    minHeight: vars.size.targetLarge,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.xl,
    // Two columns on a 320 px phone leave a card too little room for a long word
    // ("fortnight") between 2rem paddings: narrow screens pad less, and words never overflow.
    '@media': { 'screen and (max-width: 480px)': { paddingInline: vars.space.xs } },
    overflowWrap: 'anywhere',
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
    lineHeight: 1.3,
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    touchAction: 'manipulation',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
      '&[aria-disabled="true"]': { cursor: 'default' },
    },
  },
  variants: {
    state: {
      idle: {
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.accentSoft },
        },
      },
      selected: {
        borderColor: vars.color.accent,
        backgroundColor: vars.color.accentSoft,
        color: vars.color.accentSoftText,
        boxShadow: `0 0 0 3px ${vars.color.accent}`,
      },
      paired: {
        borderColor: vars.color.accent,
        borderStyle: 'double',
        borderWidth: '5px',
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
        '@media': { [motionQuery]: { animation: `${wiggle} 250ms ease-in-out 2` } },
      },
    },
  },
  defaultVariants: { state: 'idle' },
});

/** The pair's number, shown by both partners: the same number joins them. */
export const pairNumber = style({
  position: 'absolute',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.body,
  lineHeight: 1,
  selectors: {
    // Beside the gap between the columns, so the two numbers of a pair face each other.
    '[data-side="left"] &': { insetInlineEnd: vars.space.xs },
    '[data-side="right"] &': { insetInlineStart: vars.space.xs },
  },
});

export const markIcon = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  display: 'inline-flex',
  selectors: {
    '[data-side="left"] &': { insetInlineStart: vars.space.xs },
    '[data-side="right"] &': { insetInlineEnd: vars.space.xs },
  },
});

export const content = style({ display: 'inline-flex', alignItems: 'center', minWidth: 0 });
