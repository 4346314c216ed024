/**
 * Lingo 3-1, Compound Word Builder (words.md): snap two words into a compound word, find where
 * a compound splits, match four first halves to their second halves, and say what a
 * see-through compound means ("a doghouse is a house for a dog"). A pair of words is right
 * exactly when it makes a word of the compound list; the generator never offers a second real
 * word by accident: step 1's distractors make no real word with the first word, and a step 3
 * board is thrown away if any cross-combination is a real word.
 */
import type {
  AnswerMarks,
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { parseWordList } from '../../model/wordData';
import rawData from './words.json';

// ─── Data ────────────────────────────────────────────────────────────────────────────────

/** A compound word of words.md's list: its two words, picture, clue and (see-through) meaning. */
export interface Compound {
  readonly word: string;
  readonly first: string;
  readonly second: string;
  /** The emoji of its picture (drawn by kit's Picture), if words.md gives one. */
  readonly emoji?: string;
  /** What it is, for the hint "Try a word for something you build in winter." */
  readonly clue: string;
  /** The meaning sentence of a see-through compound (step 4), "a house for a dog". */
  readonly meaning?: string;
}

/** A real word made of two words, known only to reject accidental real words. */
export interface RealWord {
  readonly word: string;
  readonly first: string;
  readonly second: string;
}

/** The Lingo's word data, checked. */
export interface CompoundData {
  readonly compounds: readonly Compound[];
  readonly alsoRealWords: readonly RealWord[];
  /** First words said without "a" ("snow that looks like a ball"). */
  readonly massNouns: readonly string[];
  /** Wrong splits: both halves real words (never offered), halves never shown. */
  readonly splitAvoid: {
    readonly realWords: readonly string[];
    readonly neverShown: readonly string[];
  };
  /** Why an entry was skipped, one sentence each. */
  readonly problems: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWord = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z]+$/.test(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** The two words of an entry, or why they are bad. */
function twoWords(entry: Readonly<Record<string, unknown>>): RealWord | string {
  const { word, first, second } = entry;
  if (!isWord(first) || !isWord(second)) return 'first and second are words of small letters';
  if (first + second !== word) return 'first and second must spell the word';
  return { word, first, second };
}

function stringList(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter(isWord) : [];
}

/**
 * Checks the Lingo's JSON (teachers may add words) with the concept's word-list checker and
 * this Lingo's own fields: a bad entry is skipped with a clear message in `problems`, never
 * thrown; a repeated word keeps its first entry.
 */
export function parseCompoundData(raw: unknown): CompoundData {
  const data = isRecord(raw) ? raw : {};
  const parsed = parseWordList(data.compounds, 'compound-word-builder', {
    fields: (entry) => {
      const words = twoWords(entry);
      if (typeof words === 'string') return words;
      if (!isText(entry.clue)) return 'a compound needs a clue';
      if (entry.meaning !== undefined && !isText(entry.meaning)) return 'a meaning is a text';
      return {
        first: words.first,
        second: words.second,
        clue: entry.clue,
        ...(isText(entry.meaning) ? { meaning: entry.meaning } : {}),
      };
    },
  });
  const also = parseWordList(data.alsoRealWords, 'compound-word-builder real words', {
    fields: (entry) => {
      const words = twoWords(entry);
      return typeof words === 'string' ? words : { first: words.first, second: words.second };
    },
  });
  const avoid = isRecord(data.splitAvoid) ? data.splitAvoid : {};
  return {
    compounds: parsed.entries.map(({ word, first, second, clue, emoji, meaning }) => ({
      word,
      first,
      second,
      clue,
      ...(emoji !== undefined ? { emoji } : {}),
      ...(meaning !== undefined ? { meaning } : {}),
    })),
    alsoRealWords: also.entries.map(({ word, first, second }) => ({ word, first, second })),
    massNouns: stringList(data.massNouns),
    splitAvoid: {
      realWords: stringList(avoid.realWords),
      neverShown: stringList(avoid.neverShown),
    },
    problems: [...parsed.problems, ...also.problems],
  };
}

const data = parseCompoundData(rawData);
for (const problem of data.problems) console.warn(problem);

/** Every compound of words.md's list. */
export const compounds: readonly Compound[] = data.compounds;

/** Every word the generator knows is real: the compound list and words.md's extra words. */
const realWords = new Set<string>([
  ...data.compounds.map((compound) => compound.word),
  ...data.alsoRealWords.map((word) => word.word),
]);

/** Whether two words joined make a real word (of the compound list or the extra list). */
export function makesRealWord(first: string, second: string): boolean {
  return realWords.has(first + second);
}

/** Whether two joined words are a word of the compound list (the answer rule). */
export function isListedCompound(first: string, second: string): boolean {
  return data.compounds.some((compound) => compound.word === first + second);
}

const byWord = new Map(data.compounds.map((compound) => [compound.word, compound]));

/** The compound of the list with this spelling. */
export const findCompound = (word: string): Compound | undefined => byWord.get(word);

/** Step 1 uses compounds with a picture (shown once snapped); step 4 the see-through ones. */
export const pictureCompounds = compounds.filter((compound) => compound.emoji !== undefined);
export const seeThroughCompounds = compounds.filter((compound) => compound.meaning !== undefined);

/** The words step 1 offers as distractors: every second word of the lists, and a few others. */
const wordPool = [
  ...new Set([
    ...data.compounds.map((compound) => compound.second),
    ...data.alsoRealWords.map((word) => word.second),
    'red',
    'cup',
    'hat',
    'run',
  ]),
];

// ─── Items ───────────────────────────────────────────────────────────────────────────────

/** A card of step 4: the meaning, the reversed one, or "a kind of" the first word. */
export const meaningKinds = ['right', 'looks-like', 'kind-of'] as const;
/** One of step 4's cards. */
export type MeaningKind = (typeof meaningKinds)[number];

/** What an item asks. */
export type CompoundTask =
  /** Step 1: the first word and 3 second words; one makes a compound. */
  | {
      readonly kind: 'second';
      readonly compound: Compound;
      readonly choices: readonly string[];
    }
  /** Step 2: where the compound splits, 3 split points (letters before the break). */
  | { readonly kind: 'split'; readonly compound: Compound; readonly choices: readonly number[] }
  /** Step 3: 4 first halves (in `pairs` order) and 4 second halves (in `rightOrder`). */
  | {
      readonly kind: 'match';
      readonly pairs: readonly Compound[];
      readonly rightOrder: readonly string[];
    }
  /** Step 4: what a see-through compound is, 3 meanings. */
  | {
      readonly kind: 'meaning';
      readonly compound: Compound;
      readonly choices: readonly { readonly kind: MeaningKind; readonly text: string }[];
    };

/** A Compound Word Builder item. */
export interface CompoundItem extends PracticeItemBase {
  readonly step: 1 | 2 | 3 | 4;
  readonly task: CompoundTask;
  /** The prompt and its choices as read aloud, one utterance each (whole words only). */
  readonly speech: readonly string[];
}

/** The child's answer: a card (a word, a split point, a meaning kind), or step 3's pairs. */
export type CompoundAnswer =
  | { readonly kind: 'choice'; readonly value: string }
  /** Step 3: the left card's compound → the compound whose second word was joined to it. */
  | { readonly kind: 'pairs'; readonly pairs: Readonly<Record<string, string>> };

/** The hints of words.md; each is worded for its item in the check's message. */
export const compoundHints = {
  'non-word': 'Say it together. Is that a real word? Try a word that makes something you know.',
  'bad-split': 'Find two real words.',
  reversed: 'The last word tells what it is. The first word tells what kind.',
  default: 'Say the two words together. Is that a real word?',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type CompoundMisconception = Exclude<keyof typeof compoundHints, 'default'>;

/** "Say it together: snow… cup. Is that a real word? Try a word for something you build in winter." */
export function nonWordHint(first: string, second: string, compound: Compound): string {
  return `Say it together: ${first}… ${second}. Is that a real word? Try a word for ${compound.clue}.`;
}

/** "Find two real words: rain and bow." */
export const badSplitHint = (compound: Compound): string =>
  `Find two real words: ${compound.first} and ${compound.second}.`;

/** "The last word tells what it is: a doghouse is a kind of house. The first word tells what kind: a house for a dog." */
export const reversedHint = (compound: Compound): string =>
  `The last word tells what it is: a ${compound.word} is a kind of ${compound.second}. The first word tells what kind: ${compound.meaning ?? ''}.`;

/** "rain, then bow": a split point read with its break spoken. */
export function splitSpoken(word: string, at: number): string {
  return `${word.slice(0, at)}, then ${word.slice(at)}`;
}

/** "rain|bow": a split point as written on its card. */
export const splitWritten = (word: string, at: number): string =>
  `${word.slice(0, at)}|${word.slice(at)}`;

/** The prompts (words.md's words where it gives them). */
export const compoundPrompts = {
  second: (first: string) => `${first} plus which word?`,
  split: 'Where do the two words join?',
  match: 'Match each first word to the word that finishes it.',
  meaning: (word: string) => `What is a ${word}?`,
} as const;

const withArticle = (word: string): string => (data.massNouns.includes(word) ? word : `a ${word}`);

/** Step 4's three meanings: "a house for a dog", "a dog that looks like a house", "a kind of dog". */
export function meaningChoices(compound: Compound): { kind: MeaningKind; text: string }[] {
  return [
    { kind: 'right', text: compound.meaning ?? '' },
    {
      kind: 'looks-like',
      text: `${withArticle(compound.first)} that looks like a ${compound.second}`,
    },
    { kind: 'kind-of', text: `a kind of ${compound.first}` },
  ];
}

/** The wrong split points of a compound a card may show: not both halves real, none unkind. */
export function wrongSplits(compound: Compound): number[] {
  const { word } = compound;
  const known = new Set([
    ...data.compounds.flatMap((each) => [each.first, each.second]),
    ...data.splitAvoid.realWords,
  ]);
  const all = Array.from({ length: word.length - 1 }, (_, index) => index + 1).filter(
    (at) => at !== compound.first.length,
  );
  const fair = all.filter((at) => {
    const [left, right] = [word.slice(0, at), word.slice(at)];
    if (data.splitAvoid.neverShown.includes(left) || data.splitAvoid.neverShown.includes(right)) {
      return false;
    }
    // A half the synthesizer could only spell out ("ll", "th") is never a card: it is read aloud.
    if (!/[aeiouy]/.test(left) || !/[aeiouy]/.test(right)) return false;
    return !(known.has(left) && known.has(right));
  });
  // Halves of at least 2 letters when the word is long enough, as words.md's ra|inbow.
  const roomy = fair.filter((at) => at >= 2 && word.length - at >= 2);
  return roomy.length >= 2 ? roomy : fair;
}

/** Step 1's 2 distractors: words that make no real word with the first word. */
export function secondDistractors(compound: Compound, rng: Rng): string[] {
  const pool = wordPool.filter(
    (word) => word !== compound.second && !makesRealWord(compound.first, word),
  );
  return rng.shuffle(pool).slice(0, 2);
}

/** Whether a board of step 3 has a real word made of one pair's first and another's second. */
export function boardHasCrossWord(pairs: readonly Compound[]): boolean {
  return pairs.some((left) =>
    pairs.some((right) => right !== left && makesRealWord(left.first, right.second)),
  );
}

/** Step 3's board: 4 compounds, distinct first and second words, no cross-combination real. */
export function drawBoard(rng: Rng): Compound[] {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const pairs = rng.shuffle(compounds).slice(0, 4);
    const firsts = new Set(pairs.map((pair) => pair.first));
    const seconds = new Set(pairs.map((pair) => pair.second));
    if (firsts.size === 4 && seconds.size === 4 && !boardHasCrossWord(pairs)) return pairs;
  }
  // The board of words.md's examples, which passes every rule (model.test checks it).
  return ['snowman', 'rainbow', 'cupcake', 'toothbrush'].flatMap((word) => {
    const compound = findCompound(word);
    return compound ? [compound] : [];
  });
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function makeItem(step: 1 | 2 | 3 | 4, rng: Rng): CompoundItem {
  switch (step) {
    case 1: {
      const compound = rng.pick(pictureCompounds);
      const choices = rng.shuffle([compound.second, ...secondDistractors(compound, rng)]);
      const prompt = compoundPrompts.second(compound.first);
      return {
        key: `second:${compound.word}`,
        prompt,
        speech: [prompt, `Choices: ${choices.join(', ')}.`],
        step,
        task: { kind: 'second', compound, choices },
      };
    }
    case 2: {
      const compound = rng.pick(compounds);
      const wrong = rng.shuffle(wrongSplits(compound)).slice(0, 2);
      const choices = [compound.first.length, ...wrong].sort((a, b) => a - b);
      return {
        key: `split:${compound.word}`,
        prompt: compoundPrompts.split,
        speech: [
          `${capitalize(compound.word)}.`,
          compoundPrompts.split,
          `Choices: ${choices.map((at) => splitSpoken(compound.word, at)).join('; ')}.`,
        ],
        step,
        task: { kind: 'split', compound, choices },
      };
    }
    case 3: {
      const pairs = drawBoard(rng);
      const rightOrder = rng.shuffle(pairs.map((pair) => pair.word));
      return {
        key: `match:${pairs
          .map((pair) => pair.word)
          .sort()
          .join(',')}`,
        prompt: compoundPrompts.match,
        speech: [compoundPrompts.match],
        step,
        task: { kind: 'match', pairs, rightOrder },
      };
    }
    case 4: {
      const compound = rng.pick(seeThroughCompounds);
      const choices = rng.shuffle(meaningChoices(compound));
      const prompt = compoundPrompts.meaning(compound.word);
      return {
        key: `meaning:${compound.word}`,
        prompt,
        speech: [prompt, `Choices: ${choices.map((choice) => choice.text).join('; ')}.`],
        step,
        task: { kind: 'meaning', compound, choices },
      };
    }
  }
}

/** The compound an item is about (step 3: its board, as one key). */
const targetOf = (key: string): string => key.slice(key.indexOf(':') + 1);

/** Generates an item for a step (1–4); the same target word never comes twice in a row. */
export function generateCompound(step: number, rng: Rng, context?: GenerateContext): CompoundItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  const last = previous === undefined ? undefined : targetOf(previous).split(',');
  let item = makeItem(clamped, rng);
  const repeats = (candidate: CompoundItem): boolean =>
    last !== undefined &&
    targetOf(candidate.key)
      .split(',')
      .some((word) => last.includes(word));
  for (let tries = 0; repeats(item) && tries < 50; tries += 1) item = makeItem(clamped, rng);
  return item;
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

const wrong = (
  misconception: CompoundMisconception,
  message: string,
  marks?: AnswerMarks,
): CheckResult<CompoundMisconception> => ({
  correct: false,
  misconception,
  message,
  ...(marks ? { marks } : {}),
});

/** Whether an answer can be checked: a card picked, or all 4 pairs joined. */
export function isAnswerComplete(item: CompoundItem, answer: CompoundAnswer | undefined): boolean {
  if (!answer) return false;
  if (item.task.kind === 'match') {
    return answer.kind === 'pairs' && item.task.pairs.every((pair) => answer.pairs[pair.word]);
  }
  return answer.kind === 'choice';
}

/**
 * The answer rule (words.md): the joined word must be in the compound list; a split is right
 * at the join of its two words; the meaning is its sentence; at step 3 all 4 pairs must make
 * compounds of the list. Each wrong answer gets its hint worded for the item.
 */
export function checkCompound(
  item: CompoundItem,
  answer: CompoundAnswer,
): CheckResult<CompoundMisconception> {
  const { task } = item;
  switch (task.kind) {
    case 'second': {
      const value = answer.kind === 'choice' ? answer.value : '';
      const marks = {
        [value]: isListedCompound(task.compound.first, value) ? 'correct' : 'incorrect',
      } as const;
      if (isListedCompound(task.compound.first, value)) return { correct: true, marks };
      return wrong('non-word', nonWordHint(task.compound.first, value, task.compound), marks);
    }
    case 'split': {
      const value = answer.kind === 'choice' ? answer.value : '';
      const at = Number(value);
      if (at === task.compound.first.length) {
        return { correct: true, marks: { [value]: 'correct' } };
      }
      return wrong('bad-split', badSplitHint(task.compound), { [value]: 'incorrect' });
    }
    case 'meaning': {
      const value = answer.kind === 'choice' ? answer.value : '';
      if (value === 'right') return { correct: true, marks: { right: 'correct' } };
      return wrong('reversed', reversedHint(task.compound), { [value]: 'incorrect' });
    }
    case 'match': {
      const pairs = answer.kind === 'pairs' ? answer.pairs : {};
      const marks: Record<string, 'correct' | 'incorrect'> = {};
      let firstWrong: { left: Compound; second: string } | null = null;
      for (const left of task.pairs) {
        const joined = findCompound(pairs[left.word] ?? '');
        const right = joined !== undefined && isListedCompound(left.first, joined.second);
        marks[left.word] = right ? 'correct' : 'incorrect';
        if (!right && !firstWrong) firstWrong = { left, second: joined?.second ?? '' };
      }
      if (!firstWrong) return { correct: true, marks };
      return wrong(
        'non-word',
        firstWrong.second
          ? nonWordHint(firstWrong.left.first, firstWrong.second, firstWrong.left)
          : `Join every first word to a word. Try a word for ${firstWrong.left.clue}.`,
        marks,
      );
    }
  }
}

// ─── Texts ───────────────────────────────────────────────────────────────────────────────

/** "snow plus man: snowman." — said and shown once the child has answered. */
export const joinedText = (compound: Compound): string =>
  `${compound.first} plus ${compound.second}: ${compound.word}.`;

/** The answer in words, said after the child has answered. */
export function describeCompound(item: CompoundItem): string {
  const { task } = item;
  switch (task.kind) {
    case 'second':
      return joinedText(task.compound);
    case 'split':
      return `${capitalize(splitSpoken(task.compound.word, task.compound.first.length))}: ${task.compound.word}.`;
    case 'match':
      return task.pairs.map(joinedText).map(capitalize).join(' ');
    case 'meaning':
      return `A ${task.compound.word} is ${task.compound.meaning ?? ''}.`;
  }
}

/** The worked example after 2 misses: the item solved aloud, one step at a time. */
export function compoundWorkedExample(item: CompoundItem): WorkedExampleStep[] {
  const { task } = item;
  switch (task.kind) {
    case 'second': {
      const { compound } = task;
      const others = task.choices.filter((choice) => choice !== compound.second);
      return [
        { text: `Say ${compound.first} with each word, and listen for a real word.` },
        ...others.map((other) => ({
          text: `${capitalize(compound.first)}… ${other}: that is not a real word.`,
        })),
        {
          text: `${capitalize(compound.first)}… ${compound.second}: ${compound.word}! A real word: ${compound.clue}.`,
        },
      ];
    }
    case 'split': {
      const { compound } = task;
      return [
        { text: `Look for a word you know at the start of ${compound.word}: ${compound.first}.` },
        { text: `What is left is ${compound.second}. That is a real word too.` },
        {
          text: `${capitalize(splitSpoken(compound.word, compound.first.length))}: the two words join there.`,
        },
      ];
    }
    case 'match':
      return task.pairs.map((pair) => ({
        text: `${capitalize(pair.first)} and ${pair.second} make ${pair.word}: ${pair.clue}.`,
      }));
    case 'meaning': {
      const { compound } = task;
      return [
        {
          text: `The last word tells what it is: a ${compound.word} is a kind of ${compound.second}.`,
        },
        { text: `The first word, ${compound.first}, tells what kind.` },
        { text: `A ${compound.word} is ${compound.meaning ?? ''}.` },
      ];
    }
  }
}

/** The model of Compound Word Builder. */
export const compoundModel = {
  steps: 4,
  hints: compoundHints,
  generate: generateCompound,
  check: checkCompound,
  workedExample: compoundWorkedExample,
  describe: describeCompound,
} satisfies PracticeModel<CompoundItem, CompoundAnswer, CompoundMisconception>;
