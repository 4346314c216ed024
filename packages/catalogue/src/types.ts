/** The six concept areas, in the order the product lists them. */
export const conceptIds = [
  'time',
  'money',
  'calendar',
  'words',
  'reading',
  'measurements',
] as const;
/** One of the six concept ids. */
export type ConceptId = (typeof conceptIds)[number];

/** Level ids; every concept has exactly three levels. */
export const levelIds = ['level-1', 'level-2', 'level-3'] as const;
/** One of `level-1`, `level-2`, `level-3`. */
export type LevelId = (typeof levelIds)[number];

/** How a Lingo is played: a guided lesson, mastery practice, or timed rounds. */
export const lingoKinds = ['learn', 'practice', 'speed'] as const;
/** One of the Lingo kinds. */
export type LingoKind = (typeof lingoKinds)[number];

/** One single-purpose learning module. */
export interface Lingo {
  /** `lingo-{level}-{index}`, e.g. `lingo-1-0`. */
  readonly id: string;
  readonly title: string;
  /** The one-line description shown on the concept page. */
  readonly description: string;
  /** `/concepts/{conceptId}/level-{n}/lingo-{n}-{k}`. */
  readonly path: string;
  /** True exactly for index 0 of each level (the Learn lesson). */
  readonly isLearn?: boolean;
  readonly kind: LingoKind;
}

/** A level of a concept with its Lingos in order. */
export interface Level {
  readonly id: LevelId;
  /** 1, 2 or 3. */
  readonly number: number;
  readonly title: string;
  readonly description: string;
  readonly lingos: readonly Lingo[];
}

/** A concept area with its three levels. */
export interface Concept {
  readonly id: ConceptId;
  /** A short name for menus and buttons: Time, Money, Calendar, Words, Reading, Measurements. */
  readonly name?: string;
  readonly title: string;
  readonly description: string;
  /** A short icon name the UI kit draws (clock, coins, calendar, letters, book, ruler). */
  readonly icon: string;
  readonly iconEmoji: string;
  /** An emoji for systems with no glyph for `iconEmoji` (given for time and money). */
  readonly iconEmojiFallback?: string;
  readonly levels: readonly Level[];
}

/** Completed and total Lingos of one level. */
export interface LevelProgress {
  readonly completed: number;
  readonly total: number;
}

/** A level's progress with its rounded percentage. */
export interface LevelProgressSummary extends LevelProgress {
  readonly percentage: number;
}
