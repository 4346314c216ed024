/**
 * Lingo 2-3, Days in Each Month: use your knuckles to know which months have 30 or 31 days,
 * and that February has 28, or 29 in a leap year (calendar.md). Steps:
 * 1. "How many days does May have?" with the months labelled on the hands; cards 30 and 31
 *    (February: 28 or 29, 30 and 31).
 * 2. The same with unlabelled hands: the child counts along from January; cards 28 or 29, 30
 *    and 31.
 * 3. SortBins of 4 month cards into "31 days", "30 days" and "February: 28 or 29"; every item
 *    holds July with August, or December with January.
 * 4. Leap years ("How many days does February 2028 have?", 2024 to 2035) or "Which has more
 *    days: April or May?" (two months with different numbers of days).
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { daysInMonth, isLeapYear, months, type Month } from '../../model/dates';
import { monthName, ordinalNumber } from '../../model/names';
import {
  isKnuckleMonth,
  knuckleDays,
  knucklePlaceOf,
} from '../../widgets/KnuckleHands/knuckleHandsModel';

/** The years items come from (calendar.md: months from January 2024 to December 2035). */
export const firstYear = 2024;
/** The last year items come from. */
export const lastYear = 2035;
/** The leap years from 2024 to 2035 (every 4 years; the century rule never comes up). */
export const leapYears = [2024, 2028, 2032] as const;

/** "How many days does May have?" (steps 1 and 2). */
export interface MonthDaysItem extends PracticeItemBase {
  readonly kind: 'month-days';
  readonly step: 1 | 2;
  readonly month: Month;
  /** The year of the month page shown to check the last date after the answer. */
  readonly year: number;
  /** Step 1: the months are written on the hands. */
  readonly labelled: boolean;
  /** The cards, in order: "30", "31" or "28 or 29", "30", "31". */
  readonly choices: readonly string[];
}

/** The bins of step 3. */
export const sortBinIds = ['days-31', 'days-30', 'february'] as const;
/** A step-3 bin. */
export type SortBinId = (typeof sortBinIds)[number];

/** The words on the step-3 bins. */
export const sortBinLabels: Readonly<Record<SortBinId, string>> = {
  'days-31': '31 days',
  'days-30': '30 days',
  february: 'February: 28 or 29',
};

/** Step 3: 4 month cards to sort by their days. */
export interface MonthSortItem extends PracticeItemBase {
  readonly kind: 'month-sort';
  readonly step: 3;
  /** The 4 months, in the order the cards are shown. */
  readonly months: readonly Month[];
}

/** Step 4: "How many days does February 2028 have?" */
export interface LeapYearItem extends PracticeItemBase {
  readonly kind: 'leap-year';
  readonly step: 4;
  readonly year: number;
  /** "28", "29", "30". */
  readonly choices: readonly string[];
}

/** Step 4: "Which has more days: April or May?" */
export interface CompareMonthsItem extends PracticeItemBase {
  readonly kind: 'compare-months';
  readonly step: 4;
  /** The two months in the order the prompt says them (and the cards show them). */
  readonly months: readonly [Month, Month];
  /** The year of the month pages shown to check the last dates after the answer. */
  readonly year: number;
}

/** A Days in Each Month item. */
export type DaysInEachMonthItem = MonthDaysItem | MonthSortItem | LeapYearItem | CompareMonthsItem;

/**
 * The answer: a card's value (a number of days as its card says it, or a month number for a
 * comparison), or where each month card of a sort is (month number → bin, or null).
 */
export type DaysInEachMonthAnswer =
  | {
      readonly choice: string;
      /** The leap-year strip was opened before answering: the answer is practice. */
      readonly usedStrip?: boolean;
    }
  | { readonly placement: Readonly<Record<string, string | null>> };

/** Hint texts (calendar.md's three, and the ones for the other likely mistakes). */
export const daysInEachMonthHints = {
  'august-30':
    'July and August both sit on knuckles. After July, start again on the first knuckle, so August has 31 too.',
  'february-30': 'February is the shortest month: 28 days, or 29 in a leap year.',
  'leap-year': 'Leap years come every 4 years: 2024, 2028, 2032.',
  'knuckle-31': 'A month on a knuckle has 31 days.',
  'dip-30': 'A month in a dip between two knuckles has 30 days.',
  'only-february': 'Only February has 28 or 29 days.',
  compare: 'Find both months on your knuckles. A knuckle month has 31 days, a dip month 30.',
  'not-sorted': 'Put every month in a bin.',
  default: 'Count along your knuckles from January: knuckle, dip, knuckle.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type DaysInEachMonthMisconception = Exclude<keyof typeof daysInEachMonthHints, 'default'>;

/** The card value of the right answer to "How many days does … have?" with no year. */
export function monthDaysAnswer(month: Month): string {
  return String(knuckleDays(month));
}

/** The bin a month card belongs in. */
export function sortBinFor(month: Month): SortBinId {
  if (month === 2) return 'february';
  return isKnuckleMonth(month) ? 'days-31' : 'days-30';
}

/**
 * Days in a month for a comparison with no year: February counts as 28.5, fewer than any
 * other month in any year (28 or 29 against 30 or 31).
 */
function comparableDays(month: Month): number {
  return month === 2 ? 28.5 : daysInMonth(2026, month);
}

/** The month of a comparison with more days. */
export function moreDaysMonth(item: CompareMonthsItem): Month {
  const [first, second] = item.months;
  return comparableDays(first) > comparableDays(second) ? first : second;
}

const thirtyOneDayPairs: readonly (readonly [Month, Month])[] = [
  [7, 8],
  [12, 1],
];

function clampStep(step: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
}

function generateMonthDays(step: 1 | 2, rng: Rng): MonthDaysItem {
  const month = rng.pick(months);
  const choices = step === 1 && month !== 2 ? ['30', '31'] : ['28 or 29', '30', '31'];
  return {
    key: `month-days:${step}:${month}`,
    kind: 'month-days',
    prompt: `How many days does ${monthName(month)} have?`,
    step,
    month,
    year: rng.int(firstYear, lastYear),
    labelled: step === 1,
    choices,
  };
}

function generateMonthSort(rng: Rng): MonthSortItem {
  const pair = rng.pick(thirtyOneDayPairs);
  const others = months.filter((month) => !pair.includes(month));
  // At least one of the other two is not a 31-day month, so the sort needs two bins or more.
  const short = rng.pick(others.filter((month) => sortBinFor(month) !== 'days-31'));
  const last = rng.pick(others.filter((month) => month !== short));
  const cards = rng.shuffle([...pair, short, last]);
  return {
    key: `month-sort:${[...cards].sort((a, b) => a - b).join(',')}`,
    kind: 'month-sort',
    prompt: 'Sort the months by how many days they have.',
    step: 3,
    months: cards,
  };
}

/** The years from 2024 to 2035 that are not leap years. */
const commonYears = Array.from(
  { length: lastYear - firstYear + 1 },
  (_, index) => index + firstYear,
).filter((year) => !isLeapYear(year));

function generateLeapYear(rng: Rng): LeapYearItem {
  // Half the items ask about a leap year, so both answers come up often.
  const year = rng.next() < 0.5 ? rng.pick(leapYears) : rng.pick(commonYears);
  return {
    key: `leap-year:${year}`,
    kind: 'leap-year',
    prompt: `How many days does February ${year} have?`,
    step: 4,
    year,
    choices: ['28', '29', '30'],
  };
}

function generateCompare(rng: Rng): CompareMonthsItem {
  const first = rng.pick(months);
  const second = rng.pick(months.filter((month) => sortBinFor(month) !== sortBinFor(first)));
  const pair: [Month, Month] = [first, second];
  return {
    key: `compare-months:${Math.min(first, second)},${Math.max(first, second)}`,
    kind: 'compare-months',
    prompt: `Which has more days: ${monthName(first)} or ${monthName(second)}?`,
    step: 4,
    months: pair,
    year: rng.int(firstYear, lastYear),
  };
}

function generateOnce(step: 1 | 2 | 3 | 4, rng: Rng): DaysInEachMonthItem {
  if (step <= 2) return generateMonthDays(step as 1 | 2, rng);
  if (step === 3) return generateMonthSort(rng);
  return rng.next() < 0.5 ? generateLeapYear(rng) : generateCompare(rng);
}

/** Generates an item for a step (1–4), never the item just shown. */
export function generateDaysInEachMonth(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): DaysInEachMonthItem {
  const clamped = clampStep(step);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng);
  for (let tries = 0; tries < 20 && item.key === previous; tries += 1) {
    item = generateOnce(clamped, rng);
  }
  return item;
}

/** What a month given a wrong number of days shows: its own hint, with its name. */
function monthDaysMistake(
  month: Month,
  given: string,
): Pick<CheckResult<DaysInEachMonthMisconception>, 'misconception' | 'message'> {
  const name = monthName(month);
  if (month === 2) return { misconception: 'february-30' };
  if (month === 8 && given === '30') return { misconception: 'august-30' };
  if (given === '28 or 29' || given === 'february') {
    return {
      misconception: 'only-february',
      message: `Only February has 28 or 29 days. Find ${name} on your knuckles.`,
    };
  }
  if (isKnuckleMonth(month)) {
    return {
      misconception: 'knuckle-31',
      message: `${name} sits on a knuckle, so it has 31 days.`,
    };
  }
  return {
    misconception: 'dip-30',
    message: `${name} sits in a dip between two knuckles, so it has 30 days.`,
  };
}

/** A sort's card that is not in its bin: the wrong bin's value as a month-days card says it. */
function binAsGiven(binId: string): string {
  if (binId === 'days-31') return '31';
  if (binId === 'days-30') return '30';
  return 'february';
}

function checkSort(
  item: MonthSortItem,
  placement: Readonly<Record<string, string | null>>,
): CheckResult<DaysInEachMonthMisconception> {
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  for (const month of item.months) {
    const placed = placement[String(month)] ?? null;
    if (placed !== null)
      marks[String(month)] = placed === sortBinFor(month) ? 'correct' : 'incorrect';
  }
  const unplaced = item.months.filter((month) => (placement[String(month)] ?? null) === null);
  const wrong = item.months.filter((month) => marks[String(month)] === 'incorrect');
  if (wrong.length === 0 && unplaced.length === 0) return { correct: true, marks };
  const mistakes = wrong.map((month) =>
    monthDaysMistake(month, binAsGiven(placement[String(month)] ?? '')),
  );
  const [first] = mistakes;
  if (first === undefined) return { correct: false, misconception: 'not-sorted', marks };
  // Each card that bounced brings its hint: all of them, each said once.
  const texts = [
    ...new Set(
      mistakes.map(
        (mistake) =>
          mistake.message ??
          (mistake.misconception ? daysInEachMonthHints[mistake.misconception] : ''),
      ),
    ),
  ];
  return {
    correct: false,
    ...(first.misconception ? { misconception: first.misconception } : {}),
    ...(texts.length > 1 || first.message ? { message: texts.join(' ') } : {}),
    marks,
  };
}

/**
 * The answer rule: 31 days for January, March, May, July, August, October and December; 30 for
 * April, June, September and November; February 29 in a year divisible by 4, otherwise 28
 * (with no year its card is "28 or 29"). A sort is right only when every card is in its bin.
 * A wrong answer names August given 30, February given 30 (or 31), a leap year missed, a
 * knuckle or dip month given the other, or 28 or 29 for a month that is not February.
 */
export function checkDaysInEachMonth(
  item: DaysInEachMonthItem,
  answer: DaysInEachMonthAnswer,
): CheckResult<DaysInEachMonthMisconception> {
  if (item.kind === 'month-sort') {
    if (!('placement' in answer)) return { correct: false, misconception: 'not-sorted' };
    return checkSort(item, answer.placement);
  }
  if (!('choice' in answer)) return { correct: false };
  const { choice } = answer;
  if (item.kind === 'month-days') {
    if (choice === monthDaysAnswer(item.month)) return { correct: true };
    return { correct: false, ...monthDaysMistake(item.month, choice) };
  }
  if (item.kind === 'leap-year') {
    const days = daysInMonth(item.year, 2);
    if (choice === String(days)) {
      if (!answer.usedStrip) return { correct: true };
      return {
        correct: true,
        evidence: 'none',
        message: `Right! ${item.year} ${days === 29 ? 'is' : 'is not'} a leap year. Next time, try it without the strip.`,
      };
    }
    if (choice === '28' || choice === '29') return { correct: false, misconception: 'leap-year' };
    return { correct: false, misconception: 'february-30' };
  }
  const right = moreDaysMonth(item);
  if (choice === String(right)) return { correct: true };
  const picked = Number(choice) as Month;
  if (picked === 2) return { correct: false, misconception: 'february-30' };
  const other = item.months.find((month) => month !== picked);
  // "August or September?" with September picked: August was taken for a dip.
  if (other === 8 && picked === 9) return { correct: false, misconception: 'august-30' };
  return { correct: false, misconception: 'compare' };
}

/** "May has 31 days.", "February has 28 days, or 29 in a leap year." */
export function monthDaysSentence(month: Month): string {
  if (month === 2) return 'February has 28 days, or 29 in a leap year.';
  return `${monthName(month)} has ${knuckleDays(month)} days.`;
}

/** "May 2026 ends on the 31st, so it has 31 days.": what the month page shows. */
export function lastDateText(year: number, month: Month): string {
  const last = daysInMonth(year, month);
  return `${monthName(month)} ${year} ends on the ${ordinalNumber(last)}, so it has ${last} days.`;
}

/**
 * The months a hint lights on the hands after a miss: July and August for August given 30,
 * February for February, the months marked wrong in a sort, otherwise the months asked about.
 */
export function hintMonths(
  item: DaysInEachMonthItem,
  misconception: DaysInEachMonthMisconception | undefined,
  marks?: Readonly<Record<string, 'correct' | 'incorrect'>>,
): readonly Month[] {
  if (misconception === undefined) return [];
  if (misconception === 'august-30') return [7, 8];
  if (misconception === 'february-30') return [2];
  switch (item.kind) {
    case 'month-days':
      return [item.month];
    case 'month-sort':
      return item.months.filter((month) => marks?.[String(month)] === 'incorrect');
    case 'compare-months':
      return item.months;
    case 'leap-year':
      return [];
  }
}

/** The answer in words, said once the child has answered. */
export function describeDaysInEachMonth(item: DaysInEachMonthItem): string {
  switch (item.kind) {
    case 'month-days':
      return monthDaysSentence(item.month);
    case 'leap-year':
      return `February ${item.year} has ${daysInMonth(item.year, 2)} days.`;
    case 'compare-months': {
      const right = moreDaysMonth(item);
      const other = item.months.find((month) => month !== right) as Month;
      return `${monthName(right)} has more days than ${monthName(other)}.`;
    }
    case 'month-sort':
      return sortBinIds
        .map((bin) => {
          const inBin = item.months.filter((month) => sortBinFor(month) === bin);
          return inBin.length === 0
            ? ''
            : `${sortBinLabels[bin]}: ${inBin.map(monthName).join(', ')}.`;
        })
        .filter(Boolean)
        .join(' ');
  }
}

/** "January, February, March, April, May": counting along the fists up to a month. */
export function countAlongText(month: Month): string {
  return months
    .filter((each) => each <= month)
    .map(monthName)
    .join(', ');
}

/** Where a month sits, as a sentence: "May sits on a knuckle, so May has 31 days." */
function sitsSentence(month: Month): string {
  const name = monthName(month);
  if (month === 2) {
    return 'February sits in the first dip. It is the shortest month: 28 days, or 29 in a leap year.';
  }
  const place = knucklePlaceOf(month);
  return place.kind === 'knuckle'
    ? `${name} sits on a knuckle, so ${name} has 31 days.`
    : `${name} sits in a dip, so ${name} has 30 days.`;
}

/** The worked example's count to a month, on the left fist then on to the right one. */
function countAlongStep(month: Month): string {
  if (month <= 7) return `Count along, knuckle, dip, knuckle: ${countAlongText(month)}.`;
  const right = months.filter((each) => each >= 8 && each <= month).map(monthName);
  return `Count along the left fist to July. Then start again on the first knuckle of the right fist: ${right.join(', ')}.`;
}

/**
 * Solves the item step by step (after 2 misses in a row). The view lights the months of each
 * step on the hands ({@link workedExampleMonths}).
 */
export function daysInEachMonthWorkedExample(item: DaysInEachMonthItem): WorkedExampleStep[] {
  switch (item.kind) {
    case 'month-days':
      return [
        { text: 'Make two fists. Start on the first knuckle of the left fist: January.' },
        { text: countAlongStep(item.month) },
        { text: sitsSentence(item.month) },
      ];
    case 'month-sort':
      return item.months.map((month) => ({
        text: `${sitsSentence(month)} Into ${sortBinLabels[sortBinFor(month)]}.`,
      }));
    case 'leap-year': {
      const leap = isLeapYear(item.year);
      return [
        { text: 'Leap years come every 4 years: 2024, 2028, 2032.' },
        {
          text: leap
            ? `${item.year} is a leap year, so February ${item.year} has 29 days.`
            : `${item.year} is not a leap year, so February ${item.year} has 28 days.`,
        },
      ];
    }
    case 'compare-months': {
      const [first, second] = item.months;
      const right = moreDaysMonth(item);
      return [
        { text: sitsSentence(first) },
        { text: sitsSentence(second) },
        { text: `${monthName(right)} has more days.` },
      ];
    }
  }
}

/** The months a worked-example step lights on the hands. */
export function workedExampleMonths(item: DaysInEachMonthItem, index: number): readonly Month[] {
  switch (item.kind) {
    case 'month-days':
      if (index === 0) return [1];
      if (index === 1) return months.filter((month) => month <= item.month);
      return [item.month];
    case 'month-sort':
      return item.months.slice(index, index + 1);
    case 'leap-year':
      return [2];
    case 'compare-months':
      return index < 2 ? item.months.slice(index, index + 1) : item.months;
  }
}

/** Where the cards of a sort's worked example are at step `index`: the first `index + 1` sorted. */
export function workedExamplePlacement(
  item: MonthSortItem,
  index: number,
): Record<string, string | null> {
  return Object.fromEntries(
    item.months.map((month, position) => [
      String(month),
      position <= index ? sortBinFor(month) : null,
    ]),
  );
}

/** The model of Days in Each Month. */
export const daysInEachMonthModel = {
  steps: 4,
  hints: daysInEachMonthHints,
  generate: generateDaysInEachMonth,
  check: checkDaysInEachMonth,
  workedExample: daysInEachMonthWorkedExample,
  describe: describeDaysInEachMonth,
} satisfies PracticeModel<DaysInEachMonthItem, DaysInEachMonthAnswer, DaysInEachMonthMisconception>;
