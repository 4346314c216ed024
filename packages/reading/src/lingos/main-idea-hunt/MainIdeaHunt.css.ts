import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The "big idea" balloon, waiting to be placed on a sentence. */
export const balloon = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  margin: 0,
  padding: '4px 16px 4px 8px',
  borderRadius: 999,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 22,
  fontWeight: 700,
});

/** A title card in the sort: the title in large, bold words, wrapping on a narrow card. */
export const titleCard = style({
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
});
