import type { ReactElement } from 'react';
import * as styles from './BalanceScale.css';
import {
  balanceItems,
  describeScale,
  groupsOn,
  panGrams,
  tiltAngle,
  type BalancePan,
  type BalanceThing,
  type DrawnSize,
} from './balanceModel';
import { ScaleFrame } from './ScaleFrame';
import { ThingArt } from './ThingArt';

/** Props of {@link BalanceWeighing}. */
export interface BalanceWeighingProps {
  /** What is on the left pan. */
  readonly left: readonly BalanceThing[];
  /** What is on the right pan. */
  readonly right: readonly BalanceThing[];
  /** A caption drawn above it and said first: "Weighing 1". */
  readonly title?: string;
  /**
   * The picture's text alternative; default the scale in words ("Scale tipped: left pan
   * down with a box, right pan up with a ball."), after the title.
   */
  readonly label?: string;
  /** How big objects are drawn, 1 to 5 by object id, for objects that carry no `drawnSize`. */
  readonly drawnSizes?: Readonly<Record<string, DrawnSize>>;
  readonly className?: string;
}

/**
 * A weighing already done, drawn small and still: a picture of a balance scale with its pans
 * loaded and its beam settled (3-1 step 4: "two weighings are shown"). Named by the scale in
 * words; nothing on it moves.
 */
export function BalanceWeighing({
  left,
  right,
  title,
  label,
  drawnSizes,
  className,
}: BalanceWeighingProps): ReactElement {
  const items = balanceItems({ left, right });
  const angle = tiltAngle(panGrams(items, 'left'), panGrams(items, 'right'));
  const pan = (side: BalancePan) => (
    <div className={styles.pan} data-pan={side}>
      <span className={`${styles.stacks} ${styles.stacksSmall}`}>
        {groupsOn(items, side).map((group) => (
          <span key={group.kind} className={styles.stackStill}>
            <ThingArt thing={group.thing} count={group.keys.length} drawnSizes={drawnSizes} small />
          </span>
        ))}
      </span>
      <span className={`${styles.dish} ${styles.dishSmall}`} />
    </div>
  );
  const text = label ?? describeScale(items);
  return (
    <div
      role="img"
      aria-label={title ? `${title}. ${text}` : text}
      className={[styles.weighing, className].filter(Boolean).join(' ')}
      data-motion="reduced"
    >
      {title ? <p className={styles.weighingTitle}>{title}</p> : null}
      <ScaleFrame angle={angle} left={pan('left')} right={pan('right')} small />
    </div>
  );
}
