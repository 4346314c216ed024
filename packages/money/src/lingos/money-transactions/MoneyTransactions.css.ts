import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** "You paid with a toonie", the toonie beside the words. */
export const paidWith = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
});

/** The count up from the price, $1.50 … $1.75 … $2.00; the amounts reached are lit. */
export const countLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: 24,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${countLine} > li`, {
  padding: '4px 12px',
  borderRadius: 12,
  border: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  background: vars.color.surface,
});

globalStyle(`${countLine} > li[data-reached]`, {
  color: vars.color.accentSoftText,
  background: vars.color.accentSoft,
  borderColor: vars.color.accentBorder,
});

/** The rounding rule card of step 4. */
export const ruleCard = style({
  width: '100%',
  maxWidth: 420,
  padding: '12px 20px',
  borderRadius: 16,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  boxSizing: 'border-box',
});

/** The rule card's title. */
export const ruleTitle = style({
  margin: '0 0 8px',
  fontSize: 20,
  fontWeight: 700,
});

/** The four rules, one a line. */
export const ruleList = style({
  margin: 0,
  paddingLeft: 24,
  fontSize: 20,
  lineHeight: 1.5,
});

/** An amount to sort, as big as a price. */
export const amount = style({
  fontSize: 24,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

/** The Cash and Card buttons side by side. */
export const methods = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 16,
});
