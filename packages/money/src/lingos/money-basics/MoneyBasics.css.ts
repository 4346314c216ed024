import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A look-closer area under the coins (the toonie's parts, the size comparison). */
export const closer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

/** A coin drawn under buttons laid over its parts. */
export const partsCoin = style({
  position: 'relative',
  display: 'inline-block',
  lineHeight: 0,
});

const partButton = style({
  position: 'absolute',
  borderRadius: '50%',
  border: 'none',
  padding: 0,
  margin: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `4px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    '&[data-state="tapped"]': {
      boxShadow: `0 0 0 4px ${vars.color.success}`,
    },
  },
});

/** The toonie's silver ring: the whole coin (its centre button sits on top). */
export const ringButton = style([partButton, { inset: 0 }]);

/** The toonie's gold centre, 61 % of its width (30.5 of 50 units in the art). */
export const centreButton = style([
  partButton,
  { inset: '19.5%', selectors: { '&:focus-visible': { outlineOffset: -2 } } },
]);

/** Two coins side by side, or one on the other. */
export const compare = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
});

/** The dime's own place, where it goes back to when let go elsewhere. */
export const home = style({ display: 'inline-flex' });

/** The dime to drag: a button, at least 56 px. */
export const movingCoin = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.targetLarge,
  minHeight: vars.size.targetLarge,
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': { outline: `4px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-state="dragging"]': { cursor: 'grabbing' },
  },
});

/** The nickel, the place to drop the dime on. */
export const target = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  border: `3px dashed ${vars.color.border}`,
  selectors: {
    '&[data-state="holding"]': { borderColor: vars.color.accentBorder },
    '&[data-state="over"]': {
      borderColor: vars.color.focusRing,
      background: vars.color.accentSoft,
    },
    '&[data-state="placed"]': { borderStyle: 'solid', borderColor: vars.color.success },
  },
});

/** The dime lying on the nickel, centred. */
export const onTop = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
});

/** A word under a coin. */
export const coinWord = style({
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  margin: 0,
  textAlign: 'center',
});

/** The value bars: one row per coin. */
export const bars = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  width: 'min(100%, 22rem)',
});

/** A value bar's row: its words, then the bar. */
export const barRow = style({
  display: 'grid',
  gridTemplateColumns: '8.5rem 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});

/** A bar, as long as the coin's value (its width set inline). */
export const bar = style({
  height: '1.75rem',
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  border: `2px solid ${vars.color.accentBorder}`,
});

/** A SortSequence card: the coin, then its name and value. */
export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
});

/** A closing-check card: the coin, its name under it when the question names it. */
export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
});

/** A MatchPairs card: the coin or picture over its word, narrow enough for two columns at 320 px. */
export const matchCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  lineHeight: 1.3,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
