import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { motionQuery } from '../theme/layout';
import { vars } from '../theme/vars.css';

/** Width of a left/right sheet, height cap of a top/bottom one. */
export const sizeVar = createVar();

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const slide = (from: string) => ({
  in: keyframes({ from: { transform: from }, to: { transform: 'translate(0, 0)' } }),
  out: keyframes({ from: { transform: 'translate(0, 0)' }, to: { transform: from } }),
});
const slides = {
  top: slide('translateY(-100%)'),
  right: slide('translateX(100%)'),
  bottom: slide('translateY(100%)'),
  left: slide('translateX(-100%)'),
};

// Open 500 ms, close 300 ms, as the spec's sheet; none at all with reduced motion.
const OPEN = '500ms cubic-bezier(0.32, 0.72, 0, 1)';
const CLOSE = '300ms cubic-bezier(0.4, 0, 1, 1)';

function motion(side: keyof typeof slides) {
  return {
    '@media': {
      [motionQuery]: {
        selectors: {
          '&[data-state="open"]': { animation: `${slides[side].in} ${OPEN} both` },
          '&[data-state="closed"]': { animation: `${slides[side].out} ${CLOSE} both` },
        },
      },
    },
  };
}

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  backgroundColor: vars.color.overlay,
  '@media': {
    [motionQuery]: {
      selectors: {
        '&[data-state="open"]': { animation: `${fadeIn} ${OPEN} both` },
        '&[data-state="closed"]': { animation: `${fadeOut} ${CLOSE} both` },
      },
    },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: 51,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
  },
  variants: {
    side: {
      left: {
        insetBlock: 0,
        left: 0,
        width: sizeVar,
        borderRight: `1px solid ${vars.color.border}`,
        vars: { [sizeVar]: 'min(75%, 24rem)' },
        ...motion('left'),
      },
      right: {
        insetBlock: 0,
        right: 0,
        width: sizeVar,
        borderLeft: `1px solid ${vars.color.border}`,
        vars: { [sizeVar]: 'min(75%, 24rem)' },
        ...motion('right'),
      },
      top: {
        insetInline: 0,
        top: 0,
        maxHeight: sizeVar,
        borderBottom: `1px solid ${vars.color.border}`,
        vars: { [sizeVar]: '85dvh' },
        ...motion('top'),
      },
      bottom: {
        insetInline: 0,
        bottom: 0,
        maxHeight: sizeVar,
        borderTop: `1px solid ${vars.color.border}`,
        vars: { [sizeVar]: '85dvh' },
        ...motion('bottom'),
      },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const headings = style({ minWidth: 0, flex: 1 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const body = style({ flex: 1, minHeight: 0 });

export const close = style({ flexShrink: 0 });
