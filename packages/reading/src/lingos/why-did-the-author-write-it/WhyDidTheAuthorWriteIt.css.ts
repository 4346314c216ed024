import { style } from '@vanilla-extract/css';

/** A purpose card: its picture over its words. */
export const purpose = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  fontSize: 20,
  fontWeight: 700,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

/** The purpose's name ("to persuade"), bigger than its explanation. */
export const purposeName = style({
  fontSize: 24,
});

/** The explanation under it. */
export const purposeMeaning = style({
  fontWeight: 400,
});
