import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';
import { letterFont, letterMinSizePx } from '../letterType.css';

/** Tiles are at least 56 px; their letters at least 48 px high (words.md: Pictures and type). */
const tileSize = '3.5rem';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The row of slots and chunks: it wraps, so a 6-slot word with chunks fits 320 px. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const slot = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minWidth: `calc(${tileSize} + 0.5rem)`,
  minHeight: `calc(${tileSize} + 0.5rem)`,
  padding: '0.125rem',
  borderRadius: vars.radius.md,
  border: `3px dashed ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  selectors: {
    '&[data-state="filled"]': { borderStyle: 'solid' },
    '&[data-state="correct"]': {
      borderStyle: 'solid',
      borderColor: vars.color.success,
      backgroundColor: vars.color.successSoft,
    },
    // Wrong: a cross and a dotted border, so the state never rests on colour alone.
    '&[data-state="wrong"]': {
      borderStyle: 'dotted',
      borderColor: vars.color.danger,
      backgroundColor: vars.color.dangerSoft,
    },
    '&[data-target]': { borderColor: vars.color.accent },
    '&[data-over]': {
      borderStyle: 'solid',
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
  },
});

/** A slot's number under it, so "slot 2" in the read-back can be found on screen. */
export const slotNumber = style({
  position: 'absolute',
  insetBlockEnd: '-0.1rem',
  insetInlineStart: '0.3rem',
  fontSize: '0.75rem',
  fontWeight: 700,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const mark = style({
  position: 'absolute',
  insetBlockStart: '-0.6rem',
  insetInlineEnd: '-0.6rem',
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  fontSize: '1rem',
});

export const markVariant = styleVariants({
  correct: { backgroundColor: vars.color.success, color: vars.color.successText },
  wrong: { backgroundColor: vars.color.danger, color: vars.color.dangerText },
});

/** A fixed chunk ("at" of "_ + at"): shown like a tile, but flat and never moved. */
export const chunk = style([
  letterFont,
  {
    display: 'grid',
    placeItems: 'center',
    minHeight: tileSize,
    paddingInline: vars.space.xs,
    fontSize: `${letterMinSizePx}px`,
    lineHeight: 1,
    color: vars.color.text,
  },
]);

export const tray = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `3px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-target]': { borderStyle: 'dashed', borderColor: vars.color.accent },
    '&[data-over]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft },
  },
});

export const trayTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});

export const tileList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

/** The A–Z rack: rows of keys, as many as fit, in ABC order. */
export const rack = style([
  tileList,
  {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${tileSize}, 1fr))`,
    justifyItems: 'center',
  },
]);

export const tileHome = style({ display: 'grid', minWidth: tileSize, minHeight: tileSize });

/** Where a placed tile lives in the tray: an empty outline, so the other tiles never shift. */
export const ghost = style({
  minWidth: tileSize,
  minHeight: tileSize,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.border}`,
  opacity: 0.6,
});

export const tile = style([
  letterFont,
  {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    minWidth: tileSize,
    minHeight: tileSize,
    paddingInline: vars.space.xs,
    margin: 0,
    borderRadius: vars.radius.md,
    border: `2px solid ${vars.color.accentBorder}`,
    backgroundColor: vars.color.accentSoft,
    color: vars.color.accentSoftText,
    boxShadow: vars.shadow.raised,
    fontSize: `${letterMinSizePx}px`,
    lineHeight: 1,
    cursor: 'grab',
    touchAction: 'manipulation',
    userSelect: 'none',
    WebkitUserSelect: 'none',
    // A finger holds a tile for a moment before it drags: no callout in that moment.
    WebkitTouchCallout: 'none',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-state="dragging"]': {
        cursor: 'grabbing',
        boxShadow: `0 0 0 3px ${vars.color.focusRing}`,
      },
      '&[data-state="correct"]': {
        cursor: 'default',
        borderColor: vars.color.success,
        backgroundColor: vars.color.surface,
        color: vars.color.text,
      },
      '&[aria-disabled="true"]': { cursor: 'default' },
    },
  },
]);

export const message = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.fontSize.body,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const control = style({
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:hover': { borderColor: vars.color.accent },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'default' },
  },
});
