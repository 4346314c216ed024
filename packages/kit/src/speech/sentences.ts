/** A stretch of a text, from `start` up to (not including) `end`, in UTF-16 code units. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

const terminators = new Set(['.', '!', '?', '…']);
const closers = new Set(['"', "'", '”', '’', ')', ']', '»']);
const openers = new Set(['"', "'", '“', '‘', '(', '[', '«']);
const joiners = new Set(["'", '’', '-']);

/**
 * Titles whose period does not end a sentence: "Mr. Sam" stays one sentence. Words that
 * often end a sentence ("No.", "etc.") are left out on purpose.
 */
const abbreviations = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'st', 'mt', 'prof', 'capt']);

const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/u.test(char);
const isLetterOrDigit = (char: string | undefined): boolean =>
  char !== undefined && /[\p{L}\p{N}]/u.test(char);
const isUpperOrDigit = (char: string | undefined): boolean =>
  char !== undefined && /[\p{Lu}\p{N}]/u.test(char);

function skipSpace(text: string, from: number): number {
  let index = from;
  while (index < text.length && isSpace(text[index])) index += 1;
  return index;
}

function trimEndAt(text: string, start: number, end: number): number {
  let index = end;
  while (index > start && isSpace(text[index - 1])) index -= 1;
  return index;
}

/** Whether the text at `index` begins a new sentence: a capital or a digit, maybe quoted. */
function beginsSentence(text: string, index: number): boolean {
  let at = index;
  while (at < text.length && openers.has(text[at] ?? '')) at += 1;
  return isUpperOrDigit(text[at]);
}

/** Whether the period at `index` closes a title such as "Mr." rather than a sentence. */
function closesAbbreviation(text: string, sentenceStart: number, index: number): boolean {
  let wordStart = index;
  while (wordStart > sentenceStart && /[A-Za-z]/.test(text[wordStart - 1] ?? '')) wordStart -= 1;
  return abbreviations.has(text.slice(wordStart, index).toLowerCase());
}

/**
 * Splits a text into sentences, in order, without overlap, each trimmed of white space.
 *
 * A sentence ends at `.`, `!`, `?` or `…` (with any closing quotes or brackets) when white
 * space and then a capital letter or a digit follow, or at a line break. So "3.5" and
 * "Mr. Sam" do not split, and neither does a quotation with its speaker ("Want to help
 * us?" he asked.), which the reading curriculum counts as one sentence.
 */
export function splitSentences(text: string): TextRange[] {
  const ranges: TextRange[] = [];
  const push = (start: number, end: number) => {
    const trimmed = trimEndAt(text, start, end);
    if (trimmed > start) ranges.push({ start, end: trimmed });
  };
  let start = skipSpace(text, 0);
  let index = start;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === '\n') {
      // A line break ends a sentence: titles, signs and poems have none of their own.
      push(start, index);
      start = skipSpace(text, index);
      index = start;
      continue;
    }
    if (!terminators.has(char)) {
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < text.length && terminators.has(text[end] ?? '')) end += 1;
    while (end < text.length && closers.has(text[end] ?? '')) end += 1;
    const next = skipSpace(text, end);
    const splits =
      next > end &&
      next < text.length &&
      (text.slice(end, next).includes('\n') ||
        (beginsSentence(text, next) &&
          !(end === index + 1 && char === '.' && closesAbbreviation(text, start, index))));
    if (splits) {
      push(start, end);
      start = next;
      index = next;
    } else {
      index = end;
    }
  }
  push(start, text.length);
  return ranges;
}

/** Whether the text has anything a voice would say as a word. */
export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** Whether `text[index]` continues a word: a letter or digit, or ' ’ - inside a word. */
function continuesWord(text: string, index: number): boolean {
  const char = text[index];
  if (isLetterOrDigit(char) || /\p{M}/u.test(char ?? '')) return true;
  return joiners.has(char ?? '') && isLetterOrDigit(text[index + 1]);
}

/** Every word of `text` between `from` and `to`, as ranges ("don't" and "yo-yo" are one). */
export function wordRanges(text: string, from = 0, to = text.length): TextRange[] {
  const ranges: TextRange[] = [];
  let index = from;
  while (index < to) {
    if (!isLetterOrDigit(text[index])) {
      index += 1;
      continue;
    }
    const start = index;
    while (index < to && continuesWord(text, index)) index += 1;
    ranges.push({ start, end: index });
  }
  return ranges;
}

/**
 * The word a speech `boundary` event points at, inside the sentence `from`–`to` of `text`.
 * `charIndex` counts from `from`, as the browser counts in the utterance it spoke. With a
 * `charLength` (Chrome gives one) the range is taken as given; without one (older engines
 * give 0 or none) it is the word found at or after `charIndex`. Null when no word is there.
 */
export function boundaryRange(
  text: string,
  from: number,
  to: number,
  charIndex: number,
  charLength?: number | null,
): TextRange | null {
  const safeIndex = Number.isFinite(charIndex) ? Math.max(0, Math.trunc(charIndex)) : 0;
  const start = Math.min(from + safeIndex, to);
  if (charLength !== undefined && charLength !== null && charLength > 0) {
    const end = Math.min(start + Math.trunc(charLength), to);
    if (end > start) return { start, end };
  }
  return wordRanges(text, start, to)[0] ?? null;
}
