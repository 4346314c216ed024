import { style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The story card: its picture, the facts for the eye, and the button to hear it again. */
export const storyCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

/** The story's numbers in symbols, for children who cannot read the story yet. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
});

/** One fact: a time or a length of time. */
export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
});

/** A "who finished first?" card: picture, name, start and how long. */
export const runner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The big picture of a worked-example step without a ribbon. */
export const examplePicture = style({
  fontSize: 72,
  lineHeight: 1,
  margin: 0,
});

/** Answer cards take the whole width, so as many sit side by side as fit. */
export const choices = style({
  width: '100%',
});
