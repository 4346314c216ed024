import { cx } from '../internal/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PageSkeleton.css';

/** Props of {@link PageSkeleton}. */
export interface PageSkeletonProps {
  /** What screen readers hear; default "Loading…". */
  label?: string;
  className?: string;
}

/**
 * The placeholder while an activity page loads: a header bar, a breadcrumb line, a title
 * and three cards. Marked `aria-busy`, with a visually hidden "Loading…" status.
 */
export function PageSkeleton({ label = 'Loading…', className }: PageSkeletonProps) {
  return (
    <div className={cx(styles.root, className)} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <div className={styles.headerBar} data-part="header">
        <Skeleton width="10rem" height="2rem" />
        <Skeleton width="2.75rem" height="2.75rem" radius="999px" />
      </div>
      <Skeleton width="16rem" height="1rem" />
      <Skeleton width="24rem" height="2.5rem" radius="0.75rem" />
      <div className={styles.cards}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.card} data-part="card">
            <Skeleton width="60%" height="1.5rem" />
            <Skeleton height="1rem" />
            <Skeleton width="80%" height="1rem" />
            <Skeleton width="8rem" height="3.5rem" radius="1.25rem" />
          </div>
        ))}
      </div>
    </div>
  );
}
