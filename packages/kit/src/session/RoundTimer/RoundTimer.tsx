import stopwatch from '../../picture/art/stopwatch';
import { Picture } from '../../picture/Picture/Picture';
import { Button, VisuallyHidden } from '@lingos/ui';
import { formatTimer } from '../../model/session';
import * as styles from './RoundTimer.css';

/** Props of {@link RoundTimer}. */
export interface RoundTimerProps {
  /** The round's time so far, in ms. */
  readonly elapsedMs: number;
  /** The child hid the timer (it still counts). */
  readonly hidden: boolean;
  /** The child turned the timer off (nothing is counted or recorded). */
  readonly off: boolean;
  readonly onHiddenChange: (hidden: boolean) => void;
  readonly onOffChange: (off: boolean) => void;
}

/**
 * The Speed round's timer with its two switches, "Hide timer" and "Timer off", always
 * available. The time is a `timer` role, which screen readers do not read out by itself.
 */
export function RoundTimer({
  elapsedMs,
  hidden,
  off,
  onHiddenChange,
  onOffChange,
}: RoundTimerProps) {
  return (
    <div className={styles.root}>
      {hidden || off ? null : (
        <span role="timer" className={styles.time}>
          <Picture art={stopwatch} size={24} decorative />
          <VisuallyHidden>Round time: </VisuallyHidden>
          {formatTimer(elapsedMs)}
        </span>
      )}
      <Button
        variant="secondary"
        size="md"
        className={styles.toggle}
        aria-pressed={hidden}
        disabled={off}
        onClick={() => onHiddenChange(!hidden)}
      >
        Hide timer
      </Button>
      <Button
        variant="secondary"
        size="md"
        className={styles.toggle}
        aria-pressed={off}
        onClick={() => onOffChange(!off)}
      >
        Timer off
      </Button>
    </div>
  );
}
