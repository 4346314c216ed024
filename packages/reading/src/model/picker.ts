/**
 * Picking what to read (reading.md, "Picking items" and "Mastery deviation"), as pure
 * functions of the session so far and a seeded generator.
 */
import type { Rng } from '@lingos/kit';
import type { Passage, PassageQuestion } from './passages';

/** The passages that have a question asked at `step`. */
export function passagesAtStep(passages: readonly Passage[], step: number): Passage[] {
  return passages.filter((passage) => questionsAtStep(passage, step).length > 0);
}

/** A passage's questions asked at `step` (each is asked from its own step up), in order. */
export function questionsAtStep(passage: Passage, step: number): PassageQuestion[] {
  return passage.questions.filter((question) => question.step <= step);
}

/**
 * The next passage to read, given the ids read so far this session, oldest first:
 * - never the passage just read (unless it is the only one);
 * - no passage a third time before every passage in `passages` has been read once.
 * `passages` are those available at the current step (see `passagesAtStep`).
 */
export function pickPassage(
  passages: readonly Passage[],
  history: readonly string[],
  rng: Rng,
): Passage {
  if (passages.length === 0) throw new Error('pickPassage needs at least one passage');
  const last = history[history.length - 1];
  const count = (id: string) => history.filter((read) => read === id).length;
  const everyOneRead = passages.every((passage) => count(passage.id) > 0);
  const fresh = passages.filter((passage) => passage.id !== last);
  const allowed = fresh.filter((passage) => everyOneRead || count(passage.id) < 2);
  return rng.pick(allowed.length > 0 ? allowed : fresh.length > 0 ? fresh : passages);
}

/**
 * The questions asked after reading `passage` at `step`: 2 or 3 of those that fit the step
 * (all of them when it has fewer), chosen by the generator, in the passage's order.
 */
export function pickQuestions(passage: Passage, step: number, rng: Rng): PassageQuestion[] {
  const fitting = questionsAtStep(passage, step);
  if (fitting.length <= 2) return fitting;
  const wanted = Math.min(fitting.length, rng.int(2, 3));
  const chosen = new Set(rng.shuffle(fitting).slice(0, wanted));
  return fitting.filter((question) => chosen.has(question));
}

/** One first-try answer at the top step, for the mastery window. */
export interface ReadingAnswer {
  readonly passageId: string;
  readonly correct: boolean;
}

/** How many different passages the last-6 window must cover (the mastery deviation). */
export const masteryPassageSpread = 3;

/**
 * Reading's mastery rule: of the last 6 first-try answers at the top step, 5 are correct and
 * they come from at least 3 different passages, so a memorised passage cannot carry mastery.
 */
export function isReadingMastered(topStepAnswers: readonly ReadingAnswer[]): boolean {
  const window = topStepAnswers.slice(-6);
  if (window.length < 6) return false;
  const correct = window.filter((answer) => answer.correct).length;
  const passages = new Set(window.map((answer) => answer.passageId)).size;
  return correct >= 5 && passages >= masteryPassageSpread;
}
