import { useEffect, useState } from 'react';
import type { Placement } from '../../interaction/dnd/places';
import type { SessionPhase } from '../../model/session';
import type { CheckResult } from '../../model/types';
import type { SortBinsFeedback, SortBinsMark } from './sortBinsModel';
import { useBounceOnCheck } from './useBounceOnCheck';

/** One card of a sort and the bin it belongs in. */
export interface SortItemSolution {
  readonly id: string;
  readonly bin: string;
}

/** What {@link useSortItem} reads: the practice item's props and the Lingo's sort. */
export interface SortItemOptions<Answer> {
  /** The practice item's `state`. */
  readonly state: SessionPhase;
  /** The practice item's `result`: its `marks` bounce and lock the cards. */
  readonly result: CheckResult | null;
  /** The practice item's `attempt`: a retry clears the answer. */
  readonly attempt: number;
  /** The practice item's `workedExample`: its `index` is the step on screen. */
  readonly workedExample: { readonly index: number } | null;
  /** The practice item's `setAnswer`. */
  readonly setAnswer: (answer: Answer | undefined) => void;
  /** The answer of a sort, or undefined while it is not complete (Check waits). */
  readonly toAnswer: (placement: Placement) => Answer | undefined;
  /** Every card with its right bin, in the order a worked example places them. */
  readonly solution: readonly SortItemSolution[];
  /** Worked-example steps per card (default 1); the card lands on the last of its steps. */
  readonly stepsPerCard?: number;
  /** A worked example marks its placed cards right (default: no marks). */
  readonly markWorkedExample?: boolean;
  /** The hint SortBins shows with a bounce; leave it out when the session shows it. */
  readonly hint?: string;
}

/** What {@link useSortItem} gives: SortBins' `placement`, `onPlace`, `marks` and `feedback`. */
export interface SortItem {
  /** The sort on screen: the child's, or the worked example's so far. */
  readonly placement: Placement;
  /** Moves a card, forgets the last bounce and sets the answer once the sort is complete. */
  readonly onPlace: (itemId: string, binId: string | null) => void;
  /** The checked right cards still in a bin, so they stay locked. */
  readonly marks: Readonly<Record<string, SortBinsMark>>;
  /** The latest bounce, none during a worked example. */
  readonly feedback: SortBinsFeedback | undefined;
}

/** A worked example's sort at step `index`: each card in its bin once its steps are shown. */
function workedExamplePlacement(
  solution: readonly SortItemSolution[],
  index: number,
  stepsPerCard: number,
): Placement {
  return Object.fromEntries(
    solution.map(({ id, bin }, position) => [
      id,
      (position + 1) * stepsPerCard - 1 <= index ? bin : null,
    ]),
  );
}

/**
 * A SortBins sort checked as a whole, as one practice item: the child's placement, a bounce of
 * the misplaced cards after a wrong Check ({@link useBounceOnCheck}), the answer cleared when
 * a retry starts, the answer set only when the sort is complete, a worked example placing
 * one card per step, and the right cards locked. Spread the result into SortBins.
 */
export function useSortItem<Answer>({
  state,
  result,
  attempt,
  workedExample,
  setAnswer,
  toAnswer,
  solution,
  stepsPerCard = 1,
  markWorkedExample = false,
  hint,
}: SortItemOptions<Answer>): SortItem {
  const [placement, setPlacement] = useState<Placement>({});
  const { feedback, clearFeedback } = useBounceOnCheck({
    state,
    result,
    placement,
    setPlacement,
    ...(hint ? { hint } : {}),
  });

  // Trying again starts from the bounced sort: Check waits until every card is back in a bin.
  useEffect(() => {
    if (state === 'answering' && attempt > 0) setAnswer(undefined);
  }, [state, attempt, setAnswer]);

  function onPlace(itemId: string, binId: string | null) {
    const next = { ...placement, [itemId]: binId };
    setPlacement(next);
    clearFeedback();
    setAnswer(toAnswer(next));
  }

  if (workedExample) {
    const shown = workedExamplePlacement(solution, workedExample.index, stepsPerCard);
    const marks: Record<string, SortBinsMark> = markWorkedExample
      ? Object.fromEntries(
          Object.entries(shown).flatMap(([id, bin]) => (bin ? [[id, 'correct' as const]] : [])),
        )
      : {};
    return { placement: shown, onPlace, marks, feedback: undefined };
  }
  // A card checked right is locked in its bin, so "still placed" means "still right".
  const marks = Object.fromEntries(
    Object.entries(result?.marks ?? {}).filter(
      ([id, mark]) => mark === 'correct' && (placement[id] ?? null) !== null,
    ),
  );
  return { placement, onPlace, marks, feedback };
}
