import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../internal/cx';
import * as styles from './ProgressBar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** The bar's accessible name, e.g. "Level 1 progress". */
  readonly label: string;
  /** How many are done; kept within 0 and `total`. */
  readonly completed: number;
  /** How many there are in all. */
  readonly total: number;
  readonly className?: string;
}

/**
 * How far along a set of things is: the text "2 of 5 done · 40%" above a filled track. The
 * track is a `progressbar` (0–100, the percentage rounded) named by `label`, whose value text
 * says the same as the visible line. With nothing to do it shows 0%.
 */
export function ProgressBar({ label, completed, total, className }: ProgressBarProps) {
  const all = Math.max(0, total);
  const done = Math.min(all, Math.max(0, completed));
  const percentage = all === 0 ? 0 : Math.round((done / all) * 100);
  return (
    <div className={cx(styles.root, className)}>
      {/* The bar's value text carries this line for screen readers; hidden to say it once. */}
      <p className={styles.status} aria-hidden="true">
        {done} of {all} done · {percentage}%
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={`${done} of ${all} done, ${percentage}%`}
        className={styles.track}
      >
        <div className={styles.bar} style={assignInlineVars({ [styles.fill]: `${percentage}%` })} />
      </div>
    </div>
  );
}
