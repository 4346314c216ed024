/**
 * Tap-a-word (PassageReader `mode="tap-word"`): the passage's words numbered once across all
 * its sentences, the words a phrase or a sentence covers, choosing and letting go of a word,
 * and the keys that move between words. Pure TypeScript: the Lingos' models number their
 * answer words with it, and the reader draws the same numbers.
 */
import type { Passage } from '../../model/passages';
import { sentenceTokens } from './readerTokens';

/** One word of a passage, numbered across the whole passage (the first word is 0). */
export interface PassageWord {
  /** Its number in the passage: what tap-a-word reports. */
  readonly index: number;
  /** The sentence it is in (s1 = 0). */
  readonly sentence: number;
  /** Where it is in its sentence (characters). */
  readonly start: number;
  readonly end: number;
  /** The word as shown ("Don't", "−25 °C"). */
  readonly text: string;
}

/**
 * Every word of the passage in reading order, numbered from 0 across the sentences: the words
 * PassageReader makes buttons of (a spoken form such as "−25 °C" is one word).
 */
export function passageWords(
  passage: Pick<Passage, 'sentences' | 'say' | 'storyWords'>,
): PassageWord[] {
  const words: PassageWord[] = [];
  passage.sentences.forEach((text, sentence) => {
    for (const token of sentenceTokens(text, passage.say, passage.storyWords)) {
      words.push({
        index: words.length,
        sentence,
        start: token.start,
        end: token.end,
        text: text.slice(token.start, token.end),
      });
    }
  });
  return words;
}

/** The numbers of the words of the given sentences, in order. */
export function wordsOfSentences(
  words: readonly PassageWord[],
  sentences: readonly number[],
): number[] {
  return words.filter((word) => sentences.includes(word.sentence)).map((word) => word.index);
}

/**
 * The numbers of the words a phrase covers ("the best"), wherever it appears in the passage,
 * matched ignoring case. A phrase the text does not hold covers no word.
 */
export function phraseWords(
  passage: Pick<Passage, 'sentences'>,
  words: readonly PassageWord[],
  phrase: string,
): number[] {
  const wanted = phrase.trim().toLowerCase();
  if (wanted === '') return [];
  const covered = new Set<number>();
  passage.sentences.forEach((text, sentence) => {
    const lower = text.toLowerCase();
    for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, at + 1)) {
      const end = at + wanted.length;
      for (const word of words) {
        if (word.sentence === sentence && word.start < end && word.end > at)
          covered.add(word.index);
      }
    }
  });
  return [...covered].sort((a, b) => a - b);
}

/**
 * The words chosen after a tap on word `index`: a chosen word is let go; a new one is added,
 * and beyond `limit` the oldest is let go, so the newest taps are kept (`limit` 1: the tap
 * moves the choice). The list keeps the order of the taps.
 */
export function toggleWord(
  chosen: readonly number[],
  index: number,
  limit = Number.POSITIVE_INFINITY,
): number[] {
  if (chosen.includes(index)) return chosen.filter((word) => word !== index);
  const next = [...chosen, index];
  return next.slice(Math.max(0, next.length - Math.max(1, limit)));
}

/**
 * Where a key moves focus from word `at` of a row of `count` words: the arrows one word on or
 * back (down and right on, up and left back), Home the first, End the last. Null for any
 * other key, or an arrow past either end (focus stays).
 */
export function wordKeyTarget(key: string, at: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 } as const)[
    key as 'ArrowRight'
  ] as number | undefined;
  if (step === undefined) return null;
  const target = at + step;
  return target < 0 || target >= count ? null : target;
}
