/**
 * Lingo 2-4, How Many Sleeps?: count the days and weeks until something special (calendar.md).
 * Steps:
 * 1. Same month, the goal 1 to 6 days after "today": hop day by day, then type the number.
 * 2. Same month, 7 to 20 days apart; after the first such item, one row down is 7 sleeps.
 * 3. Weeks: "How many weeks from Monday the 2nd to Monday the 23rd?" (1 to 4 whole weeks), or
 *    "Tap the date 2 weeks after the 5th."
 * 4. Across a month end: today in the last 7 days of a month, the goal the 1st to 10th of the
 *    next one, 2 to 14 sleeps; the next month is reached with the arrows.
 * "Today" is a date of the item (a real month from 2024 to 2035), not the device's date.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  PictureName,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import {
  addDays,
  daysBetween,
  daysInMonth,
  dayOfWeek,
  dateKey,
  months,
  sameDate,
  sameMonth,
  shiftMonth,
  type CalendarDate,
  type Month,
} from '../../model/dates';
import {
  formatMonthDay,
  formatSpoken,
  monthName,
  ordinalNumber,
  weekdayName,
} from '../../model/names';

/** The years items come from (calendar.md: months from January 2024 to December 2035). */
export const firstYear = 2024;
/** The last year items come from. */
export const lastYear = 2035;

/** What the child is counting the sleeps to. */
export const sleepsContexts = [
  'birthday',
  'canada-day',
  'halloween',
  'class-play',
  'first-snow-day',
] as const;
/** A special day: a birthday or the class play fit any date; the others only their own. */
export type SleepsContext = (typeof sleepsContexts)[number];

/** How each special day is named, said and drawn on the goal's box. */
export const contextFacts: Readonly<
  Record<
    SleepsContext,
    {
      /** "your birthday", in "How many sleeps until your birthday?" */
      readonly name: string;
      /** "Your birthday", to begin a sentence. */
      readonly title: string;
      readonly picture: PictureName;
      /** The picture's words, as drawn: "a balloon". */
      readonly pictureText: string;
    }
  >
> = {
  birthday: {
    name: 'your birthday',
    title: 'Your birthday',
    picture: 'balloon',
    pictureText: 'a balloon',
  },
  'canada-day': {
    name: 'Canada Day',
    title: 'Canada Day',
    picture: 'maple-leaf',
    pictureText: 'a maple leaf',
  },
  halloween: {
    name: 'Halloween',
    title: 'Halloween',
    picture: 'jack-o-lantern',
    pictureText: "a jack-o'-lantern",
  },
  'class-play': {
    name: 'the class play',
    title: 'The class play',
    picture: 'clapping-hands',
    pictureText: 'clapping hands',
  },
  'first-snow-day': {
    name: 'the first snow day',
    title: 'The first snow day',
    picture: 'snowflake',
    pictureText: 'a snowflake',
  },
};

/** Months the first snow day can fall in (calendar.md: November to March). */
export const snowMonths: readonly Month[] = [11, 12, 1, 2, 3];

/** Whether a special day fits a goal date (Canada Day only on July 1, Halloween on October 31…). */
export function contextFits(context: SleepsContext, goal: CalendarDate): boolean {
  switch (context) {
    case 'canada-day':
      return goal.month === 7 && goal.day === 1;
    case 'halloween':
      return goal.month === 10 && goal.day === 31;
    case 'first-snow-day':
      return snowMonths.includes(goal.month);
    default:
      return true;
  }
}

/** "How many sleeps until your birthday?" (steps 1, 2 and 4): typed on the number pad. */
export interface CountSleepsItem extends PracticeItemBase {
  readonly kind: 'count-sleeps';
  readonly step: 1 | 2 | 4;
  readonly today: CalendarDate;
  readonly goal: CalendarDate;
  readonly context: SleepsContext;
  /** The first step-2 item of the session: afterwards, one row down is shown as 7 sleeps. */
  readonly rowTip: boolean;
}

/** "How many weeks from Monday the 2nd to Monday the 23rd?": typed, in weeks. */
export interface CountWeeksItem extends PracticeItemBase {
  readonly kind: 'count-weeks';
  readonly step: 3;
  readonly today: CalendarDate;
  readonly goal: CalendarDate;
  readonly weeks: number;
}

/** "Tap the date 2 weeks after the 5th.": tapped on the grid. */
export interface TapWeeksItem extends PracticeItemBase {
  readonly kind: 'tap-weeks';
  readonly step: 3;
  /** The date counted from (drawn with the star). */
  readonly today: CalendarDate;
  /** The date to tap (not drawn). */
  readonly goal: CalendarDate;
  readonly weeks: number;
}

/** A How Many Sleeps? item. */
export type HowManySleepsItem = CountSleepsItem | CountWeeksItem | TapWeeksItem;

/** The answer: a number typed (sleeps, or weeks), or a date tapped. */
export type HowManySleepsAnswer =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'date'; readonly date: CalendarDate };

/** Hint texts (calendar.md's three, and the kind ones for a number that cannot be right). */
export const howManySleepsHints = {
  'counted-start':
    'Count the hops, not the boxes. You have not slept yet today, so today does not count.',
  'month-end': 'After the last day of the month, the next sleep takes you to the 1st.',
  weeks: 'Count the rows you go down. Each row is one week.',
  'too-few': 'Hop one day at a time from the star, and count every hop until you land on the goal.',
  'out-of-range': 'Hop from the star to the goal one day at a time, and count the hops.',
  default: 'Hop one day at a time from today to the goal, and count the hops.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type HowManySleepsMisconception = Exclude<keyof typeof howManySleepsHints, 'default'>;

/** The most sleeps or weeks a typed answer may sensibly be before it is kindly refused. */
export const answerLimits = { sleeps: 31, weeks: 5 } as const;

/** The right number: sleeps from today to the goal (today not counted), or whole weeks. */
export function sleepsAnswer(item: CountSleepsItem | CountWeeksItem): number {
  const days = daysBetween(item.today, item.goal);
  return item.kind === 'count-weeks' ? days / 7 : days;
}

function clampStep(step: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
}

/** A real month from January 2024 to December 2035. */
function randomMonth(rng: Rng, only?: readonly Month[]): { year: number; month: Month } {
  return { year: rng.int(firstYear, lastYear), month: rng.pick(only ?? months) };
}

/** The special days a step can use: Canada Day is July 1, so only across a month end. */
function contextsFor(step: 1 | 2 | 4): readonly SleepsContext[] {
  return step === 4
    ? ['birthday', 'class-play', 'canada-day', 'first-snow-day']
    : ['birthday', 'class-play', 'halloween', 'first-snow-day'];
}

/** A same-month pair `distance` days apart, with the goal on a date the context fits. */
function sameMonthDates(
  context: SleepsContext,
  distance: number,
  rng: Rng,
): { today: CalendarDate; goal: CalendarDate } {
  if (context === 'halloween') {
    const year = rng.int(firstYear, lastYear);
    const goal = { year, month: 10 as Month, day: 31 };
    return { today: addDays(goal, -distance), goal };
  }
  const { year, month } = randomMonth(rng, context === 'first-snow-day' ? snowMonths : undefined);
  const last = daysInMonth(year, month);
  const start = rng.int(1, last - distance);
  return { today: { year, month, day: start }, goal: { year, month, day: start + distance } };
}

/** Today in the last 7 days of a month, the goal the 1st to 10th of the next: 2 to 14 sleeps. */
function monthEndDates(
  context: SleepsContext,
  rng: Rng,
): { today: CalendarDate; goal: CalendarDate } {
  if (context === 'canada-day') {
    const year = rng.int(firstYear, lastYear);
    const goal = { year, month: 7 as Month, day: 1 };
    return { today: addDays(goal, -rng.int(2, 7)), goal };
  }
  // The goal's month is a snow month for the first snow day: today is the month before.
  const goalMonths = context === 'first-snow-day' ? snowMonths : months;
  const goalMonth = rng.pick(goalMonths);
  let goalYear = rng.int(firstYear, lastYear);
  // January 2024's month before is December 2023, outside the range: take January 2025.
  if (goalYear === firstYear && goalMonth === 1) goalYear += 1;
  const start = shiftMonth(goalYear, goalMonth, -1);
  const last = daysInMonth(start.year, start.month);
  const toMonthEnd = rng.int(0, 6);
  const day = rng.int(Math.max(1, 2 - toMonthEnd), Math.min(10, 14 - toMonthEnd));
  return {
    today: { year: start.year, month: start.month, day: last - toMonthEnd },
    goal: { year: goalYear, month: goalMonth, day },
  };
}

function countSleepsPrompt(context: SleepsContext): string {
  return `How many sleeps until ${contextFacts[context].name}?`;
}

/**
 * What read-aloud says: today, the goal, then the question ("Today is Tuesday, June 16. Your
 * birthday is on Saturday, June 20. How many sleeps until your birthday?").
 */
function countSleepsSpeech(
  today: CalendarDate,
  goal: CalendarDate,
  context: SleepsContext,
): string[] {
  return [
    `Today is ${formatSpoken(today)}.`,
    `${contextFacts[context].title} is on ${formatSpoken(goal)}.`,
    countSleepsPrompt(context),
  ];
}

function generateCountSleeps(
  step: 1 | 2 | 4,
  rng: Rng,
  context: GenerateContext | undefined,
): CountSleepsItem {
  const special = rng.pick(contextsFor(step));
  const dates =
    step === 4
      ? monthEndDates(special, rng)
      : sameMonthDates(special, step === 1 ? rng.int(1, 6) : rng.int(7, 20), rng);
  const rowTip =
    step === 2 && !(context?.recentKeys ?? []).some((key) => key.startsWith('count-sleeps:2:'));
  return {
    key: `count-sleeps:${step}:${dateKey(dates.today)}:${dateKey(dates.goal)}`,
    kind: 'count-sleeps',
    prompt: countSleepsPrompt(special),
    speech: countSleepsSpeech(dates.today, dates.goal, special),
    step,
    ...dates,
    context: special,
    rowTip,
  };
}

/** "Monday the 2nd". */
export function weekdayThe(date: CalendarDate): string {
  return `${weekdayName(dayOfWeek(date))} the ${ordinalNumber(date.day)}`;
}

/** "1 week", "3 weeks". */
export function weeksText(weeks: number): string {
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

function generateWeeks(rng: Rng): CountWeeksItem | TapWeeksItem {
  const { year, month } = randomMonth(rng);
  const last = daysInMonth(year, month);
  // 4 weeks from the 1st is the 29th: not in a February of 28 days.
  const weeks = rng.int(1, Math.min(4, Math.floor((last - 1) / 7)));
  const start = rng.int(1, last - weeks * 7);
  const today = { year, month, day: start };
  const goal = { year, month, day: start + weeks * 7 };
  const key = `${dateKey(today)}:${weeks}`;
  if (rng.next() < 0.5) {
    return {
      key: `count-weeks:${key}`,
      kind: 'count-weeks',
      prompt: `How many weeks from ${weekdayThe(today)} to ${weekdayThe(goal)}?`,
      step: 3,
      today,
      goal,
      weeks,
    };
  }
  return {
    key: `tap-weeks:${key}`,
    kind: 'tap-weeks',
    prompt: `Tap the date ${weeksText(weeks)} after the ${ordinalNumber(start)}.`,
    step: 3,
    today,
    goal,
    weeks,
  };
}

function generateOnce(
  step: 1 | 2 | 3 | 4,
  rng: Rng,
  context: GenerateContext | undefined,
): HowManySleepsItem {
  return step === 3 ? generateWeeks(rng) : generateCountSleeps(step, rng, context);
}

/** Generates an item for a step (1–4), never the item just shown. */
export function generateHowManySleeps(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): HowManySleepsItem {
  const clamped = clampStep(step);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng, context);
  for (let tries = 0; tries < 20 && item.key === previous; tries += 1) {
    item = generateOnce(clamped, rng, context);
  }
  return item;
}

function checkTyped(
  item: CountSleepsItem | CountWeeksItem,
  value: number,
): CheckResult<HowManySleepsMisconception> {
  const right = sleepsAnswer(item);
  if (value === right) return { correct: true };
  const unit = item.kind === 'count-weeks' ? 'weeks' : 'sleeps';
  const limit = answerLimits[unit];
  if (value <= 0 || value > limit) {
    // Not a count a child could have made: said kindly, and not held against them.
    const goalName = item.kind === 'count-sleeps' ? contextFacts[item.context].name : 'the goal';
    return {
      correct: false,
      evidence: 'none',
      misconception: 'out-of-range',
      message:
        value <= 0
          ? `Zero ${unit} would mean ${goalName} is today. Hop from the star and count the hops.`
          : `${value} ${unit} is more than a whole month. Hop from the star to ${goalName} and count the hops.`,
    };
  }
  if (item.kind === 'count-weeks') return { correct: false, misconception: 'weeks' };
  if (value === right + 1) return { correct: false, misconception: 'counted-start' };
  if (!sameMonth(item.today, item.goal)) return { correct: false, misconception: 'month-end' };
  if (value < right) return { correct: false, misconception: 'too-few' };
  return { correct: false };
}

/**
 * The answer rule: sleeps are the days from today to the goal, today not counted (in the same
 * month, goal − today; across a month end, the days left in today's month + the goal's date);
 * weeks are those days ÷ 7; a tapped date is right only if it is exactly the date asked for.
 * One too many names the start box counted; across a month end, the month end; in weeks, the
 * rows. A number that no count could give (0, or more than a month) gets a kind message and
 * does not count.
 */
export function checkHowManySleeps(
  item: HowManySleepsItem,
  answer: HowManySleepsAnswer,
): CheckResult<HowManySleepsMisconception> {
  if (item.kind === 'tap-weeks') {
    if (answer.kind !== 'date') return { correct: false, misconception: 'weeks' };
    if (sameDate(answer.date, item.goal)) return { correct: true };
    // Counting the boxes from the 5th lands one day short: the start box was counted.
    if (sameDate(answer.date, addDays(item.goal, -1))) {
      return { correct: false, misconception: 'counted-start' };
    }
    return { correct: false, misconception: 'weeks' };
  }
  if (answer.kind !== 'number') return { correct: false };
  return checkTyped(item, answer.value);
}

/** "4 sleeps", "1 sleep". */
export function sleepsText(count: number): string {
  return `${count} ${count === 1 ? 'sleep' : 'sleeps'}`;
}

/** The answer in words, said once the child has answered. */
export function describeHowManySleeps(item: HowManySleepsItem): string {
  switch (item.kind) {
    case 'count-sleeps':
      return `${sleepsText(sleepsAnswer(item))} from ${formatSpoken(item.today)} to ${formatSpoken(item.goal)}.`;
    case 'count-weeks':
      return `${weeksText(item.weeks)} from ${weekdayThe(item.today)} to ${weekdayThe(item.goal)}.`;
    case 'tap-weeks':
      return `${weeksText(item.weeks)} after the ${ordinalNumber(item.today.day)} is ${formatSpoken(item.goal)}.`;
  }
}

/** The dates hopped from today to the goal, in order (the goal last). */
export function solutionHops(item: HowManySleepsItem): CalendarDate[] {
  const count = daysBetween(item.today, item.goal);
  return Array.from({ length: count }, (_, index) => addDays(item.today, index + 1));
}

/** "1 to June 17, 2 to June 18": hops numbered from a count. */
function hopList(from: CalendarDate, firstHop: number, lastHop: number): string {
  return Array.from({ length: lastHop - firstHop + 1 }, (_, index) => {
    const hop = firstHop + index;
    return `${hop} to ${formatMonthDay(addDays(from, hop))}`;
  }).join(', ');
}

/**
 * One step of a worked example with what the grid shows: the first `hops` hops from today
 * drawn, and `lit` dates lit (the rows gone down in a weeks item).
 */
export interface SleepsWorkedStep extends WorkedExampleStep {
  readonly hops: number;
  readonly lit: readonly CalendarDate[];
}

function countSleepsWorkedExample(item: CountSleepsItem): SleepsWorkedStep[] {
  const total = sleepsAnswer(item);
  const steps: SleepsWorkedStep[] = [
    {
      text: `Today is ${formatSpoken(item.today)}, with the star. Today does not count.`,
      hops: 0,
      lit: [],
    },
  ];
  if (!sameMonth(item.today, item.goal)) {
    const last = daysInMonth(item.today.year, item.today.month);
    const toEnd = last - item.today.day;
    const name = monthName(item.today.month);
    steps.push({
      text:
        toEnd === 0
          ? `Today is the last day of ${name}.`
          : `Hop to the last day of ${name}: ${hopList(item.today, 1, toEnd)}.`,
      hops: toEnd,
      lit: [],
    });
    steps.push({
      text: `After the last day of the month, the next sleep takes you to the 1st: ${toEnd + 1} to ${formatMonthDay({ ...item.goal, day: 1 })}.`,
      hops: toEnd + 1,
      lit: [],
    });
    if (item.goal.day > 1) {
      steps.push({
        text: `Hop on: ${hopList(item.today, toEnd + 2, total)}.`,
        hops: total,
        lit: [],
      });
    }
  } else {
    const weeks = Math.floor(total / 7);
    if (weeks > 0) {
      const rowDates = Array.from({ length: weeks }, (_, index) =>
        addDays(item.today, (index + 1) * 7),
      );
      steps.push({
        text: `One row down is 7 sleeps. Go down ${weeks === 1 ? '1 row' : `${weeks} rows`}: ${weeks * 7} sleeps, to ${formatMonthDay(addDays(item.today, weeks * 7))}.`,
        hops: weeks * 7,
        lit: rowDates,
      });
    }
    if (total > weeks * 7) {
      steps.push({
        text: `Hop one day at a time: ${hopList(item.today, weeks * 7 + 1, total)}.`,
        hops: total,
        lit: [],
      });
    }
  }
  steps.push({
    text: `You land on ${contextFacts[item.context].name}: ${sleepsText(total)}.`,
    hops: total,
    lit: [item.goal],
  });
  return steps;
}

function weeksWorkedExample(item: CountWeeksItem | TapWeeksItem): SleepsWorkedStep[] {
  const rowDates = Array.from({ length: item.weeks }, (_, index) =>
    addDays(item.today, (index + 1) * 7),
  );
  const rows = rowDates
    .map((date, index) => `${weeksText(index + 1)} to the ${ordinalNumber(date.day)}`)
    .join(', ');
  return [
    { text: `Start on ${weekdayThe(item.today)}.`, hops: 0, lit: [item.today] },
    { text: `Go straight down, one row for each week: ${rows}.`, hops: 0, lit: rowDates },
    {
      text:
        item.kind === 'count-weeks'
          ? `${item.weeks === 1 ? '1 row' : `${item.weeks} rows`} down: ${weeksText(item.weeks)}.`
          : `Tap ${weekdayThe(item.goal)}.`,
      hops: 0,
      lit: [item.goal],
    },
  ];
}

/**
 * Solves the item step by step (after 2 misses in a row): hop by hop, or a row at a time, with
 * what the grid shows at each step.
 */
export function howManySleepsWorkedExample(item: HowManySleepsItem): SleepsWorkedStep[] {
  return item.kind === 'count-sleeps' ? countSleepsWorkedExample(item) : weeksWorkedExample(item);
}

/**
 * The text alternative of the two marked boxes: "Today: Tuesday, June 16, with a star. Goal:
 * Saturday, June 20, with a balloon." (a weeks item names its start and its goal; a tap item
 * only its start).
 */
export function markersText(item: HowManySleepsItem): string {
  const today = `Today: ${formatSpoken(item.today)}, with a star.`;
  if (item.kind === 'count-sleeps') {
    return `${today} Goal: ${formatSpoken(item.goal)}, with ${contextFacts[item.context].pictureText}.`;
  }
  if (item.kind === 'count-weeks') {
    return `Start: ${formatSpoken(item.today)}, with a star. Goal: ${formatSpoken(item.goal)}, with a pin.`;
  }
  return `Start: ${formatSpoken(item.today)}, with a star.`;
}

/** The model of How Many Sleeps? */
export const howManySleepsModel = {
  steps: 4,
  hints: howManySleepsHints,
  generate: generateHowManySleeps,
  check: checkHowManySleeps,
  workedExample: howManySleepsWorkedExample,
  describe: describeHowManySleeps,
} satisfies PracticeModel<HowManySleepsItem, HowManySleepsAnswer, HowManySleepsMisconception>;
