/**
 * How a practice item shows its check, the same in every Lingo: the mark of the card picked,
 * and the misconception whose hint visual is on screen.
 */
import type { SessionPhase } from '../model/session';
import type { CheckResult } from '../model/types';
import type { ChoiceMark } from '../widgets/ChoiceGrid/ChoiceGrid';

/** The mark of the card picked, once the answer is checked (`correct` or `incorrect`). */
export function checkedMark<Value extends string>(
  picked: Value | null | undefined,
  state: SessionPhase,
): Partial<Record<Value, ChoiceMark>> | undefined {
  if (picked === null || picked === undefined) return undefined;
  if (state !== 'correct' && state !== 'incorrect') return undefined;
  const mark: ChoiceMark = state === 'correct' ? 'correct' : 'incorrect';
  return { [picked]: mark } as Partial<Record<Value, ChoiceMark>>;
}

/** What {@link shownMisconception} reads of an item's session state. */
export interface ShownMisconceptionState<Misconception extends string = string> {
  readonly state: SessionPhase;
  readonly attempt: number;
  readonly result: CheckResult<Misconception> | null;
}

/**
 * The misconception a hint visual answers to (a flashing hand, a lit landmark): shown after a
 * miss and while the child tries again, never before the first answer.
 */
export function shownMisconception<Misconception extends string = string>({
  state,
  attempt,
  result,
}: ShownMisconceptionState<Misconception>): Misconception | undefined {
  return attempt > 0 || state === 'incorrect' ? result?.misconception : undefined;
}
