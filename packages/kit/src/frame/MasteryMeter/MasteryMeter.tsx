import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import { cx } from '../../internal/cx';
import star from '../../picture/art/star';
import { Picture } from '../../picture/Picture/Picture';
import * as styles from './MasteryMeter.css';

/** Props of {@link MasteryMeter}. */
export interface MasteryMeterProps {
  /** 0–100. */
  readonly value: number;
  readonly className?: string;
}

/** The mastery bar: a `progressbar` named "Mastery", 0–100, with a star when full. */
export function MasteryMeter({ value, className }: MasteryMeterProps) {
  const labelId = useId();
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={cx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        Mastery
      </span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={clamped === 100 ? '100%, mastered' : `${clamped}%`}
        className={styles.track}
      >
        <div className={styles.bar} style={assignInlineVars({ [styles.fill]: `${clamped}%` })} />
      </div>
      <span className={styles.value} aria-hidden="true">
        {clamped === 100 ? <Picture art={star} size={28} decorative /> : `${clamped}%`}
      </span>
    </div>
  );
}
