/**
 * Lingo 1-3, Months of the Year: put months in order (SortSequence), name the month right
 * after or right before another (ChoiceGrid), and fill 3 blanks in the ring of 12 months
 * (SeasonWheel). Months are numbered January = 1 … December = 12; the month after m is
 * m mod 12 + 1.
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
import { addMonthsTo, months, type Month } from '../../model/dates';
import { monthName } from '../../model/names';

/** Which way a neighbour question asks: the month right after, or right before. */
export const neighbourDirections = ['after', 'before'] as const;
/** `after` or `before`. */
export type NeighbourDirection = (typeof neighbourDirections)[number];

/** What an item asks the child to do. */
export type MonthsTask =
  /** Steps 1–2: the months, in the right order (the first is the one the prompt starts with). */
  | {
      readonly kind: 'order';
      readonly months: readonly Month[];
      readonly shuffled: readonly Month[];
    }
  /** Step 3: "What month comes right after May?" with 3 cards. */
  | {
      readonly kind: 'neighbour';
      readonly month: Month;
      readonly direction: NeighbourDirection;
      readonly answer: Month;
      /** The 3 cards, in the order shown. */
      readonly options: readonly Month[];
    }
  /** Step 4: the ring of 12 with 3 blanks (in month order) and their cards (shuffled). */
  | {
      readonly kind: 'ring';
      readonly blanks: readonly Month[];
      readonly cards: readonly Month[];
    };

/** A Months of the Year item. */
export interface MonthsItem extends PracticeItemBase {
  readonly step: number;
  readonly task: MonthsTask;
}

/** Where each ring card is: card id → the place (the month it stands for), or null for the tray. */
export type RingPlacement = Readonly<Record<string, Month | null>>;

/** The child's answer: an order of the months, a month picked, or the ring's cards placed. */
export type MonthsAnswer =
  | { readonly kind: 'order'; readonly order: readonly Month[] }
  | { readonly kind: 'choice'; readonly month: Month }
  | { readonly kind: 'ring'; readonly placement: RingPlacement };

/** Hint texts of Months of the Year: the two of calendar.md, then the Lingo's own. */
export const monthsHints = {
  'june-july': 'Say them in order: May, June, July. June comes first.',
  wrap: 'After December a new year starts, with January.',
  'other-side': 'That month is on the other side. Say the months in order and listen again.',
  'two-away': 'That month is two away. Look for the month right next to it.',
  'ring-neighbours':
    'Look at the months on both sides of the empty place. Which month fits between them?',
  'not-placed': 'Put every month card in a place on the ring.',
  default: 'Say the months in order, starting with January.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type MonthsMisconception = Exclude<keyof typeof monthsHints, 'default'>;

/** The card id of a month: SortSequence cards and ring cards. */
export function monthCardId(month: Month): string {
  return `month-${month}`;
}

/** The month of a card id, or undefined for an id that names none. */
export function monthOfCard(id: string): Month | undefined {
  const month = Number(id.replace(/^month-/, ''));
  return months.find((each) => each === month);
}

/** The month right after: m mod 12 + 1 (December → January). */
export function monthAfter(month: Month): Month {
  return ((month % 12) + 1) as Month;
}

/** The month right before (January → December). */
export function monthBefore(month: Month): Month {
  return addMonthsTo(month, -1);
}

/** `count` months in a row from `start`, wrapping after December. */
export function consecutiveMonths(start: Month, count: number): Month[] {
  return Array.from({ length: count }, (_, index) => addMonthsTo(start, index));
}

const sameList = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** A shuffle of the months never already in order (Check must not pass before anything moves). */
function shuffledOutOfOrder(ordered: readonly Month[], rng: Rng): Month[] {
  for (;;) {
    const shuffled = rng.shuffle(ordered);
    if (!sameList(shuffled, ordered)) return shuffled;
  }
}

/** The other one of June and July. */
const juneJulyPartner = (month: Month): Month | undefined =>
  month === 6 ? 7 : month === 7 ? 6 : undefined;

/** The prompt of an order item: step 2 names the first month, as 5 months may wrap. */
export function orderPrompt(step: number, first: Month): string {
  return step <= 1
    ? 'Put the months in order.'
    : `Put the months in order, starting with ${monthName(first)}.`;
}

/** "What month comes right after May?" */
export function neighbourPrompt(month: Month, direction: NeighbourDirection): string {
  return `What month comes right ${direction} ${monthName(month)}?`;
}

/** The prompt of a ring item. */
export const ringPrompt = 'Drag each month card to its place on the year ring.';

function generateOrder(step: 1 | 2, rng: Rng): MonthsItem {
  // Step 1: 3 months from January to October, so none wraps. Step 2: 5 months; about half of
  // them wrap, so the start is drawn from September–December half the time.
  const count = step === 1 ? 3 : 5;
  const start = (
    step === 1 ? rng.int(1, 10) : rng.next() < 0.5 ? rng.int(9, 12) : rng.int(1, 8)
  ) as Month;
  const ordered = consecutiveMonths(start, count);
  return {
    key: `order:${step}:${start}`,
    prompt: orderPrompt(step, start),
    step,
    task: { kind: 'order', months: ordered, shuffled: shuffledOutOfOrder(ordered, rng) },
  };
}

/**
 * Step 3: the answer, the other neighbour and a month 2 away. When the answer is June or
 * July, the other of the pair is always one of the cards (calendar.md), in place of the month
 * 2 away; asked about June or July itself, that card is the month asked about.
 */
function generateNeighbour(rng: Rng): MonthsItem {
  const month = rng.int(1, 12) as Month;
  const direction = rng.pick(neighbourDirections);
  const answer = direction === 'after' ? monthAfter(month) : monthBefore(month);
  const other = direction === 'after' ? monthBefore(month) : monthAfter(month);
  const third = juneJulyPartner(answer) ?? addMonthsTo(month, rng.pick([2, -2]));
  return {
    key: `neighbour:${direction}:${month}`,
    prompt: neighbourPrompt(month, direction),
    step: 3,
    task: {
      kind: 'neighbour',
      month,
      direction,
      answer,
      options: rng.shuffle([answer, other, third]),
    },
  };
}

function generateRing(rng: Rng): MonthsItem {
  const blanks = rng
    .shuffle(months)
    .slice(0, 3)
    .sort((a, b) => a - b);
  return {
    key: `ring:${blanks.join('-')}`,
    prompt: ringPrompt,
    step: 4,
    task: { kind: 'ring', blanks, cards: shuffledOutOfOrder(blanks, rng) },
  };
}

function generateOnce(step: number, rng: Rng): MonthsItem {
  if (step <= 2) return generateOrder(step as 1 | 2, rng);
  if (step === 3) return generateNeighbour(rng);
  return generateRing(rng);
}

/** Generates a Months of the Year item for a step (1–4), never the previous item again. */
export function generateMonths(step: number, rng: Rng, context?: GenerateContext): MonthsItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng);
  for (let tries = 0; item.key === previous && tries < 50; tries += 1) {
    item = generateOnce(clamped, rng);
  }
  return item;
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

function checkOrder(
  ordered: readonly Month[],
  order: readonly Month[],
): CheckResult<MonthsMisconception> {
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  order.forEach((month, index) => {
    marks[monthCardId(month)] = ordered[index] === month ? 'correct' : 'incorrect';
  });
  const complete = order.length === ordered.length && ordered.every((m) => order.includes(m));
  if (complete && sameList(order, ordered)) return { correct: true, marks };
  const at = (month: Month) => order.indexOf(month);
  // January put before December in a run that wraps: sorted by number, not round the year.
  if (ordered.includes(12) && ordered.includes(1) && at(1) < at(12)) {
    return { correct: false, misconception: 'wrap', marks };
  }
  if (ordered.includes(6) && ordered.includes(7) && at(7) < at(6)) {
    return { correct: false, misconception: 'june-july', marks };
  }
  return { correct: false, marks };
}

function checkNeighbour(
  task: Extract<MonthsTask, { kind: 'neighbour' }>,
  picked: Month,
): CheckResult<MonthsMisconception> {
  const marks: AnswerMarks = {
    [monthCardId(picked)]: picked === task.answer ? 'correct' : 'incorrect',
  };
  if (picked === task.answer) return { correct: true, marks };
  if (juneJulyPartner(task.answer) === picked) {
    return { correct: false, misconception: 'june-july', marks };
  }
  // The question crosses the new year: after December, or before January.
  const crossesYear =
    (task.direction === 'after' && task.month === 12) ||
    (task.direction === 'before' && task.month === 1);
  if (crossesYear) return { correct: false, misconception: 'wrap', marks };
  const name = monthName(task.month);
  const otherSide = task.direction === 'after' ? monthBefore(task.month) : monthAfter(task.month);
  if (picked === otherSide) {
    return {
      correct: false,
      misconception: 'other-side',
      marks,
      message:
        task.direction === 'after'
          ? `${monthName(picked)} comes before ${name}. Say the months in order: which one comes next, after ${name}?`
          : `${monthName(picked)} comes after ${name}. Say the months in order: which one comes just before ${name}?`,
    };
  }
  return {
    correct: false,
    misconception: 'two-away',
    marks,
    message: `${monthName(picked)} is two months away from ${name}. Look for the month right next to ${name}.`,
  };
}

/**
 * The hint for one ring card in a wrong place: its month `month`, put where `at` belongs.
 * June and July swapped; a month of one year put on the other side of the new year (January
 * where December belongs, December where February belongs); else the neighbours.
 */
export function ringCardMisconception(month: Month, at: Month): MonthsMisconception {
  if (juneJulyPartner(month) === at) return 'june-july';
  const yearEnd = (each: Month) => each >= 11;
  const yearStart = (each: Month) => each <= 2;
  if ((yearEnd(month) && yearStart(at)) || (yearStart(month) && yearEnd(at))) return 'wrap';
  return 'ring-neighbours';
}

function checkRing(
  task: Extract<MonthsTask, { kind: 'ring' }>,
  placement: RingPlacement,
): CheckResult<MonthsMisconception> {
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  const misconceptions: MonthsMisconception[] = [];
  let unplaced = false;
  for (const month of task.cards) {
    const id = monthCardId(month);
    const at = placement[id] ?? null;
    if (at === null) {
      unplaced = true;
      continue;
    }
    if (at === month) {
      marks[id] = 'correct';
      continue;
    }
    marks[id] = 'incorrect';
    misconceptions.push(ringCardMisconception(month, at));
  }
  if (!unplaced && misconceptions.length === 0) return { correct: true, marks };
  const [first] = misconceptions;
  if (!first) return { correct: false, misconception: 'not-placed', marks };
  // Each wrong card bounces back with its hint; different hints are all said, once each.
  const distinct = [...new Set(misconceptions)];
  return {
    correct: false,
    misconception: first,
    marks,
    ...(distinct.length > 1 ? { message: distinct.map((key) => monthsHints[key]).join(' ') } : {}),
  };
}

/**
 * The answer rule: an order is right when it is exactly the months in a row from the first;
 * a pick when it is the month right after (m mod 12 + 1) or before; a ring when every card is
 * in the place of its own month. A wrong answer names June and July swapped, or the new year
 * (January put before December, a question after December or before January, a card put
 * where December or January belong).
 */
export function checkMonths(
  item: MonthsItem,
  answer: MonthsAnswer,
): CheckResult<MonthsMisconception> {
  const { task } = item;
  if (task.kind === 'order' && answer.kind === 'order')
    return checkOrder(task.months, answer.order);
  if (task.kind === 'neighbour' && answer.kind === 'choice')
    return checkNeighbour(task, answer.month);
  if (task.kind === 'ring' && answer.kind === 'ring') return checkRing(task, answer.placement);
  return { correct: false };
}

/** Whether every ring card is in a place, so Check can be pressed. */
export function isRingDone(item: MonthsItem, placement: RingPlacement): boolean {
  return (
    item.task.kind === 'ring' &&
    item.task.cards.every((month) => (placement[monthCardId(month)] ?? null) !== null)
  );
}

// ─── Words ───────────────────────────────────────────────────────────────────────────────

/** A list said aloud: "March, April and May". */
export function listText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** The worked example: the months said in order, the neighbours counted, each blank filled. */
export function monthsWorkedExample(item: MonthsItem): WorkedExampleStep[] {
  const { task } = item;
  if (task.kind === 'order') {
    const wraps = task.months.includes(12) && task.months.includes(1);
    return [
      { text: `Start with ${monthName(task.months[0] as Month)}.` },
      ...task.months.slice(1).map((month) => ({
        text:
          month === 1 && wraps
            ? 'After December a new year starts, with January.'
            : `Next comes ${monthName(month)}.`,
      })),
      { text: `In order: ${listText(task.months.map(monthName))}.` },
    ];
  }
  if (task.kind === 'neighbour') {
    const before = monthBefore(task.month);
    const after = monthAfter(task.month);
    return [
      { text: `Say the months around ${monthName(task.month)}.` },
      { text: `${monthName(before)}, ${monthName(task.month)}, ${monthName(after)}.` },
      task.direction === 'after'
        ? { text: `Right after ${monthName(task.month)} comes ${monthName(after)}.` }
        : { text: `Right before ${monthName(task.month)} comes ${monthName(before)}.` },
    ];
  }
  return task.blanks.map((month) => ({
    text: `Place ${month} is between ${monthName(monthBefore(month))} and ${monthName(
      monthAfter(month),
    )}. ${monthName(month)} goes there.`,
  }));
}

/** The answer in words, said once the child has answered. */
export function describeMonths(item: MonthsItem): string {
  const { task } = item;
  if (task.kind === 'order') return `${listText(task.months.map(monthName))}.`;
  if (task.kind === 'neighbour') {
    return `Right ${task.direction} ${monthName(task.month)} comes ${monthName(task.answer)}.`;
  }
  return `${listText(task.blanks.map((month) => `${monthName(month)} in place ${month}`))}.`;
}

/** The model of Months of the Year. */
export const monthsModel = {
  steps: 4,
  hints: monthsHints,
  generate: generateMonths,
  check: checkMonths,
  workedExample: monthsWorkedExample,
  describe: describeMonths,
} satisfies PracticeModel<MonthsItem, MonthsAnswer, MonthsMisconception>;
