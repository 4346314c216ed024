import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';
import { letterFont } from '../../widgets/letterType.css';

/** The written word (or the picture) and its speaker, side by side. */
export const cue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
});

/** The written word of steps 1–2, big, in the literacy font. */
export const written = style([
  letterFont,
  {
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    border: `2px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: 64,
    lineHeight: 1.15,
  },
]);

/** Step 1's magic e: in the accent colour, bolder, with a dotted underline (never colour alone). */
export const magicE = style({
  color: vars.color.accentSoftText,
  backgroundColor: vars.color.accentSoft,
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
  textDecorationThickness: 4,
  textUnderlineOffset: 8,
});

/** "You heard the word: this one is practice." */
export const note = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The tiles take the whole width of the stage. */
export const tiles = style({ width: '100%' });
