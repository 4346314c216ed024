import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

// As MonthGrid: seven 44 px boxes need 19.25rem; on a 320 px phone the strip reaches 10 px
// into the page's padding on each side rather than shrink its boxes below a touch target.
const stripWidth = createVar();

export const root = style({
  vars: { [stripWidth]: 'min(40rem, calc(100vw - 12px), max(100%, 19.25rem))' },
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: stripWidth,
  marginInline: `calc((100% - ${stripWidth}) / 2)`,
  containerType: 'inline-size',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** Today's star: its size, and its gap above the box (clear of the 5 px focus ring). */
export const starSize = 24;
const starGap = 6;

export const row = style({
  display: 'grid',
  gridAutoColumns: 'minmax(0, 1fr)',
  gridAutoFlow: 'column',
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    // Room above the boxes for today's star.
    '&[data-has-today="true"]': { paddingBlockStart: starSize + starGap + 2 },
  },
});

const boxHeight = 'clamp(4rem, 16cqi, 5.5rem)';

/** A box: the whole slot is the target; the face is drawn 2 px inside. */
export const box = style({
  display: 'block',
  width: '100%',
  height: boxHeight,
  minWidth: vars.size.target,
  padding: 2,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: {
    'button&': { cursor: 'pointer', touchAction: 'manipulation' },
    'button&:focus-visible': { outline: 'none' },
  },
});

export const face = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  width: '100%',
  height: '100%',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  transition: 'background-color 300ms ease, border-color 300ms ease',
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  selectors: {
    [`${box}[data-state="filled"] &`]: {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    [`${box}[data-state="empty"] &`]: { borderStyle: 'dashed' },
    [`${box}[data-state="blank"] &`]: {
      borderStyle: 'dashed',
      borderWidth: 3,
      backgroundColor: vars.color.surfaceSunken,
    },
    [`${box}[data-today="true"] &`]: { borderWidth: 3, borderColor: vars.color.text },
    [`button${box}:hover &`]: { borderColor: vars.color.text },
    [`${box}:focus-visible &`]: {
      outline: `4px solid ${vars.color.focusRing}`,
      outlineOffset: 1,
    },
    [`${box}[data-tone="highlighted"] &`]: {
      backgroundColor: vars.color.warningSoft,
      color: vars.color.warningSoftText,
      borderColor: vars.color.warningSoftText,
    },
    [`${box}[data-tone="right"] &`]: {
      backgroundColor: vars.color.successSoft,
      color: vars.color.successSoftText,
      borderColor: vars.color.success,
      borderWidth: 3,
    },
    // Wrong is dashed as well as red, so it never rests on colour alone.
    [`${box}[data-tone="wrong"] &`]: {
      backgroundColor: vars.color.dangerSoft,
      color: vars.color.dangerSoftText,
      borderColor: vars.color.danger,
      borderStyle: 'dashed',
      borderWidth: 3,
    },
    [`${box}[aria-pressed="true"] &`]: {
      backgroundColor: vars.color.accent,
      color: vars.color.accentText,
      borderColor: vars.color.accentBorder,
    },
  },
});

export const name = style({
  fontSize: vars.fontSize.small,
  fontWeight: 800,
  lineHeight: 1.1,
});

export const number = style({
  fontSize: vars.fontSize.large,
  fontWeight: 800,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
});

export const question = style({
  fontSize: vars.fontSize.large,
  fontWeight: 800,
  lineHeight: 1,
});

/**
 * Today's star, centred above its box: over the box it covered the short day name on a
 * phone, where a box is hardly wider than its words.
 */
export const star = style({
  position: 'absolute',
  insetBlockEnd: `calc(100% + ${starGap}px)`,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  lineHeight: 0,
});

export const count = style({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.fontSize.large,
  fontWeight: 800,
});
