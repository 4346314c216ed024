/**
 * Word lists as data (words.md, Generators: "Word lists live in data (JSON), so teachers can
 * add words"). Every list is checked when it is loaded: a bad entry is skipped with a message
 * a teacher can act on, never thrown, and the rest of the list is kept.
 */
import { findEmojiText, hasPicture, loadPicture } from '@lingos/kit';
import firstSoundsData from '../data/firstSounds.json';
import { utteranceProblem } from './speechRules';

/** One word of a list, with the emoji of its picture when it has one. */
export interface WordEntry {
  /** Lower-case letters and hyphens: "bus", "yo-yo". */
  readonly word: string;
  /** The emoji kit's Picture draws ("🚌"); absent for a word without a picture. */
  readonly emoji?: string;
  /** The picture's text alternative when "a" or "an" + word does not fit ("bread", "three cats"). */
  readonly alt?: string;
}

/** The result of checking a list: the entries kept, and one message per entry skipped. */
export interface ParsedWordList<Extra extends object = object> {
  readonly entries: readonly (WordEntry & Extra)[];
  readonly problems: readonly string[];
}

/**
 * A Lingo's own fields of an entry: their values, or why the entry is skipped ("a rhyme
 * family is a text like '-at'"). Given the whole raw entry.
 */
export type WordFieldChecker<Extra extends object> = (
  raw: Readonly<Record<string, unknown>>,
) => Extra | string;

/** Options of {@link parseWordList}. */
export interface ParseWordListOptions<Extra extends object> {
  /** Checks the Lingo's own fields; without it, only `word`, `emoji` and `alt` are kept. */
  readonly fields?: WordFieldChecker<Extra>;
  /** Words may start with a capital ("I", "Sam"). Default false. */
  readonly allowCapital?: boolean;
  /**
   * Whether an emoji has a picture. Default {@link isKnownPicture}: one emoji, not a flag, and
   * in kit's art set.
   */
  readonly knownPicture?: (emoji: string) => boolean;
}

const regionalIndicator = /[\u{1F1E6}-\u{1F1FF}]/u;

/** One emoji, and not a flag (words.md: Windows does not draw them). */
export function isSingleEmoji(text: string): boolean {
  if (regionalIndicator.test(text)) return false;
  const found = findEmojiText(text);
  return found.length === 1 && found[0] === text.trim() && text.trim() === text;
}

/**
 * The default picture check of {@link parseWordList}: one emoji, not a flag, that kit's art set
 * draws (checked at once, without loading the picture).
 */
export function isKnownPicture(emoji: string): boolean {
  return isSingleEmoji(emoji) && hasPicture({ emoji });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wordProblem(word: string, allowCapital: boolean): string | null {
  if (word === '') return 'a word is not empty';
  const letters = allowCapital ? /^[A-Za-z][a-z]*(?:-[a-z]+)*$/ : /^[a-z]+(?:-[a-z]+)*$/;
  if (letters.test(word)) {
    if (word.length === 1)
      return word === 'a' || word === 'I' ? null : 'a one-letter word is a or I';
    // A word is spoken whole: a vowel-less "sh" or a "buh" would be a lone sound.
    const spoken = utteranceProblem(`${word}.`);
    return spoken === null ? null : `it cannot be spoken as a word (${spoken})`;
  }
  if (!allowCapital && /^[a-z-]+$/i.test(word) && /[A-Z]/.test(word)) {
    return 'a word is written in lower case';
  }
  return 'a word is letters only';
}

/**
 * Checks a word list read from JSON: a list of words ("mat") or of entries (`{ "word": "bus",
 * "emoji": "🚌" }` plus a Lingo's own fields). Skips, with a message, an entry that is not a
 * word of lower-case letters and hyphens, cannot be spoken whole ("sh", "b"; "a" and "I" are
 * words), has an unknown picture, repeats an earlier word or
 * fails the Lingo's field check: "Skipped 'c4t' in first-sounds: a word is letters only."
 */
export function parseWordList<Extra extends object = object>(
  raw: unknown,
  name: string,
  options: ParseWordListOptions<Extra> = {},
): ParsedWordList<Extra> {
  if (!Array.isArray(raw)) {
    return { entries: [], problems: [`The word list ${name} is not a list of words.`] };
  }
  const knownPicture = options.knownPicture ?? isKnownPicture;
  const entries: (WordEntry & Extra)[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  raw.forEach((item: unknown, index) => {
    const record: Record<string, unknown> | null =
      typeof item === 'string' ? { word: item } : isRecord(item) ? item : null;
    const word = record !== null && typeof record.word === 'string' ? record.word : null;
    const label = word === null || word === '' ? `entry ${index + 1}` : `'${word}'`;
    const skip = (why: string) => problems.push(`Skipped ${label} in ${name}: ${why}.`);
    if (record === null) return skip('an entry is a word or an object with a word');
    if (word === null) return skip('it has no word');
    const badWord = wordProblem(word, options.allowCapital ?? false);
    if (badWord !== null) return skip(badWord);
    const { emoji, alt } = record;
    if (emoji !== undefined && (typeof emoji !== 'string' || !knownPicture(emoji))) {
      return skip(`the picture ${JSON.stringify(emoji)} is not in the picture set`);
    }
    if (alt !== undefined && (typeof alt !== 'string' || alt.trim() === '')) {
      return skip('its alt is a text');
    }
    if (seen.has(word)) return skip('the word is already in the list');
    let extra = {} as Extra;
    if (options.fields) {
      const checked = options.fields(record);
      if (typeof checked === 'string') return skip(checked);
      extra = checked;
    }
    seen.add(word);
    entries.push({
      ...extra,
      word,
      ...(emoji !== undefined ? { emoji } : {}),
      ...(alt !== undefined ? { alt } : {}),
    });
    return undefined;
  });
  return { entries, problems };
}

/**
 * The entries whose picture does not load from kit's art set (loads each one), with a message
 * for each: a check of the art itself, for a list parsed with a looser `knownPicture`.
 */
export async function findMissingPictures(
  entries: readonly WordEntry[],
  name: string,
): Promise<{ readonly missing: readonly WordEntry[]; readonly problems: readonly string[] }> {
  const withPictures = entries.filter((entry) => entry.emoji !== undefined);
  const arts = await Promise.all(
    withPictures.map((entry) => loadPicture({ emoji: entry.emoji ?? '' }).catch(() => null)),
  );
  const missing = withPictures.filter((_, index) => arts[index] === null);
  return {
    missing,
    problems: missing.map(
      (entry) =>
        `Skipped '${entry.word}' in ${name}: the picture ${JSON.stringify(entry.emoji)} is not in the picture set.`,
    ),
  };
}

// Words of the built-in lists that take no article in "Picture: …": things counted in bulk,
// pairs and plurals, numbers, and words that are not things (up, hot, run).
const noArticle = new Set([
  'bread',
  'milk',
  'juice',
  'honey',
  'corn',
  'popcorn',
  'cheese',
  'wheat',
  'yarn',
  'cash',
  'rice',
  'salad',
  'jeans',
  'noodles',
  'grapes',
  'glasses',
  'sunglasses',
  'shorts',
  'fireworks',
  'zero',
  'three',
  'six',
  'ten',
  'up',
  'hot',
  'red',
  'run',
  'hug',
  'fix',
  'white',
  'black',
  'smile',
  'swim',
  'clap',
  'thunder',
]);

// "a unicorn", "a use", "a one"; "an hour", "an honest".
const consonantSoundVowel = /^(?:uni|use|usu|ur[aeiou]|eu|one|once)/;
const vowelSoundH = /^(?:hour|honest|honou?r|heir)/;

/** "a" or "an" before a word, by its first sound. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const lower = word.toLowerCase();
  if (vowelSoundH.test(lower)) return 'an';
  if (consonantSoundVowel.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/**
 * The text alternative of an entry's picture: its `alt`, or the word with its article ("a
 * bus", "an apple"), or the word alone for bulk things and non-things ("bread", "up"). Kit's
 * Picture reads it in words.md's form, "Picture: a bus.".
 */
export function pictureAlt(entry: WordEntry): string {
  if (entry.alt !== undefined) return entry.alt;
  if (noArticle.has(entry.word)) return entry.word;
  return `${indefiniteArticle(entry.word)} ${entry.word}`;
}

const parsedFirstSounds = parseWordList(firstSoundsData, 'first-sounds');

/**
 * The First Sounds word bank of words.md 1-2 (also 1-3 step 4, and the other words a sound
 * hint says when the key word is the target): each word's first sound is its first letter.
 */
export const firstSoundsBank: readonly WordEntry[] = parsedFirstSounds.entries;

/** Problems found in the built-in First Sounds bank (none; a test keeps it so). */
export const firstSoundsProblems: readonly string[] = parsedFirstSounds.problems;

/** The First Sounds words that start with a letter, in the bank's order. */
export function firstSoundWords(letter: string): WordEntry[] {
  const lower = letter.toLowerCase();
  return firstSoundsBank.filter((entry) => entry.word.startsWith(lower));
}
