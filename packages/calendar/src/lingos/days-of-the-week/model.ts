/**
 * Lingo 1-1, Days of the Week: put the days of the week in order from any starting day,
 * also across the wrap from Saturday back to Sunday (calendar.md).
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
import { addWeekdays, weekdays, type Weekday } from '../../model/dates';
import { weekdayName } from '../../model/names';

/** The difficulty steps (N = 4). */
export type DaysOfTheWeekStep = 1 | 2 | 3 | 4;

/** Steps 1–3: cards of consecutive days to put in order. */
export interface SortTask {
  readonly kind: 'sort';
  /** The first day of the run. */
  readonly start: Weekday;
  /** The cards in the order first shown: shuffled, never already in order. */
  readonly cards: readonly Weekday[];
  /** Step 3: the first card is fixed to the spoken start day and cannot move. */
  readonly fixedFirst: boolean;
}

/** Step 4: a week strip of 7 days in order with 1 or 2 blanks. */
export interface BlanksTask {
  readonly kind: 'blanks';
  /** The day in box 1 of the strip. */
  readonly start: Weekday;
  /** The blank boxes, 0-based, ascending. */
  readonly blanks: readonly number[];
  /** For each blank (by box), its 3 cards: the answer and the day on each side of it, shuffled. */
  readonly choices: Readonly<Record<number, readonly Weekday[]>>;
}

/** A Days of the Week item. */
export interface DaysOfTheWeekItem extends PracticeItemBase {
  readonly step: DaysOfTheWeekStep;
  readonly task: SortTask | BlanksTask;
}

/**
 * The answer: the cards in the child's order (steps 1–3), or the day picked for each blank
 * box (step 4; a blank with no pick is missing).
 */
export type DaysOfTheWeekAnswer =
  | { readonly kind: 'order'; readonly days: readonly Weekday[] }
  | { readonly kind: 'blanks'; readonly picks: Readonly<Record<number, Weekday>> };

/** Hint texts of Days of the Week: calendar.md's two, and ours for a blank and in general. */
export const daysOfTheWeekHints = {
  wrap: 'After Saturday the week starts again with Sunday.',
  'tuesday-thursday': 'Tuesday comes right after Monday. Thursday comes right before Friday.',
  'next-day': 'Say the days in order along the strip. Each day comes right after the one before.',
  default: 'Find the first day. Then say the days in order: each one comes right after the last.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type DaysOfTheWeekMisconception = Exclude<keyof typeof daysOfTheWeekHints, 'default'>;

/** A day's id on its card and in the DOM: 3 → "wednesday". */
export function dayId(day: Weekday): string {
  return weekdayName(day).toLowerCase();
}

/** The day of a card id, or undefined for an unknown id. */
export function dayOfId(id: string): Weekday | undefined {
  return weekdays.find((day) => dayId(day) === id);
}

/** The days in order from `start`: the answer rule, position p holds (start + p) mod 7. */
export function daysFrom(start: Weekday, count: number): Weekday[] {
  return Array.from({ length: count }, (_unused, place) => addWeekdays(start, place));
}

/** The right order of a sort task's cards. */
export function solutionOf(task: SortTask): Weekday[] {
  return daysFrom(task.start, task.cards.length);
}

/** Whether a run of days passes from Saturday to Sunday. */
export function wraps(start: Weekday, count: number): boolean {
  return start + count - 1 > 6;
}

/** The day in a box of a blanks task. */
export function dayInBox(task: Pick<BlanksTask, 'start'>, box: number): Weekday {
  return addWeekdays(task.start, box);
}

/** The prompt of each kind of item. */
export function daysOfTheWeekPrompt(task: SortTask | BlanksTask): string {
  if (task.kind === 'blanks') {
    return task.blanks.length === 1 ? 'Fill in the missing day.' : 'Fill in the missing days.';
  }
  if (task.fixedFirst)
    return `Start the week with ${weekdayName(task.start)}. Put the days in order.`;
  return 'Put the days of the week in order.';
}

function clampStep(step: number): DaysOfTheWeekStep {
  return Math.min(Math.max(Math.round(step), 1), 4) as DaysOfTheWeekStep;
}

/**
 * The cards shuffled and never already in order (Check must not pass before anything moves):
 * a shuffle that comes out in order is turned by one card. With a fixed first card, only the
 * cards after it are shuffled.
 */
function shuffledCards(solution: readonly Weekday[], fixedFirst: boolean, rng: Rng): Weekday[] {
  const [first, ...rest] = solution as [Weekday, ...Weekday[]];
  const loose = fixedFirst ? rest : [...solution];
  let shuffled = rng.shuffle(loose);
  if (shuffled.every((day, index) => day === loose[index])) {
    shuffled = [...shuffled.slice(1), shuffled[0] as Weekday];
  }
  return fixedFirst ? [first, ...shuffled] : shuffled;
}

function sortTask(step: 1 | 2 | 3, rng: Rng): SortTask {
  const count = step === 1 ? 3 : step === 2 ? 5 : 7;
  let start: Weekday;
  if (step === 1) {
    // Sunday to Thursday, so a run of 3 never passes Saturday.
    start = rng.int(0, 4) as Weekday;
  } else if (step === 2) {
    // About half wrap from Saturday to Sunday: a run of 5 wraps when it starts Wednesday or later.
    start = (rng.next() < 0.5 ? rng.int(3, 6) : rng.int(0, 2)) as Weekday;
  } else {
    start = rng.pick(weekdays);
  }
  const fixedFirst = step === 3;
  return {
    kind: 'sort',
    start,
    cards: shuffledCards(daysFrom(start, count), fixedFirst, rng),
    fixedFirst,
  };
}

function blanksTask(rng: Rng): BlanksTask {
  const start = rng.pick(weekdays);
  const count = rng.int(1, 2);
  const blanks = rng
    .shuffle([0, 1, 2, 3, 4, 5, 6])
    .slice(0, count)
    .sort((a, b) => a - b);
  const choices: Record<number, readonly Weekday[]> = {};
  for (const box of blanks) {
    const answer = addWeekdays(start, box);
    choices[box] = rng.shuffle([addWeekdays(answer, -1), answer, addWeekdays(answer, 1)]);
  }
  return { kind: 'blanks', start, blanks, choices };
}

function keyOf(step: DaysOfTheWeekStep, task: SortTask | BlanksTask): string {
  return task.kind === 'sort'
    ? `days:${step}:${task.start}:${task.cards.length}`
    : `days:${step}:${task.start}:${task.blanks.join('-')}`;
}

/** How many draws a generator makes before it gives up avoiding the previous item. */
const drawAttempts = 20;

/**
 * Generates a Days of the Week item for a step (1–4), never the item shown last (the
 * previous key in `context`).
 */
export function generateDaysOfTheWeek(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): DaysOfTheWeekItem {
  const clamped = clampStep(step);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let task: SortTask | BlanksTask = clamped === 4 ? blanksTask(rng) : sortTask(clamped, rng);
  for (let attempt = 1; attempt < drawAttempts && keyOf(clamped, task) === previous; attempt += 1) {
    task = clamped === 4 ? blanksTask(rng) : sortTask(clamped, rng);
  }
  const prompt = daysOfTheWeekPrompt(task);
  return { key: keyOf(clamped, task), prompt, step: clamped, task };
}

const mark = (right: boolean): 'correct' | 'incorrect' => (right ? 'correct' : 'incorrect');

/** The mark key of a blank box. */
export const blankMarkKey = (box: number): string => `box-${box}`;

function checkSort(
  task: SortTask,
  days: readonly Weekday[],
): CheckResult<DaysOfTheWeekMisconception> {
  const solution = solutionOf(task);
  const sameCards =
    days.length === solution.length && [...days].sort().join() === [...solution].sort().join();
  if (!sameCards) return { correct: false };
  const marks: AnswerMarks = Object.fromEntries(
    days.map((day, place) => [dayId(day), mark(solution[place] === day)]),
  );
  if (days.every((day, place) => solution[place] === day)) return { correct: true, marks };
  const place = (day: Weekday) => days.indexOf(day);
  const should = (day: Weekday) => solution.indexOf(day);
  // Tuesday (2) and Thursday (4) each in the other's place.
  const swapped =
    place(2) >= 0 && place(4) >= 0 && place(2) === should(4) && place(4) === should(2);
  if (swapped) return { correct: false, misconception: 'tuesday-thursday', marks };
  // Saturday (6) left last, where the week would end if it always began on Sunday.
  const saturdayLeftLast =
    place(6) === days.length - 1 && should(6) !== solution.length - 1 && should(6) >= 0;
  if (saturdayLeftLast) return { correct: false, misconception: 'wrap', marks };
  return { correct: false, marks };
}

/** "The box before the gap is Monday. Which day comes right after Monday?" */
function blankHint(task: BlanksTask, box: number): string {
  const visible = (index: number) => index >= 0 && index <= 6 && !task.blanks.includes(index);
  if (visible(box - 1)) {
    const before = weekdayName(dayInBox(task, box - 1));
    return `The box before the gap is ${before}. Which day comes right after ${before}?`;
  }
  if (visible(box + 1)) {
    const after = weekdayName(dayInBox(task, box + 1));
    return `The box after the gap is ${after}. Which day comes right before ${after}?`;
  }
  return daysOfTheWeekHints['next-day'];
}

function checkBlanks(
  task: BlanksTask,
  picks: Readonly<Record<number, Weekday>>,
): CheckResult<DaysOfTheWeekMisconception> {
  const marks: AnswerMarks = Object.fromEntries(
    task.blanks.map((box) => [blankMarkKey(box), mark(picks[box] === dayInBox(task, box))]),
  );
  const wrong = task.blanks.find((box) => picks[box] !== dayInBox(task, box));
  if (wrong === undefined) return { correct: true, marks };
  const answer = dayInBox(task, wrong);
  // The gap sits where the strip passes from Saturday to Sunday.
  const atWrap = (answer === 0 && wrong > 0) || (answer === 6 && wrong < 6);
  if (atWrap) return { correct: false, misconception: 'wrap', marks };
  return { correct: false, misconception: 'next-day', message: blankHint(task, wrong), marks };
}

/**
 * The answer rule (calendar.md): days are numbered Sunday = 0 … Saturday = 6, and the card in
 * place p must be (start + p) mod 7; in step 4 each blank must hold the day of its box. Marks
 * name each card (by day id) or box (`box-<n>`) right or wrong. Tuesday and Thursday swapped,
 * and Saturday left last in a run that wraps, name their misconceptions.
 */
export function checkDaysOfTheWeek(
  item: DaysOfTheWeekItem,
  answer: DaysOfTheWeekAnswer,
): CheckResult<DaysOfTheWeekMisconception> {
  const { task } = item;
  if (task.kind === 'sort') {
    return answer.kind === 'order' ? checkSort(task, answer.days) : { correct: false };
  }
  return answer.kind === 'blanks' ? checkBlanks(task, answer.picks) : { correct: false };
}

/** A worked-example step, with what the cards or the strip show while it is read. */
export interface DaysWorkedStep extends WorkedExampleStep {
  /** Steps 1–3: the first `placed` days of the answer are shown in order. */
  readonly placed?: number;
  /** Step 4: the blank boxes filled so far. */
  readonly filled?: readonly number[];
}

const names = (days: readonly Weekday[]): string => days.map(weekdayName).join(', ');

/** "In order: Friday, Saturday, Sunday, Monday, Tuesday." */
export function inOrderText(item: DaysOfTheWeekItem): string {
  const { task } = item;
  const days = task.kind === 'sort' ? solutionOf(task) : daysFrom(task.start, 7);
  return `In order: ${names(days)}.`;
}

/**
 * Step 4's worked example: each gap filled from a neighbour already known ("Box 6 comes right
 * after Monday: it is Tuesday."), so two gaps side by side are filled one from the other.
 */
function blanksWorkedExample(item: DaysOfTheWeekItem, task: BlanksTask): DaysWorkedStep[] {
  const known = new Set([0, 1, 2, 3, 4, 5, 6].filter((box) => !task.blanks.includes(box)));
  const filled: number[] = [];
  const steps: DaysWorkedStep[] = [];
  let left = [...task.blanks];
  while (left.length > 0) {
    const box =
      left.find((each) => known.has(each - 1) || known.has(each + 1)) ?? (left[0] as number);
    const answer = weekdayName(dayInBox(task, box));
    const text = known.has(box - 1)
      ? `Box ${box + 1} comes right after ${weekdayName(dayInBox(task, box - 1))}: it is ${answer}.`
      : `Box ${box + 1} comes right before ${weekdayName(dayInBox(task, box + 1))}: it is ${answer}.`;
    known.add(box);
    filled.push(box);
    left = left.filter((each) => each !== box);
    steps.push({ text, filled: [...filled] });
  }
  steps.push({ text: inOrderText(item), filled: [...filled] });
  return steps;
}

/**
 * The worked example: find the first day, then one day after another (saying the wrap when
 * the run passes Saturday), then the whole order; in step 4, each gap from its neighbour.
 */
export function daysOfTheWeekWorkedExample(item: DaysOfTheWeekItem): DaysWorkedStep[] {
  const { task } = item;
  if (task.kind === 'blanks') return blanksWorkedExample(item, task);
  const solution = solutionOf(task);
  const first = weekdayName(task.start);
  const firstText = task.fixedFirst
    ? `The week starts with ${first}.`
    : `${first} comes first: the day before it, ${weekdayName(addWeekdays(task.start, -1))}, is not a card.`;
  const wrap = wraps(task.start, solution.length) ? ` ${daysOfTheWeekHints.wrap}` : '';
  return [
    { text: firstText, placed: 1 },
    {
      text: `Then one day after another: ${names(solution.slice(1))}.${wrap}`,
      placed: solution.length,
    },
    { text: inOrderText(item), placed: solution.length },
  ];
}

/**
 * The text alternative of a sort: "Row of 5 places. Place 1: Friday. Places 2 to 5: cards to
 * put in order." (the cards themselves are read one by one by SortSequence).
 */
export function rowText(task: SortTask): string {
  const count = task.cards.length;
  if (task.fixedFirst) {
    return `Row of ${count} places. Place 1: ${weekdayName(task.start)}. Places 2 to ${count}: cards to put in order.`;
  }
  return `Row of ${count} places, each with a card to put in order.`;
}

/** The model of Days of the Week. */
export const daysOfTheWeekModel = {
  steps: 4,
  hints: daysOfTheWeekHints,
  generate: generateDaysOfTheWeek,
  check: checkDaysOfTheWeek,
  workedExample: daysOfTheWeekWorkedExample,
  describe: inOrderText,
} satisfies PracticeModel<DaysOfTheWeekItem, DaysOfTheWeekAnswer, DaysOfTheWeekMisconception>;
