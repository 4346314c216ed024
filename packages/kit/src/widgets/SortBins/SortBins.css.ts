import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lingos/ui/vars';
import { motionQuery } from '../../internal/motion';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
});

const zone = style({
  position: 'relative',
  borderWidth: '3px',
  borderRadius: vars.radius.lg,
  padding: vars.space.sm,
  selectors: {
    // While an item is held or chosen, every place shows it can take it.
    '&[data-target]': { borderStyle: 'dashed', borderColor: vars.color.accent },
    '&[data-over]': {
      borderStyle: 'solid',
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
  },
});

export const tray = style([
  zone,
  {
    display: 'grid',
    gap: vars.space.xs,
    minHeight: '6rem',
    borderStyle: 'dashed',
    borderColor: vars.color.border,
    backgroundColor: vars.color.surfaceSunken,
  },
]);

export const trayTitle = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});

export const bins = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.md,
});

export const bin = style([
  zone,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minHeight: '10rem',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.card,
  },
]);

/** The bin's picture and word: a button whose tap area stretches over the whole bin. */
export const binButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.targetLarge,
  padding: vars.space.xs,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  lineHeight: 1.3,
  cursor: 'pointer',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&:focus-visible::after': {
      outline: `4px solid ${vars.color.focusRing}`,
      outlineOffset: '5px',
    },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

export const picture = style({ display: 'inline-flex', fontSize: '2rem', lineHeight: 1 });

export const itemList = style({
  position: 'relative',
  // Above the bin button's stretched tap area, so placed items can be moved again.
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const itemSlot = style({ display: 'flex', listStyle: 'none' });

const wiggle = keyframes({
  '0%, 100%': { transform: 'rotate(0deg)' },
  '25%': { transform: 'rotate(-4deg)' },
  '75%': { transform: 'rotate(4deg)' },
});

export const item = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minWidth: vars.size.targetLarge,
    minHeight: vars.size.targetLarge,
    padding: vars.space.xs,
    borderWidth: '3px',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.md,
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
      '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
      '&[aria-disabled="true"]': { cursor: 'default' },
    },
  },
  variants: {
    state: {
      idle: {},
      selected: {
        borderColor: vars.color.accent,
        backgroundColor: vars.color.accentSoft,
        color: vars.color.accentSoftText,
        boxShadow: `0 0 0 3px ${vars.color.accent}`,
      },
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
        '@media': { [motionQuery]: { animation: `${wiggle} 250ms ease-in-out 2` } },
      },
    },
  },
  defaultVariants: { state: 'idle' },
});

export const itemContent = style({ display: 'inline-flex', alignItems: 'center' });

export const mark = style({
  position: 'absolute',
  insetBlockStart: '-0.6rem',
  insetInlineEnd: '-0.6rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
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

export const hint = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.4,
});

// A picture inside an item or bin never catches the pointer: the item or bin does.
globalStyle(`${itemContent} *, ${picture} *`, { pointerEvents: 'none' });
