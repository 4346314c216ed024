/**
 * How a practice item shows its check, the same in every Time Lingo: the mark of the card
 * picked, and the misconception whose hint visual is on screen.
 */
import type { ChoiceMark, PracticeItemBase, PracticeItemProps, SessionPhase } from '@lingos/kit';

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

/** The misconception a hint visual answers to: shown after a miss and while trying again. */
export function shownMisconception({
  state,
  attempt,
  result,
}: Pick<PracticeItemProps<PracticeItemBase, unknown>, 'state' | 'attempt' | 'result'>):
  string | undefined {
  return attempt > 0 || state === 'incorrect' ? result?.misconception : undefined;
}
