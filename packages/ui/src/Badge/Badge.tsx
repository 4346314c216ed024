import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { badge, badgeTones } from './Badge.css';

export { badgeTones };

/** One of the badge colour tones. */
export type BadgeTone = (typeof badgeTones)[number];

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour tone; every tone meets AA contrast in every theme. Default `neutral`. */
  tone?: BadgeTone;
}

/** A small pill label, e.g. 'Learn' or a `0/5` progress count. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span {...props} className={cx(badge({ tone }), className)} />;
}
