import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import { pillButton } from '../MoneyPiece/MoneyPiece.css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** A place on the tray: the bank, a purse, the counter. */
export const place = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: '7rem',
  padding: vars.space.sm,
  border: `3px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-variant="bank"]': { backgroundColor: vars.color.surfaceSunken },
    // While a piece is held or chosen, the place that can take it shows so.
    '&[data-target]': { borderStyle: 'dashed', borderColor: vars.color.accent },
    '&[data-over]': {
      borderStyle: 'solid',
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
    '&[data-lit]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px ${vars.color.focusRing}`,
    },
  },
});

export const placeHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const placeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});

export const total = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

/** The pieces of a place: they wrap, so a narrow phone never scrolls sideways. */
export const pieceList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: vars.size.targetLarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pieceSlot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  maxWidth: '100%',
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

const pulse = keyframes({
  '0%, 100%': { transform: 'scale(1)' },
  '50%': { transform: 'scale(1.12)' },
});

/** A piece: a button at least 44 px square around its art. */
export const piece = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  maxWidth: '100%',
  padding: vars.space.xxs,
  border: '3px solid transparent',
  borderRadius: vars.radius.md,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
    '&[data-state="dragging"]': { opacity: 0.85, cursor: 'grabbing' },
    '&[data-state="highlighted"]': { backgroundColor: vars.color.warningSoft },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&[data-state="highlighted"]': { animation: `${pulse} 900ms ease-in-out 2` } },
    },
  },
});

/** A small text button (Put back, Sort by value): the one every money widget uses. */
export const action = pillButton;

/** The running total as a button that switches "$1.25" and "125¢". */
export const totalButton = style([
  action,
  { fontSize: vars.fontSize.large, fontVariantNumeric: 'tabular-nums' },
]);

/** Two places side by side when there is room; one under the other on a phone. */
export const columns = style({
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
});
