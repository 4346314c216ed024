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

/** How big a weighing is drawn: `small` (one of two side by side) or `large` (an item's main picture). */
export const balanceWeighingSizes = ['small', 'large'] as const;
/** `small` or `large`. */
export type BalanceWeighingSize = (typeof balanceWeighingSizes)[number];

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
  /**
   * `small` (default): up to 16 rem wide, its things a little smaller, for two weighings side
   * by side. `large`: up to 30 rem, drawn like the scale itself, as an item's main picture
   * ("2 same boxes balance 600 g").
   */
  readonly size?: BalanceWeighingSize;
  readonly className?: string;
}

/**
 * A weighing already done, still: a picture of a balance scale with its pans loaded and its
 * beam settled, small beside another (3-1 step 4: "two weighings are shown") or large as an
 * item's main picture. Named by the scale in words; nothing on it moves.
 */
export function BalanceWeighing({
  left,
  right,
  title,
  label,
  drawnSizes,
  size = 'small',
  className,
}: BalanceWeighingProps): ReactElement {
  const small = size === 'small';
  const items = balanceItems({ left, right });
  const angle = tiltAngle(panGrams(items, 'left'), panGrams(items, 'right'));
  const pan = (side: BalancePan) => (
    <div className={styles.pan} data-pan={side}>
      <span className={small ? `${styles.stacks} ${styles.stacksSmall}` : styles.stacks}>
        {groupsOn(items, side).map((group) => (
          <span key={group.kind} className={styles.stackStill}>
            <ThingArt
              thing={group.thing}
              count={group.keys.length}
              drawnSizes={drawnSizes}
              small={small}
            />
          </span>
        ))}
      </span>
      <span
        className={small ? `${styles.dish} ${styles.dishSmall}` : styles.dish}
        data-part="dish"
      />
    </div>
  );
  const text = label ?? describeScale(items);
  return (
    <div
      role="img"
      aria-label={title ? `${title}. ${text}` : text}
      className={[styles.weighing, small ? undefined : styles.weighingLarge, className]
        .filter(Boolean)
        .join(' ')}
      data-motion="reduced"
      data-size={size}
    >
      {title ? <p className={styles.weighingTitle}>{title}</p> : null}
      <ScaleFrame angle={angle} left={pan('left')} right={pan('right')} small={small} />
    </div>
  );
}
