/**
 * Lingo 3-3, Clap the Syllables: count the beats in spoken words of 1 to 4 syllables. Steps
 * 1–3 choose a dot card (2, 3, then 4 cards); step 4 sorts 6 words into "1 beat" to "4
 * beats". The synthesizer never splits a word: the split is only shown, with middle dots.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { parseWordList } from '../../model/wordData';
import rawData from './words.json';

/** A word of the list with its beats ("but·ter·fly"). */
export interface BeatWord {
  readonly word: string;
  readonly emoji: string;
  /** The syllables, as the hint shows them split. */
  readonly beats: readonly string[];
}

/** The parsed list and the problems of skipped entries. */
export interface BeatWordData {
  readonly words: readonly BeatWord[];
  readonly problems: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads words.json (editable by teachers) with the shared list checker: each word needs a
 * picture and its split with middle dots, the split spelling the word, 1 to 4 beats; words
 * people say with different counts ("neverUsed") are refused. A bad entry is skipped with a
 * clear message ("Skipped 'flower' in clap-the-syllables: people say it with different counts.").
 */
export function parseBeatWords(raw: unknown): BeatWordData {
  const data = isRecord(raw) ? raw : {};
  const never = new Set(
    (Array.isArray(data.neverUsed) ? data.neverUsed : []).filter(
      (word): word is string => typeof word === 'string',
    ),
  );
  const { entries, problems } = parseWordList(data.words ?? [], 'clap-the-syllables', {
    fields: (entry): { beats: string[] } | string => {
      const word = String(entry.word);
      if (never.has(word)) return 'people say it with different counts';
      const beats = typeof entry.beats === 'string' ? entry.beats.split('·') : [];
      if (beats.join('') !== word || beats.some((beat) => beat.length === 0)) {
        return 'its beats, split with middle dots, must spell the word';
      }
      if (beats.length > 4) return 'a word has 1 to 4 beats';
      if (typeof entry.emoji !== 'string') return 'a word needs its picture';
      return { beats };
    },
  });
  return {
    words: entries.map(({ word, emoji, beats }) => ({ word, emoji: emoji ?? '', beats })),
    problems,
  };
}

/** The Lingo's list, read once. */
export const beatWordData = parseBeatWords(rawData);

/** Steps 1–3: how many beats in one word, with 2, 3 or 4 dot cards. */
export interface BeatCountItem extends PracticeItemBase {
  readonly kind: 'count';
  readonly step: number;
  readonly word: BeatWord;
  /** The dot cards, 1 to n. */
  readonly choices: readonly number[];
}

/** Step 4: 6 words into the bins "1 beat" to "4 beats", at least one in each. */
export interface BeatSortItem extends PracticeItemBase {
  readonly kind: 'sort';
  readonly step: number;
  readonly words: readonly BeatWord[];
}

/** A Clap the Syllables item. */
export type ClapItem = BeatCountItem | BeatSortItem;

/** The answer: the dot card picked, or where each word is (word → bin "1" … "4"). */
export type ClapAnswer =
  | { readonly kind: 'count'; readonly beats: number }
  | { readonly kind: 'sort'; readonly placement: Readonly<Record<string, string | null>> };

/** Hint texts; the two counting hints are worded for the word and sent as the message. */
export const clapHints = {
  letters: 'Count beats, not letters.',
  'off-by-one':
    'Put your hand under your chin and say it slowly. Your chin drops once for each beat.',
  'not-sorted': 'Put every word in a bin.',
  default: 'Say the word slowly and clap each beat.',
} as const;

/** The mistakes the checker names. */
export type ClapMisconception = Exclude<keyof typeof clapHints, 'default'>;

/** "1 beat", "3 beats". */
export const beatsText = (count: number): string => `${count} ${count === 1 ? 'beat' : 'beats'}`;

/** The split with middle dots: "but·ter·fly". */
export const dottedWord = (word: BeatWord): string => word.beats.join('·');

/** The hint's text alternative: "but, ter, fly: 3 beats." */
export const splitText = (word: BeatWord): string =>
  `${word.beats.join(', ')}: ${beatsText(word.beats.length)}.`;

const steps = [
  { most: 2, cards: 2 },
  { most: 3, cards: 3 },
  { most: 4, cards: 4 },
] as const;

const keyOf = (word: BeatWord): string => `beats:${word.word}`;

/**
 * Generates an item for a step: 1 or 2 beats with 2 cards, 1 to 3 with 3, 1 to 4 with 4;
 * step 4 sorts 6 words into 4 bins, at least one word per bin. The beat count is drawn first,
 * so the long words come as often as the short ones; the same word never comes twice in a row.
 */
export function generateClap(
  step: number,
  rng: Rng,
  context?: GenerateContext,
  data: BeatWordData = beatWordData,
): ClapItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const recent = new Set(context?.recentKeys.slice(-6) ?? []);
  const last = context?.recentKeys[context.recentKeys.length - 1];
  if (clamped === 4) {
    const byCount = [1, 2, 3, 4].map((count) =>
      rng.shuffle(data.words.filter((word) => word.beats.length === count)),
    );
    const chosen = byCount.flatMap((list) => list.slice(0, 1));
    const rest = rng.shuffle(byCount.flatMap((list) => list.slice(1)));
    const words = rng.shuffle([...chosen, ...rest.slice(0, 6 - chosen.length)]);
    return {
      kind: 'sort',
      key: `sort:${words.map((word) => word.word).join(',')}`,
      prompt: 'Sort the words by their beats.',
      step: clamped,
      words,
    };
  }
  const { most, cards } = steps[clamped - 1] ?? steps[0];
  const count = rng.int(1, most);
  const candidates = data.words.filter((word) => word.beats.length === count);
  const fresh = candidates.filter((word) => !recent.has(keyOf(word)));
  const notLast = candidates.filter((word) => keyOf(word) !== last);
  const word = rng.pick(fresh.length > 0 ? fresh : notLast.length > 0 ? notLast : candidates);
  const prompt = `How many beats in ${word.word}?`;
  return {
    kind: 'count',
    key: keyOf(word),
    prompt,
    speech: [prompt, `${word.word}.`],
    step: clamped,
    word,
    choices: Array.from({ length: cards }, (_, index) => index + 1),
  };
}

/**
 * The counting hints, for the word: "Count beats, not letters. Frog has 4 letters but only 1
 * beat." when the count is 2 or more too many, otherwise words.md's chin hint, "Put your hand
 * under your chin and say it slowly. Your chin drops once for each beat: but·ter·fly. 3.",
 * which is read aloud with the word whole ("butterfly.", "3."): syllables are never spoken
 * on their own.
 */
export function countHint(word: BeatWord, answer: number): CheckResult<ClapMisconception> {
  const count = word.beats.length;
  const name = word.word.charAt(0).toUpperCase() + word.word.slice(1);
  if (answer - count >= 2) {
    return {
      correct: false,
      misconception: 'letters',
      message: `${clapHints.letters} ${name} has ${word.word.length} letters but only ${beatsText(count)}.`,
    };
  }
  const chin = clapHints['off-by-one'].replace(/\.$/, ':');
  return {
    correct: false,
    misconception: 'off-by-one',
    message: `${chin} ${dottedWord(word)}. ${count}.`,
    speech: [chin, `${word.word}.`, `${count}.`],
  };
}

/**
 * The answer rule: the card for the word's count in the list; a sort is right when every word
 * is in the bin of its count (first-try correct only if all are right at the first Check).
 */
export function checkClap(item: ClapItem, answer: ClapAnswer): CheckResult<ClapMisconception> {
  if (item.kind === 'count') {
    if (answer.kind !== 'count') return { correct: false };
    if (answer.beats === item.word.beats.length) return { correct: true };
    return countHint(item.word, answer.beats);
  }
  if (answer.kind !== 'sort') return { correct: false, misconception: 'not-sorted' };
  const marks = Object.fromEntries(
    item.words.map((word) => [
      word.word,
      answer.placement[word.word] === String(word.beats.length)
        ? ('correct' as const)
        : ('incorrect' as const),
    ]),
  );
  const wrong = item.words.find((word) => marks[word.word] === 'incorrect');
  if (!wrong) return { correct: true, marks };
  const placed = answer.placement[wrong.word];
  if (placed === null || placed === undefined) {
    return { correct: false, misconception: 'not-sorted', marks };
  }
  return { ...countHint(wrong, Number(placed)), marks };
}

/**
 * The worked example: say the word slowly, one beat at a time lit on the split (the view
 * lights the dots), then the count; a sort goes word by word.
 */
export function clapWorkedExample(item: ClapItem): WorkedExampleStep[] {
  const words = item.kind === 'count' ? [item.word] : item.words;
  return words.flatMap((word) => [
    {
      text: `Say ${word.word} slowly with your hand under your chin. Count each drop: ${splitText(word)}`,
      speech: [`Say ${word.word} slowly with your hand under your chin.`, `${word.word}.`],
    },
    {
      text: `${word.word.charAt(0).toUpperCase()}${word.word.slice(1)} has ${beatsText(word.beats.length)}.`,
    },
  ]);
}

/** Where a sort's worked example at step `index` has put the words (2 steps per word). */
export function workedExamplePlacement(
  item: BeatSortItem,
  index: number,
): Record<string, string | null> {
  return Object.fromEntries(
    item.words.map((word, position) => [
      word.word,
      position * 2 + 1 <= index ? String(word.beats.length) : null,
    ]),
  );
}

/** The model of Clap the Syllables. */
export const clapModel = {
  steps: 4,
  hints: clapHints,
  generate: (step: number, rng: Rng, context?: GenerateContext) => generateClap(step, rng, context),
  check: checkClap,
  workedExample: clapWorkedExample,
  describe(item: ClapItem): string {
    if (item.kind === 'count') return `${item.word.word}: ${beatsText(item.word.beats.length)}`;
    return item.words.map((word) => `${word.word}: ${beatsText(word.beats.length)}`).join(', ');
  },
} satisfies PracticeModel<ClapItem, ClapAnswer, ClapMisconception>;
