import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lingos/ui/vars';

const ring = (fill: string) =>
  `radial-gradient(circle, ${fill} 0 13px, ${vars.color.accentBorder} 13.5px 15px, transparent 15.5px)`;

export const speaker = recipe({
  base: {
    position: 'absolute',
    insetBlockStart: `calc(-1 * ${vars.space.xs})`,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // A 44 px target for a finger, drawn as a small round badge with a ring, seen on a picked
    // card's tint too.
    inlineSize: '44px',
    blockSize: '44px',
    borderRadius: '50%',
    color: vars.color.accentSoftText,
    cursor: 'pointer',
    touchAction: 'manipulation',
    backgroundImage: ring(vars.color.accentSoft),
    selectors: {
      '&[data-state="speaking"]': {
        backgroundImage: ring(vars.color.accent),
        color: vars.color.accentText,
      },
    },
  },
  variants: {
    corner: {
      end: { insetInlineEnd: `calc(-1 * ${vars.space.xs})` },
      start: { insetInlineStart: `calc(-1 * ${vars.space.xs})` },
    },
  },
  defaultVariants: { corner: 'end' },
});
