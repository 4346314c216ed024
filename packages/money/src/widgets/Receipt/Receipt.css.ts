import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** A till slip: white paper, a zigzag torn edge drawn by the border, a monospace column. */
export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: '22rem',
  minWidth: 0,
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.body,
});

export const caption = style({
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.large,
  fontWeight: 800,
  textAlign: 'start',
});

export const label = style({
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} 0`,
  fontWeight: 400,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

export const amount = style({
  padding: `${vars.space.xxs} 0`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

/** The first row after the item lines: a rule above it. */
export const ruled = style({ borderTop: `2px dashed ${vars.color.border}` });

/** The total: bold and a little bigger. */
export const strong = style({ fontWeight: 800, fontSize: vars.fontSize.large });

export const unknown = style({ fontWeight: 800, color: vars.color.accentSoftText });

/** A tally line's amount: a button that chooses the line the NumberPad writes into. */
export const entry = style({
  minWidth: '6rem',
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      borderWidth: 3,
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
    '&[data-mark="correct"]': { borderColor: vars.color.success },
    '&[data-mark="incorrect"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

/** A compartment the Lingo lit up (a wrong subtotal). */
export const litRow = style({
  backgroundColor: vars.color.warningSoft,
  color: vars.color.warningSoftText,
});

export const mark = style({
  display: 'inline-flex',
  marginInlineStart: vars.space.xxs,
  fontWeight: 800,
});
