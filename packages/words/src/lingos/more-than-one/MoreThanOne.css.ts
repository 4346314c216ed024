import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';
import { letterFont } from '../../widgets/letterType.css';

/** Three of a thing, side by side. */
export const three = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});

/** What the child looks at and hears, above the widget. */
export const cue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
});

/** A word on a choice card, in the literacy font. */
export const cardWord = style([letterFont, { fontSize: 40, lineHeight: 1.2 }]);

/** A written word on a sort card: room on its right for the card's small speaker. */
export const sortWord = style({ paddingInlineEnd: '2.25rem' });

/** The singular shown at step 4. */
export const singular = style([
  letterFont,
  { margin: 0, fontSize: 48, lineHeight: 1.15, color: vars.color.text },
]);

/** The tiles take the whole width of the stage. */
export const tiles = style({ width: '100%' });
