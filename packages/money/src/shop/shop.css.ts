import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A place pieces sit in (the purse, the counter, the till, the change tray). */
export const place = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  width: '100%',
  maxWidth: 560,
  padding: 12,
  borderRadius: 16,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  boxSizing: 'border-box',
});

/** A place's title line: its name and, when shown, its total. */
export const placeTitle = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  margin: 0,
  fontSize: 20,
  fontWeight: 700,
  color: vars.color.text,
});

/** The pieces of a place, wrapping on narrow screens. */
export const pieceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  minHeight: 64,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One piece as a button: at least 56 px square, the piece drawn inside. */
export const pieceButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 56,
  minHeight: 56,
  padding: 4,
  borderRadius: 12,
  border: `2px solid transparent`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.accentBorder },
    '&[aria-disabled="true"]': { cursor: 'default', opacity: 0.6 },
    '&[data-lit="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
  },
});

/** What a place says when it is empty. */
export const empty = style({
  margin: 0,
  fontSize: 18,
  color: vars.color.textMuted,
});

/** A price tag: a tag shape with the item's picture, its name and its price. */
export const priceTag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 16px',
  borderRadius: '12px 28px 28px 12px',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
});

/** The words of a price tag. */
export const priceTagWords = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: 20,
  fontWeight: 700,
  lineHeight: 1.3,
});

/** The price itself, big. */
export const price = style({
  fontSize: 28,
});

/** A shelf of price tags. */
export const shelf = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A paper receipt. */
export const receipt = style({
  width: '100%',
  maxWidth: 360,
  padding: '12px 16px',
  borderRadius: 8,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 20,
  boxSizing: 'border-box',
});

/** A receipt line: words left, amount right. */
export const receiptLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  margin: 0,
  lineHeight: 1.5,
  fontVariantNumeric: 'tabular-nums',
});

/** The receipt's total line. */
export const receiptTotal = style({
  fontWeight: 700,
  borderTop: `2px solid ${vars.color.border}`,
  marginTop: 4,
  paddingTop: 4,
});

/** A part of an item (type the total, pay, give change), one under the other. */
export const part = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  width: '100%',
});

/** A part's heading. */
export const partTitle = style({
  margin: 0,
  fontSize: 22,
  fontWeight: 700,
  textAlign: 'center',
  color: vars.color.text,
});

/** The form switch above a money NumberPad. */
export const formSwitch = style({
  display: 'flex',
  gap: 8,
  justifyContent: 'center',
});
