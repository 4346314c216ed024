/**
 * Lingo 2-4, Fact or Opinion? (reading.md 2-4): facts can be checked, opinions are what
 * someone thinks. Steps 1–2 sort a passage's sentences into two bins, "Fact: we can check it"
 * and "Opinion: what someone thinks" (step 1: 4 sentences with clear signals; step 2: all 5).
 * Step 3 asks of one sentence at a time (the tricky ones among them): fact or opinion? and,
 * for an opinion, "Tap the word that shows it's an opinion." Both parts must be right for
 * first-try credit. A sort is first-try correct only if every card is right at the first Check.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { sortCardMarks } from '@lingos/kit';
import rawPassages from '../../data/lingo-2-4.json';
import { parsePassages, type Passage, type PassageQuestion } from '../../model/passages';
import { pickPassage } from '../../model/picker';
import { spokenForm } from '../../model/spokenForms';
import { passageWords, phraseWords } from '../../widgets/PassageReader/wordChoice';
import {
  nextPassageItem,
  passageHistory,
  passageItemKey,
  readingMasteryRules,
  readingSteps,
  type PassageItem,
} from '../../practice/engine';

const parsed = parsePassages(rawPassages, 'lingo-2-4.json');
if (parsed.problems.length > 0 && typeof console !== 'undefined') {
  for (const problem of parsed.problems) console.warn(problem);
}

/** The passages of Fact or Opinion? */
export const factOrOpinionPassages: readonly Passage[] = parsed.passages;

/** Reading's mastery rules (the last 6 from at least 3 passages). */
export const factOrOpinionRules = readingMasteryRules;

// ─── Texts ───────────────────────────────────────────────────────────────────────────────

/** The two bins, as reading.md names them. */
export const factOrOpinionBins = [
  { id: 'fact', label: 'Fact', note: 'we can check it', emoji: '🔍' },
  { id: 'opinion', label: 'Opinion', note: 'what someone thinks', emoji: '💭' },
] as const;
/** A bin: fact or opinion. */
export type FactOrOpinion = (typeof factOrOpinionBins)[number]['id'];

/** The choices of step 3, as the data words them. */
export const binChoice: Record<FactOrOpinion, string> = { fact: 'Fact', opinion: 'Opinion' };

/** The prompts. */
export const factOrOpinionPrompts = {
  sort: 'Sort the sentences: fact or opinion?',
  word: "Tap the word that shows it's an opinion.",
} as const;

/** reading.md's general hints, and the hint for the word to tap. */
export const factOrOpinionHints = {
  'fact-as-opinion':
    "Can we check it? Could you count it, measure it or look it up in a book? Then it's a fact, even if it sounds surprising.",
  'opinion-as-fact':
    'Words like best, prettiest, boring and amazing tell what someone feels. Someone else might not agree. That makes it an opinion.',
  'opinion-word':
    'Find the word that tells what someone feels or thinks, like best, boring or amazing.',
  default:
    'Can we check it? Then it is a fact. Does it tell what someone thinks? Then it is an opinion.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type FactOrOpinionMisconception = Exclude<keyof typeof factOrOpinionHints, 'default'>;

// ─── Items ───────────────────────────────────────────────────────────────────────────────

/** One sentence card of a sort. */
export interface SentenceCard {
  /** `s1`, `s2`…: the sentence's place in the passage. */
  readonly id: string;
  /** Its index in the passage (s1 = 0). */
  readonly sentence: number;
  readonly text: string;
  readonly bin: FactOrOpinion;
  /** An opinion's words that show it (reading.md's opinion words). */
  readonly opinionWords: readonly string[];
  /**
   * Those words as tapped in the passage: their numbers in the passage (`passageWords`), in
   * this card's sentence only.
   */
  readonly answerWords: readonly number[];
}

/** What an item asks: a sort (steps 1–2), or one sentence judged (step 3). */
export type FactOrOpinionTask =
  | { readonly kind: 'sort'; readonly cards: readonly SentenceCard[] }
  | {
      readonly kind: 'judge';
      readonly card: SentenceCard;
      /** The engine's item for the sentence's question (its choices, its run). */
      readonly question: PassageItem;
    };

/** A Fact or Opinion? item. */
export interface FactOrOpinionItem extends PracticeItemBase {
  readonly step: number;
  readonly passage: Passage;
  readonly source: string;
  readonly task: FactOrOpinionTask;
}

/**
 * The child's answer: where each card is (a sort), or the bin chosen for the sentence and,
 * for "Opinion", the word tapped in the passage (its number in the passage, `passageWords`).
 */
export type FactOrOpinionAnswer =
  | { readonly kind: 'sort'; readonly placement: Readonly<Record<string, string | null>> }
  | { readonly kind: 'judge'; readonly choice: FactOrOpinion; readonly word?: number };

/** The card of a sentence question. */
export function cardOf(question: PassageQuestion, passage: Passage): SentenceCard {
  const sentence = question.evidence[0] ?? 0;
  const opinion = question.choices.find((choice) => choice.correct)?.text === 'Opinion';
  const opinionWords = question.evidenceWords ?? [];
  const words = passageWords(passage);
  const inSentence = new Set(
    words.filter((word) => word.sentence === sentence).map((word) => word.index),
  );
  const answerWords = [
    ...new Set(opinionWords.flatMap((phrase) => phraseWords(passage, words, phrase))),
  ]
    .filter((index) => inSentence.has(index))
    .sort((a, b) => a - b);
  return {
    id: `s${sentence + 1}`,
    sentence,
    text: passage.sentences[sentence] ?? '',
    bin: opinion ? 'opinion' : 'fact',
    opinionWords,
    answerWords,
  };
}

/** Whether a word of the passage (by its number) is one of the card's opinion words. */
export function isOpinionWord(card: SentenceCard, index: number): boolean {
  return card.answerWords.includes(index);
}

// ─── Generator ───────────────────────────────────────────────────────────────────────────

/** The passage's sentence questions asked at a step (each from its own step up). */
const questionsAt = (passage: Passage, step: number) =>
  passage.questions.filter((question) => question.type === 'fact-opinion' && question.step <= step);

/**
 * The cards of a sort: step 1 takes 4 sentences with clear signals (the questions asked from
 * step 1), always both kinds; step 2 takes all 5, the tricky ones too.
 */
export function sortCards(passage: Passage, step: number, rng: Rng): SentenceCard[] {
  // Step 2 sorts every sentence of the passage, the tricky ones too.
  const cards = questionsAt(passage, step >= 2 ? 3 : step).map((question) =>
    cardOf(question, passage),
  );
  if (step >= 2 || cards.length <= 4) return rng.shuffle(cards);
  for (;;) {
    const four = rng.shuffle(cards).slice(0, 4);
    if (new Set(four.map((card) => card.bin)).size === 2) return four;
  }
}

/** The engine's setup for step 3: each sentence question, in runs of 2–3 on a passage. */
const judgeConfig = {
  passages: factOrOpinionPassages,
  asks: (question: PassageQuestion) => question.type === 'fact-opinion',
  generalHint: factOrOpinionHints.default,
  sentenceHint: factOrOpinionHints['opinion-word'],
};

/** The next item: a sort of a passage new to the child (steps 1–2), or a sentence (step 3). */
export function generateFactOrOpinion(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): FactOrOpinionItem {
  if (step >= 3) {
    const question = nextPassageItem(judgeConfig, step, rng, context);
    const card = cardOf(question.question, question.passage);
    return {
      key: question.key,
      step,
      passage: question.passage,
      source: question.source,
      prompt: question.prompt,
      speech: question.speech ?? question.prompt,
      task: { kind: 'judge', card, question },
    };
  }
  const history = passageHistory(context?.recentKeys ?? []);
  const available = factOrOpinionPassages.filter(
    (passage) => questionsAt(passage, step).length >= 4,
  );
  const passage = pickPassage(available, history, rng);
  const cards = sortCards(passage, step, rng);
  return {
    key: passageItemKey(passage.id, ['sort'], 0),
    step,
    passage,
    source: passage.id,
    prompt: factOrOpinionPrompts.sort,
    speech: [factOrOpinionPrompts.sort, 'Bins: Fact, Opinion.'],
    task: { kind: 'sort', cards },
  };
}

// ─── Checking ────────────────────────────────────────────────────────────────────────────

const mistakeOf = (card: SentenceCard): FactOrOpinionMisconception =>
  card.bin === 'fact' ? 'fact-as-opinion' : 'opinion-as-fact';

/** Whether an answer has every part the item asks for (Check waits for it). */
export function isFactOrOpinionReady(
  item: FactOrOpinionItem,
  answer: FactOrOpinionAnswer,
): boolean {
  const { task } = item;
  if (task.kind === 'sort') {
    return (
      answer.kind === 'sort' &&
      task.cards.every((card) => (answer.placement[card.id] ?? null) !== null)
    );
  }
  if (answer.kind !== 'judge') return false;
  return answer.choice === 'fact' || answer.word !== undefined;
}

/**
 * The answer rule: every card in its bin (F or O as marked); for a sentence, the bin marked
 * and, for an opinion, a word among its opinion words. Both parts must be right.
 */
export function checkFactOrOpinion(
  item: FactOrOpinionItem,
  answer: FactOrOpinionAnswer,
): CheckResult<FactOrOpinionMisconception> {
  const { task } = item;
  if (task.kind === 'sort') {
    const placement = answer.kind === 'sort' ? answer.placement : {};
    const marks = sortCardMarks(task.cards, placement);
    const wrong = task.cards.find((card) => marks[card.id] === 'incorrect');
    if (!wrong) return { correct: true, marks };
    return { correct: false, misconception: mistakeOf(wrong), marks };
  }
  if (answer.kind !== 'judge') return { correct: false, misconception: mistakeOf(task.card) };
  const { card } = task;
  if (answer.choice !== card.bin) {
    return { correct: false, misconception: mistakeOf(card), marks: { choice: 'incorrect' } };
  }
  if (card.bin === 'fact') return { correct: true, marks: { choice: 'correct' } };
  if (answer.word !== undefined && isOpinionWord(card, answer.word)) {
    return { correct: true, marks: { choice: 'correct', [`word:${answer.word}`]: 'correct' } };
  }
  return {
    correct: false,
    misconception: 'opinion-word',
    marks: {
      choice: 'correct',
      ...(answer.word === undefined ? {} : { [`word:${answer.word}`]: 'incorrect' }),
    },
  };
}

// ─── Describing and the worked example ──────────────────────────────────────────────────

/** A worked-example step: the sentence it points at, what it has placed or chosen so far. */
export interface FactOrOpinionWorkedStep extends WorkedExampleStep {
  /** The sentence lit in the passage (s1 = 0). */
  readonly lookHere: readonly number[];
  /** Step 3: the bin chosen, and the word tapped, once the example gets there. */
  readonly choice?: FactOrOpinion;
  readonly word?: number;
}

const quote = (words: readonly string[]) => words.map((word) => `'${word}'`).join(' and ');

/** Why a card goes where it goes, in the words of reading.md's hints. */
export function reasonFor(card: SentenceCard): string {
  if (card.bin === 'fact') return 'We can check it, so it is a fact.';
  const words = card.opinionWords;
  return words.length > 0
    ? `${words.length === 1 ? 'The word' : 'The words'} ${quote(words)} ${words.length === 1 ? 'tells' : 'tell'} what someone thinks, so it is an opinion.`
    : 'It tells what someone thinks, so it is an opinion.';
}

/** The answer in words, after the child answers ("In Fact. We can check it."). */
export function describeFactOrOpinion(item: FactOrOpinionItem): string {
  const { task } = item;
  if (task.kind === 'sort') {
    const facts = task.cards.filter((card) => card.bin === 'fact').length;
    return `${facts} facts and ${task.cards.length - facts} opinions.`;
  }
  return reasonFor(task.card);
}

/**
 * The worked example of reading.md: a sort places one card a step, reading it and saying why;
 * a sentence is read, pointed at, reasoned about, then chosen (and its opinion word tapped).
 */
export function workedFactOrOpinion(item: FactOrOpinionItem): FactOrOpinionWorkedStep[] {
  const { task, passage } = item;
  const say = (text: string) => spokenForm(text, passage.say);
  if (task.kind === 'sort') {
    return [...task.cards]
      .sort((a, b) => a.sentence - b.sentence)
      .map((card) => {
        const text = `"${card.text}" ${reasonFor(card)}`;
        return { text, speech: say(text), lookHere: [card.sentence] };
      });
  }
  const { card } = task;
  const word = card.answerWords[0];
  const look = `Sentence ${card.sentence + 1} says: ${card.text}`;
  const wordText = word === undefined ? '' : (passageWords(passage)[word]?.text ?? '');
  const choose =
    card.bin === 'fact' ? 'So I choose Fact.' : `So I choose Opinion, and I tap '${wordText}'.`;
  return [
    {
      text: `The question is: ${item.prompt}`,
      speech: say(`The question is: ${item.prompt}`),
      lookHere: [],
    },
    { text: look, speech: say(look), lookHere: [card.sentence] },
    { text: reasonFor(card), lookHere: [card.sentence] },
    {
      text: choose,
      lookHere: [card.sentence],
      choice: card.bin,
      ...(card.bin === 'opinion' && word !== undefined ? { word } : {}),
    },
  ];
}

/** The pure model of Fact or Opinion? */
export const factOrOpinionModel = {
  steps: readingSteps,
  generate: generateFactOrOpinion,
  check: checkFactOrOpinion,
  hints: factOrOpinionHints,
  workedExample: workedFactOrOpinion,
  describe: describeFactOrOpinion,
} satisfies PracticeModel<FactOrOpinionItem, FactOrOpinionAnswer, FactOrOpinionMisconception>;
