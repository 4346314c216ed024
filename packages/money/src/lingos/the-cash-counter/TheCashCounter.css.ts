import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The drawer takes the whole width of the activity. */
export const drawer = style({
  width: '100%',
});

/** Answers: the tally sheet and the pad. */
export const answers = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.md,
  width: '100%',
});

/** The tally sheet beside (or above) the pad. */
export const tally = style({
  flex: '1 1 16rem',
  maxWidth: '24rem',
  minWidth: 0,
});

/** The pad beside (or under) the sheet. */
export const pad = style({
  flex: '0 1 20rem',
  minWidth: 0,
});

/** The "Tally sheet" tool button row (step 4). */
export const tool = style({
  display: 'flex',
  justifyContent: 'center',
  width: '100%',
});
