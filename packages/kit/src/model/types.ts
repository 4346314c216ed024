/** A seeded pseudo-random source; the same seed gives the same sequence. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

/** What a checker says of an answer. */
export interface CheckResult {
  readonly correct: boolean;
  /** The misconception the wrong answer shows, a key of the model's hints. */
  readonly misconception?: string;
}

/** A practice item: `key` identifies it so the same item never comes twice in a row. */
export interface PracticeItemBase {
  readonly key: string;
  /** The short prompt, readable aloud. */
  readonly prompt: string;
}

/**
 * The pure model of a practice Lingo: a seeded generator per difficulty step, an answer
 * rule and hint texts keyed by misconception. No React, no DOM.
 */
export interface PracticeModel<Item extends PracticeItemBase, Answer> {
  /** Number of difficulty steps N (3 or 4). */
  readonly steps: number;
  /** Makes an item for a step (1..N). */
  generate(step: number, rng: Rng): Item;
  /** The answer rule. */
  check(item: Item, answer: Answer): CheckResult;
  /** Hint texts keyed by misconception id; `default` is used when none matches. */
  readonly hints: Readonly<Record<string, string>>;
}
