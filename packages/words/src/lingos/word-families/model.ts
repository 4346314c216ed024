/**
 * Lingo 2-4, Word Families: keep a word's ending (its rime, "-at") and change the first sound
 * (its onset) to read and spell new words: one onset tile in front of a fixed rime chunk
 * (steps 1–2), written words sorted into their family bins (step 3), and a word ladder, one
 * rung per item, with blend and digraph tiles (step 4) (words.md 2-4).
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import {
  blendFor,
  blendText,
  blendUtterances,
  letterTeamFor,
  soundText,
  soundUtterances,
  teamText,
  teamUtterances,
} from '../../model/keyWords';
import { lettersOf, spellUtterances } from '../../model/letters';
import { parseWordList } from '../../model/wordData';
import { wordUtterances } from '../../model/words';
import rawWords from './words.json';

/** The twelve families of words.md, in its order. */
export const families = [
  'at',
  'an',
  'ig',
  'op',
  'ug',
  'ot',
  'en',
  'ip',
  'ell',
  'ack',
  'ing',
  'est',
] as const;
/** A family: the rime its words end in, without the dash ("at" for -at). */
export type Family = (typeof families)[number];

/** The families of step 2 (words.md: "-at, -an, -ig, -op, -ug, -ot, -en, -ip"). */
export const stepTwoFamilies: readonly Family[] = ['at', 'an', 'ig', 'op', 'ug', 'ot', 'en', 'ip'];

/**
 * The onset tiles step 4 adds to the single letters: the blends and digraphs of words.md. A
 * word whose onset has no tile (quack, spring) is left out of ladders.
 */
export const teamOnsets = [
  'st',
  'sh',
  'ch',
  'th',
  'wh',
  'dr',
  'fl',
  'sl',
  'pl',
  'tr',
  'sp',
  'sk',
  'sw',
  'sn',
  'sm',
  'bl',
  'cl',
  'tw',
] as const;

/** One word of a family: "hat" = onset "h" + rime "at", with its picture when it has one. */
export interface FamilyWord {
  readonly word: string;
  readonly family: Family;
  /** The start before the rime: "h", "st", "qu". */
  readonly onset: string;
  readonly emoji?: string;
}

const isFamily = (value: unknown): value is Family =>
  typeof value === 'string' && (families as readonly string[]).includes(value);

/**
 * The family words of a JSON list (words.md's lists live in words.json): each entry a word
 * with its `family`; an entry whose family is unknown, or whose word does not end in it after
 * a start of its own, is skipped with a message, like a malformed word.
 */
export function parseFamilyWords(
  raw: unknown,
  name = 'word-families',
): { readonly words: FamilyWord[]; readonly problems: readonly string[] } {
  const { entries, problems } = parseWordList(raw, name, {
    fields: (entry): { family: Family } | string => {
      const { family, word } = entry;
      if (!isFamily(family)) return `its family is not one of -${families.join(', -')}`;
      if (typeof word !== 'string' || !word.endsWith(family) || word.length === family.length) {
        return `it does not end in -${family} after a first sound`;
      }
      return { family };
    },
  });
  const words = entries.map((entry) => ({
    word: entry.word,
    family: entry.family,
    onset: entry.word.slice(0, entry.word.length - entry.family.length),
    ...(entry.emoji ? { emoji: entry.emoji } : {}),
  }));
  return { words, problems };
}

const parsed = parseFamilyWords(rawWords);
/** The words of words.md's families that loaded. */
export const familyWords: readonly FamilyWord[] = parsed.words;
/** What was skipped on load, for the console. */
export const familyWordProblems: readonly string[] = parsed.problems;

/** Whether an onset is one letter (the tiles of steps 1–2). */
export const isSingleLetter = (onset: string): boolean => /^[a-z]$/.test(onset);

/** Whether step 4 has a tile for an onset: a single letter, or one of the team tiles. */
export const hasOnsetTile = (onset: string): boolean =>
  isSingleLetter(onset) || (teamOnsets as readonly string[]).includes(onset);

/** The words of a family, in list order. */
export const wordsOf = (family: Family, bank: readonly FamilyWord[] = familyWords): FamilyWord[] =>
  bank.filter((each) => each.family === family);

// ─── Items ──────────────────────────────────────────────────────────────────────────────

/** What an item asks. */
export type WordFamiliesTask =
  /** Steps 1, 2 and 4: put the onset tile in the slot before the rime chunk. */
  | {
      readonly kind: 'onset';
      readonly target: FamilyWord;
      /** The onset tiles, shuffled; exactly one makes the target. */
      readonly tiles: readonly string[];
      /** Whether the picture is shown (the word has one, and the step shows pictures). */
      readonly picture: boolean;
      /** A ladder rung (step 4): the word climbed from, and the rung's number (1–3). */
      readonly ladder?: { readonly from: FamilyWord; readonly rung: number };
    }
  /** Step 3: written words into their family bins. */
  | {
      readonly kind: 'sort';
      readonly families: readonly Family[];
      readonly words: readonly FamilyWord[];
    };

/** A Word Families item. */
export interface WordFamiliesItem extends PracticeItemBase {
  readonly step: number;
  readonly task: WordFamiliesTask;
}

/**
 * The child's answer: the onset tile in the slot, or for a sort where each word is (word →
 * family, null or missing while still in the tray).
 */
export type WordFamiliesAnswer =
  | { readonly kind: 'onset'; readonly onset: string }
  | { readonly kind: 'sort'; readonly placement: Readonly<Record<string, string | null>> };

/** Hint texts of Word Families (words.md 2-4); the sort hint is worded per word as the message. */
export const wordFamiliesHints = {
  'change-onset': 'Keep the end. Change only the first sound.',
  'first-letter': 'Look at the end of the word: it tells you its family.',
  'wrong-family': 'Look at the end of the word: it tells you its family.',
  default: 'Keep the end. Change only the first sound.',
} as const;

/** The mistakes the checker can name: the hints' keys. */
export type WordFamiliesMisconception = Exclude<keyof typeof wordFamiliesHints, 'default'>;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** A chunk's letters with spaces, as the screen reader is given it: "a t". */
export const spacedLetters = (text: string): string => lettersOf(text).join(' ');

/** "Keep the end, -at. Change only the first sound: h… at, hat." */
export function changeOnsetHint(target: FamilyWord): string {
  return `Keep the end, -${target.family}. Change only the first sound: ${target.onset}… ${target.family}, ${target.word}.`;
}

/**
 * {@link changeOnsetHint} as read aloud: the end by its letter names, the first sound by its
 * letter names and key word, then the word whole ("A." "T." … "H." "as in hen." "hat.").
 */
export function changeOnsetSpeech(target: FamilyWord): string[] {
  return [
    'Keep the end,',
    ...spellUtterances(target.family),
    'Change only the first sound:',
    ...onsetUtterances(target.onset, target.word),
    ...spokenWord(target.word),
  ];
}

/** The family's word the sort hint names: its first word that is not the word itself. */
function familyHead(word: FamilyWord, bank: readonly FamilyWord[] = familyWords): string {
  return wordsOf(word.family, bank).find((each) => each.word !== word.word)?.word ?? word.word;
}

/** "Look at the end of the word. 'Big' ends in -ig, so it lives with pig." */
export function sortHint(word: FamilyWord): string {
  return `Look at the end of the word. '${capitalize(word.word)}' ends in -${word.family}, so it lives with ${familyHead(word)}.`;
}

/** {@link sortHint} as read aloud: the end by its letter names ("I." "G."), never "-ig". */
export function sortSpeech(word: FamilyWord): string[] {
  return [
    'Look at the end of the word.',
    `${capitalize(word.word)} ends in`,
    ...spellUtterances(word.family),
    `So it lives with ${familyHead(word)}.`,
  ];
}

/**
 * The prompts on screen. The word to build is only heard (written, it would give its first
 * letters away): the screen says "Build the word you hear.", read-aloud says "Build: hat."
 */
export const wordFamiliesPrompts = {
  build: 'Build the word you hear.',
  climbFirst: (from: string) => `Change ${from} to the word you hear.`,
  climbNext: 'Now make the word you hear.',
  sort: 'Sort the words into their families. Look at the end of each word.',
} as const;

/** The sentences read aloud (words.md): "Build: hat.", "Change hop to top.", "Now make stop." */
export const wordFamiliesSayings = {
  build: (word: string) => `Build: ${word}.`,
  climbFirst: (from: string, to: string) => `Change ${from} to ${to}.`,
  climbNext: (to: string) => `Now make ${to}.`,
} as const;

/** An onset item's task said as a sentence, with its word: for read-aloud and screen readers. */
export function taskSentence(task: Extract<WordFamiliesTask, { kind: 'onset' }>): string {
  if (!task.ladder) return wordFamiliesSayings.build(task.target.word);
  return task.ladder.rung === 1
    ? wordFamiliesSayings.climbFirst(task.ladder.from.word, task.target.word)
    : wordFamiliesSayings.climbNext(task.target.word);
}

/** A word read aloud, whole, with its carrier sentence if it has a sound-alike ("not"). */
export function spokenWord(word: string): string[] {
  return wordUtterances(word).map((each) => each.text);
}

// ─── Generator ──────────────────────────────────────────────────────────────────────────

/** Up to `count` distractor onsets: the family's other onsets first (they make real words). */
function distractorOnsets(
  target: FamilyWord,
  count: number,
  allowed: (onset: string) => boolean,
  rng: Rng,
  first: readonly string[] = [],
): string[] {
  const chosen = first.filter((onset) => onset !== target.onset && allowed(onset));
  const familyOnsets = rng.shuffle(
    wordsOf(target.family)
      .map((each) => each.onset)
      .filter((onset) => allowed(onset) && onset !== target.onset && !chosen.includes(onset)),
  );
  chosen.push(...familyOnsets.slice(0, Math.max(0, count - chosen.length)));
  const fillers = rng.shuffle(
    isSingleLetter(target.onset) || !allowed('st')
      ? [...'bcdfghjklmnprstvwz']
      : [...'bcdfghjklmnprstvwz', ...teamOnsets],
  );
  for (const onset of fillers) {
    if (chosen.length >= count) break;
    if (!allowed(onset) || onset === target.onset || chosen.includes(onset)) continue;
    chosen.push(onset);
  }
  return chosen.slice(0, count);
}

function onsetItem(step: number, target: FamilyWord, rng: Rng): WordFamiliesItem {
  const count = step === 1 ? 2 : 3;
  const tiles = rng.shuffle([
    target.onset,
    ...distractorOnsets(target, count, isSingleLetter, rng),
  ]);
  return {
    key: `onset:${target.word}`,
    prompt: wordFamiliesPrompts.build,
    speech: ['Build:', ...spokenWord(target.word)],
    step,
    task: { kind: 'onset', target, tiles, picture: target.emoji !== undefined },
  };
}

/** The ladder of a previous key "ladder:<family>:<from>><to>:<rung>", if it was one. */
function previousRung(
  key: string | undefined,
): { family: Family; words: string[]; to: string; rung: number } | null {
  const match = key?.match(/^ladder:([a-z]+):([a-z>]+):(\d)$/);
  if (!match) return null;
  const [, family, path, rung] = match;
  if (!isFamily(family) || !path || !rung) return null;
  const words = path.split('>');
  return { family, words, to: words[words.length - 1] ?? '', rung: Number(rung) };
}

/** Ladders climb three rungs: "Change hop to top. Now make stop. Now make shop." */
export const ladderRungs = 3;

/** A ladder prompt read aloud: the sentence, and the target's carrier if it is a sound-alike. */
function ladderSpeech(prompt: string, word: string): string[] {
  const carrier = spokenWord(word).slice(1);
  return [prompt, ...carrier];
}

function ladderItem(rng: Rng, previousKey: string | undefined): WordFamiliesItem {
  const previous = previousRung(previousKey);
  const climbable = (family: Family) => wordsOf(family).filter((each) => hasOnsetTile(each.onset));
  let family: Family;
  let from: FamilyWord;
  let rung: number;
  let path: string[];
  const continued = previous && previous.rung < ladderRungs ? previous : null;
  const fromWord = continued
    ? climbable(continued.family).find((each) => each.word === continued.to)
    : undefined;
  if (continued && fromWord) {
    family = continued.family;
    from = fromWord;
    rung = continued.rung + 1;
    path = continued.words;
  } else {
    family = rng.pick(families.filter((each) => climbable(each).length >= ladderRungs + 1));
    from = rng.pick(climbable(family));
    rung = 1;
    path = [from.word];
  }
  const target = rng.pick(climbable(family).filter((each) => !path.includes(each.word)));
  const allowed = (onset: string) => hasOnsetTile(onset);
  const tiles = rng.shuffle([
    target.onset,
    ...distractorOnsets(target, 3, allowed, rng, [from.onset]),
  ]);
  const said =
    rung === 1
      ? wordFamiliesSayings.climbFirst(from.word, target.word)
      : wordFamiliesSayings.climbNext(target.word);
  return {
    key: `ladder:${family}:${[...path.slice(-ladderRungs), target.word].join('>')}:${rung}`,
    prompt: rung === 1 ? wordFamiliesPrompts.climbFirst(from.word) : wordFamiliesPrompts.climbNext,
    speech: ladderSpeech(said, target.word),
    step: 4,
    task: {
      kind: 'onset',
      target,
      tiles,
      picture: target.emoji !== undefined,
      ladder: { from, rung },
    },
  };
}

function sortItem(rng: Rng): WordFamiliesItem {
  const count = rng.int(2, 3);
  const chosen = rng.shuffle(families).slice(0, count);
  const perFamily = count === 2 ? [3, 3] : [2, 2, 2];
  const words = rng.shuffle(
    chosen.flatMap((family, index) => rng.shuffle(wordsOf(family)).slice(0, perFamily[index] ?? 2)),
  );
  return {
    key: `sort:${words.map((each) => each.word).join(',')}`,
    prompt: wordFamiliesPrompts.sort,
    step: 3,
    task: {
      kind: 'sort',
      families: [...chosen].sort((a, b) => families.indexOf(a) - families.indexOf(b)),
      words,
    },
  };
}

function generateOnce(step: number, rng: Rng, previousKey: string | undefined): WordFamiliesItem {
  switch (step) {
    case 1:
      return onsetItem(
        1,
        rng.pick(wordsOf('at').filter((each) => each.emoji && isSingleLetter(each.onset))),
        rng,
      );
    case 2:
      return onsetItem(
        2,
        rng.pick(
          familyWords.filter(
            (each) => stepTwoFamilies.includes(each.family) && isSingleLetter(each.onset),
          ),
        ),
        rng,
      );
    case 3:
      return sortItem(rng);
    default:
      return ladderItem(rng, previousKey);
  }
}

/** The word an item is about, for "never the same target twice in a row". */
const targetOf = (key: string | undefined): string | undefined =>
  key?.startsWith('onset:') ? key.slice('onset:'.length) : key?.match(/>([a-z]+):\d$/)?.[1];

/** Generates a Word Families item for a step (1–4), never the same target twice in a row. */
export function generateWordFamilies(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): WordFamiliesItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng, previous);
  for (
    let tries = 0;
    tries < 50 &&
    (item.key === previous ||
      (targetOf(item.key) !== undefined && targetOf(item.key) === targetOf(previous)));
    tries += 1
  ) {
    item = generateOnce(clamped, rng, previous);
  }
  return item;
}

// ─── Answer rule ────────────────────────────────────────────────────────────────────────

/** The right bin of every word of a sort: its family. */
export function sortSolution(
  task: Extract<WordFamiliesTask, { kind: 'sort' }>,
): Record<string, Family> {
  return Object.fromEntries(task.words.map((each) => [each.word, each.family]));
}

/**
 * The answer rule: steps 1, 2 and 4, the onset that makes the word asked for; step 3, every
 * word in the bin of its rime, all right at one Check. A wrong sort names the first misplaced
 * word's family ("'Big' ends in -ig, so it lives with pig"), as sorting by the first letter
 * when the bin it went to holds a word that starts like it.
 */
export function checkWordFamilies(
  item: WordFamiliesItem,
  answer: WordFamiliesAnswer,
): CheckResult<WordFamiliesMisconception> {
  const { task } = item;
  if (task.kind === 'onset') {
    if (answer.kind !== 'onset') return { correct: false };
    if (answer.onset.toLowerCase() === task.target.onset) return { correct: true };
    return {
      correct: false,
      misconception: 'change-onset',
      message: changeOnsetHint(task.target),
      speech: changeOnsetSpeech(task.target),
    };
  }
  if (answer.kind !== 'sort') return { correct: false, misconception: 'wrong-family' };
  const solution = sortSolution(task);
  const marks = Object.fromEntries(
    task.words.map((each) => [
      each.word,
      answer.placement[each.word] === solution[each.word]
        ? ('correct' as const)
        : ('incorrect' as const),
    ]),
  );
  const wrong = task.words.find((each) => marks[each.word] === 'incorrect');
  if (!wrong) return { correct: true, marks };
  const bin = answer.placement[wrong.word];
  const startsLikeBin = task.words.some(
    (other) => other.family === bin && other.word.charAt(0) === wrong.word.charAt(0),
  );
  return {
    correct: false,
    misconception: startsLikeBin ? 'first-letter' : 'wrong-family',
    message: sortHint(wrong),
    speech: sortSpeech(wrong),
    marks,
  };
}

/** Whether an answer can be checked: a tile in the slot, or every word in a bin. */
export function isWordFamiliesAnswerReady(
  item: WordFamiliesItem,
  answer: WordFamiliesAnswer | undefined,
): boolean {
  if (!answer) return false;
  if (item.task.kind === 'onset') return answer.kind === 'onset' && answer.onset !== '';
  return (
    answer.kind === 'sort' &&
    item.task.words.every((each) => typeof answer.placement[each.word] === 'string')
  );
}

// ─── Texts and speech ───────────────────────────────────────────────────────────────────

/** "h plus a t makes hat." (words.md: the text after the answer). */
export function builtText(word: FamilyWord): string {
  return `${spacedLetters(word.onset)} plus ${spacedLetters(word.family)} makes ${word.word}.`;
}

/** The same, spoken: letter names, never a bare letter: "H." "plus" "A." "T." "makes hat." */
export function builtUtterances(word: FamilyWord): string[] {
  return [
    ...spellUtterances(word.onset),
    'plus',
    ...spellUtterances(word.family),
    `makes ${word.word}.`,
  ];
}

/** The screen-reader text of an onset item: "Slot, then the chunk a t. Build: hat. Tiles: h, m, s." */
export function onsetItemText(item: WordFamiliesItem): string {
  const { task } = item;
  if (task.kind !== 'onset') return item.prompt;
  return `Slot, then the chunk ${spacedLetters(task.target.family)}. ${taskSentence(task)} Tiles: ${task.tiles.join(', ')}.`;
}

/** The answer in words, announced after the answer. */
export function describeWordFamilies(item: WordFamiliesItem): string {
  const { task } = item;
  if (task.kind === 'onset') return builtText(task.target);
  return task.families
    .map(
      (family) =>
        `-${family}: ${task.words
          .filter((each) => each.family === family)
          .map((each) => each.word)
          .join(', ')}.`,
    )
    .join(' ');
}

/**
 * {@link describeWordFamilies} as read aloud: "H." "plus" "A." "T." "makes hat.", or each
 * family's end by its letter names and then its words ("A." "T." "cat, hat.").
 */
export function describeWordFamiliesSpeech(item: WordFamiliesItem): string[] {
  const { task } = item;
  if (task.kind === 'onset') return builtUtterances(task.target);
  return task.families.flatMap((family) => [
    ...spellUtterances(family),
    `${task.words
      .filter((each) => each.family === family)
      .map((each) => each.word)
      .join(', ')}.`,
  ]);
}

/**
 * How an onset is said, never a bare sound: a letter by its name and key word ("H." "as in
 * hen."), a team or blend by its letter names and key word ("S." "and" "H." "together, as in
 * ship."); when that key word is the word being built, by its letter names alone.
 */
export function onsetUtterances(onset: string, avoid: string): string[] {
  if (isSingleLetter(onset)) return soundUtterances(onset, { avoid });
  const team = letterTeamFor(onset);
  if (team && team.word !== avoid) return teamUtterances(onset);
  const blend = blendFor(onset);
  if (blend && blend.word !== avoid) return blendUtterances(onset);
  return spellUtterances(onset);
}

/** The same as text: "h, as in hen", "s and h together, as in ship", "f, l". */
export function onsetText(onset: string, avoid: string): string {
  if (isSingleLetter(onset)) return soundText(onset, { avoid });
  const team = letterTeamFor(onset);
  if (team && team.word !== avoid) return teamText(onset);
  const blend = blendFor(onset);
  if (blend && blend.word !== avoid) return blendText(onset);
  return lettersOf(onset).join(', ');
}

/**
 * The worked example (after 2 misses in a row): hear the word, keep the end, find the first
 * sound (a letter with its key word, never the word itself), put it in front. A sort moves
 * one word per step into its family, looking at its end.
 */
export function wordFamiliesWorkedExample(item: WordFamiliesItem): WorkedExampleStep[] {
  const { task } = item;
  if (task.kind === 'sort') {
    return task.words.map((each) => ({
      text: `${capitalize(each.word)} ends in -${each.family}: it goes in the -${each.family} bin.`,
      speech: [
        ...spokenWord(each.word),
        'It ends in',
        ...spellUtterances(each.family),
        'It goes with its family.',
      ],
    }));
  }
  const { target } = task;
  return [
    { text: `Listen: ${target.word}.`, speech: ['Listen:', ...spokenWord(target.word)] },
    {
      text: `Keep the end: -${target.family}.`,
      speech: ['Keep the end:', ...spellUtterances(target.family)],
    },
    {
      text: `The first sound: ${onsetText(target.onset, target.word)}.`,
      speech: ['The first sound:', ...onsetUtterances(target.onset, target.word)],
    },
    { text: builtText(target), speech: builtUtterances(target) },
  ];
}

/** The model of Word Families. */
export const wordFamiliesModel = {
  steps: 4,
  hints: wordFamiliesHints,
  generate: generateWordFamilies,
  check: checkWordFamilies,
  workedExample: wordFamiliesWorkedExample,
  describe: describeWordFamilies,
  describeSpeech: describeWordFamiliesSpeech,
} satisfies PracticeModel<WordFamiliesItem, WordFamiliesAnswer, WordFamiliesMisconception>;
