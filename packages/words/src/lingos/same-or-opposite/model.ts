/**
 * Lingo 3-4, Same or Opposite (words.md): pick the opposite of a word with pictures, the word
 * that means the same (the opposite is always among the distractors), sort six word pairs into
 * "same meaning" and "opposite", and pick a synonym or antonym that fits a sentence. The right
 * answer is the marked word; no other card is ever a synonym (or antonym) the question asks for.
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
import { sortCardMarks } from '@lingos/kit';
import { parseWordList } from '../../model/wordData';
import rawData from './words.json';

// ─── Data ────────────────────────────────────────────────────────────────────────────────

/** Two words of a list: opposites, or words that mean the same. */
export interface WordPair {
  readonly word: string;
  readonly partner: string;
}

/** A word of step 1 with its picture: the emoji kit's Picture draws, and what it shows. */
export interface PictureWord {
  readonly word: string;
  readonly emoji: string;
  /** "fire", "an elephant": read as "Picture: fire." */
  readonly alt: string;
}

/** Whether a question asks for a word that means the same or the opposite. */
export type Ask = 'same' | 'opposite';

/** A sentence of step 4 (words.md's ten), its word, and its four cards. */
export interface Sentence {
  readonly sentence: string;
  readonly word: string;
  readonly ask: Ask;
  readonly right: string;
  /** The card a mix-up picks: the opposite when asked for the same, and the other way round. */
  readonly mixUp: string;
  /** Two words from the sentence's topic. */
  readonly topic: readonly string[];
  /** words.md's own hint for the mix-up, where it gives one. */
  readonly mixUpHint?: string;
}

/** The Lingo's word data, checked. */
export interface SameOppositeData {
  readonly opposites: readonly WordPair[];
  readonly sameMeaning: readonly WordPair[];
  readonly pictures: readonly PictureWord[];
  readonly sentences: readonly Sentence[];
  /** Words with two common meanings: never a target alone (step 4 may use them). */
  readonly twoMeanings: readonly string[];
  /** Words too close in meaning for one to be a fair distractor for the other (hot, summer). */
  readonly nearMeaning: readonly WordPair[];
  readonly problems: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWord = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z]+$/.test(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;
const nameOf = (entry: unknown): string =>
  isRecord(entry) && typeof (entry.word ?? entry.sentence) === 'string'
    ? `'${String(entry.word ?? entry.sentence)}'`
    : JSON.stringify(entry);

function listOf<T>(
  raw: unknown,
  list: string,
  problems: string[],
  read: (entry: Record<string, unknown>) => T | string,
): T[] {
  const out: T[] = [];
  for (const entry of Array.isArray(raw) ? raw : []) {
    const result = isRecord(entry) ? read(entry) : 'an entry is an object.';
    if (typeof result === 'string') {
      problems.push(`Skipped ${nameOf(entry)} in same-or-opposite ${list}: ${result}`);
    } else {
      out.push(result);
    }
  }
  return out;
}

const readPair = (entry: Record<string, unknown>): WordPair | string =>
  isWord(entry.word) && isWord(entry.partner) && entry.word !== entry.partner
    ? { word: entry.word, partner: entry.partner }
    : 'a pair is two different words of small letters.';

/**
 * Checks the Lingo's JSON (teachers may add words): a bad entry is skipped with a clear
 * message in `problems`, never thrown.
 */
export function parseSameOppositeData(raw: unknown): SameOppositeData {
  const problems: string[] = [];
  const data = isRecord(raw) ? raw : {};
  const opposites = listOf(data.opposites, 'opposites', problems, readPair);
  const sameMeaning = listOf(data.sameMeaning, 'same meaning', problems, readPair);
  // The pictures are a word list like any other: the concept's checker, plus an emoji and alt.
  const pictureList = parseWordList(data.pictures, 'same-or-opposite pictures', {
    fields: (entry) =>
      isText(entry.emoji) && isText(entry.alt) ? {} : 'a picture needs an emoji and its alt text',
  });
  problems.push(...pictureList.problems);
  const pictures = pictureList.entries.flatMap(({ word, emoji, alt }) =>
    emoji !== undefined && alt !== undefined ? [{ word, emoji, alt }] : [],
  );
  const sentences = listOf<Sentence>(data.sentences, 'sentences', problems, (entry) => {
    const topic = Array.isArray(entry.topic) ? entry.topic.filter(isWord) : [];
    if (!isText(entry.sentence) || !isWord(entry.word) || !isWord(entry.right)) {
      return 'a sentence needs its sentence, word and right word.';
    }
    if (entry.ask !== 'same' && entry.ask !== 'opposite') return 'ask is "same" or "opposite".';
    if (!isWord(entry.mixUp) || topic.length !== 2)
      return 'a sentence needs a mix-up and 2 topic words.';
    if (!new RegExp(`\\b${entry.word}\\b`).test(entry.sentence)) {
      return 'the sentence must contain its word.';
    }
    const cards = new Set([entry.right, entry.mixUp, ...topic]);
    if (cards.size !== 4) return 'the 4 cards must differ.';
    return {
      sentence: entry.sentence,
      word: entry.word,
      ask: entry.ask as Ask,
      right: entry.right,
      mixUp: entry.mixUp,
      topic,
      ...(isText(entry.mixUpHint) ? { mixUpHint: entry.mixUpHint } : {}),
    };
  });
  const twoMeanings = Array.isArray(data.twoMeanings) ? data.twoMeanings.filter(isWord) : [];
  const nearMeaning = listOf(data.nearMeaning, 'near meaning', problems, readPair);
  return { opposites, sameMeaning, pictures, sentences, twoMeanings, nearMeaning, problems };
}

const data = parseSameOppositeData(rawData);
for (const problem of data.problems) console.warn(problem);

/** The Lingo's lists. */
export const sameOppositeData = data;

const single = (word: string): boolean => !data.twoMeanings.includes(word);

/** Every word a word is paired with in a list, both ways. */
function partnersIn(list: readonly WordPair[], word: string): string[] {
  return list.flatMap((pair) =>
    pair.word === word ? [pair.partner] : pair.partner === word ? [pair.word] : [],
  );
}

/** The words that mean the same as a word (the list's pairs, both ways). */
export const synonymsOf = (word: string): string[] => partnersIn(data.sameMeaning, word);

/**
 * The opposites of a word: the list's, and those of its synonyms (large → small, since large
 * means big and small is the opposite of big).
 */
export function oppositesOf(word: string): string[] {
  const direct = partnersIn(data.opposites, word);
  const viaSynonyms = synonymsOf(word).flatMap((synonym) => partnersIn(data.opposites, synonym));
  return [...new Set([...direct, ...viaSynonyms])].filter((each) => each !== word);
}

/** Whether two words are related at all (same, near, opposite, or the same word). */
export function related(a: string, b: string): boolean {
  return (
    a === b ||
    partnersIn(data.nearMeaning, a).includes(b) ||
    synonymsOf(a).includes(b) ||
    oppositesOf(a).includes(b) ||
    oppositesOf(a).some((opposite) => synonymsOf(opposite).includes(b))
  );
}

const pictureOf = new Map(data.pictures.map((picture) => [picture.word, picture]));

/** The picture of a step-1 word. */
export const findPicture = (word: string): PictureWord | undefined => pictureOf.get(word);

// ─── Items ───────────────────────────────────────────────────────────────────────────────

/** A pair card of step 3. */
export interface PairCard {
  readonly id: string;
  readonly word: string;
  readonly partner: string;
  readonly bin: Ask;
}

/** The bins of step 3 (words.md: "Bin: same meaning. Bin: opposite."). */
export const sortBins = [
  { id: 'same', label: 'same meaning' },
  { id: 'opposite', label: 'opposite' },
] as const;

/** What an item asks. */
export type SameOppositeTask =
  /** Steps 1–2: the word (with its picture at step 1) and its cards. */
  | {
      readonly kind: 'choose';
      readonly ask: Ask;
      readonly word: string;
      readonly right: string;
      readonly choices: readonly string[];
      readonly pictures: boolean;
    }
  /** Step 3: 6 pairs into "same meaning" and "opposite". */
  | { readonly kind: 'sort'; readonly cards: readonly PairCard[] }
  /** Step 4: a sentence, its word, 4 cards. */
  | { readonly kind: 'sentence'; readonly sentence: Sentence; readonly choices: readonly string[] };

/** A Same or Opposite item. */
export interface SameOppositeItem extends PracticeItemBase {
  readonly step: 1 | 2 | 3 | 4;
  readonly task: SameOppositeTask;
  readonly speech: readonly string[];
}

/** A card picked, or step 3's sort (card id → bin id, null for the tray). */
export type SameOppositeAnswer =
  | { readonly kind: 'choice'; readonly value: string }
  | { readonly kind: 'sort'; readonly placement: Readonly<Record<string, string | null>> };

/** The hints of words.md; each is worded for its item in the check's message. */
export const sameOppositeHints = {
  'chose-opposite': 'That word is the opposite. We want a word that means the same.',
  'chose-same': 'That word means almost the same. We want the opposite.',
  unrelated: 'That word is about something else. Say the two words together.',
  sentence: 'Put your word in the sentence instead. Does it still mean the same?',
  sort: 'Say each pair aloud: do the two words mean the same, or the opposite?',
  default: 'Say the two words together: same, or opposite?',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type SameOppositeMisconception = Exclude<keyof typeof sameOppositeHints, 'default'>;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The question of an item: "What is the opposite of hot?", "Which word means the same as big?" */
export function questionText(ask: Ask, word: string, pictures = false): string {
  if (ask === 'opposite' && pictures) return `What is the opposite of ${word}?`;
  return ask === 'same'
    ? `Which word means the same as ${word}?`
    : `Which word means the opposite of ${word}?`;
}

/** The prompt of step 3. */
export const sortPrompt = 'Sort each pair: same meaning, or opposite?';

/** "happy – glad": a pair card's words. */
export const pairText = (card: Pick<PairCard, 'word' | 'partner'>): string =>
  `${card.word} – ${card.partner}`;
/** "happy and glad": a pair card read aloud. */
export const pairSpoken = (card: Pick<PairCard, 'word' | 'partner'>): string =>
  `${card.word} and ${card.partner}`;

/** Step 1: a picture word, its opposite (a picture word) and an unrelated picture word. */
function step1(rng: Rng): SameOppositeTask {
  const candidates = data.pictures.filter((picture) =>
    oppositesOf(picture.word).some((opposite) => pictureOf.has(opposite)),
  );
  const target = rng.pick(candidates);
  const right = rng.pick(oppositesOf(target.word).filter((opposite) => pictureOf.has(opposite)));
  const others = data.pictures.filter((picture) => !related(target.word, picture.word));
  const other = rng.pick(others);
  return {
    kind: 'choose',
    ask: 'opposite',
    word: target.word,
    right,
    choices: rng.shuffle([right, other.word]),
    pictures: true,
  };
}

/** Every word of the lists. */
const allWords = [
  ...new Set([...data.opposites, ...data.sameMeaning].flatMap((pair) => [pair.word, pair.partner])),
].filter(single);

/** The targets of step 2: words with a synonym and an opposite. */
export const step2Targets = allWords.filter(
  (word) => synonymsOf(word).length > 0 && oppositesOf(word).length > 0,
);

/** Step 2: a word, a synonym, its opposite, and an unrelated word. */
function step2(rng: Rng): SameOppositeTask {
  const word = rng.pick(step2Targets);
  const right = rng.pick(synonymsOf(word).filter(single));
  const opposite = rng.pick(oppositesOf(word));
  const other = rng.pick(
    allWords.filter(
      (each) => !related(word, each) && !related(right, each) && !related(opposite, each),
    ),
  );
  return {
    kind: 'choose',
    ask: 'same',
    word,
    right,
    choices: rng.shuffle([right, opposite, other]),
    pictures: false,
  };
}

/** Step 3: 6 pairs, 2 to 4 of each kind, no word twice, no two-meaning word. */
function step3(rng: Rng): SameOppositeTask {
  for (let attempt = 0; ; attempt += 1) {
    const sameCount = rng.int(2, 4);
    const pick = (list: readonly WordPair[], count: number, bin: Ask) =>
      rng
        .shuffle(list.filter((pair) => single(pair.word) && single(pair.partner)))
        .slice(0, count)
        .map((pair) => ({ ...pair, bin, id: `${bin}:${pair.word}-${pair.partner}` }));
    const cards = [
      ...pick(data.sameMeaning, sameCount, 'same'),
      ...pick(data.opposites, 6 - sameCount, 'opposite'),
    ];
    const words = cards.flatMap((card) => [card.word, card.partner]);
    if (new Set(words).size === words.length || attempt > 50) {
      return { kind: 'sort', cards: rng.shuffle(cards) };
    }
  }
}

function step4(rng: Rng): SameOppositeTask {
  const sentence = rng.pick(data.sentences);
  return {
    kind: 'sentence',
    sentence,
    choices: rng.shuffle([sentence.right, sentence.mixUp, ...sentence.topic]),
  };
}

function makeItem(step: 1 | 2 | 3 | 4, rng: Rng): SameOppositeItem {
  switch (step) {
    case 1:
    case 2: {
      const task = step === 1 ? step1(rng) : step2(rng);
      if (task.kind !== 'choose') throw new Error('a choice');
      const prompt = questionText(task.ask, task.word, task.pictures);
      const picture = task.pictures ? findPicture(task.word) : undefined;
      const choicesSpoken = task.choices.map((choice) => {
        const cardPicture = task.pictures ? findPicture(choice) : undefined;
        return cardPicture ? `${choice}, picture of ${cardPicture.alt}` : choice;
      });
      return {
        key: `${task.ask}:${task.word}`,
        prompt,
        speech: [
          ...(picture ? [`Picture: ${picture.alt}.`] : []),
          prompt,
          `Choices: ${choicesSpoken.join('; ')}.`,
        ],
        step,
        task,
      };
    }
    case 3: {
      const task = step3(rng);
      if (task.kind !== 'sort') throw new Error('a sort');
      return {
        key: `sort:${task.cards
          .map((card) => card.word)
          .sort()
          .join(',')}`,
        prompt: sortPrompt,
        speech: [sortPrompt],
        step,
        task,
      };
    }
    case 4: {
      const task = step4(rng);
      if (task.kind !== 'sentence') throw new Error('a sentence');
      const question = questionText(task.sentence.ask, task.sentence.word);
      return {
        key: `sentence:${task.sentence.word}`,
        prompt: question,
        speech: [task.sentence.sentence, question, `Choices: ${task.choices.join(', ')}.`],
        step,
        task,
      };
    }
  }
}

/** The target words of an item, to never bring the same one twice in a row. */
function targetsOf(item: SameOppositeItem): string[] {
  const { task } = item;
  if (task.kind === 'sort') return task.cards.flatMap((card) => [card.word, card.partner]);
  return task.kind === 'choose' ? [task.word] : [task.sentence.word];
}

/** Generates an item for a step (1–4); the same target word never comes twice in a row. */
export function generateSameOpposite(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): SameOppositeItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
  const previousKey = context?.recentKeys[context.recentKeys.length - 1];
  const previous = previousKey?.slice(previousKey.indexOf(':') + 1).split(',') ?? [];
  let item = makeItem(clamped, rng);
  for (
    let tries = 0;
    tries < 50 && targetsOf(item).some((word) => previous.includes(word));
    tries += 1
  ) {
    item = makeItem(clamped, rng);
  }
  return item;
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

/** The right card of a choice item. */
export function rightChoice(task: SameOppositeTask): string | null {
  if (task.kind === 'choose') return task.right;
  if (task.kind === 'sentence') return task.sentence.right;
  return null;
}

/** Whether an answer can be checked: a card picked, or every pair in a bin. */
export function isAnswerComplete(
  item: SameOppositeItem,
  answer: SameOppositeAnswer | undefined,
): boolean {
  if (!answer) return false;
  if (item.task.kind === 'sort') {
    const { placement } = answer.kind === 'sort' ? answer : { placement: {} };
    return item.task.cards.every((card) => Boolean(placement[card.id as keyof typeof placement]));
  }
  return answer.kind === 'choice';
}

/** "The little mouse hid under the porch.": the sentence with the child's word in place. */
export function withWord(sentence: Sentence, word: string): string {
  return sentence.sentence.replace(new RegExp(`\\b${sentence.word}\\b`), word);
}

const wrong = (
  misconception: SameOppositeMisconception,
  message: string,
  marks?: AnswerMarks,
): CheckResult<SameOppositeMisconception> => ({
  correct: false,
  misconception,
  message,
  ...(marks ? { marks } : {}),
});

/**
 * The hint of a wrong card: the opposite picked when asked for the same ("Small is the
 * opposite of big…"), the same picked when asked for the opposite, or an unrelated word.
 */
function choiceHint(
  ask: Ask,
  word: string,
  right: string,
  picked: string,
): CheckResult<SameOppositeMisconception> {
  const marks = { [picked]: 'incorrect' } as const;
  if (ask === 'same' && oppositesOf(word).includes(picked)) {
    return wrong(
      'chose-opposite',
      `${capitalize(picked)} is the opposite of ${word}. We want a word that means the same: ${right}.`,
      marks,
    );
  }
  if (ask === 'opposite' && (synonymsOf(word).includes(picked) || picked === word)) {
    return wrong(
      'chose-same',
      `${capitalize(picked)} means almost the same as ${word}. We want the opposite: ${right}.`,
      marks,
    );
  }
  return wrong(
    'unrelated',
    ask === 'same'
      ? `${capitalize(picked)} does not mean ${word}. Which word could take the place of ${word}?`
      : `${capitalize(picked)} is not the other end from ${word}. What is at the other end from ${word}?`,
    marks,
  );
}

/** The answer rule: the marked word (words.md); a sort is right only if every pair is. */
export function checkSameOpposite(
  item: SameOppositeItem,
  answer: SameOppositeAnswer,
): CheckResult<SameOppositeMisconception> {
  const { task } = item;
  if (task.kind === 'sort') {
    const placement = answer.kind === 'sort' ? answer.placement : {};
    const marks = sortCardMarks(task.cards, placement);
    const misplaced = task.cards.find((card) => marks[card.id] === 'incorrect');
    if (!misplaced) return { correct: true, marks };
    return wrong(
      'sort',
      misplaced.bin === 'same'
        ? `${capitalize(misplaced.word)} and ${misplaced.partner} mean the same.`
        : `${capitalize(misplaced.word)} is the opposite of ${misplaced.partner}.`,
      marks,
    );
  }
  const picked = answer.kind === 'choice' ? answer.value : '';
  if (task.kind === 'choose') {
    if (picked === task.right) return { correct: true, marks: { [picked]: 'correct' } };
    return choiceHint(task.ask, task.word, task.right, picked);
  }
  const { sentence } = task;
  if (picked === sentence.right) return { correct: true, marks: { [picked]: 'correct' } };
  const marks = { [picked]: 'incorrect' } as const;
  if (picked === sentence.mixUp) {
    // The sentence's data says what its mix-up is: the opposite when asked for the same.
    if (sentence.ask === 'same') {
      return wrong(
        'chose-opposite',
        `${capitalize(picked)} is the opposite of ${sentence.word}. We want a word that means the same: ${sentence.right}.`,
        marks,
      );
    }
    return wrong(
      'chose-same',
      sentence.mixUpHint ??
        `${capitalize(picked)} means almost the same as ${sentence.word}. We want the opposite: ${sentence.right}.`,
      marks,
    );
  }
  return wrong(
    'sentence',
    `Put your word in the sentence instead: '${withWord(sentence, picked)}' Does it still mean the ${sentence.ask === 'same' ? 'same' : 'opposite'}?`,
    marks,
  );
}

// ─── Texts ───────────────────────────────────────────────────────────────────────────────

/** The answer in words, said after the child has answered. */
export function describeSameOpposite(item: SameOppositeItem): string {
  const { task } = item;
  switch (task.kind) {
    case 'choose':
      return task.ask === 'same'
        ? `${capitalize(task.right)} means the same as ${task.word}.`
        : `${capitalize(task.right)} is the opposite of ${task.word}.`;
    case 'sort':
      return task.cards
        .map((card) =>
          card.bin === 'same'
            ? `${capitalize(card.word)} and ${card.partner}: same meaning.`
            : `${capitalize(card.word)} and ${card.partner}: opposite.`,
        )
        .join(' ');
    case 'sentence':
      return withWord(task.sentence, task.sentence.right);
  }
}

/** The worked example after 2 misses: the item solved aloud, one step at a time. */
export function sameOppositeWorkedExample(item: SameOppositeItem): WorkedExampleStep[] {
  const { task } = item;
  switch (task.kind) {
    case 'choose': {
      const steps = task.choices
        .filter((choice) => choice !== task.right)
        .map((choice) => ({
          text:
            task.ask === 'same' && oppositesOf(task.word).includes(choice)
              ? `${capitalize(choice)} is the opposite of ${task.word}. Not that one.`
              : `${capitalize(choice)} is about something else. Not that one.`,
        }));
      return [
        {
          text:
            task.ask === 'same'
              ? `We want a word that means the same as ${task.word}: it could take its place.`
              : `We want the opposite of ${task.word}: the other end.`,
        },
        ...steps,
        { text: describeSameOpposite(item) },
      ];
    }
    case 'sort':
      return task.cards.map((card) => ({
        text:
          card.bin === 'same'
            ? `${capitalize(card.word)} and ${card.partner} mean the same: same meaning.`
            : `${capitalize(card.word)} is the opposite of ${card.partner}: opposite.`,
      }));
    case 'sentence': {
      const { sentence } = task;
      return [
        { text: `Read the sentence: ${sentence.sentence}` },
        {
          text:
            sentence.ask === 'same'
              ? `Put a word in place of ${sentence.word}: it must still mean the same.`
              : `Put a word in place of ${sentence.word}: it must now mean the opposite.`,
        },
        { text: `${withWord(sentence, sentence.right)} ${capitalize(sentence.right)} is the one.` },
      ];
    }
  }
}

/** The model of Same or Opposite. */
export const sameOppositeModel = {
  steps: 4,
  hints: sameOppositeHints,
  generate: generateSameOpposite,
  check: checkSameOpposite,
  workedExample: sameOppositeWorkedExample,
  describe: describeSameOpposite,
} satisfies PracticeModel<SameOppositeItem, SameOppositeAnswer, SameOppositeMisconception>;
