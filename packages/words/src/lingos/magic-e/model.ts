/**
 * Lingo 2-3, Magic E: a silent e at the end makes the vowel say its name (cap → cape). Steps
 * 1–2 read a written word and pick its picture from its pair (the e in colour at step 1);
 * hearing the word counts as a hint there. Steps 3–4 hear a word from either half of a pair
 * and build it, with a picture at step 3, from the full pair list at step 4 (words.md 2-3).
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { soundText, soundUtterances } from '../../model/keyWords';
import { letterName, spelledText, spellUtterances } from '../../model/letters';
import { isSingleEmoji, parseWordList } from '../../model/wordData';
import { wordUtterances } from '../../model/words';
import rawPairs from './pairs.json';

/** One word of a pair: its spelling, how it is written (Sam), its picture if it has one. */
export interface MagicWord {
  /** Lower case: "cap", "sam". */
  readonly word: string;
  /** As written and spoken: "cap", "Sam". */
  readonly shown: string;
  readonly emoji?: string;
}

/** A short-vowel word and its magic-e partner: cap–cape. */
export interface MagicPair {
  readonly short: MagicWord;
  readonly long: MagicWord;
  /** The vowel that says its name with the e: "a". */
  readonly vowel: string;
}

/** Which half of a pair an item is about. */
export type PairHalf = 'short' | 'long';

const vowelOf = (word: string): string => word.match(/[aeiou](?=[^aeiou]*$)/)?.[0] ?? 'a';

/**
 * The pairs of a JSON list (words.md's full pair list, in pairs.json): each entry the short
 * word with its `magic` partner (the word and an e) and their pictures. An entry whose partner
 * is not the word plus e, or whose partner's picture is not one emoji, is skipped with a
 * message. `name: true` writes the word with a capital (Sam); case is ignored when building.
 */
export function parseMagicPairs(
  raw: unknown,
  name = 'magic-e',
): { readonly pairs: MagicPair[]; readonly problems: readonly string[] } {
  const { entries, problems } = parseWordList(raw, name, {
    fields: (entry): { magic: string; magicEmoji?: string; name: boolean } | string => {
      const { word, magic, magicEmoji } = entry;
      if (typeof magic !== 'string' || magic !== `${String(word)}e`) {
        return 'its magic partner is the word with an e at the end';
      }
      if (typeof word === 'string' && !/^[a-z]*[aiou][^aeiou]+$/.test(word)) {
        return 'the short word has a, i, o or u before its last letters';
      }
      if (
        magicEmoji !== undefined &&
        (typeof magicEmoji !== 'string' || !isSingleEmoji(magicEmoji))
      ) {
        return `the picture ${JSON.stringify(magicEmoji)} is not in the picture set`;
      }
      return {
        magic,
        ...(typeof magicEmoji === 'string' ? { magicEmoji } : {}),
        name: entry.name === true,
      };
    },
  });
  const shownAs = (word: string, capital: boolean) =>
    capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  return {
    pairs: entries.map((entry) => ({
      short: {
        word: entry.word,
        shown: shownAs(entry.word, entry.name),
        ...(entry.emoji ? { emoji: entry.emoji } : {}),
      },
      long: {
        word: entry.magic,
        shown: entry.magic,
        ...(entry.magicEmoji ? { emoji: entry.magicEmoji } : {}),
      },
      vowel: vowelOf(entry.word),
    })),
    problems,
  };
}

const parsed = parseMagicPairs(rawPairs);
/** The pairs of words.md's full pair list that loaded. */
export const magicPairs: readonly MagicPair[] = parsed.pairs;
/** What was skipped on load. */
export const magicPairProblems: readonly string[] = parsed.problems;
/** The picture pairs of steps 1–3: both words have a picture. */
export const picturePairs: readonly MagicPair[] = magicPairs.filter(
  (pair) => pair.short.emoji !== undefined && pair.long.emoji !== undefined,
);

// ─── Items ──────────────────────────────────────────────────────────────────────────────

/** What an item asks. */
export type MagicETask =
  /** Steps 1–2: read the written word, pick its picture of the two. */
  | {
      readonly kind: 'read';
      readonly pair: MagicPair;
      readonly target: PairHalf;
      /** The e in colour (step 1). */
      readonly colourE: boolean;
      /** The two pictures, in the order shown. */
      readonly choices: readonly PairHalf[];
    }
  /** Steps 3–4: hear a word and build it. */
  | {
      readonly kind: 'build';
      readonly pair: MagicPair;
      readonly target: PairHalf;
      /** The picture shown (step 3). */
      readonly picture: boolean;
      /** The tiles (step 3: the long word's letters, so always an e); absent: the A–Z rack. */
      readonly tiles?: readonly string[];
      /** As many slots as the long word has letters, whichever half is asked. */
      readonly slots: number;
    };

/** A Magic E item. */
export interface MagicEItem extends PracticeItemBase {
  readonly step: number;
  readonly task: MagicETask;
}

/** The child's answer. */
export type MagicEAnswer =
  /** The picture picked, and whether the word was heard first (a hint: not evidence). */
  | { readonly kind: 'read'; readonly picked: PairHalf; readonly heard?: boolean }
  /** The letters built, in order. */
  | { readonly kind: 'build'; readonly letters: string };

/** Hint texts of Magic E (words.md 2-3), worded per word as the message. */
export const magicEHints = {
  'chose-short':
    "See the e at the end? It's silent, but it makes the a say its name: A. c-a-p-e: cape.",
  'chose-long': 'No e at the end this time, so the a is short, a as in apple: c-a-p, cap.',
  'forgot-e': 'Listen: kite. The i says its name, I. Add the silent e at the end.',
  'extra-e': 'Listen: cub. The u is short, u as in umbrella, so no e this time.',
  'e-last': 'The silent e always goes last, at the very end of the word.',
  default: 'Listen to the word again, then build it one letter at a time.',
} as const;

/** The mistakes the checker can name: the hints' keys. */
export type MagicEMisconception = Exclude<keyof typeof magicEHints, 'default'>;

/** The word of a pair's half. */
export const wordOf = (pair: MagicPair, half: PairHalf): MagicWord => pair[half];

const hyphenated = (word: string): string => [...word].join('-');

/** The short vowel's key word: "u as in umbrella". */
const shortVowel = (pair: MagicPair): string =>
  soundText(pair.vowel, { avoid: pair.short.word }).replace(',', '');

/** A word spelled with letter names, then said whole: "C.", "A.", "P.", "E.", "cape.". */
const spelledAndSaid = (word: MagicWord): string[] => [
  ...spellUtterances(word.word),
  ...spokenWord(word),
];

/** "See the e at the end? It's silent, but it makes the a say its name: A. c-a-p-e: cape." */
export function choseShortHint(pair: MagicPair): string {
  return `See the e at the end? It's silent, but it makes the ${pair.vowel} say its name: ${pair.vowel.toUpperCase()}. ${hyphenated(pair.long.shown)}: ${pair.long.shown}.`;
}

/** {@link choseShortHint} as read aloud: each letter by its name, the word whole. */
export function choseShortSpeech(pair: MagicPair): string[] {
  return [
    'See the',
    letterName('e'),
    "at the end? It's silent, but it makes the",
    letterName(pair.vowel),
    'say its name:',
    letterName(pair.vowel),
    ...spelledAndSaid(pair.long),
  ];
}

/** Picked the e word for the short one: "No e at the end this time, so the a is short, a as in apple: c-a-p, cap." */
export function choseLongHint(pair: MagicPair): string {
  return `No e at the end this time, so the ${pair.vowel} is short, ${shortVowel(pair)}: ${hyphenated(pair.short.shown)}, ${pair.short.shown}.`;
}

/** {@link choseLongHint} as read aloud: the vowel's sound as its name and key word. */
export function choseLongSpeech(pair: MagicPair): string[] {
  return [
    'No',
    letterName('e'),
    'at the end this time, so the',
    letterName(pair.vowel),
    'is short,',
    ...soundUtterances(pair.vowel, { avoid: pair.short.word }),
    ...spelledAndSaid(pair.short),
  ];
}

/** "Listen: kite. The i says its name, I. Add the silent e at the end." */
export function forgotEHint(pair: MagicPair): string {
  return `Listen: ${pair.long.shown}. The ${pair.vowel} says its name, ${pair.vowel.toUpperCase()}. Add the silent e at the end.`;
}

/** {@link forgotEHint} as read aloud. */
export function forgotESpeech(pair: MagicPair): string[] {
  return [
    'Listen:',
    ...spokenWord(pair.long),
    'The',
    letterName(pair.vowel),
    'says its name,',
    letterName(pair.vowel),
    'Add the silent',
    letterName('e'),
    'at the end.',
  ];
}

/** "Listen: cub. The u is short, u as in umbrella, so no e this time." */
export function extraEHint(pair: MagicPair): string {
  return `Listen: ${pair.short.shown}. The ${pair.vowel} is short, ${shortVowel(pair)}, so no e this time.`;
}

/** {@link extraEHint} as read aloud. */
export function extraESpeech(pair: MagicPair): string[] {
  return [
    'Listen:',
    ...spokenWord(pair.short),
    'The',
    letterName(pair.vowel),
    'is short,',
    ...soundUtterances(pair.vowel, { avoid: pair.short.word }),
    'So no',
    letterName('e'),
    'this time.',
  ];
}

/** The e-last hint as read aloud. */
export const eLastSpeech: readonly string[] = [
  'The silent',
  letterName('e'),
  'always goes last, at the very end of the word.',
];

/** The prompts. */
export const magicEPrompts = {
  read: 'Read the word. Which picture is it?',
  build: 'Build the word you hear.',
} as const;

/**
 * A word read aloud, whole: a sound-alike (made, plane, rode, not…) with its carrier sentence
 * ("The plane is in the sky.").
 */
export const spokenWord = (word: MagicWord): string[] =>
  wordUtterances(word.shown).map((each) => each.text);

// ─── Generator ──────────────────────────────────────────────────────────────────────────

const halves: readonly PairHalf[] = ['short', 'long'];

function readItem(step: number, rng: Rng): MagicEItem {
  const pair = rng.pick(picturePairs);
  const target = rng.pick(halves);
  return {
    key: `read:${wordOf(pair, target).word}`,
    prompt: magicEPrompts.read,
    step,
    task: { kind: 'read', pair, target, colourE: step === 1, choices: rng.shuffle(halves) },
  };
}

function buildItem(step: number, rng: Rng): MagicEItem {
  const pair = rng.pick(step === 3 ? picturePairs : magicPairs);
  const target = rng.pick(halves);
  const word = wordOf(pair, target);
  return {
    key: `build:${word.word}`,
    prompt: magicEPrompts.build,
    speech: ['Build the word:', ...spokenWord(word)],
    step,
    task: {
      kind: 'build',
      pair,
      target,
      picture: step === 3,
      ...(step === 3 ? { tiles: rng.shuffle([...pair.long.word]) } : {}),
      slots: pair.long.word.length,
    },
  };
}

function generateOnce(step: number, rng: Rng): MagicEItem {
  return step <= 2 ? readItem(step, rng) : buildItem(step, rng);
}

/** Generates a Magic E item for a step (1–4), never the same word twice in a row. */
export function generateMagicE(step: number, rng: Rng, context?: GenerateContext): MagicEItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng);
  for (let tries = 0; tries < 50 && item.key === previous; tries += 1) {
    item = generateOnce(clamped, rng);
  }
  return item;
}

// ─── Answer rule ────────────────────────────────────────────────────────────────────────

/**
 * The answer rule: steps 1–2, the picture of the written word; steps 3–4, the exact spelling
 * (case ignored: Sam), with the e last. An answer given after hearing the written word is
 * practice, not evidence.
 */
export function checkMagicE(
  item: MagicEItem,
  answer: MagicEAnswer,
): CheckResult<MagicEMisconception> {
  const { task } = item;
  const { pair } = task;
  if (task.kind === 'read') {
    if (answer.kind !== 'read') return { correct: false };
    const afterHint = answer.heard === true ? ({ evidence: 'none' } as const) : {};
    const marks = {
      [answer.picked]:
        answer.picked === task.target ? ('correct' as const) : ('incorrect' as const),
    };
    if (answer.picked === task.target) return { correct: true, marks, ...afterHint };
    return task.target === 'long'
      ? {
          correct: false,
          misconception: 'chose-short',
          message: choseShortHint(pair),
          speech: choseShortSpeech(pair),
          marks,
          ...afterHint,
        }
      : {
          correct: false,
          misconception: 'chose-long',
          message: choseLongHint(pair),
          speech: choseLongSpeech(pair),
          marks,
          ...afterHint,
        };
  }
  if (answer.kind !== 'build') return { correct: false };
  const built = answer.letters.toLowerCase();
  const target = wordOf(pair, task.target).word;
  if (built === target) return { correct: true };
  if (task.target === 'long' && built === pair.short.word) {
    return {
      correct: false,
      misconception: 'forgot-e',
      message: forgotEHint(pair),
      speech: forgotESpeech(pair),
    };
  }
  if (task.target === 'short' && built === pair.long.word) {
    return {
      correct: false,
      misconception: 'extra-e',
      message: extraEHint(pair),
      speech: extraESpeech(pair),
    };
  }
  if (task.target === 'long' && built.includes('e') && !built.endsWith('e')) {
    return { correct: false, misconception: 'e-last', speech: eLastSpeech };
  }
  return { correct: false };
}

/** Whether an answer can be checked: a picture picked, or at least one letter built. */
export function isMagicEAnswerReady(item: MagicEItem, answer: MagicEAnswer | undefined): boolean {
  if (!answer) return false;
  return item.task.kind === 'read'
    ? answer.kind === 'read'
    : answer.kind === 'build' && answer.letters.length > 0;
}

// ─── Texts ──────────────────────────────────────────────────────────────────────────────

/** "c, a, p, e spells cape." (words.md: the text after the answer). */
export function spellsText(word: MagicWord): string {
  return `${spelledText(word.shown)} spells ${word.shown}.`;
}

/** A picture's alt: "a cap", "an ice cube"… as "a" or "an" + word. */
export const pictureName = (word: MagicWord): string =>
  `${/^[aeiou]/.test(word.word) ? 'an' : 'a'} ${word.shown}`;

/**
 * The screen-reader text of a reading item: "The word is spelled c, a, p, e. Which picture is
 * it? Choices: a cap, a cape." The word is spelled out, not spoken, to keep it a reading task.
 */
export function readItemText(item: MagicEItem): string {
  const { task } = item;
  if (task.kind !== 'read') return item.prompt;
  const word = wordOf(task.pair, task.target);
  const choices = task.choices.map((half) => pictureName(wordOf(task.pair, half))).join(', ');
  return `The word is spelled ${spelledText(word.shown)}. Which picture is it? Choices: ${choices}.`;
}

/** The answer in words, announced after the answer. */
export function describeMagicE(item: MagicEItem): string {
  return spellsText(wordOf(item.task.pair, item.task.target));
}

/** {@link describeMagicE} as read aloud: "C.", "A.", "P.", "E.", "spells", "cape.". */
export function describeMagicESpeech(item: MagicEItem): string[] {
  const word = wordOf(item.task.pair, item.task.target);
  return [...spellUtterances(word.word), 'spells', ...spokenWord(word)];
}

/** What the vowel does in the word, as text and spoken with letter names. */
function vowelStep(pair: MagicPair, half: PairHalf): WorkedExampleStep {
  if (half === 'long') {
    return {
      text: `The e at the end is silent, but it makes the ${pair.vowel} say its name: ${pair.vowel.toUpperCase()}.`,
      speech: [
        'The',
        'E.',
        'at the end is silent, but it makes the vowel say its name:',
        letterName(pair.vowel),
      ],
    };
  }
  return {
    text: `No e at the end: the ${pair.vowel} is short, ${shortVowel(pair)}.`,
    speech: [
      'No',
      'E.',
      'at the end: the vowel is short,',
      ...soundUtterances(pair.vowel, { avoid: pair.short.word }),
    ],
  };
}

/**
 * The worked example (after 2 misses in a row): a reading item is spelled with letter names,
 * the e's job said, and the word read; a building item is heard, the vowel's sound said with
 * its key word, and the word spelled letter by letter.
 */
export function magicEWorkedExample(item: MagicEItem): WorkedExampleStep[] {
  const { task } = item;
  const word = wordOf(task.pair, task.target);
  const spelled = {
    text: `${spelledText(word.shown)}: ${word.shown}.`,
    speech: [...spellUtterances(word.word), ...spokenWord(word)],
  };
  if (task.kind === 'read') {
    return [
      {
        text: `The word is spelled ${spelledText(word.shown)}.`,
        speech: ['The word is spelled', ...spellUtterances(word.word)],
      },
      vowelStep(task.pair, task.target),
      { ...spelled, text: `${spelled.text} It is the picture of ${pictureName(word)}.` },
    ];
  }
  return [
    { text: `Listen: ${word.shown}.`, speech: ['Listen:', ...spokenWord(word)] },
    vowelStep(task.pair, task.target),
    spelled,
  ];
}

/** The model of Magic E. */
export const magicEModel = {
  steps: 4,
  hints: magicEHints,
  generate: generateMagicE,
  check: checkMagicE,
  workedExample: magicEWorkedExample,
  describe: describeMagicE,
  describeSpeech: describeMagicESpeech,
} satisfies PracticeModel<MagicEItem, MagicEAnswer, MagicEMisconception>;
