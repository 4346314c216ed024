/**
 * Lingo 1-5, Main Idea Hunt (reading.md): what a short text is mostly about, whether the big
 * idea is stated first, last or not at all; the balloon on the big-idea sentence; the titles
 * sorted into too big, just right and too small (step 3, on kit's SortBins); the sentence that
 * could be added.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { sortCardMarks } from '@lingos/kit';
import data from '../../data/lingo-1-5.json';
import { parsePassages, type PassageQuestion } from '../../model/passages';
import { spokenForm } from '../../model/spokenForms';
import {
  createPassagePractice,
  type PassageAnswer,
  type PassageItem,
  type PassageMisconception,
  type PassagePracticeConfig,
} from '../../practice/engine';

/** The five texts of 1-5. */
export const mainIdeaHuntPassages = parsePassages(data, 'lingo-1-5.json').passages;

/** reading.md's hint for a detail chosen, also for a detail sentence given the balloon. */
export const detailHint = "That's one pole, a detail. The big idea covers all the sentences.";

/** The engine's config for 1-5: every question of the data, cards or the balloon. */
export const mainIdeaHuntConfig: PassagePracticeConfig = {
  passages: mainIdeaHuntPassages,
  generalHint: detailHint,
  sentenceHint: detailHint,
};

const engine = createPassagePractice(mainIdeaHuntConfig);

// ─── The title sort ─────────────────────────────────────────────────────────────────────

/** The three bins of a title question, in the order shown. */
export const titleBins = [
  { id: 'too-big', label: 'Too big' },
  { id: 'just-right', label: 'Just right' },
  { id: 'too-small', label: 'Too small' },
] as const;
/** A title bin. */
export type TitleBin = (typeof titleBins)[number]['id'];

/** The prompt of a title sort. */
export const titleSortPrompt = 'Sort the titles: too big, just right or too small?';

/**
 * The hint for the just-right title put in another bin (reading.md writes hints only for the
 * too-big and too-small titles).
 */
export const justRightHint = 'Just right: this title covers all the sentences, and no more.';

/** One title card of a title sort, and the bin it belongs in. */
export interface TitleCard {
  /** `t0`, `t1`…: its place among the question's choices (never the bin). */
  readonly id: string;
  readonly text: string;
  readonly bin: TitleBin;
  /** What a child who put it in the wrong bin hears ("Too small: the cricket is only one bug."). */
  readonly hint: string;
}

/** A Main Idea Hunt item: an engine item and, for a title question, its title cards. */
export interface MainIdeaItem extends PassageItem {
  /** The title cards to sort, in the order shown; null for any other question. */
  readonly titles: readonly TitleCard[] | null;
}

/** An answer: the engine's (a card, a sentence), or where each title card is. */
export interface MainIdeaAnswer extends PassageAnswer {
  readonly placement?: Readonly<Record<string, string | null>>;
}

/**
 * The bin of a title choice: the correct one is just right; a wrong one is too big or too
 * small as its hint begins ("Too big: …", "Too small."). Null for a hint that says neither.
 */
export function binOfTitle(choice: PassageQuestion['choices'][number]): TitleBin | null {
  if (choice.correct) return 'just-right';
  if (/^too big\b/i.test(choice.hint ?? '')) return 'too-big';
  if (/^too small\b/i.test(choice.hint ?? '')) return 'too-small';
  return null;
}

/** The title cards of a title question, shuffled; null when a choice has no bin. */
export function titleCards(question: PassageQuestion, rng: Rng): TitleCard[] | null {
  const cards = question.choices.map((choice, index) => {
    const bin = binOfTitle(choice);
    return bin
      ? { id: `t${index}`, text: choice.text, bin, hint: choice.hint ?? justRightHint }
      : null;
  });
  if (cards.some((card) => card === null)) return null;
  return rng.shuffle(cards.filter((card): card is TitleCard => card !== null));
}

/** The next item: the engine's; a title question becomes a sort of its titles. */
export function generateMainIdea(step: number, rng: Rng, context?: GenerateContext): MainIdeaItem {
  const item = engine.generate(step, rng, context);
  const titles = item.question.type === 'title' ? titleCards(item.question, rng) : null;
  if (!titles) return { ...item, titles: null };
  return { ...item, prompt: titleSortPrompt, speech: [titleSortPrompt], titles };
}

/** Whether a title sort is complete: every title in a bin (Check waits for it). */
export function isTitleSortComplete(
  item: MainIdeaItem,
  placement: Readonly<Record<string, string | null>>,
): boolean {
  return (item.titles ?? []).every((card) => (placement[card.id] ?? null) !== null);
}

/**
 * The answer rule: a title sort is right only with every title in its bin (a mark per card,
 * and the first misplaced title's hint as the message); any other question is the engine's.
 */
export function checkMainIdea(
  item: MainIdeaItem,
  answer: MainIdeaAnswer,
): CheckResult<PassageMisconception> {
  if (!item.titles) return engine.check(item, answer);
  const placement = answer.placement ?? {};
  const marks = sortCardMarks(item.titles, placement);
  const wrong = item.titles.find((card) => marks[card.id] === 'incorrect');
  if (!wrong) return { correct: true, marks };
  return {
    correct: false,
    misconception: 'wrong-choice',
    marks,
    message: wrong.hint,
    speech: spokenForm(wrong.hint, item.passage.say),
  };
}

const binLabel = (bin: TitleBin) => titleBins.find((each) => each.id === bin)?.label ?? bin;

/** Why a title goes in its bin, in its hint's words ("The Cricket": Too small: …). */
function titleReason(card: TitleCard): string {
  return `"${card.text}": ${card.hint}`;
}

/** The titles in bin order (too big, just right, too small): how the answer is said. */
function inBinOrder(titles: readonly TitleCard[]): TitleCard[] {
  const order = titleBins.map((bin) => bin.id);
  return [...titles].sort((a, b) => order.indexOf(a.bin) - order.indexOf(b.bin));
}

/** The answer in words: "Too big: Animals. Just right: Bugs in the Grass. Too small: …" */
export function describeMainIdea(item: MainIdeaItem): string {
  if (!item.titles) return engine.describe?.(item) ?? '';
  return inBinOrder(item.titles)
    .map((card) => `${binLabel(card.bin)}: ${card.text}.`)
    .join(' ');
}

/**
 * The worked example: the engine's; a title sort places one title a step (too big, just
 * right, too small), saying why, the first step reading the question.
 */
export function workedMainIdea(item: MainIdeaItem): readonly WorkedExampleStep[] {
  if (!item.titles) return engine.workedExample?.(item) ?? [];
  return inBinOrder(item.titles).map((card, index) => {
    const text = `${index === 0 ? `The question is: ${item.prompt} ` : ''}${titleReason(card)}`;
    return { text, speech: spokenForm(text, item.passage.say) };
  });
}

/** The titles in the order a worked example places them, each with its bin. */
export function titleSolution(item: MainIdeaItem): { id: string; bin: TitleBin }[] {
  return inBinOrder(item.titles ?? []).map((card) => ({ id: card.id, bin: card.bin }));
}

/** The practice model of Main Idea Hunt. */
export const mainIdeaHuntModel = {
  steps: engine.steps,
  generate: generateMainIdea,
  check: checkMainIdea,
  hints: engine.hints,
  workedExample: workedMainIdea,
  describe: describeMainIdea,
  describeSpeech: (item) => spokenForm(describeMainIdea(item), item.passage.say),
} satisfies PracticeModel<MainIdeaItem, MainIdeaAnswer, PassageMisconception>;
