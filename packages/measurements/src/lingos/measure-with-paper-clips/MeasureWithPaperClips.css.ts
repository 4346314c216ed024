import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** What the child answers with (the NumberPad, YesNo, the cards): a comfortable width. */
export const answer = style({
  width: '100%',
  maxWidth: '36rem',
});

/** Max's row with its caption. */
export const maxRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  margin: 0,
  maxWidth: '100%',
});

/** "Max's row", beside Max the beaver. */
export const maxCaption = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontSize: 20,
  fontWeight: 700,
  color: vars.color.text,
});

/**
 * Around Max's row: shows the joint picked. UnitRow's joint buttons carry `data-joint`; the
 * row has no "picked joint" of its own, so this wrapper marks it (a ring, green or red once
 * checked) from `data-selected-joint`.
 */
export const jointPicker = style({ maxWidth: '100%' });

// Max's rows have at most 9 units: joints 0 to 7.
for (let joint = 0; joint < 10; joint += 1) {
  const tile = `${jointPicker}[data-selected-joint="${joint}"] [data-joint="${joint}"]`;
  globalStyle(tile, {
    outline: `4px solid ${vars.color.accent}`,
    outlineOffset: -4,
    background: `color-mix(in srgb, ${vars.color.accent} 18%, transparent)`,
  });
  globalStyle(
    `${jointPicker}[data-joint-state="correct"][data-selected-joint="${joint}"] [data-joint="${joint}"]`,
    {
      outlineColor: vars.color.success,
    },
  );
  globalStyle(
    `${jointPicker}[data-joint-state="incorrect"][data-selected-joint="${joint}"] [data-joint="${joint}"]`,
    {
      outlineColor: vars.color.danger,
    },
  );
}

/** Step 4's unscored part: lay the other unit to check, set apart from the question. */
export const tryIt = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: 16,
  borderRadius: 24,
  background: vars.color.surfaceSunken,
});
