/**
 * Lingo 3-3, Sum It Up (reading.md 3-3): tell the most important parts in a few sentences, in
 * order. Step 1 picks the best summary out of 2 (the summary, or a list of details) and step 3
 * out of 4 (each wrong one only details, a wrong fact or ending, or out of order), as passage
 * questions on the shared engine. Step 2 sorts 6 cards into "important" and "small detail",
 * then orders the 3 important ones; both must be right, and the summary then reads itself.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import raw from '../../data/lingo-3-3.json';
import { parsePassages, type Passage, type PassageQuestion } from '../../model/passages';
import { pickPassage } from '../../model/picker';
import {
  checkPassageAnswer,
  createPassagePractice,
  passageHistory,
  passageItemKey,
  type PassageAnswer,
  type PassageItem,
  type PassagePracticeConfig,
} from '../../practice/engine';
import {
  checkSummarySort,
  importantBin,
  summaryOf,
  summarySortTask,
  type SummarySortAnswer,
  type SummarySortTask,
} from './summarySort';

const parsed = parsePassages(raw, 'lingo-3-3.json');
if (parsed.problems.length > 0) console.warn(parsed.problems.join('\n'));

/** The Lingo's passages. */
export const summaryPassages: readonly Passage[] = parsed.passages;

/** reading.md 3-3's general hints ("Check sentence __" is written out in each card's hint). */
export const summaryHints = {
  'details-only':
    'Those are small details. A summary tells the most important events from beginning to end.',
  'out-of-order': 'A summary keeps the order of the story.',
  'missing-end': "That's the beginning and middle. What happens at the end?",
} as const;

const isSort = (question: Pick<PassageQuestion, 'type'>) => question.type === 'sort';

const config: PassagePracticeConfig = {
  passages: summaryPassages,
  asks: (question) => question.type === 'summary',
  generalHint: summaryHints['details-only'],
  sentenceHint: summaryHints['details-only'],
};
const engine = createPassagePractice(config);

/** Steps 1 and 3: "Which is the best summary?" on the shared engine. */
export interface SummaryChoiceItem extends PassageItem {
  readonly kind: 'choice';
}

/** Step 2: the 6 cards to sort, then the important ones to order. */
export interface SummarySortItem extends PracticeItemBase {
  readonly kind: 'sort';
  readonly source: string;
  readonly passage: Passage;
  readonly question: PassageQuestion;
  readonly step: number;
  readonly task: SummarySortTask;
}

/** A Sum It Up item. */
export type SumItem = SummaryChoiceItem | SummarySortItem;

/** The child's answer: a summary card, or the sort and the order. */
export type SumAnswer =
  ({ readonly kind: 'choice' } & PassageAnswer) | ({ readonly kind: 'sort' } & SummarySortAnswer);

/** The misconceptions this Lingo names. */
export type SumMisconception = 'wrong-choice' | 'wrong-sentence' | keyof typeof summaryHints;

/** Step 2's sort: a passage other than the one just read, its cards shuffled. */
export function generateSort(rng: Rng, context?: GenerateContext): SummarySortItem {
  const withSort = summaryPassages.filter((passage) => passage.questions.some(isSort));
  const history = passageHistory(context?.recentKeys ?? []);
  const passage = pickPassage(withSort, history, rng);
  // The round of passages read travels in the key, as the engine's own keys carry it.
  const read = [...history, passage.id];
  const cycle = withSort.every((each) => read.includes(each.id)) ? [passage.id] : read;
  const question = passage.questions.find(isSort);
  if (!question) throw new Error(`Passage ${passage.id} has no sort`);
  return {
    kind: 'sort',
    key: passageItemKey(passage.id, [question.id], 0, cycle),
    prompt: question.prompt,
    source: passage.id,
    passage,
    question,
    step: 2,
    task: summarySortTask(question, rng),
  };
}

/** Makes the item for a step: the best summary at steps 1 and 3, the sort at step 2. */
export function generateSum(step: number, rng: Rng, context?: GenerateContext): SumItem {
  if (step === 2) return generateSort(rng, context);
  return { ...engine.generate(step, rng, context), kind: 'choice' };
}

/**
 * The answer rule: the marked summary; at step 2 the sort and then the order. A wrong summary
 * gets its own hint; a wrong sort the details hint (the misplaced cards bounce back); a right
 * sort in the wrong order the order hint. Right, the finished summary is read.
 */
export function checkSum(item: SumItem, answer: SumAnswer): CheckResult<SumMisconception> {
  if (item.kind === 'choice') {
    return checkPassageAnswer(config, item, answer.kind === 'choice' ? answer : {});
  }
  const given = answer.kind === 'sort' ? answer : { placement: {}, order: [] };
  const result = checkSummarySort(item.task, given);
  const marks: Record<string, 'correct' | 'incorrect'> = { ...result.marks };
  if (result.mistake === 'sort') {
    return { correct: false, marks, misconception: 'details-only' };
  }
  for (const [index, id] of given.order.entries()) {
    marks[orderMarkKey(id)] = item.task.order[index] === id ? 'correct' : 'incorrect';
  }
  if (result.mistake === 'order') return { correct: false, marks, misconception: 'out-of-order' };
  return { correct: true, marks, message: summaryOf(item.task) };
}

/** Marks keys of the order part (the sort's marks are keyed by card id). */
export const orderMarkKey = (id: string) => `order:${id}`;

/**
 * Step 2's worked example: one card per step into its bin, with why, then the important cards
 * in story order read as the summary (the view places card `index` at step `index`).
 */
export function sortWorkedExample(item: SummarySortItem): WorkedExampleStep[] {
  const steps = exampleSolution(item).map(({ text, bin }) =>
    bin === importantBin
      ? { text: `'${text}' is important: the story needs it.` }
      : { text: `'${text}' is a small detail: the story works without it.` },
  );
  return [...steps, { text: `In story order, the summary is: ${summaryOf(item.task)}` }];
}

/** The cards in the order a worked example places them: important first, in story order. */
export function exampleSolution(
  item: SummarySortItem,
): { id: string; text: string; bin: string }[] {
  const important = item.task.order.flatMap((id) =>
    item.task.cards.filter((card) => card.id === id),
  );
  const details = item.task.cards.filter((card) => card.bin !== importantBin);
  return [...important, ...details];
}

/** The Lingo's pure model. */
export const sumModel = {
  steps: engine.steps,
  generate: generateSum,
  check: checkSum,
  hints: {
    default: summaryHints['details-only'],
    'wrong-choice': summaryHints['details-only'],
    'wrong-sentence': summaryHints['details-only'],
    ...summaryHints,
  },
  workedExample: (item) =>
    item.kind === 'sort' ? sortWorkedExample(item) : (engine.workedExample?.(item) ?? []),
  describe: (item) =>
    item.kind === 'sort' ? `The summary: ${summaryOf(item.task)}` : (engine.describe?.(item) ?? ''),
} satisfies PracticeModel<SumItem, SumAnswer, SumMisconception>;
