import type { ReactElement, ReactNode } from 'react';
import * as styles from './StartEnd.css';

/** Props of StartEnd. */
export interface StartEndProps {
  /** The start: a clock, digits, or a question mark to find. */
  readonly start: ReactNode;
  readonly end: ReactNode;
  /**
   * Hide the whole pair from assistive tech, when a sentence nearby says what both show (the
   * words "Start" and "End" are always for the eye only: each clock names itself).
   */
  readonly decorative?: boolean;
}

/**
 * A start and an end side by side, "Start" and "End" over their clocks with an arrow from
 * one to the other (how long, 2-4; elapsed time, 3-4; and both in Master Time Challenge).
 */
export function StartEnd({ start, end, decorative = false }: StartEndProps): ReactElement {
  return (
    <div className={styles.root} aria-hidden={decorative || undefined}>
      <div className={styles.card}>
        <p className={styles.label} aria-hidden="true">
          Start
        </p>
        {start}
      </div>
      <svg className={styles.arrow} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path
          d="M6 20h24M22 11l9 9-9 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className={styles.card}>
        <p className={styles.label} aria-hidden="true">
          End
        </p>
        {end}
      </div>
    </div>
  );
}
