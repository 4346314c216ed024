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

/**
 * How one answer counts for mastery: as a first-try correct answer, as a miss, or not at all
 * (practice). Curriculum deviations use it, e.g. money 2-3 ("the right amount with extra
 * pieces is praised but does not count as first-try correct") or measurements 2-4 ("the
 * estimate is never marked wrong and is not evidence").
 */
export type Evidence = 'correct' | 'miss' | 'none';

/** Per-part marks of a checked answer (a card, a tile, a slot), keyed by part id. */
export type AnswerMarks = Readonly<Record<string, 'correct' | 'incorrect'>>;

/** What a checker says of an answer; `Misconception` is the model's own union of hint keys. */
export interface CheckResult<Misconception extends string = string> {
  readonly correct: boolean;
  /** The misconception the wrong answer shows, a key of the model's hints. */
  readonly misconception?: Misconception;
  /**
   * Feedback to show instead of the default praise or the misconception hint, e.g.
   * "Right amount! Can you do it with fewer coins?".
   */
  readonly message?: string;
  /**
   * What read-aloud says for the feedback (the message, or the misconception's hint), when
   * it differs from the text: several parts are spoken in turn. Words uses it so a hint that
   * shows "b: first the bat, then the ball." never hands the synthesizer a bare letter
   * (`['B.', 'First the bat, then the ball.']`).
   */
  readonly speech?: string | readonly string[];
  /** How the answer counts for mastery; defaults to `correct` or `miss` by `correct`. */
  readonly evidence?: Evidence;
  /** Which parts were right or wrong, so the widget can lock or wiggle them. */
  readonly marks?: AnswerMarks;
}

/** A practice item: `key` identifies it so the same item never comes twice in a row. */
export interface PracticeItemBase {
  readonly key: string;
  /** The short prompt, readable aloud. */
  readonly prompt: string;
  /** What read-aloud says, when it differs from `prompt` (several parts are spoken in turn). */
  readonly speech?: string | readonly string[];
  /**
   * Where the item comes from (e.g. a reading passage id), for rules that need variety in the
   * mastery window (reading: the last 6 answers must cover 3 different passages).
   */
  readonly source?: string;
}

/** What the session tells a generator about the items already shown. */
export interface GenerateContext {
  /** Keys of the last items shown in this session, oldest first (at most 20). */
  readonly recentKeys: readonly string[];
  /** In round-based Lingos: the 0-based position in the round and its size. */
  readonly round?: { readonly index: number; readonly size: number };
}

/** One step of a worked example: a sentence read aloud, shown with the Lingo's own visual. */
export interface WorkedExampleStep {
  readonly text: string;
  /** What read-aloud says, when it differs from `text`. */
  readonly speech?: string | readonly string[];
}

/**
 * Hint texts keyed by misconception, and the `default` hint for a miss that names none. The
 * keys are the model's own union, so a checker can only name a misconception that has a hint.
 */
export type HintTexts<Misconception extends string> = Readonly<
  Record<Misconception, string> & { readonly default?: string }
>;

/**
 * The pure model of a practice Lingo: a seeded generator per difficulty step, an answer
 * rule and hint texts keyed by misconception. No React, no DOM.
 *
 * `Misconception` is the union of the model's hint keys (`'H-SWAP' | 'H-45'`): declare it
 * (`satisfies PracticeModel<Item, Answer, keyof typeof hints>`) and the compiler checks that
 * every misconception a checker returns has a hint.
 */
export interface PracticeModel<
  Item extends PracticeItemBase,
  Answer,
  Misconception extends string = string,
> {
  /** Number of difficulty steps N (3 or 4). */
  readonly steps: number;
  /** Makes an item for a step (1..N). */
  generate(step: number, rng: Rng, context?: GenerateContext): Item;
  /** The answer rule. */
  check(item: Item, answer: Answer): CheckResult<Misconception>;
  /** Hint texts keyed by misconception id; `default` is used when none matches. */
  readonly hints: HintTexts<Misconception>;
  /** Solves the item step by step; shown after 2 misses in a row. */
  workedExample?(item: Item): readonly WorkedExampleStep[];
  /**
   * The item's answer in words, announced only after the child has answered
   * ("4:30, half past 4"). Also the last line of a fallback worked example.
   */
  describe?(item: Item): string;
  /**
   * What read-aloud says for `describe`, when it differs ("h plus a t makes hat." shown,
   * `['H.', 'plus', 'A.', 'T.', 'makes hat.']` said).
   */
  describeSpeech?(item: Item): string | readonly string[];
}
