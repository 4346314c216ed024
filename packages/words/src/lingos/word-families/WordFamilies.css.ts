import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';
import { letterFont } from '../../widgets/letterType.css';

/** The picture and the replay button, side by side, above the tiles. */
export const cue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
});

/** The ladder's last rung: the word climbed from. */
export const rung = style([
  letterFont,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `2px dashed ${vars.color.border}`,
    color: vars.color.text,
    fontSize: 32,
  },
]);

/** "From" before the rung's word, in the body font. */
export const rungLabel = style({
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  color: vars.color.textMuted,
});

/** A written word on a sort card: room on its right for the card's small speaker. */
export const sortWord = style({ paddingInlineEnd: '2.25rem' });

/** The tiles take the whole width of the stage. */
export const tiles = style({ width: '100%' });
