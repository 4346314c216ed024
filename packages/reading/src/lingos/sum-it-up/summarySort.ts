/**
 * Sum It Up's step 2 (reading.md 3-3): sort 6 cards into "important" and "small detail" (3
 * each), then put the 3 important cards in story order; the summary then reads itself aloud.
 * Both the sort and the order must be right at the first Check.
 */
import type { AnswerMarks, Rng } from '@lingos/kit';
import { sortCardMarks } from '@lingos/kit';
import type { PassageQuestion } from '../../model/passages';

/** The bins' ids, as the data names them. */
export const importantBin = 'important';
export const detailBin = 'small detail';

/** What the bins are called on screen. */
export const binLabels: Readonly<Record<string, string>> = {
  [importantBin]: 'Important',
  [detailBin]: 'Small detail',
};

/** One card: its id, text and the bin it belongs in. */
export interface SummaryCard {
  readonly id: string;
  readonly text: string;
  readonly bin: string;
}

/** The sort: the cards in the order shown, and the important cards' story order. */
export interface SummarySortTask {
  readonly cards: readonly SummaryCard[];
  /** The important cards' ids in story order (the data lists them in story order). */
  readonly order: readonly string[];
}

/** The task of a `sort` question: the cards shuffled, never in the data's order. */
export function summarySortTask(
  question: Pick<PassageQuestion, 'cards'>,
  rng: Rng,
): SummarySortTask {
  const cards = (question.cards ?? []).map((card, index) => ({
    id: `card-${index + 1}`,
    text: card.text,
    bin: card.bin,
  }));
  let shown = rng.shuffle(cards);
  for (let tries = 0; cards.length > 1 && shown.every((card, i) => card === cards[i]); tries++) {
    shown = tries < 8 ? rng.shuffle(cards) : [...cards.slice(1), ...cards.slice(0, 1)];
  }
  return {
    cards: shown,
    order: cards.filter((card) => card.bin === importantBin).map((card) => card.id),
  };
}

/** The child's answer: where each card is, and the order of the important cards. */
export interface SummarySortAnswer {
  readonly placement: Readonly<Record<string, string | null>>;
  readonly order: readonly string[];
}

/** The important cards as the child placed them, kept in `previous` order where it can. */
export function importantCards(
  placement: Readonly<Record<string, string | null>>,
  previous: readonly string[],
  cards: readonly SummaryCard[],
): string[] {
  const inBin = cards.filter((card) => placement[card.id] === importantBin).map((card) => card.id);
  const kept = previous.filter((id) => inBin.includes(id));
  return [...kept, ...inBin.filter((id) => !kept.includes(id))];
}

/** Whether every card is in a bin, so Check can be pressed. */
export function isSortComplete(
  task: SummarySortTask,
  placement: Readonly<Record<string, string | null>>,
): boolean {
  return task.cards.every((card) => (placement[card.id] ?? null) !== null);
}

/** Which part failed: the sort, or (the sort right) the order. */
export type SummarySortMistake = 'sort' | 'order';

/** The check: a mark per card, and whether the order was right too. */
export interface SummarySortCheck {
  readonly correct: boolean;
  readonly marks: AnswerMarks;
  readonly mistake?: SummarySortMistake;
  /** A misplaced card that is a detail the child called important (for its hint). */
  readonly detailAsImportant: boolean;
}

/** Checks the sort, then the order of the important cards. */
export function checkSummarySort(
  task: SummarySortTask,
  answer: SummarySortAnswer,
): SummarySortCheck {
  const marks = sortCardMarks(task.cards, answer.placement);
  const sorted = Object.values(marks).every((mark) => mark === 'correct');
  const detailAsImportant = task.cards.some(
    (card) => card.bin === detailBin && answer.placement[card.id] === importantBin,
  );
  if (!sorted) return { correct: false, marks, mistake: 'sort', detailAsImportant };
  const ordered =
    answer.order.length === task.order.length &&
    answer.order.every((id, index) => id === task.order[index]);
  return ordered
    ? { correct: true, marks, detailAsImportant }
    : { correct: false, marks, mistake: 'order', detailAsImportant };
}

/** The finished summary, read aloud once right: the important cards in story order. */
export function summaryOf(task: SummarySortTask): string {
  const byId = new Map(task.cards.map((card) => [card.id, card.text]));
  return task.order.map((id) => byId.get(id) ?? '').join(' ');
}

/** reading.md's text alternative of the ordered basket: "Summary basket: 3 places." */
export function basketText(places: number): string {
  return `Summary basket: ${places} places.`;
}

/** reading.md: "Card 'Nadia trained all month' placed in Important, place 1." */
export function placedText(text: string, place: number): string {
  return `Card '${text.replace(/\.$/, '')}' placed in Important, place ${place}.`;
}
