/**
 * The Learn Lingos' lesson parts, read from a passage file's raw JSON (the `lesson` field beside
 * the passage schema, src/data/README.md): each step's activity and each closing-check item,
 * with the passage it is played on. Pure TypeScript; the answer rules of the activities the
 * Learn Lingos share are here too, so each Lingo only words its own hints.
 */
import { parsePassages, type Passage } from '../model/passages';

/** A bin of a sort-bins activity: its word, and a picture beside it. */
export interface LessonBin {
  readonly label: string;
  readonly emoji?: string;
}

/** A card to sort and the label of the bin it belongs in. */
export interface LessonSortCard {
  readonly text: string;
  readonly bin: string;
  /** The card is a whole mini-text: its sentences in the passage. */
  readonly first?: number;
  readonly count?: number;
}

/** Sort cards into labelled bins. */
export interface SortBinsActivity {
  readonly activity: 'sort-bins';
  readonly bins: readonly LessonBin[];
  readonly cards: readonly LessonSortCard[];
}

/** Connect each cause to its effect. */
export interface MatchPairsActivity {
  readonly activity: 'match-pairs';
  readonly pairs: readonly { readonly cause: string; readonly effect: string }[];
}

/** Pick what happens next, then tap the sentence that is the clue; the ending follows. */
export interface PredictThenTapActivity {
  readonly activity: 'predict-then-tap';
  readonly choices: readonly { readonly text: string; readonly correct: boolean }[];
  /** The clue sentences (indices into the passage). */
  readonly clue: readonly number[];
}

/** Tap the words near a new word that tell what it means. */
export interface TapWordsActivity {
  readonly activity: 'tap-words';
  readonly word: string;
  readonly answer: string;
}

/** Fill the inference board: a clue, what I know, the inference. */
export interface InferenceBoardActivity {
  readonly activity: 'inference-board';
  readonly slots: readonly { readonly label: string; readonly card: string }[];
  /** Cards that belong in no slot. */
  readonly otherCards: readonly string[];
}

/** Drag the important events into the summary basket. */
export interface SummaryBasketActivity {
  readonly activity: 'summary-basket';
  /** In story order. */
  readonly cards: readonly { readonly text: string; readonly important: boolean }[];
}

/** One thing to tap on an information card. */
export interface FeatureTap {
  readonly feature: 'title' | 'ingredients' | 'step' | 'amount';
  readonly number?: number;
  readonly item?: string;
  readonly text?: string;
}

/** Tap the features of an information card in turn. */
export interface TapFeaturesActivity {
  readonly activity: 'tap-features';
  readonly taps: readonly FeatureTap[];
}

/** What the child does in a step. */
export type LessonActivity =
  | SortBinsActivity
  | MatchPairsActivity
  | PredictThenTapActivity
  | TapWordsActivity
  | InferenceBoardActivity
  | SummaryBasketActivity
  | TapFeaturesActivity;

/** The activities' names. */
export type LessonActivityName = LessonActivity['activity'];

/** A guided step, played on its passage. */
export type LessonStepPart = LessonActivity & {
  readonly part: 'step';
  /** 1-based, as reading.md numbers the steps. */
  readonly number: number;
  /** What the step says (reading.md's "Say"). */
  readonly say?: string;
  /** The step's text alternative. */
  readonly alt?: string;
  readonly passage: Passage;
};

/** A choice of a closing-check item; a wrong one carries its hint. */
export interface LessonCheckChoice {
  readonly text: string;
  readonly correct: boolean;
  readonly hint?: string;
}

/** A closing-check item on its passage. */
export interface LessonCheckPart {
  readonly part: 'check';
  readonly number: number;
  readonly prompt: string;
  readonly choices: readonly LessonCheckChoice[];
  readonly passage: Passage;
}

/** A Learn Lingo's lesson as its data file gives it: steps and checks in reading.md's order. */
export interface LessonParts {
  readonly steps: readonly LessonStepPart[];
  readonly checks: readonly LessonCheckPart[];
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
const isIndexList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((index) => Number.isInteger(index) && index >= 0);

function listOf<T>(value: unknown, check: (item: Raw) => boolean): T[] | undefined {
  if (!Array.isArray(value) || !value.every((item) => isRecord(item) && check(item))) {
    return undefined;
  }
  return value as T[];
}

function activityOf(part: Raw): LessonActivity | undefined {
  switch (part.activity) {
    case 'sort-bins': {
      const bins = listOf<LessonBin>(part.bins, (bin) => isString(bin.label));
      const labels = new Set(bins?.map((bin) => bin.label));
      const cards = listOf<LessonSortCard>(
        part.cards,
        (card) => isString(card.text) && isString(card.bin) && labels.has(card.bin),
      );
      return bins && cards ? { activity: 'sort-bins', bins, cards } : undefined;
    }
    case 'match-pairs': {
      const pairs = listOf<{ cause: string; effect: string }>(
        part.pairs,
        (pair) => isString(pair.cause) && isString(pair.effect),
      );
      return pairs ? { activity: 'match-pairs', pairs } : undefined;
    }
    case 'predict-then-tap': {
      const choices = listOf<{ text: string; correct: boolean }>(
        part.choices,
        (choice) => isString(choice.text) && typeof choice.correct === 'boolean',
      );
      return choices && isIndexList(part.clue)
        ? { activity: 'predict-then-tap', choices, clue: part.clue }
        : undefined;
    }
    case 'tap-words':
      return isString(part.word) && isString(part.answer)
        ? { activity: 'tap-words', word: part.word, answer: part.answer }
        : undefined;
    case 'inference-board': {
      const slots = listOf<{ label: string; card: string }>(
        part.slots,
        (slot) => isString(slot.label) && isString(slot.card),
      );
      return slots && isStringList(part.otherCards)
        ? { activity: 'inference-board', slots, otherCards: part.otherCards }
        : undefined;
    }
    case 'summary-basket': {
      const cards = listOf<{ text: string; important: boolean }>(
        part.cards,
        (card) => isString(card.text) && typeof card.important === 'boolean',
      );
      return cards ? { activity: 'summary-basket', cards } : undefined;
    }
    case 'tap-features': {
      const features = new Set(['title', 'ingredients', 'step', 'amount']);
      const taps = listOf<FeatureTap>(part.taps, (tap) => features.has(String(tap.feature)));
      return taps ? { activity: 'tap-features', taps } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Reads a Learn Lingo's data file: every passage through `parsePassages`, then the `lesson`
 * parts beside it. The data ships with the Lingo, so a malformed part is a bug: it throws,
 * naming the file and the passage.
 */
export function readLessonParts(raw: unknown, source: string): LessonParts {
  const { passages, problems } = parsePassages(raw, source);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const rawPassages = Array.isArray(raw) ? (raw as unknown[]).filter(isRecord) : [];
  const steps: LessonStepPart[] = [];
  const checks: LessonCheckPart[] = [];
  for (const passage of passages) {
    const lesson = rawPassages.find((each) => each.id === passage.id)?.lesson ?? [];
    if (!Array.isArray(lesson)) throw new Error(`${source}: ${passage.id}: lesson is no list`);
    for (const part of lesson) {
      const where = `${source}: ${passage.id}`;
      if (!isRecord(part) || !Number.isInteger(part.number)) {
        throw new Error(`${where}: a lesson part without its number`);
      }
      const number = part.number as number;
      if (part.part === 'check') {
        const choices = listOf<LessonCheckChoice>(
          part.choices,
          (choice) =>
            isString(choice.text) &&
            typeof choice.correct === 'boolean' &&
            (choice.correct || isString(choice.hint)),
        );
        if (!isString(part.prompt) || !choices) {
          throw new Error(
            `${where}: check ${number} needs a prompt and choices (hints on wrong ones)`,
          );
        }
        checks.push({ part: 'check', number, prompt: part.prompt, choices, passage });
        continue;
      }
      const activity = part.part === 'step' ? activityOf(part) : undefined;
      if (!activity) throw new Error(`${where}: step ${number} has no activity this reads`);
      steps.push({
        ...activity,
        part: 'step',
        number,
        ...(isString(part.say) ? { say: part.say } : {}),
        ...(isString(part.alt) ? { alt: part.alt } : {}),
        passage,
      });
    }
  }
  const byNumber = (a: { number: number }, b: { number: number }) => a.number - b.number;
  return { steps: steps.sort(byNumber), checks: checks.sort(byNumber) };
}

/** The step of an activity, or a thrown error when the file lacks it (a data bug). */
export function stepWith<Name extends LessonActivityName>(
  parts: LessonParts,
  number: number,
  activity: Name,
): Extract<LessonStepPart, { activity: Name }> {
  const step = parts.steps.find((each) => each.number === number);
  if (step?.activity !== activity) throw new Error(`Step ${number} is no ${activity}`);
  return step as Extract<LessonStepPart, { activity: Name }>;
}

// ─── Answer rules of the shared activities ──────────────────────────────────────────────

/** A sort-bins drop: right exactly when the card's bin is the one it was dropped in. */
export function sortDropCorrect(card: Pick<LessonSortCard, 'bin'>, binLabel: string): boolean {
  return card.bin === binLabel;
}

/** Every card is in its own bin. */
export function sortDone(
  cards: readonly Pick<LessonSortCard, 'text' | 'bin'>[],
  placed: Readonly<Record<string, string | null | undefined>>,
): boolean {
  return cards.every((card) => placed[card.text] === card.bin);
}

/** A sentence split into the words a child taps, with the punctuation kept on the word shown. */
export function wordsOf(sentence: string): string[] {
  return sentence.split(/\s+/).filter((word) => word.length > 0);
}

/** A word without its punctuation, in lower case, to compare words. */
export function bareWord(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * The indices (into `wordsOf(sentence)`) of the words that make up `answer`: its first
 * occurrence as a run of whole words. Empty when the sentence does not contain it.
 */
export function answerWordIndices(sentence: string, answer: string): number[] {
  const words = wordsOf(sentence).map(bareWord);
  const wanted = wordsOf(answer).map(bareWord);
  for (let start = 0; start + wanted.length <= words.length; start++) {
    if (wanted.every((word, offset) => words[start + offset] === word)) {
      return wanted.map((_word, offset) => start + offset);
    }
  }
  return [];
}

/** A sentence tap is right when it is one of the evidence sentences. */
export function sentenceTapCorrect(evidence: readonly number[], index: number): boolean {
  return evidence.includes(index);
}
