/**
 * Sounds, spoken the only way words.md allows: a letter name plus its key word. The
 * synthesizer cannot say a phoneme alone, so "the sound of b" is two utterances, "B." then
 * "as in ball.", with the key word's picture shown. One key word per letter, the same
 * everywhere (src/data/keyWords.json); a hint's key word is never the item's target word, so
 * `avoid` picks another word with the same first letter from the First Sounds bank.
 *
 * Letter teams (sh, ch, th, wh, ck) say their two letter names, then the key word: "s and h
 * together, as in ship". Blends say both letter names, then the key word: "f, r, as in frog".
 */
import keyWordData from '../data/keyWords.json';
import teamData from '../data/teams.json';
import { letterName, lettersOf, toLetter, type Letter, type LetterNameOptions } from './letters';
import { firstSoundsBank } from './wordData';

/** Where a key word holds its letter or team: at its start (most) or at its end (x, ck). */
export type SoundPosition = 'start' | 'end';

/** A letter's key word, from the table of words.md. */
export interface KeyWord {
  readonly letter: Letter;
  readonly word: string;
  /** The picture's emoji, drawn by kit's Picture. */
  readonly emoji: string;
  /** "end" for x: "as at the end of fox". */
  readonly at: SoundPosition;
  /** Other words for a hint when the key word is the item's target (q and x, beyond First Sounds). */
  readonly alternates: readonly string[];
}

/** A letter team (digraph) or a blend with its key word. */
export interface TeamKeyWord {
  /** Two letters, lower case: "sh", "fr", "nd". */
  readonly team: string;
  readonly word: string;
  readonly emoji?: string;
  readonly at: SoundPosition;
}

interface RawKeyWord {
  readonly letter: string;
  readonly word: string;
  readonly emoji: string;
  readonly at?: string;
  readonly alternates?: readonly string[];
}

interface RawTeam {
  readonly team: string;
  readonly word: string;
  readonly emoji?: string;
  readonly at?: string;
}

function position(at: string | undefined): SoundPosition {
  return at === 'end' ? 'end' : 'start';
}

/** The key word of every letter, a to z (words.md, Key words). */
export const keyWords: readonly KeyWord[] = (keyWordData as readonly RawKeyWord[]).map((raw) => ({
  letter: toLetter(raw.letter),
  word: raw.word,
  emoji: raw.emoji,
  at: position(raw.at),
  alternates: raw.alternates ?? [],
}));

const keyWordByLetter = new Map(keyWords.map((entry) => [entry.letter, entry]));

/** The key word of a letter, either case: `keyWordFor('b')` → ball ⚽. */
export function keyWordFor(letter: string): KeyWord {
  const found = keyWordByLetter.get(toLetter(letter));
  if (!found) throw new Error(`No key word for "${letter}"`);
  return found;
}

function asTeams(raw: readonly RawTeam[]): TeamKeyWord[] {
  return raw.map((entry) => ({
    team: entry.team,
    word: entry.word,
    ...(entry.emoji !== undefined ? { emoji: entry.emoji } : {}),
    at: position(entry.at),
  }));
}

/** The letter teams (digraphs) of words.md: sh ship, ch chick, th thumb, wh whale, ck duck. */
export const letterTeams: readonly TeamKeyWord[] = asTeams(teamData.teams);

/** The blends with a key word: start blends from 2-2's bank (fr frog), end blends (nd hand). */
export const blends: readonly TeamKeyWord[] = asTeams(teamData.blends);

/** The letter team of a two-letter spelling ("sh"), or undefined. */
export function letterTeamFor(team: string): TeamKeyWord | undefined {
  return letterTeams.find((entry) => entry.team === team.toLowerCase());
}

/** The blend of a spelling at the start (default) or the end of a word, or undefined. */
export function blendFor(blend: string, at: SoundPosition = 'start'): TeamKeyWord | undefined {
  return blends.find((entry) => entry.team === blend.toLowerCase() && entry.at === at);
}

/** Options of the sound utterances. */
export interface SoundOptions extends LetterNameOptions {
  /**
   * The item's target word(s): never used as the key word ("the key word is never the item's
   * target word"); another word with the same first letter is said instead.
   */
  readonly avoid?: string | readonly string[];
}

function avoided(options: SoundOptions): Set<string> {
  const { avoid } = options;
  const list = avoid === undefined ? [] : typeof avoid === 'string' ? [avoid] : avoid;
  return new Set(list.map((word) => word.toLowerCase()));
}

/**
 * The word a letter's sound is heard in: its key word, or when that is avoided, the first
 * word of the First Sounds bank (then the letter's alternates) with the same first letter
 * that is not avoided. Keeps the key word only if every candidate is avoided.
 */
export function soundWordFor(letter: string, options: SoundOptions = {}): string {
  const key = keyWordFor(letter);
  const skip = avoided(options);
  if (!skip.has(key.word)) return key.word;
  const candidates =
    key.at === 'end'
      ? key.alternates
      : [
          ...firstSoundsBank
            .filter((entry) => entry.word.startsWith(key.letter))
            .map((entry) => entry.word),
          ...key.alternates,
        ];
  return candidates.find((word) => word !== key.word && !skip.has(word)) ?? key.word;
}

function carrierPhrase(word: string, at: SoundPosition): string {
  return at === 'end' ? `as at the end of ${word}` : `as in ${word}`;
}

/**
 * A letter's sound as words.md speaks it: its name, then its key word — ["B.", "as in
 * ball."], ["X.", "as at the end of fox."]; with `avoid: 'mouse'`, ["M.", "as in moon."].
 */
export function soundUtterances(letter: string, options: SoundOptions = {}): string[] {
  const key = keyWordFor(letter);
  return [
    letterName(key.letter, options),
    `${carrierPhrase(soundWordFor(letter, options), key.at)}.`,
  ];
}

/** A letter's sound as text, for hints and screen readers: "b, as in ball". */
export function soundText(letter: string, options: SoundOptions = {}): string {
  const key = keyWordFor(letter);
  return `${key.letter}, ${carrierPhrase(soundWordFor(letter, options), key.at)}`;
}

function requireTeam(team: string): TeamKeyWord {
  const found = letterTeamFor(team);
  if (!found) throw new Error(`Not a letter team: "${team}"`);
  return found;
}

function requireBlend(blend: string, at: SoundPosition): TeamKeyWord {
  const found = blendFor(blend, at);
  if (!found) throw new Error(`No blend "${blend}" at the ${at} of a word`);
  return found;
}

/**
 * A letter team as words.md speaks it, never "sh" alone: the two letter names, then the key
 * word — ["S.", "and", "H.", "together, as in ship."]; ck is "as at the end of duck.".
 */
export function teamUtterances(team: string, options: LetterNameOptions = {}): string[] {
  const found = requireTeam(team);
  const [first, second] = lettersOf(found.team);
  return [
    letterName(first ?? '', options),
    'and',
    letterName(second ?? '', options),
    `together, ${carrierPhrase(found.word, found.at)}.`,
  ];
}

/** A letter team as text: "s and h together, as in ship". */
export function teamText(team: string): string {
  const found = requireTeam(team);
  const [first, second] = lettersOf(found.team);
  return `${first} and ${second} together, ${carrierPhrase(found.word, found.at)}`;
}

/** A blend as words.md speaks it, both letter names then the key word: ["F.", "R.", "as in frog."]. */
export function blendUtterances(
  blend: string,
  at: SoundPosition = 'start',
  options: LetterNameOptions = {},
): string[] {
  const found = requireBlend(blend, at);
  return [
    ...lettersOf(found.team).map((letter) => letterName(letter, options)),
    `${carrierPhrase(found.word, found.at)}.`,
  ];
}

/** A blend as text: "f, r, as in frog". */
export function blendText(blend: string, at: SoundPosition = 'start'): string {
  const found = requireBlend(blend, at);
  return `${lettersOf(found.team).join(', ')}, ${carrierPhrase(found.word, found.at)}`;
}
