import { useCallback, useEffect, useRef, useState } from 'react';
import type { Placement } from '../../interaction/dnd/places';
import type { SessionPhase } from '../../model/session';
import type { CheckResult } from '../../model/types';
import { misplacedBounce, type SortBinsFeedback } from './sortBinsModel';

/** What {@link useBounceOnCheck} reads: the practice item's check and the Lingo's sort. */
export interface BounceOnCheckOptions {
  /** The practice item's `state`: a bounce follows an `incorrect` check. */
  readonly state: SessionPhase;
  /** The practice item's `result`: its `marks` say which items are misplaced. */
  readonly result: CheckResult | null;
  /** The Lingo's sort: item id → bin id, or null for the tray. */
  readonly placement: Placement;
  /** Sets the Lingo's sort (its state setter); the bounce puts misplaced items in the tray. */
  readonly setPlacement: (placement: Placement) => void;
  /**
   * The hint SortBins shows under the bins and announces with the bounce. Leave it out when
   * the practice session already shows the check's hint, so it is not said twice.
   */
  readonly hint?: string;
}

/** What {@link useBounceOnCheck} gives. */
export interface BounceOnCheck {
  /** SortBins' `feedback`: the latest bounce, until `clearFeedback`. */
  readonly feedback: SortBinsFeedback | undefined;
  /** Forgets the bounce; call it when the child moves an item, so its marks and hint go. */
  readonly clearFeedback: () => void;
}

/**
 * A Check of a whole SortBins sort, on screen: after a wrong check, every misplaced item
 * goes back to the tray ({@link misplacedBounce}) once per checked result, and SortBins gets
 * a feedback with a fresh key, each bounced item with the bin it came from, and the hint.
 * A right check bounces nothing.
 */
export function useBounceOnCheck({
  state,
  result,
  placement,
  setPlacement,
  hint,
}: BounceOnCheckOptions): BounceOnCheck {
  const [feedback, setFeedback] = useState<SortBinsFeedback | undefined>(undefined);
  // The bounce itself changes `placement` while the state is still `incorrect`: one per check.
  const bouncedFor = useRef<CheckResult | null>(null);
  const bounces = useRef(0);

  useEffect(() => {
    if (state !== 'incorrect' || !result?.marks || bouncedFor.current === result) return;
    bouncedFor.current = result;
    const bounce = misplacedBounce(placement, result.marks, (bounces.current += 1), hint);
    if (bounce.feedback.bounced.length === 0 && !hint) return;
    setPlacement(bounce.placement);
    setFeedback(bounce.feedback);
  }, [state, result, placement, setPlacement, hint]);

  const clearFeedback = useCallback(() => setFeedback(undefined), []);
  return { feedback, clearFeedback };
}
