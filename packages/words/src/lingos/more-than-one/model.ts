/**
 * Lingo 2-6, More Than One: regular plurals with -s or -es. The clue: a word that ends in s,
 * ss, x, z, sh or ch takes -es, and you hear an extra beat (fox-es). Step 1 picks the word for
 * three of a thing, step 2 the ending tile, step 3 sorts plurals into "-s" and "-es", step 4
 * builds the whole plural it hears (words.md 2-6).
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { spelledText, spellUtterances } from '../../model/letters';
import { parseWordList } from '../../model/wordData';
import { wordUtterances } from '../../model/words';
import rawWords from './words.json';

/** The two endings. */
export const endings = ['s', 'es'] as const;
/** An ending: "s" or "es". */
export type Ending = (typeof endings)[number];

/**
 * The answer rule of words.md: add -es if the singular ends in s, ss, x, z, sh or ch;
 * otherwise add -s.
 */
export function endingFor(singular: string): Ending {
  return /(s|x|z|sh|ch)$/.test(singular) ? 'es' : 's';
}

/** The plural of a regular word: the singular and its ending. */
export const pluralOf = (singular: string): string => `${singular}${endingFor(singular)}`;

/** A word of the lists, with its picture when it has one. */
export interface PluralWord {
  readonly word: string;
  readonly ending: Ending;
  readonly emoji?: string;
}

/**
 * The words of a JSON list (words.md's "-s" and "-es" lists, in words.json): each entry a
 * word with the `ending` its list gives. An entry whose ending is not "s" or "es", or goes
 * against the rule (a teacher's "fox" under "-s"), is skipped with a message.
 */
export function parsePluralWords(
  raw: unknown,
  name = 'more-than-one',
): { readonly words: PluralWord[]; readonly problems: readonly string[] } {
  const { entries, problems } = parseWordList(raw, name, {
    fields: (entry): { ending: Ending } | string => {
      const { ending, word } = entry;
      if (ending !== 's' && ending !== 'es') return "its ending is 's' or 'es'";
      if (typeof word === 'string' && endingFor(word) !== ending) {
        return `${word} takes -${endingFor(word)}, not -${ending}`;
      }
      return { ending };
    },
  });
  return {
    words: entries.map((entry) => ({
      word: entry.word,
      ending: entry.ending,
      ...(entry.emoji ? { emoji: entry.emoji } : {}),
    })),
    problems,
  };
}

const parsed = parsePluralWords(rawWords);
/** The words of words.md's lists that loaded. */
export const pluralWords: readonly PluralWord[] = parsed.words;
/** What was skipped on load. */
export const pluralWordProblems: readonly string[] = parsed.problems;

// ─── Items ──────────────────────────────────────────────────────────────────────────────

/** What an item asks. */
export type MoreThanOneTask =
  /** Step 1: three of a thing; which word, the singular or the plural? */
  | { readonly kind: 'pick'; readonly word: PluralWord; readonly choices: readonly string[] }
  /** Step 2: "One fox, two fox__": the ending tile, -s or -es. */
  | { readonly kind: 'ending'; readonly word: PluralWord }
  /** Step 3: six plurals into the "-s" and "-es" bins. */
  | { readonly kind: 'sort'; readonly words: readonly PluralWord[] }
  /** Step 4: the singular shown, the plural heard; build the whole plural. */
  | { readonly kind: 'build'; readonly word: PluralWord; readonly slots: number };

/** A More Than One item. */
export interface MoreThanOneItem extends PracticeItemBase {
  readonly step: number;
  readonly task: MoreThanOneTask;
}

/** The child's answer. */
export type MoreThanOneAnswer =
  | { readonly kind: 'pick'; readonly word: string }
  | { readonly kind: 'ending'; readonly ending: string }
  /** Plural → bin ("s" or "es"), null or missing while still in the tray. */
  | { readonly kind: 'sort'; readonly placement: Readonly<Record<string, string | null>> }
  /** The letters built, in order. */
  | { readonly kind: 'build'; readonly letters: string };

/** Hint texts of More Than One (words.md 2-6), worded per word as the message. */
export const moreThanOneHints = {
  'too-little': 'Say it: fox-es. Hear the extra beat? Words that end in s, x, z, sh or ch get -es.',
  'too-much': 'Cat ends in t, so just add -s: cats. No extra beat.',
  'only-one': 'There are three: more than one. The word for more than one has an ending.',
  default: 'Say the word for more than one. Listen to its ending.',
} as const;

/** The mistakes the checker can name: the hints' keys. */
export type MoreThanOneMisconception = Exclude<keyof typeof moreThanOneHints, 'default'>;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What a word ends in, as its hint says it: "t", "x", "sh", "ss". */
export function lastSound(word: string): string {
  return word.match(/(ss|sh|ch)$/)?.[0] ?? word.slice(-1);
}

/** "Say it: fox-es. Hear the extra beat? Words that end in s, x, z, sh or ch get -es." */
export function tooLittleHint(word: string): string {
  return `Say it: ${word}-es. Hear the extra beat? Words that end in s, x, z, sh or ch get -es.`;
}

/** The endings clue of {@link tooLittleHint} as read aloud: s, x, z, sh, ch by letter names. */
const esEndingsSpoken: readonly string[] = [
  'Words that end in',
  'S.',
  'X.',
  'Zed.',
  'S.',
  'and',
  'H.',
  'or',
  'C.',
  'and',
  'H.',
  'get',
  'E.',
  'S.',
];

/**
 * {@link tooLittleHint} as read aloud: the plural whole (never split into "fox" and "es"),
 * the endings by their letter names.
 */
export function tooLittleSpeech(word: string): string[] {
  return ['Say it:', ...spoken(pluralOf(word)), 'Hear the extra beat?', ...esEndingsSpoken];
}

/** "Cat ends in t, so just add -s: cats. No extra beat." */
export function tooMuchHint(word: string): string {
  return `${capitalize(word)} ends in ${lastSound(word)}, so just add -s: ${word}s. No extra beat.`;
}

/** "There are three cats: more than one. Add -s: cats." */
export function onlyOneHint(word: string): string {
  return `There are three: more than one. Add -${endingFor(word)}: ${pluralOf(word)}.`;
}

/** {@link tooMuchHint} as read aloud: "Cat ends in", "T.", "so just add", "S.", "cats.", … */
export function tooMuchSpeech(word: string): string[] {
  return [
    `${capitalize(word)} ends in`,
    ...spellUtterances(lastSound(word)),
    'so just add',
    'S.',
    ...spoken(pluralOf(word)),
    'No extra beat.',
  ];
}

/** {@link onlyOneHint} as read aloud: the ending by its letter names, the plural whole. */
export function onlyOneSpeech(word: string): string[] {
  return [
    'There are three: more than one.',
    'Add',
    ...spellUtterances(endingFor(word)),
    ...spoken(pluralOf(word)),
  ];
}

/** The prompts. */
export const moreThanOnePrompts = {
  pick: 'Here are three. Which word tells about them?',
  ending: (word: string) => `One ${word}, two ${word}__. Which ending?`,
  sort: (example: string) => `Sort: -s or -es? Listen for the extra beat in ${example}.`,
  build: (word: string) => `${capitalize(word)}… Build the word for more than one.`,
} as const;

/** A word read aloud, whole. */
const spoken = (word: string): string[] => wordUtterances(word).map((each) => each.text);

// ─── Generator ──────────────────────────────────────────────────────────────────────────

const withPicture = (each: PluralWord) => each.emoji !== undefined;

function pickItem(rng: Rng): MoreThanOneItem {
  const word = rng.pick(pluralWords.filter((each) => each.ending === 's' && withPicture(each)));
  return {
    key: `pick:${word.word}`,
    prompt: moreThanOnePrompts.pick,
    step: 1,
    task: { kind: 'pick', word, choices: rng.shuffle([word.word, pluralOf(word.word)]) },
  };
}

function endingItem(rng: Rng): MoreThanOneItem {
  // Mixed words, half of each ending.
  const ending = rng.pick(endings);
  const word = rng.pick(pluralWords.filter((each) => each.ending === ending));
  const prompt = moreThanOnePrompts.ending(word.word);
  return {
    key: `ending:${word.word}`,
    prompt,
    speech: [`One ${word.word}, two…`, 'Which ending?'],
    step: 2,
    task: { kind: 'ending', word },
  };
}

function sortItem(rng: Rng): MoreThanOneItem {
  const esCount = rng.int(2, 4);
  const pool = (ending: Ending) =>
    rng.shuffle(pluralWords.filter((each) => each.ending === ending));
  const words = rng.shuffle([...pool('es').slice(0, esCount), ...pool('s').slice(0, 6 - esCount)]);
  const example =
    words.find((each) => each.word === 'fox') ?? words.find((each) => each.ending === 'es');
  return {
    key: `sort:${words.map((each) => each.word).join(',')}`,
    prompt: moreThanOnePrompts.sort(pluralOf(example?.word ?? 'fox')),
    speech: [
      'Sort the words by their ending:',
      'S.',
      'or',
      'E.',
      'S.',
      `Listen for the extra beat in ${pluralOf(example?.word ?? 'fox')}.`,
    ],
    step: 3,
    task: { kind: 'sort', words },
  };
}

/** Step 4 always offers two more slots than the singular: the slots never tell the ending. */
export const buildSlots = (word: string): number => word.length + 2;

function buildItem(rng: Rng): MoreThanOneItem {
  const word = rng.pick(pluralWords);
  return {
    key: `build:${word.word}`,
    prompt: moreThanOnePrompts.build(word.word),
    speech: [
      `${capitalize(word.word)}…`,
      ...spoken(pluralOf(word.word)),
      'Build the word for more than one.',
    ],
    step: 4,
    task: { kind: 'build', word, slots: buildSlots(word.word) },
  };
}

function generateOnce(step: number, rng: Rng): MoreThanOneItem {
  switch (step) {
    case 1:
      return pickItem(rng);
    case 2:
      return endingItem(rng);
    case 3:
      return sortItem(rng);
    default:
      return buildItem(rng);
  }
}

/** Generates a More Than One item for a step (1–4), never the same word twice in a row. */
export function generateMoreThanOne(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): MoreThanOneItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  const wordOf = (key: string | undefined) => key?.split(':')[1];
  let item = generateOnce(clamped, rng);
  for (let tries = 0; tries < 50 && wordOf(item.key) === wordOf(previous); tries += 1) {
    item = generateOnce(clamped, rng);
  }
  return item;
}

// ─── Answer rule ────────────────────────────────────────────────────────────────────────

/** The hint of a plural that took the wrong ending: too little (foxs) or too much (cates). */
function wrongEnding(word: string): CheckResult<MoreThanOneMisconception> {
  return endingFor(word) === 'es'
    ? {
        correct: false,
        misconception: 'too-little',
        message: tooLittleHint(word),
        speech: tooLittleSpeech(word),
      }
    : {
        correct: false,
        misconception: 'too-much',
        message: tooMuchHint(word),
        speech: tooMuchSpeech(word),
      };
}

/**
 * The answer rule: add -es if the singular ends in s, ss, x, z, sh or ch; otherwise add -s.
 * Step 1 picks the plural; step 2 the ending; step 3 puts every plural in its ending's bin,
 * all right at one Check; step 4 spells the plural exactly (case ignored). "foxs" is too
 * little, "cates" too much.
 */
export function checkMoreThanOne(
  item: MoreThanOneItem,
  answer: MoreThanOneAnswer,
): CheckResult<MoreThanOneMisconception> {
  const { task } = item;
  switch (task.kind) {
    case 'pick': {
      if (answer.kind !== 'pick') return { correct: false };
      const marks = {
        [answer.word]:
          answer.word === pluralOf(task.word.word) ? ('correct' as const) : ('incorrect' as const),
      };
      if (answer.word === pluralOf(task.word.word)) return { correct: true, marks };
      return {
        correct: false,
        misconception: 'only-one',
        message: onlyOneHint(task.word.word),
        speech: onlyOneSpeech(task.word.word),
        marks,
      };
    }
    case 'ending':
      if (answer.kind !== 'ending') return { correct: false };
      return answer.ending === task.word.ending ? { correct: true } : wrongEnding(task.word.word);
    case 'sort': {
      if (answer.kind !== 'sort') return { correct: false };
      const marks = Object.fromEntries(
        task.words.map((each) => [
          pluralOf(each.word),
          answer.placement[pluralOf(each.word)] === each.ending
            ? ('correct' as const)
            : ('incorrect' as const),
        ]),
      );
      const wrong = task.words.find((each) => marks[pluralOf(each.word)] === 'incorrect');
      if (!wrong) return { correct: true, marks };
      return { ...wrongEnding(wrong.word), marks };
    }
    case 'build': {
      if (answer.kind !== 'build') return { correct: false };
      const built = answer.letters.toLowerCase();
      const singular = task.word.word;
      if (built === pluralOf(singular)) return { correct: true };
      if (task.word.ending === 'es' && built === `${singular}s`) return wrongEnding(singular);
      if (task.word.ending === 's' && built === `${singular}es`) return wrongEnding(singular);
      if (built === singular) {
        return {
          correct: false,
          misconception: 'only-one',
          message: onlyOneHint(singular),
          speech: onlyOneSpeech(singular),
        };
      }
      return { correct: false };
    }
  }
}

/** Whether an answer can be checked. */
export function isMoreThanOneAnswerReady(
  item: MoreThanOneItem,
  answer: MoreThanOneAnswer | undefined,
): boolean {
  if (!answer) return false;
  const { task } = item;
  if (task.kind === 'sort') {
    return (
      answer.kind === 'sort' &&
      task.words.every((each) => typeof answer.placement[pluralOf(each.word)] === 'string')
    );
  }
  if (task.kind === 'build') return answer.kind === 'build' && answer.letters.length > 0;
  return answer.kind === task.kind;
}

// ─── Texts ──────────────────────────────────────────────────────────────────────────────

/** "f, o, x, e, s: foxes." (words.md: the text after the answer). */
export function spelledPlural(word: string): string {
  return `${spelledText(pluralOf(word))}: ${pluralOf(word)}.`;
}

/** "Picture: three foxes." is kit's Picture form; this is the alt: "three foxes". */
export const threeAlt = (word: string): string => `three ${pluralOf(word)}`;

/** The answer in words, announced after the answer. */
export function describeMoreThanOne(item: MoreThanOneItem): string {
  const { task } = item;
  if (task.kind === 'sort') {
    const list = (ending: Ending) =>
      task.words
        .filter((each) => each.ending === ending)
        .map((each) => pluralOf(each.word))
        .join(', ');
    return `-s: ${list('s')}. -es: ${list('es')}.`;
  }
  return spelledPlural(task.word.word);
}

/**
 * {@link describeMoreThanOne} as read aloud: the plural spelled with letter names and said
 * whole, or each ending by its letter names and then its plurals ("S." "cats, dogs.").
 */
export function describeMoreThanOneSpeech(item: MoreThanOneItem): string[] {
  const { task } = item;
  if (task.kind === 'sort') {
    return (['s', 'es'] as const).flatMap((ending) => [
      ...spellUtterances(ending),
      `${task.words
        .filter((each) => each.ending === ending)
        .map((each) => pluralOf(each.word))
        .join(', ')}.`,
    ]);
  }
  const plural = pluralOf(task.word.word);
  return [...spellUtterances(plural), ...spoken(plural)];
}

/** Why a word takes its ending, as the worked example says it. */
export function endingReason(word: string): string {
  return endingFor(word) === 'es'
    ? `${capitalize(word)} ends in ${lastSound(word)}, so add -es. Hear the extra beat: ${pluralOf(word)}.`
    : `${capitalize(word)} ends in ${lastSound(word)}, so just add -s: ${pluralOf(word)}. No extra beat.`;
}

/** The same, spoken with letter names: ["Cat ends in", "T.", "so just add", "S.", "cats.", "No extra beat."]. */
export function endingReasonUtterances(word: string): string[] {
  const start = [`${capitalize(word)} ends in`, ...spellUtterances(lastSound(word))];
  return endingFor(word) === 'es'
    ? [...start, 'so add', 'E.', 'S.', 'Hear the extra beat:', `${pluralOf(word)}.`]
    : [...start, 'so just add', 'S.', `${pluralOf(word)}.`, 'No extra beat.'];
}

/**
 * The worked example (after 2 misses in a row): one word, why it takes its ending, and the
 * plural spelled with letter names. A sort moves one plural per step into its bin.
 */
export function moreThanOneWorkedExample(item: MoreThanOneItem): WorkedExampleStep[] {
  const { task } = item;
  if (task.kind === 'sort') {
    return task.words.map((each) => ({
      text: `${capitalize(pluralOf(each.word))}: ${endingReason(each.word)} It goes in -${each.ending}.`,
      speech: [
        `${capitalize(pluralOf(each.word))}.`,
        ...endingReasonUtterances(each.word),
        'It goes in the bin',
        ...spellUtterances(each.ending),
      ],
    }));
  }
  const { word } = task.word;
  return [
    { text: `One ${word}, two ${pluralOf(word)}.` },
    { text: endingReason(word), speech: endingReasonUtterances(word) },
    {
      text: spelledPlural(word),
      speech: [...spellUtterances(pluralOf(word)), ...spoken(pluralOf(word))],
    },
  ];
}

/** The model of More Than One. */
export const moreThanOneModel = {
  steps: 4,
  hints: moreThanOneHints,
  generate: generateMoreThanOne,
  check: checkMoreThanOne,
  workedExample: moreThanOneWorkedExample,
  describe: describeMoreThanOne,
  describeSpeech: describeMoreThanOneSpeech,
} satisfies PracticeModel<MoreThanOneItem, MoreThanOneAnswer, MoreThanOneMisconception>;
