/**
 * Blend It's words (words.md 2-2) as data: the picture words of the l-, r-, s- and end-blend
 * banks, the 4-letter words built at step 3 and the words spoken only at step 4. A word's
 * blends are read from its spelling against the blends words.md names; an entry with none (or
 * too long for its list) is skipped with a message, never thrown.
 */
import { parseWordList, type ParsedWordList, type WordEntry } from '../../model/wordData';
import wordData from './words.json';

/** The blends at the start of a word: l-, r- and s-blends. */
export const startBlends = [
  'bl',
  'cl',
  'fl',
  'gl',
  'pl',
  'sl',
  'br',
  'cr',
  'dr',
  'fr',
  'gr',
  'pr',
  'tr',
  'sk',
  'sm',
  'sn',
  'sp',
  'st',
  'sw',
] as const;

/** The blends at the end of a word: -nt, -nd, -st, -lk, -ft, -nk, -mp, -sk. */
export const endBlends = ['nt', 'nd', 'st', 'lk', 'ft', 'nk', 'mp', 'sk'] as const;

/** The three families of start blends; sl counts with the l-blends, as words.md lists sled. */
export type BlendFamily = 'l' | 'r' | 's';

/** A start blend's family: by its second letter (l or r), else s. */
export function blendFamily(blend: string): BlendFamily {
  if (blend[1] === 'l') return 'l';
  if (blend[1] === 'r') return 'r';
  return 's';
}

/** A word of the bank with the blends its spelling holds. */
export interface BlendWord extends WordEntry {
  /** The blend it starts with, if any: "fr" for frog. */
  readonly start?: string;
  /** The blend it ends with, if any: "nt" for tent. */
  readonly end?: string;
}

/** The blends of a word's spelling, or none. */
export function blendsOf(word: string): Pick<BlendWord, 'start' | 'end'> {
  const first = word.slice(0, 2);
  const last = word.slice(-2);
  return {
    ...((startBlends as readonly string[]).includes(first) ? { start: first } : {}),
    ...(word.length > 2 && (endBlends as readonly string[]).includes(last) ? { end: last } : {}),
  };
}

/** The three lists of Blend It. */
export interface BlendWordLists {
  /** Picture words with a blend (steps 1–2 use those that start with one). */
  readonly pictures: readonly BlendWord[];
  /** Step 3: 4-letter words that start with a blend, built from their letters. */
  readonly build: readonly BlendWord[];
  /** Step 4: words up to 5 letters that start or end with a blend, spoken only. */
  readonly spoken: readonly BlendWord[];
}

function checked(
  raw: unknown,
  name: string,
  rule: (word: string, blends: Pick<BlendWord, 'start' | 'end'>) => string | null,
): ParsedWordList<Pick<BlendWord, 'start' | 'end'>> {
  return parseWordList<Pick<BlendWord, 'start' | 'end'>>(raw, name, {
    fields: (entry) => {
      const word = typeof entry.word === 'string' ? entry.word : '';
      const blends = blendsOf(word);
      return rule(word, blends) ?? blends;
    },
  });
}

const anyBlend = (_word: string, blends: Pick<BlendWord, 'start' | 'end'>) =>
  blends.start || blends.end ? null : 'it neither starts nor ends with a blend';

/**
 * Checks Blend It's lists (`{ pictures, build, spoken }`): every word must start or end with a
 * blend; a build word has 4 letters and starts with one; a spoken word has up to 5 letters.
 */
export function parseBlendWords(
  raw: unknown,
): BlendWordLists & { readonly problems: readonly string[] } {
  const record =
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : ({} as const);
  const pictures = checked(record.pictures, 'blend-it pictures', anyBlend);
  const build = checked(record.build, 'blend-it build', (word, blends) =>
    word.length !== 4
      ? 'a word to build has 4 letters'
      : blends.start
        ? null
        : 'a word to build starts with a blend',
  );
  const spoken = checked(record.spoken, 'blend-it spoken', (word, blends) =>
    word.length > 5 ? 'a spoken word has up to 5 letters' : anyBlend(word, blends),
  );
  return {
    pictures: pictures.entries,
    build: build.entries,
    spoken: spoken.entries,
    problems: [...pictures.problems, ...build.problems, ...spoken.problems],
  };
}

const parsed = parseBlendWords(wordData);

/** The lists of words.md 2-2, as checked on load. */
export const blendWords: BlendWordLists = parsed;

/** Entries of the built-in lists that were skipped (none; a test keeps it so). */
export const blendWordProblems: readonly string[] = parsed.problems;
