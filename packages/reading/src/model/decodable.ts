/**
 * The level-1 decodability rule (reading.md, "Level-1 decodability rule"): every word of a
 * level-1 passage is decodable with Word Weavers patterns, a sight word, one of the listed
 * extras, or one of at most 3 story words.
 */
import { wordRanges } from '@lingos/kit';
import type { Passage } from './passages';

/**
 * The 40 sight words of Word Weavers 2-5 (words.md, lingo-2-5, sets A-D). A concept never
 * imports another, so reading keeps its own copy; words.md 2-5 is its source.
 */
export const sightWords: readonly string[] = [
  // Set A
  'the',
  'a',
  'i',
  'is',
  'to',
  'and',
  'you',
  'we',
  'see',
  'my',
  // Set B
  'he',
  'she',
  'was',
  'said',
  'of',
  'are',
  'they',
  'have',
  'like',
  'come',
  // Set C
  'what',
  'where',
  'who',
  'here',
  'there',
  'one',
  'two',
  'look',
  'play',
  'want',
  // Set D
  'could',
  'would',
  'their',
  'because',
  'friend',
  'again',
  'does',
  'very',
  'were',
  'some',
];

/** The extras reading.md allows beyond the sight words. */
export const decodableExtras: readonly string[] = [
  'go',
  'no',
  'so',
  'me',
  'be',
  'do',
  'for',
  'all',
  'her',
  'into',
  'out',
  'down',
  'too',
  'good',
  'day',
  'put',
  'first',
  'from',
  'how',
];

/** The most story words a level-1 passage may have. */
export const maxStoryWords = 3;

const onset =
  '(?:spr|scr|spl|str|squ|shr|thr|sh|ch|th|wh|qu|[bcfgp][lr]|[dt]r|[st]w|s[cklmnpt]|[bcdfghjklmnprstvwyz])?';
const coda =
  '(?:[lnm]?(?:ck|ng|nk|sh|ch|tch|th)|ll|ss|ff|zz|dd|gg|tt|bb|x|xt|[lnmrs]?[bcdfgklmnprstvz])';
const closedSyllable = new RegExp(`^${onset}[aeiou]${coda}$`);
const magicE = new RegExp(`^${onset}[aeiou][bcdfgklmnprstvz]e$`);
const allFamily = new RegExp(`^${onset}all$`);

const isSyllable = (part: string): boolean =>
  closedSyllable.test(part) || magicE.test(part) || allFamily.test(part);

/**
 * A past tense the rule leaves out ("Passages use the present tense, so no -ed is needed"):
 * two closed syllables would otherwise take "jumped" as "jum-ped".
 */
function isPastTense(word: string): boolean {
  if (!word.endsWith('ed')) return false;
  const stem = word.slice(0, -2);
  return isSyllable(stem) || isSyllable(`${stem}e`) || isSyllable(stem.slice(0, -1));
}

/** A one- or two-syllable word built from the patterns (mitten, pancake, duckling). */
function isPatternWord(word: string): boolean {
  if (isSyllable(word)) return true;
  if (isPastTense(word)) return false;
  for (let cut = 2; cut <= word.length - 2; cut += 1) {
    if (isSyllable(word.slice(0, cut)) && isSyllable(word.slice(cut))) return true;
  }
  return false;
}

/** The bases a word may come from by -s, -es or -ing (with magic e dropped or a doubled end). */
function bases(word: string): string[] {
  const found = [word];
  if (word.endsWith('es')) found.push(word.slice(0, -2));
  if (word.endsWith('s')) found.push(word.slice(0, -1));
  if (word.endsWith('ing')) {
    const stem = word.slice(0, -3);
    found.push(stem, `${stem}e`);
    if (stem.length > 2 && stem.at(-1) === stem.at(-2)) found.push(stem.slice(0, -1));
  }
  return found;
}

/** Whether one word passes the rule, given the passage's story words. */
export function isDecodableWord(word: string, storyWords: readonly string[] = []): boolean {
  const plain = word.toLowerCase().replace(/['’]s$/, '');
  const allowed = new Set([...sightWords, ...decodableExtras]);
  const stories = storyWords.map((story) => story.toLowerCase());
  return bases(plain).some(
    (base) => allowed.has(base) || stories.includes(base) || isPatternWord(base),
  );
}

/** The words of a passage that break the rule, each once, in order. */
export function undecodableWords(passage: Pick<Passage, 'sentences' | 'storyWords'>): string[] {
  const stories = passage.storyWords.map((story) => story.word);
  const failing: string[] = [];
  for (const sentence of passage.sentences) {
    for (const range of wordRanges(sentence)) {
      const word = sentence.slice(range.start, range.end);
      if (!isDecodableWord(word, stories) && !failing.includes(word)) failing.push(word);
    }
  }
  return failing;
}

/** Whether a level-1 passage keeps the rule: at most 3 story words, every word allowed. */
export function isDecodablePassage(passage: Pick<Passage, 'sentences' | 'storyWords'>): boolean {
  return passage.storyWords.length <= maxStoryWords && undecodableWords(passage).length === 0;
}
