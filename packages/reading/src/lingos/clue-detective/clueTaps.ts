/**
 * Clue Detective's clue sentences (reading.md 3-1): after the choice, step 2 taps one clue
 * sentence and step 3 taps 2 ("Each tap must be a listed clue"); step 1 taps none. A question
 * with a single listed clue asks for one tap at step 3 too, as there is no second clue to find.
 */
import type { PassageQuestion } from '../../model/passages';

/** How many clue sentences the child taps after the choice at `step`. */
export function clueCount(question: Pick<PassageQuestion, 'evidence'>, step: number): number {
  if (step <= 1) return 0;
  const wanted = step >= 3 ? 2 : 1;
  return Math.min(wanted, question.evidence.length);
}

/**
 * The taps after tapping sentence `index`: a second tap on a chosen sentence lets it go; a tap
 * beyond the count lets the oldest go, so the newest taps are kept.
 */
export function toggleClue(taps: readonly number[], index: number, count: number): number[] {
  if (taps.includes(index)) return taps.filter((tap) => tap !== index);
  const next = [...taps, index];
  return next.slice(Math.max(0, next.length - count));
}

/** The check of the clue taps: a mark per tapped sentence, right only if every tap is a clue. */
export interface ClueCheck {
  readonly correct: boolean;
  readonly marks: Readonly<Record<number, 'correct' | 'incorrect'>>;
}

/** Checks the tapped sentences against the question's listed clues. */
export function checkClues(
  question: Pick<PassageQuestion, 'evidence'>,
  taps: readonly number[],
  count: number,
): ClueCheck {
  const marks = Object.fromEntries(
    taps.map((tap) => [tap, question.evidence.includes(tap) ? 'correct' : 'incorrect'] as const),
  );
  const unique = new Set(taps).size === taps.length;
  const correct =
    unique && taps.length === count && taps.every((tap) => question.evidence.includes(tap));
  return { correct, marks };
}

/** "Tap 2 clue sentences." / "Tap 1 clue sentence." */
export function clueInstruction(count: number): string {
  return count === 1 ? 'Tap 1 clue sentence.' : `Tap ${count} clue sentences.`;
}

/**
 * reading.md's text alternative while tapping: "Tap 2 clue sentences. Sentence 3 selected.
 * Sentence 4 selected. Done." (sentences numbered from 1; "Done." once all are tapped).
 */
export function clueStatusText(count: number, taps: readonly number[]): string {
  const selected = taps.map((tap) => `Sentence ${tap + 1} selected.`);
  const done = taps.length >= count ? ['Done.'] : [];
  return [clueInstruction(count), ...selected, ...done].join(' ');
}

/** reading.md's result: "Both are clues. Correct." (or "That is a clue. Correct."). */
export function clueResultText(count: number): string {
  return count === 1 ? 'That is a clue. Correct.' : 'Both are clues. Correct.';
}

/** reading.md 3-1's general hint, for a tap on a sentence that is not a clue. */
export const clueHint =
  "The story doesn't say it out loud. Find a clue, then think: what do I know about that?";
