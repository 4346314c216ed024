/**
 * Why Did It Happen?'s step 3 (reading.md 2-2): connect 3 causes to their 3 effects on
 * MatchPairs. The causes stand in story order, numbered ("Cause 1"); the effects are shuffled
 * and lettered ("effect A"), never straight across from their causes. Right only when all 3
 * pairs are right at the first Check.
 */
import type { AnswerMarks, Rng, WorkedExampleStep } from '@lingos/kit';
import type { PassageQuestion } from '../../model/passages';

/** One card of a column: its id, its text and its short name ("Cause 1", "effect A"). */
export interface CauseEffectCard {
  readonly id: string;
  readonly text: string;
  readonly name: string;
}

/** The two columns and their solution. */
export interface MatchTask {
  /** In story order: cause-1, cause-2, cause-3. */
  readonly causes: readonly CauseEffectCard[];
  /** In the order shown, lettered in that order: effect-a, effect-b, effect-c. */
  readonly effects: readonly CauseEffectCard[];
  /** Cause id → its effect's id. */
  readonly solution: Readonly<Record<string, string>>;
}

const letters = ['A', 'B', 'C', 'D'] as const;

/**
 * The task of a `match` question: causes in story order, effects shuffled so that at least one
 * is not beside its cause (with one pair there is nothing to shuffle).
 */
export function matchTask(question: Pick<PassageQuestion, 'pairs'>, rng: Rng): MatchTask {
  const pairs = question.pairs ?? [];
  let order = rng.shuffle(pairs.map((_, index) => index));
  for (let tries = 0; pairs.length > 1 && order.every((at, index) => at === index); tries += 1) {
    order = tries < 8 ? rng.shuffle(order) : [...order.slice(1), order[0] ?? 0];
  }
  const causes = pairs.map((pair, index) => ({
    id: `cause-${index + 1}`,
    text: pair.cause,
    name: `Cause ${index + 1}`,
  }));
  const effects = order.map((pairIndex, position) => {
    const letter = letters[position] ?? String(position + 1);
    return {
      id: `effect-${letter.toLowerCase()}`,
      text: pairs[pairIndex]?.effect ?? '',
      name: `effect ${letter}`,
      pairIndex,
    };
  });
  const solution = Object.fromEntries(
    effects.map((effect) => [`cause-${effect.pairIndex + 1}`, effect.id]),
  );
  return {
    causes,
    effects: effects.map(({ id, text, name }) => ({ id, text, name })),
    solution,
  };
}

/** The check of a whole matching: a mark per cause, right only when every pair is right. */
export interface MatchCheck {
  readonly correct: boolean;
  readonly marks: AnswerMarks;
  /** How many causes are linked to the wrong effect (or to none). */
  readonly wrong: number;
}

/** Checks cause id → effect id links against the solution. */
export function checkMatch(task: MatchTask, links: Readonly<Record<string, string>>): MatchCheck {
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  for (const cause of task.causes) {
    marks[cause.id] = links[cause.id] === task.solution[cause.id] ? 'correct' : 'incorrect';
  }
  const wrong = Object.values(marks).filter((mark) => mark === 'incorrect').length;
  return { correct: wrong === 0, marks, wrong };
}

/** Whether every cause is linked, so Check can be pressed. */
export function isMatchComplete(task: MatchTask, links: Readonly<Record<string, string>>): boolean {
  return task.causes.every((cause) => links[cause.id] !== undefined);
}

/**
 * reading.md's text alternative, for every cause: "Cause 1: freezing rain fell. Cause 2: …
 * Effects: A, everything was coated in ice; B, school was cancelled; C, …"
 */
export function matchText(task: MatchTask): string {
  const causes = task.causes.map((cause) => `${cause.name}: ${cause.text}.`).join(' ');
  const effects = task.effects
    .map((effect) => `${effect.name.replace(/^effect /, '')}, ${effect.text}`)
    .join('; ');
  return `${causes} Effects: ${effects}.`;
}

/** After a link (reading.md): "Cause 1 linked to effect A." */
export function linkedText(cause: CauseEffectCard, effect: CauseEffectCard): string {
  return `${cause.name} linked to ${effect.name}.`;
}

/** After a link is undone: "Cause 1 no longer linked to effect A." */
export function unlinkedText(cause: CauseEffectCard, effect: CauseEffectCard): string {
  return `${cause.name} no longer linked to ${effect.name}.`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The worked example of a matching: the question, the way to think ("Ask 'Why?' about each
 * effect"), then one link per step, said as cause-so-effect. The view links the pairs one by
 * one as the steps go (the pair of step `index` is `task.causes[index - 2]`).
 */
export function matchWorkedExample(task: MatchTask, prompt: string): WorkedExampleStep[] {
  const steps: WorkedExampleStep[] = [
    { text: prompt },
    { text: "Ask 'Why?' about each effect, and find the cause that made it happen." },
  ];
  for (const cause of task.causes) {
    const effect = task.effects.find((card) => card.id === task.solution[cause.id]);
    if (!effect) continue;
    steps.push({
      text: `${capitalize(cause.text)}, so ${effect.text}. ${linkedText(cause, effect)}`,
    });
  }
  return steps;
}

/** How many causes a worked example has linked by step `index` (see `matchWorkedExample`). */
export function workedExampleLinks(task: MatchTask, index: number): Record<string, string> {
  const linked = task.causes.slice(0, Math.max(0, index - 1));
  return Object.fromEntries(linked.map((cause) => [cause.id, task.solution[cause.id] ?? '']));
}
