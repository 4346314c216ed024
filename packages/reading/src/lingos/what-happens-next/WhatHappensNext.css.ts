import { vars } from '@lingos/ui/vars';
import { style } from '@vanilla-extract/css';

/** The ending card, revealed after the answer. */
export const ending = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '40rem',
  margin: '0 auto',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: 1.4 });

export const text = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: 1.5 });

export const clue = style({ margin: 0, fontSize: vars.fontSize.body, lineHeight: 1.5 });
