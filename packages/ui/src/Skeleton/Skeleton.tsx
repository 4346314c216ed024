import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../internal/cx';
import * as styles from './Skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** CSS width; default `100%`. */
  width?: string;
  /** CSS height; default `1.25rem`. */
  height?: string;
  /** CSS border radius; default the small radius. */
  radius?: string;
  className?: string;
}

/** A placeholder block that pulses gently (static with reduced motion); hidden from screen readers. */
export function Skeleton({ width, height, radius, className }: SkeletonProps) {
  const inline: Record<string, string> = {};
  if (width) inline[styles.widthVar] = width;
  if (height) inline[styles.heightVar] = height;
  if (radius) inline[styles.radiusVar] = radius;
  return (
    <span
      aria-hidden="true"
      className={cx(styles.root, className)}
      style={assignInlineVars(inline)}
    />
  );
}
