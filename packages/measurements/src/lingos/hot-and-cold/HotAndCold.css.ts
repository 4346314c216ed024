import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The thermometer and what answers it, side by side when they fit, else one above the other. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  width: '100%',
});

/** The temperature cards: as wide as they need on a phone, never wider than three short ones. */
export const choices = style({
  width: '100%',
  maxWidth: '30rem',
  selectors: {
    // Beside the thermometer the cards share the row with it.
    [`${row} > &`]: { flex: '1 1 16rem' },
  },
});

/** A temperature on a card: "−15 °C", never broken between the number and its unit. */
export const temperature = style({
  fontSize: 28,
  fontWeight: 700,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

/** The scene of step 3: its picture over its name. */
export const scene = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
});

/** The scene's name under its picture. */
export const sceneName = style({
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
  textAlign: 'center',
});
