/**
 * Letters as words.md's speech conventions say to speak them. The synthesizer is never handed
 * a bare lower-case letter ("a" comes out as "uh", "z" as "zee"): a letter's name is its
 * upper-case form alone as its own utterance with a period ("B."), and Z is "Zed.", the
 * Canadian name. A, I and Y have fallback spellings ("Ay.", "Eye.", "Why.") for a voice that
 * fails QA on them; they are off by default, as words.md asks only to check those three.
 */

/** The 26 letters in ABC order, lower case. */
export const letters = [
  'a',
  'b',
  'c',
  'd',
  'e',
  'f',
  'g',
  'h',
  'i',
  'j',
  'k',
  'l',
  'm',
  'n',
  'o',
  'p',
  'q',
  'r',
  's',
  't',
  'u',
  'v',
  'w',
  'x',
  'y',
  'z',
] as const;
/** One of the 26 letters, lower case. */
export type Letter = (typeof letters)[number];

/** The five short vowels (1-2 step 3, 1-4's middle letters). */
export const vowels = ['a', 'e', 'i', 'o', 'u'] as const satisfies readonly Letter[];

/** Whether a text is one letter, either case. */
export function isLetter(text: string): boolean {
  return /^[a-z]$/i.test(text);
}

/** The letter of a one-letter text in either case ("B" → "b"); throws on anything else. */
export function toLetter(text: string): Letter {
  if (!isLetter(text)) throw new Error(`Not a letter: "${text}"`);
  return text.toLowerCase() as Letter;
}

/** The letter's place in ABC order, 0 for a. */
export function letterIndex(letter: string): number {
  return letters.indexOf(toLetter(letter));
}

/** Options of the functions that speak letter names. */
export interface LetterNameOptions {
  /**
   * Speak A, I and Y as "Ay.", "Eye." and "Why.", for a voice that says the upper-case
   * letter wrongly (words.md: check A, I and Y on every voice during QA). Default false.
   */
  readonly fallbackNames?: boolean;
}

const fallbackNames: Partial<Record<Letter, string>> = { a: 'Ay.', i: 'Eye.', y: 'Why.' };

/**
 * The utterance for a letter's name: the upper-case letter alone with a period ("B."), "Zed."
 * for Z, and with `fallbackNames` "Ay.", "Eye.", "Why." for A, I and Y.
 */
export function letterName(letter: string, options: LetterNameOptions = {}): string {
  const lower = toLetter(letter);
  if (lower === 'z') return 'Zed.';
  if (options.fallbackNames) {
    const fallback = fallbackNames[lower];
    if (fallback !== undefined) return fallback;
  }
  return `${lower.toUpperCase()}.`;
}

/** The two cases as words.md names them to children: big (upper case) and small (lower case). */
export const letterCases = ['big', 'small'] as const;
/** Big (upper case) or small (lower case). */
export type LetterCase = (typeof letterCases)[number];

/** The letter in a case: `letterInCase('b', 'big')` → "B". */
export function letterInCase(letter: string, letterCase: LetterCase): string {
  const lower = toLetter(letter);
  return letterCase === 'big' ? lower.toUpperCase() : lower;
}

/** "big B" or "small b": the text shown or read by a screen reader. */
export function caseName(letter: string, letterCase: LetterCase): string {
  return `${letterCase} ${letterInCase(letter, letterCase)}`;
}

/**
 * The utterances for "big B" or "small b": the case word as its own utterance, then the
 * letter's name from the table (["Big.", "B."], ["Small.", "Zed."]). The letter is never in a
 * phrase: "small b" would be read "small buh" or, for a, "small uh".
 */
export function caseUtterances(
  letter: string,
  letterCase: LetterCase,
  options: LetterNameOptions = {},
): string[] {
  return [letterCase === 'big' ? 'Big.' : 'Small.', letterName(letter, options)];
}

/** The letters of a word, hyphens and spaces left out ("yo-yo" → y, o, y, o). */
export function lettersOf(word: string): Letter[] {
  return [...word.toLowerCase()].filter((character) => isLetter(character)) as Letter[];
}

/** A word spelled with letter names, one utterance each: "cape" → C. A. P. E. */
export function spellUtterances(word: string, options: LetterNameOptions = {}): string[] {
  return lettersOf(word).map((letter) => letterName(letter, options));
}

/**
 * A word spelled out for screen-reader text and captions, each letter in its own case: "cape" →
 * "c, a, p, e" (words.md
 * 2-3: "The word is spelled c, a, p, e."). Text only: never speak it.
 */
export function spelledText(word: string): string {
  return [...word].filter((character) => isLetter(character)).join(', ');
}
