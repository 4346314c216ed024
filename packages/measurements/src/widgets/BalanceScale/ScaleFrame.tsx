import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './BalanceScale.css';
import { panDrops } from './balanceModel';

/** Props of {@link ScaleFrame}. */
export interface ScaleFrameProps {
  /** The beam's angle in degrees (clockwise: the right end down). */
  readonly angle: number;
  /** The left pan (its stacks and dish). */
  readonly left: ReactNode;
  readonly right: ReactNode;
  readonly small?: boolean;
}

/**
 * The drawing of a balance scale, shared by the interactive scale and the weighing pictures:
 * a beam on a stand, turned by `angle`, and two pans riding on its ends. The pans move by the
 * model's drops (a share of the scale's width, in `cqw`), so the drawing keeps its shape from
 * a 320 px phone up. The turn is a CSS transition; the root's `data-motion` stops it.
 */
export function ScaleFrame({ angle, left, right, small = false }: ScaleFrameProps): ReactElement {
  const drops = panDrops(angle);
  return (
    <div
      className={small ? `${styles.scale} ${styles.scaleSmall}` : styles.scale}
      style={assignInlineVars({
        [styles.tiltVar]: `${angle}deg`,
        [styles.leftDropVar]: String(drops.left * 100),
        [styles.rightDropVar]: String(drops.right * 100),
      })}
      data-tilt={angle}
    >
      <div
        className={small ? `${styles.frame} ${styles.frameSmall}` : styles.frame}
        aria-hidden="true"
      >
        <div className={small ? `${styles.stand} ${styles.standSmall}` : styles.stand} />
        <div
          className={small ? `${styles.beam} ${styles.beamSmall}` : styles.beam}
          data-part="beam"
        />
        <div className={small ? `${styles.pivot} ${styles.pivotSmall}` : styles.pivot} />
      </div>
      <div className={styles.pans}>
        <div className={`${styles.panSlot} ${styles.panSlotLeft}`} data-pan-slot="left">
          {left}
        </div>
        <div className={`${styles.panSlot} ${styles.panSlotRight}`} data-pan-slot="right">
          {right}
        </div>
      </div>
    </div>
  );
}
