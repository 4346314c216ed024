/**
 * Lingo 3-2, Two Texts, One Topic (reading.md): two texts on one topic, side by side (tabs on a
 * phone). "Which text tells you…?" and "How are they different?" run on the shared
 * passage-practice engine; the sort into "Only Text 1", "Both" and "Only Text 2" (4 cards at
 * step 2, all 6 with the half card at step 3) is this Lingo's own, checked as a whole.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { sortCardMarks } from '@lingos/kit';
import rawPassages from '../../data/lingo-3-2.json';
import { parsePassages, type SortCard } from '../../model/passages';
import {
  checkPassageAnswer,
  describePassageAnswer,
  correctChoice,
  nextPassageItem,
  readingSteps,
  type PassageAnswer,
  type PassageItem,
  type PassagePracticeConfig,
} from '../../practice/engine';
import { spokenForm } from '../../model/spokenForms';
import { localIndices, passageTexts } from '../../widgets/TwoTexts/twoTextsModel';

/** The three bins, in the order shown (reading.md). */
export const compareBins = ['Only Text 1', 'Both', 'Only Text 2'] as const;
/** A bin of the sort. */
export type CompareBin = (typeof compareBins)[number];

const isCompareBin = (value: string): value is CompareBin =>
  (compareBins as readonly string[]).includes(value);

/**
 * The sentences that answer each choice question (whole-passage indices, s1 = 0): reading.md
 * names none for 3-2, so they are given here, for "Look here" and the worked example.
 */
export const questionEvidence: Readonly<Record<string, readonly number[]>> = {
  '3-2-a/which-text-1': [10],
  '3-2-a/which-text-2': [1],
  '3-2-a/different': [1, 6],
  '3-2-b/which-text-1': [1],
  '3-2-b/which-text-2': [2, 6],
  '3-2-b/different': [2, 6],
  '3-2-c/which-text-1': [7],
  '3-2-c/different': [0, 4],
};

const parsed = parsePassages(rawPassages, 'lingo-3-2.json');
for (const problem of parsed.problems) console.warn(problem);

const passages = parsed.passages.map((passage) => ({
  ...passage,
  questions: passage.questions.map((question) => {
    const evidence = questionEvidence[`${passage.id}/${question.id}`];
    return evidence && question.evidence.length === 0 ? { ...question, evidence } : question;
  }),
}));

/** The Lingo's three text pairs: beavers, two winter mornings, the northern lights. */
export const twoTextPassages = passages;

/** One card of a sort on screen. */
export interface CompareCard {
  /** `card-<index in the data>`, stable across shuffles. */
  readonly id: string;
  readonly text: string;
  readonly bin: CompareBin;
  /** The half card's own hint: one text mentions it, only the other says why. */
  readonly hint?: string;
}

/** One item: the engine's passage item, and the cards when it is the sort. */
export interface TwoTextsItem extends PassageItem {
  /** The sort's cards, shuffled; null for a choice question. */
  readonly cards: readonly CompareCard[] | null;
}

/** A card chosen, or every card's bin (`placement[card id]`). */
export interface TwoTextsAnswer extends PassageAnswer {
  readonly placement?: Readonly<Record<string, string | null>>;
}

/** The misconception keys: a wrong card (its own hint) and the sort's misplacements. */
export type TwoTextsMisconception =
  'wrong-choice' | 'not-in-both' | 'half-card' | 'in-both-texts' | 'other-text';

/** The Lingo's hints (the first two are reading.md's general hints; the last two are ours). */
export const twoTextsHints = {
  default: 'Read both texts again. What does each one tell you?',
  'wrong-choice': 'Read both texts again. What does each one tell you?',
  'not-in-both': 'Find it in Text 1. Now find it in Text 2. Is it in both?',
  'half-card': 'Text 1 mentions it, but only Text 2 says why.',
  'in-both-texts': 'Look in the other text too. Does it say this as well?',
  'other-text': 'Which text says this? Find it, then look at that text’s number.',
} as const satisfies Record<TwoTextsMisconception | 'default', string>;

const engineConfig: PassagePracticeConfig = {
  passages,
  // The sort comes through the engine too, so each run of 2–3 questions on a text pair can hold it.
  asks: (question) => question.type !== 'order' && question.type !== 'match',
  generalHint: twoTextsHints.default,
  sentenceHint: twoTextsHints.default,
};

function sortCards(source: readonly SortCard[]): CompareCard[] {
  return source.flatMap((card, index): CompareCard[] =>
    isCompareBin(card.bin)
      ? [
          {
            id: `card-${index}`,
            text: card.text,
            bin: card.bin,
            ...(card.hint ? { hint: card.hint } : {}),
          },
        ]
      : [],
  );
}

/**
 * The cards of a sort at a step: at step 2, 4 cards with one for each bin and no half card; at
 * step 3, all 6 with the half card (reading.md). Shuffled.
 */
export function cardsForStep(source: readonly SortCard[], step: number, rng: Rng): CompareCard[] {
  const all = sortCards(source);
  if (step >= 3) return rng.shuffle(all);
  const plain = rng.shuffle(all.filter((card) => !card.hint));
  const one = compareBins.flatMap((bin) => {
    const card = plain.find((each) => each.bin === bin);
    return card ? [card] : [];
  });
  const extra = plain.find((card) => !one.includes(card));
  return rng.shuffle(extra ? [...one, extra] : one);
}

/**
 * The next item at a step: the engine's generator (a run of 2–3 questions on one text pair, a
 * new pair otherwise, never the same item twice in a row); a sort question gets its cards.
 */
export function generateTwoTexts(step: number, rng: Rng, context?: GenerateContext): TwoTextsItem {
  const item = nextPassageItem(engineConfig, step, rng, context);
  const cards =
    item.question.type === 'sort' ? cardsForStep(item.question.cards ?? [], step, rng) : null;
  return { ...item, cards };
}

/** Whether Check can be pressed: a card chosen, or every card in a bin. */
export function isTwoTextsAnswerReady(item: TwoTextsItem, answer: TwoTextsAnswer): boolean {
  if (!item.cards) return answer.choice !== undefined;
  return item.cards.every((card) => Boolean(answer.placement?.[card.id]));
}

/** The hint a misplaced card teaches with. */
export function misplacedHint(
  card: CompareCard,
  placed: string | null | undefined,
): TwoTextsMisconception {
  if (card.hint) return 'half-card';
  if (placed === 'Both') return 'not-in-both';
  if (card.bin === 'Both') return 'in-both-texts';
  return 'other-text';
}

/**
 * The answer rule: the marked card (the engine's checker), or a sort right only when every card
 * is in its bin ("A card belongs in Both only if both texts state it"); the first misplaced card
 * names the hint, and every misplaced card bounces back (marks).
 */
export function checkTwoTexts(
  item: TwoTextsItem,
  answer: TwoTextsAnswer,
): CheckResult<TwoTextsMisconception> {
  if (!item.cards) {
    const result = checkPassageAnswer(engineConfig, item, answer);
    if (result.correct) return { correct: true, ...(result.marks ? { marks: result.marks } : {}) };
    const message = result.message;
    return {
      correct: false,
      misconception: 'wrong-choice',
      ...(result.marks ? { marks: result.marks } : {}),
      ...(message ? { message, speech: spokenForm(message, item.passage.say) } : {}),
    };
  }
  const placement = answer.placement ?? {};
  const marks = sortCardMarks(item.cards, placement);
  const misplaced = item.cards.find((card) => marks[card.id] === 'incorrect');
  if (!misplaced) return { correct: true, marks };
  const misconception = misplacedHint(misplaced, placement[misplaced.id]);
  const message = misplaced.hint ?? twoTextsHints[misconception];
  return { correct: false, misconception, marks, message };
}

/** The sort's worked example: one card to its bin per step, each with where the texts say it. */
function sortWorkedExample(item: TwoTextsItem): WorkedExampleStep[] {
  return (item.cards ?? []).map((card) => {
    const where =
      card.bin === 'Both'
        ? 'Text 1 says it, and Text 2 says it too.'
        : card.hint
          ? card.hint
          : `Only ${card.bin === 'Only Text 1' ? 'Text 1' : 'Text 2'} says it.`;
    return { text: `“${card.text}” ${where} It goes in ${card.bin}.` };
  });
}

/** "Text 2 says: A beaver appears on the Canadian nickel.": the evidence, by text. */
export function evidenceByText(item: PassageItem): string {
  return passageTexts(item.passage)
    .flatMap((text) => {
      const local = localIndices(text, item.question.evidence);
      if (local.length === 0) return [];
      const quoted = local.map((index) => text.passage.sentences[index] ?? '').join(' ');
      return [`Text ${text.number} says: ${quoted}`];
    })
    .join(' ');
}

/**
 * A choice question's worked example (reading.md's four steps): reads the question; points at
 * the evidence in its text; says why; chooses the answer.
 */
function choiceWorkedExample(item: TwoTextsItem): WorkedExampleStep[] {
  const right = correctChoice(item.question)?.text ?? '';
  const where = evidenceByText(item);
  const steps = [
    `The question is: ${item.question.prompt}`,
    where === '' ? 'Let’s read both texts again.' : `Look here. ${where}`,
    `That tells us the answer: ${right}`,
    `So I choose: ${right}`,
  ];
  return steps.map((text) => ({ text, speech: spokenForm(text, item.passage.say) }));
}

/** The worked example: four steps for a choice question, a card per step for a sort. */
export function twoTextsWorkedExample(item: TwoTextsItem): WorkedExampleStep[] {
  return item.cards ? sortWorkedExample(item) : choiceWorkedExample(item);
}

/** The answer in words, announced after the child answers. */
export function describeTwoTexts(item: TwoTextsItem): string {
  if (!item.cards) {
    const where = evidenceByText(item);
    return where === '' ? describePassageAnswer(item) : where;
  }
  return compareBins
    .map((bin) => {
      const cards = item.cards?.filter((card) => card.bin === bin) ?? [];
      return `${bin}: ${cards.length > 0 ? cards.map((card) => card.text).join(' ') : 'nothing'}`;
    })
    .join(' ');
}

/** The Lingo's practice model: 3 steps, reading's generator, the choice and sort rules. */
export const twoTextsOneTopicModel = {
  steps: readingSteps,
  generate: generateTwoTexts,
  check: checkTwoTexts,
  hints: twoTextsHints,
  workedExample: twoTextsWorkedExample,
  describe: describeTwoTexts,
  describeSpeech: (item: TwoTextsItem) => spokenForm(describeTwoTexts(item), item.passage.say),
} satisfies PracticeModel<TwoTextsItem, TwoTextsAnswer, TwoTextsMisconception>;
