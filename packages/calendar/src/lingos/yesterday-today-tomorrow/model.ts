/**
 * Lingo 1-2, Yesterday, Today, Tomorrow: name the day before and the day after a given day,
 * and work backwards from "tomorrow will be…" (calendar.md). "Today" is a random day of the
 * week here, never the device's date.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { addWeekdays, weekdays, type Weekday } from '../../model/dates';
import { weekdayName } from '../../model/names';

/** The difficulty steps (N = 3). */
export type YesterdayTodayTomorrowStep = 1 | 2 | 3;

/** The day asked about (steps 1–2) or named (step 3). */
export const directions = ['tomorrow', 'yesterday'] as const;
/** Tomorrow or yesterday. */
export type Direction = (typeof directions)[number];

/** One day after today for tomorrow, one day before for yesterday. */
export const directionOffset: Readonly<Record<Direction, 1 | -1>> = { tomorrow: 1, yesterday: -1 };

/** A Yesterday, Today, Tomorrow item. */
export interface YesterdayTodayTomorrowItem extends PracticeItemBase {
  readonly step: YesterdayTodayTomorrowStep;
  /**
   * `tap`: tap the day on a week strip (step 1); `forward`: pick tomorrow or yesterday from
   * today (step 2); `backward`: pick today from tomorrow or yesterday (step 3).
   */
  readonly kind: 'tap' | 'forward' | 'backward';
  /** Today: given in steps 1–2, the answer in step 3. */
  readonly today: Weekday;
  /** Steps 1–2: the day asked for; step 3: the day named in the prompt. */
  readonly direction: Direction;
  /** Step 3: the day named ("Tomorrow will be Monday."). */
  readonly named?: Weekday;
  /** Steps 2–3: the 3 cards, shuffled. Step 1: none (the strip's 7 boxes are the choices). */
  readonly choices: readonly Weekday[];
}

/** The answer: the day tapped or picked, and whether "Show the week" was used first (step 2). */
export interface YesterdayTodayTomorrowAnswer {
  readonly day: Weekday;
  readonly shownWeek?: boolean;
}

/**
 * Hint texts: calendar.md's (direction swapped, for tomorrow and for yesterday; working
 * backwards, worded for the item), and ours for the day 2 away and for tapping today.
 */
export const yesterdayTodayTomorrowHints = {
  'swapped-tomorrow': 'Tomorrow has not happened yet. It is one day after today.',
  'swapped-yesterday': 'Yesterday has already happened. It is one day before today.',
  backwards: 'If tomorrow is Monday, today is the day just before Monday.',
  'two-days': 'That day is 2 days away. Tomorrow and yesterday are just 1 day from today.',
  today:
    'The star is today. Tomorrow is the box just after it, and yesterday the box just before it.',
  default: 'Find today first. Tomorrow is one day after today. Yesterday is one day before today.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type YesterdayTodayTomorrowMisconception = Exclude<
  keyof typeof yesterdayTodayTomorrowHints,
  'default'
>;

/** The right answer of an item. */
export function answerOf(item: YesterdayTodayTomorrowItem): Weekday {
  return item.kind === 'backward'
    ? item.today
    : addWeekdays(item.today, directionOffset[item.direction]);
}

/** The 7 days of the strip, centred on today: today − 3 … today + 3. */
export function weekAround(today: Weekday): Weekday[] {
  return [-3, -2, -1, 0, 1, 2, 3].map((offset) => addWeekdays(today, offset));
}

/** The question of steps 2–3. */
function questionOf(kind: 'forward' | 'backward', day: Weekday, direction: Direction): string {
  const name = weekdayName(day);
  if (kind === 'forward') {
    return direction === 'tomorrow'
      ? `Today is ${name}. What day will tomorrow be?`
      : `Today is ${name}. What day was yesterday?`;
  }
  return direction === 'tomorrow'
    ? `Tomorrow will be ${name}. What day is today?`
    : `Yesterday was ${name}. What day is today?`;
}

function clampStep(step: number): YesterdayTodayTomorrowStep {
  return Math.min(Math.max(Math.round(step), 1), 3) as YesterdayTodayTomorrowStep;
}

/** Whether a step-3 item's cards run across Saturday and Sunday. */
export function crossesWeekend(item: Pick<YesterdayTodayTomorrowItem, 'choices'>): boolean {
  return item.choices.includes(6) && item.choices.includes(0);
}

/** Step-3 keys end in ":wrap" when the item's days include both Saturday and Sunday. */
const wrapMark = ':wrap';

function keyOf(item: Omit<YesterdayTodayTomorrowItem, 'key'>): string {
  const day = item.kind === 'backward' ? item.named : item.today;
  const wrap = item.kind === 'backward' && crossesWeekend(item) ? wrapMark : '';
  return `ytt:${item.step}:${day}:${item.direction}${wrap}`;
}

/**
 * Whether the next step-3 item must include Saturday and Sunday: calendar.md wants them in at
 * least 1 of every 3 items, so when the last 2 items were step-3 items without them, the
 * next one has them.
 */
export function mustCrossWeekend(context?: GenerateContext): boolean {
  const lastTwo = context?.recentKeys.slice(-2) ?? [];
  return (
    lastTwo.length === 2 &&
    lastTwo.every((key) => key.startsWith('ytt:3:') && !key.endsWith(wrapMark))
  );
}

function draw(
  step: YesterdayTodayTomorrowStep,
  rng: Rng,
  crossWeekend: boolean,
): Omit<YesterdayTodayTomorrowItem, 'key'> {
  const direction = rng.pick(directions);
  const offset = directionOffset[direction];
  if (step === 1) {
    const today = rng.pick(weekdays);
    return { step, kind: 'tap', today, direction, prompt: `Tap ${direction}.`, choices: [] };
  }
  if (step === 2) {
    const today = rng.pick(weekdays);
    // Yesterday, tomorrow, and the day 2 away in the direction asked.
    const choices = rng.shuffle([
      addWeekdays(today, -1),
      addWeekdays(today, 1),
      addWeekdays(today, 2 * offset),
    ]);
    return {
      step,
      kind: 'forward',
      today,
      direction,
      prompt: questionOf('forward', today, direction),
      choices,
    };
  }
  // The named day sits between today and the day on its other side; the 3 days cross the
  // weekend exactly when the named day is Saturday or Sunday.
  const named: Weekday = crossWeekend ? rng.pick([0, 6] as const) : rng.pick(weekdays);
  const today = addWeekdays(named, -offset);
  const choices = rng.shuffle([today, named, addWeekdays(named, offset)]);
  return {
    step,
    kind: 'backward',
    today,
    direction,
    named,
    prompt: questionOf('backward', named, direction),
    choices,
  };
}

/** How many draws a generator makes before it gives up avoiding the previous item. */
const drawAttempts = 20;

/**
 * Generates an item for a step (1–3), never the item shown last, and at step 3 with Saturday
 * and Sunday in at least 1 of every 3 items.
 */
export function generateYesterdayTodayTomorrow(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): YesterdayTodayTomorrowItem {
  const clamped = clampStep(step);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  const crossWeekend = clamped === 3 && mustCrossWeekend(context);
  let drawn = draw(clamped, rng, crossWeekend);
  for (let attempt = 1; attempt < drawAttempts && keyOf(drawn) === previous; attempt += 1) {
    drawn = draw(clamped, rng, crossWeekend);
  }
  const speech =
    drawn.kind === 'tap'
      ? `${drawn.prompt} The star is today: ${weekdayName(drawn.today)}.`
      : undefined;
  return { ...drawn, key: keyOf(drawn), ...(speech ? { speech } : {}) };
}

/** "If yesterday was Friday, today is the day just after Friday." */
export function backwardsHint(direction: Direction, named: Weekday): string {
  const name = weekdayName(named);
  return direction === 'tomorrow'
    ? `If tomorrow is ${name}, today is the day just before ${name}.`
    : `If yesterday was ${name}, today is the day just after ${name}.`;
}

/** "That is 2 days after today. Tomorrow is just 1 day after today." */
function twoDaysHint(direction: Direction): string {
  return direction === 'tomorrow'
    ? 'That is 2 days after today. Tomorrow is just 1 day after today.'
    : 'That is 2 days before today. Yesterday is just 1 day before today.';
}

/** "The star is today. Tomorrow is the box just after it." */
function todayHint(direction: Direction): string {
  return direction === 'tomorrow'
    ? 'The star is today. Tomorrow is the box just after it.'
    : 'The star is today. Yesterday is the box just before it.';
}

/**
 * The answer rule (calendar.md): tomorrow is today + 1 and yesterday is today − 1, both mod 7;
 * working backwards inverts this. An answer given after "Show the week" counts as a hint:
 * practice, not evidence. The opposite day names the swapped direction; at step 3 any wrong
 * card gets the working-backwards hint, worded for the item.
 */
export function checkYesterdayTodayTomorrow(
  item: YesterdayTodayTomorrowItem,
  answer: YesterdayTodayTomorrowAnswer,
): CheckResult<YesterdayTodayTomorrowMisconception> {
  const afterHint = answer.shownWeek === true ? ({ evidence: 'none' } as const) : {};
  if (answer.day === answerOf(item)) return { correct: true, ...afterHint };
  if (item.kind === 'backward') {
    return {
      correct: false,
      misconception: 'backwards',
      message: backwardsHint(
        item.direction,
        item.named ?? addWeekdays(item.today, directionOffset[item.direction]),
      ),
      ...afterHint,
    };
  }
  const offset = directionOffset[item.direction];
  if (answer.day === addWeekdays(item.today, -offset)) {
    return { correct: false, misconception: `swapped-${item.direction}`, ...afterHint };
  }
  if (answer.day === addWeekdays(item.today, 2 * offset)) {
    return {
      correct: false,
      misconception: 'two-days',
      message: twoDaysHint(item.direction),
      ...afterHint,
    };
  }
  if (answer.day === item.today) {
    return {
      correct: false,
      misconception: 'today',
      message: todayHint(item.direction),
      ...afterHint,
    };
  }
  return { correct: false, ...afterHint };
}

/** A worked-example step, with what the week strip shows while it is read. */
export interface YesterdayTodayTomorrowWorkedStep extends WorkedExampleStep {
  /** The day lit on the strip: today, then the answer. */
  readonly lit: Weekday;
  /** The answer is shown (the last step). */
  readonly solved: boolean;
}

/**
 * The worked example on a week strip: find today (or the day named), go one box the right
 * way, and read the answer.
 */
export function yesterdayTodayTomorrowWorkedExample(
  item: YesterdayTodayTomorrowItem,
): YesterdayTodayTomorrowWorkedStep[] {
  const answer = answerOf(item);
  if (item.kind === 'backward') {
    const named = item.named ?? answer;
    const name = weekdayName(named);
    const tomorrow = item.direction === 'tomorrow';
    return [
      {
        text: tomorrow ? `Tomorrow will be ${name}.` : `Yesterday was ${name}.`,
        lit: named,
        solved: false,
      },
      {
        text: tomorrow ? 'Today is one day before tomorrow.' : 'Today is one day after yesterday.',
        lit: named,
        solved: false,
      },
      {
        text: `The day just ${tomorrow ? 'before' : 'after'} ${name} is ${weekdayName(answer)}. Today is ${weekdayName(answer)}.`,
        lit: answer,
        solved: true,
      },
    ];
  }
  const today = weekdayName(item.today);
  const tomorrow = item.direction === 'tomorrow';
  return [
    {
      text: item.kind === 'tap' ? `The star is today: ${today}.` : `Today is ${today}.`,
      lit: item.today,
      solved: false,
    },
    {
      text: tomorrow
        ? 'Tomorrow is one day after today: the next box.'
        : 'Yesterday is one day before today: the box before.',
      lit: item.today,
      solved: false,
    },
    {
      text: tomorrow
        ? `The day after ${today} is ${weekdayName(answer)}. Tomorrow will be ${weekdayName(answer)}.`
        : `The day before ${today} is ${weekdayName(answer)}. Yesterday was ${weekdayName(answer)}.`,
      lit: answer,
      solved: true,
    },
  ];
}

/** The answer in words: "Today is Saturday, so tomorrow will be Sunday." */
export function describeYesterdayTodayTomorrow(item: YesterdayTodayTomorrowItem): string {
  const answer = weekdayName(answerOf(item));
  if (item.kind === 'backward') {
    const named = weekdayName(item.named ?? item.today);
    return item.direction === 'tomorrow'
      ? `Tomorrow will be ${named}, so today is ${answer}.`
      : `Yesterday was ${named}, so today is ${answer}.`;
  }
  const today = weekdayName(item.today);
  return item.direction === 'tomorrow'
    ? `Today is ${today}, so tomorrow will be ${answer}.`
    : `Today is ${today}, so yesterday was ${answer}.`;
}

/** The model of Yesterday, Today, Tomorrow. */
export const yesterdayTodayTomorrowModel = {
  steps: 3,
  hints: yesterdayTodayTomorrowHints,
  generate: generateYesterdayTodayTomorrow,
  check: checkYesterdayTodayTomorrow,
  workedExample: yesterdayTodayTomorrowWorkedExample,
  describe: describeYesterdayTodayTomorrow,
} satisfies PracticeModel<
  YesterdayTodayTomorrowItem,
  YesterdayTodayTomorrowAnswer,
  YesterdayTodayTomorrowMisconception
>;
