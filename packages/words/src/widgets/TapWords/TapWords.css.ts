import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lingos/ui/vars';

/** A word's look, as its `data-state`. */
export const tapWordStates = ['idle', 'chosen', 'correct', 'incorrect', 'little'] as const;

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  maxWidth: '100%',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.large,
  lineHeight: 1.4,
});

export const word = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.target,
    minWidth: vars.size.target,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    borderWidth: '3px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    backgroundColor: 'transparent',
    color: vars.color.text,
    // The reading font (letterFont, on the root) at its regular weight, as children read it.
    font: 'inherit',
    fontWeight: 400,
    justifyContent: 'center',
    overflowWrap: 'anywhere',
  },
  variants: {
    state: {
      idle: {},
      chosen: {
        borderColor: vars.color.accentBorder,
        backgroundColor: vars.color.accentSoft,
        color: vars.color.accentSoftText,
      },
      correct: {
        borderColor: vars.color.success,
        backgroundColor: vars.color.successSoft,
        color: vars.color.successSoftText,
      },
      incorrect: {
        borderColor: vars.color.danger,
        backgroundColor: vars.color.dangerSoft,
        color: vars.color.dangerSoftText,
        borderStyle: 'dashed',
      },
      little: { color: vars.color.textMuted },
    },
    kind: {
      button: {
        borderColor: vars.color.border,
        backgroundColor: vars.color.surface,
        boxShadow: vars.shadow.card,
        cursor: 'pointer',
        touchAction: 'manipulation',
        WebkitTapHighlightColor: 'transparent',
        outline: 'none',
        selectors: {
          '&:focus-visible': {
            outline: `4px solid ${vars.color.focusRing}`,
            outlineOffset: '2px',
          },
          '&[aria-disabled="true"]': { cursor: 'default' },
        },
      },
      highlighted: {
        borderColor: vars.color.accentBorder,
        backgroundColor: vars.color.accentSoft,
        color: vars.color.accentSoftText,
      },
      text: {},
    },
  },
  compoundVariants: [
    {
      variants: { kind: 'button', state: 'chosen' },
      style: { borderColor: vars.color.accentBorder, backgroundColor: vars.color.accentSoft },
    },
    {
      variants: { kind: 'button', state: 'correct' },
      style: { borderColor: vars.color.success, backgroundColor: vars.color.successSoft },
    },
    {
      variants: { kind: 'button', state: 'incorrect' },
      style: { borderColor: vars.color.danger, backgroundColor: vars.color.dangerSoft },
    },
  ],
});

export const punctuation = style({ marginInlineStart: '-0.35rem' });

export const mark = style({ marginInlineStart: vars.space.xxs });
