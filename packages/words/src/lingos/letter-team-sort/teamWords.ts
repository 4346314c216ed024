/**
 * Letter Team Sort's word bank (words.md 2-1) as data: each word with its picture, its letter
 * team and whether the team is at its start or its end. Checked on load: a bad entry is
 * skipped with a message, never thrown.
 */
import { parseWordList, type ParsedWordList } from '../../model/wordData';
import wordData from './words.json';

/** The five letter teams of 2-1, in the order bins are shown. */
export const teamIds = ['sh', 'ch', 'th', 'wh', 'ck'] as const;
/** One letter team. */
export type LetterTeam = (typeof teamIds)[number];

/** Where a word holds its team. */
export type TeamPosition = 'start' | 'end';

/** A word of the bank: "fish" 🐟, sh at the end. */
export interface TeamWord {
  readonly word: string;
  readonly emoji?: string;
  readonly alt?: string;
  readonly team: LetterTeam;
  readonly at: TeamPosition;
}

/** Whether a text is one of the five teams. */
export function isLetterTeam(text: unknown): text is LetterTeam {
  return typeof text === 'string' && (teamIds as readonly string[]).includes(text);
}

/**
 * Checks a team word list: each entry needs a team of the five and `at` ("start" or "end"),
 * and its word must start (or end) with that team and be longer than it. ck is at the end
 * only (words.md).
 */
export function parseTeamWords(raw: unknown, name = 'letter-team-sort'): ParsedWordList<TeamWord> {
  return parseWordList<Pick<TeamWord, 'team' | 'at'>>(raw, name, {
    fields: (entry) => {
      const { team, at, word } = entry;
      if (!isLetterTeam(team)) return 'its team is one of sh, ch, th, wh, ck';
      if (at !== 'start' && at !== 'end') return "its team is 'start' or 'end'";
      if (team === 'ck' && at !== 'end') return 'ck is at the end of a word only';
      const text = typeof word === 'string' ? word : '';
      if (text.length <= 2) return 'the word has more letters than its team';
      const holds = at === 'start' ? text.startsWith(team) : text.endsWith(team);
      if (!holds) return `the word does not ${at === 'start' ? 'start' : 'end'} with ${team}`;
      return { team, at };
    },
  }) as ParsedWordList<TeamWord>;
}

const parsed = parseTeamWords(wordData);

/** The bank of words.md 2-1, as checked on load. */
export const teamWords: readonly TeamWord[] = parsed.entries;

/** Entries of the built-in bank that were skipped (none; a test keeps it so). */
export const teamWordProblems: readonly string[] = parsed.problems;
