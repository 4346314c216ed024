/**
 * Lingo 3-1, Big Time Words: fortnight, decade, century, leap year, weekday, weekend, daily,
 * weekly, monthly, annual, the day after tomorrow and the day before yesterday. Step 1 sorts
 * (day cards into weekday and weekend, or event pictures by how often they happen, taking
 * turns), step 2 matches words to what they mean, step 3 uses the words and step 4 thinks
 * with them. A sort is checked as a whole: first-try correct only if every card is right at
 * the first Check (calendar.md, "Sorting items").
 */
import type {
  CheckResult,
  GenerateContext,
  PictureName,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { sortCardMarks } from '@lingos/kit';
import {
  addDays,
  addWeekdays,
  daysInMonth,
  isLeapYear,
  isWeekend,
  sameDate,
  type CalendarDate,
  type Month,
  type Weekday,
} from '../../model/dates';
import { formatSpoken, weekdayName } from '../../model/names';

/** The first and last year a generator may pick (calendar.md, "Real dates"). */
export const firstYear = 2024;
export const lastYear = 2035;

// ---------------------------------------------------------------------------------------------
// Hints

/** Hint texts of Big Time Words, keyed by misconception (the first three are calendar.md's). */
export const bigTimeWordsHints = {
  fortnight: "Fortnight comes from 'fourteen nights': 14 days, which is 2 weeks.",
  'decade-century': '100 cents make a dollar and 100 years make a century. A decade is 10 years.',
  'day-after-tomorrow': 'First find tomorrow, then go one more day.',
  'day-before-yesterday': 'First find yesterday, then go one more day back.',
  'weekday-weekend': 'Weekdays are Monday to Friday. The weekend is Saturday and Sunday.',
  'how-often':
    'Daily means once a day, weekly once a week, monthly once a month, and annual once a year.',
  'leap-year':
    'A leap year has 366 days, with February 29. Leap years come every 4 years: 2024, 2028, 2032.',
  week: 'A week is 7 days, from Sunday to Saturday.',
  year: 'A year has 12 months, from January to December.',
  'count-by-tens': 'A decade is 10 years. Count by tens: 10, 20, 30.',
  default: 'Think of what the time word means, then try again.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type BigTimeWordsMisconception = Exclude<keyof typeof bigTimeWordsHints, 'default'>;

// ---------------------------------------------------------------------------------------------
// Step 1: sorting

/** The bins of a day sort. */
export const dayBins = [
  { id: 'weekday', label: 'Weekday' },
  { id: 'weekend', label: 'Weekend' },
] as const;

/** The bins of an event sort. */
export const howOftenBins = [
  { id: 'daily', label: 'Daily' },
  { id: 'weekly', label: 'Weekly' },
  { id: 'annual', label: 'Once a year (annual)' },
] as const;

/** How often an event happens: a bin of the event sort. */
export type HowOften = (typeof howOftenBins)[number]['id'];

/** An event picture of the event sort. */
export interface TimeEvent {
  readonly id: string;
  /** What the card says and its text alternative: "brushing your teeth". */
  readonly label: string;
  readonly picture: PictureName;
  readonly howOften: HowOften;
  /** Why it goes in its bin, said when it bounces back. */
  readonly why: string;
}

/**
 * The event pictures. calendar.md names five (brushing teeth, a Saturday swim lesson, your
 * birthday, Canada Day, library day every Tuesday); four more of the same kinds keep a sort of
 * four from being nearly the same every time.
 */
export const timeEvents: readonly TimeEvent[] = [
  {
    id: 'brushing-teeth',
    label: 'brushing your teeth',
    picture: 'toothbrush',
    howOften: 'daily',
    why: 'You brush your teeth every day: daily.',
  },
  {
    id: 'bedtime',
    label: 'going to bed',
    picture: 'bed',
    howOften: 'daily',
    why: 'You go to bed every night: daily.',
  },
  {
    id: 'breakfast',
    label: 'eating breakfast',
    picture: 'bowl-with-spoon',
    howOften: 'daily',
    why: 'You eat breakfast every morning: daily.',
  },
  {
    id: 'swim-lesson',
    label: 'a swim lesson every Saturday',
    picture: 'person-swimming',
    howOften: 'weekly',
    why: 'Saturday comes once a week: weekly.',
  },
  {
    id: 'library-day',
    label: 'library day every Tuesday',
    picture: 'books',
    howOften: 'weekly',
    why: 'Tuesday comes once a week: weekly.',
  },
  {
    id: 'soccer-practice',
    label: 'soccer practice every Wednesday',
    picture: 'soccer-ball',
    howOften: 'weekly',
    why: 'Wednesday comes once a week: weekly.',
  },
  {
    id: 'birthday',
    label: 'your birthday',
    picture: 'birthday-cake',
    howOften: 'annual',
    why: 'Your birthday comes once a year: annual.',
  },
  {
    id: 'canada-day',
    label: 'Canada Day',
    picture: 'maple-leaf',
    howOften: 'annual',
    why: 'Canada Day is July 1, once a year: annual.',
  },
  {
    id: 'halloween',
    label: 'Halloween',
    picture: 'jack-o-lantern',
    howOften: 'annual',
    why: 'Halloween is October 31, once a year: annual.',
  },
];

/** One card to sort: a day of the week, or an event picture. */
export interface SortCard {
  readonly id: string;
  /** The card's words and text alternative. */
  readonly label: string;
  /** The bin it belongs in: the only right one. */
  readonly bin: string;
  /** Event cards: the picture drawn. */
  readonly picture?: PictureName;
}

/** What a sort sorts: day cards, or event pictures. */
export const sortModes = ['days', 'events'] as const;
/** `days` or `events`. */
export type SortMode = (typeof sortModes)[number];

// ---------------------------------------------------------------------------------------------
// Step 2: matching

/** A time word and what it means (calendar.md's seven pairs). */
export interface WordPair {
  readonly id: string;
  readonly word: string;
  readonly meaning: string;
  /** The hint a wrong match of this word shows. */
  readonly hint: BigTimeWordsMisconception;
}

/** The pairs MatchPairs draws 3 from. */
export const wordPairs: readonly WordPair[] = [
  { id: 'fortnight', word: 'fortnight', meaning: '14 days', hint: 'fortnight' },
  { id: 'decade', word: 'decade', meaning: '10 years', hint: 'decade-century' },
  { id: 'century', word: 'century', meaning: '100 years', hint: 'decade-century' },
  { id: 'leap-year', word: 'leap year', meaning: '366 days', hint: 'leap-year' },
  { id: 'week', word: 'week', meaning: '7 days', hint: 'week' },
  { id: 'year', word: 'year', meaning: '12 months', hint: 'year' },
  { id: 'monthly', word: 'monthly', meaning: 'once a month', hint: 'how-often' },
];

const pairById = new Map(wordPairs.map((pair) => [pair.id, pair]));

// ---------------------------------------------------------------------------------------------
// Step 4: comparing lengths

/** One side of "Which is longer: a fortnight or 10 days?", measured in days or in years. */
export interface TimeLength {
  readonly id: 'word' | 'other';
  /** "a fortnight", "10 days". */
  readonly label: string;
  readonly amount: number;
  readonly unit: 'days' | 'years';
}

/** The big words compared at step 4, with their length. */
const comparedWords = {
  fortnight: { label: 'a fortnight', amount: 14, unit: 'days', hint: 'fortnight' },
  'leap-year': { label: 'a leap year', amount: 366, unit: 'days', hint: 'leap-year' },
  decade: { label: 'a decade', amount: 10, unit: 'years', hint: 'decade-century' },
  century: { label: 'a century', amount: 100, unit: 'years', hint: 'decade-century' },
} as const;

/** The other lengths each word is compared with: never equal to it. */
const comparedWith: Readonly<Record<keyof typeof comparedWords, readonly number[]>> = {
  fortnight: [7, 10, 12, 13, 15, 16, 20],
  'leap-year': [360, 365, 370],
  decade: [5, 8, 9, 11, 12, 15, 20],
  // 10 is "a decade": the decade-and-century mix-up in one question.
  century: [10, 50, 90, 99, 101, 120, 200],
};

// ---------------------------------------------------------------------------------------------
// Items

/** What an item asks, by kind. */
export type BigTimeWordsTask =
  | {
      /** Step 1: sort 4 cards into 2 or 3 bins. */
      readonly kind: 'sort';
      readonly mode: SortMode;
      readonly cards: readonly SortCard[];
      readonly bins: readonly { readonly id: string; readonly label: string }[];
    }
  | {
      /** Step 2: match 3 words (left, in this order) to their meanings (right, in `rightOrder`). */
      readonly kind: 'match';
      readonly pairs: readonly WordPair[];
      /** The meanings' order: no meaning sits across from its word. */
      readonly rightOrder: readonly string[];
    }
  | {
      /** Step 3: "Today is Thursday. What day is the day after tomorrow?" (3 day cards). */
      readonly kind: 'two-days';
      readonly direction: 'after' | 'before';
      readonly today: Weekday;
      /** The cards: 1, 2 and 3 days on in the direction asked, in week order. */
      readonly choices: readonly Weekday[];
    }
  | {
      /** Step 3: "Tap the date a fortnight after Monday, May 4." on that month's grid. */
      readonly kind: 'fortnight-date';
      readonly year: number;
      readonly month: Month;
      readonly start: CalendarDate;
      readonly target: CalendarDate;
    }
  | {
      /** Step 3: "Is Sunday a weekday or a weekend day?" */
      readonly kind: 'weekday-or-weekend';
      readonly day: Weekday;
    }
  | {
      /** Step 4: "Which is longer: a fortnight or 10 days?" (2 cards, in the prompt's order). */
      readonly kind: 'longer';
      readonly word: keyof typeof comparedWords;
      readonly choices: readonly [TimeLength, TimeLength];
    }
  | {
      /** Step 4: "How many years are in 2 decades?" (2 to 5), on the NumberPad. */
      readonly kind: 'years-in-decades';
      readonly decades: number;
    }
  | {
      /** Step 4: "How many decades make a century?" on the NumberPad. */
      readonly kind: 'decades-in-century';
    }
  | {
      /** Step 4: "Is 2028 a leap year?" (2024 to 2035), Yes or No. */
      readonly kind: 'leap-year';
      readonly year: number;
    };

/** The kind of a task. */
export type BigTimeWordsTaskKind = BigTimeWordsTask['kind'];

/** A Big Time Words item. */
export interface BigTimeWordsItem extends PracticeItemBase {
  readonly step: number;
  readonly task: BigTimeWordsTask;
}

/** The answer, by the widget that gives it. */
export type BigTimeWordsAnswer =
  /** SortBins: card id → bin id (null or missing: still to sort). */
  | { readonly kind: 'sort'; readonly placement: Readonly<Record<string, string | null>> }
  /** MatchPairs: word id → meaning id. */
  | { readonly kind: 'pairs'; readonly pairs: Readonly<Record<string, string>> }
  /** ChoiceGrid: the card's value. */
  | { readonly kind: 'choice'; readonly value: string }
  /** MonthGrid: the date tapped. */
  | { readonly kind: 'date'; readonly date: CalendarDate }
  /** NumberPad: the number typed. */
  | { readonly kind: 'number'; readonly value: number };

// ---------------------------------------------------------------------------------------------
// Generators

const weekdaysMondayToFriday = [1, 2, 3, 4, 5] as const satisfies readonly Weekday[];
const weekendDays = [0, 6] as const satisfies readonly Weekday[];

/** The kind of the last item shown, read from its key. */
function lastKind(context: GenerateContext | undefined): string | undefined {
  const last = context?.recentKeys[context.recentKeys.length - 1];
  return last?.split(':')[0];
}

/** The right bin of a day: weekday (Monday to Friday) or weekend (Saturday and Sunday). */
export function dayBin(day: Weekday): 'weekday' | 'weekend' {
  return isWeekend(day) ? 'weekend' : 'weekday';
}

function generateDaySort(rng: Rng): BigTimeWordsTask {
  const weekendCount = rng.int(1, 2);
  const days = rng.shuffle([
    ...rng.shuffle(weekendDays).slice(0, weekendCount),
    ...rng.shuffle(weekdaysMondayToFriday).slice(0, 4 - weekendCount),
  ]);
  return {
    kind: 'sort',
    mode: 'days',
    cards: days.map((day) => ({ id: `day-${day}`, label: weekdayName(day), bin: dayBin(day) })),
    bins: dayBins,
  };
}

function generateEventSort(rng: Rng): BigTimeWordsTask {
  // One of each kind, so every bin gets a picture, and one more of any kind.
  const firsts = howOftenBins.map((bin) =>
    rng.pick(timeEvents.filter((event) => event.howOften === bin.id)),
  );
  const fourth = rng.pick(timeEvents.filter((event) => !firsts.includes(event)));
  return {
    kind: 'sort',
    mode: 'events',
    cards: rng.shuffle([...firsts, fourth]).map((event) => ({
      id: event.id,
      label: event.label,
      bin: event.howOften,
      picture: event.picture,
    })),
    bins: howOftenBins,
  };
}

function generateMatch(rng: Rng): BigTimeWordsTask {
  // Half the items hold both decade and century, the pair children mix up most.
  const both = rng.int(0, 1) === 1;
  const others = wordPairs.filter((pair) => pair.id !== 'decade' && pair.id !== 'century');
  const chosen = both
    ? [pairById.get('decade'), pairById.get('century'), rng.pick(others)]
    : rng.shuffle(wordPairs).slice(0, 3);
  const pairs = rng.shuffle(chosen.filter((pair): pair is WordPair => pair !== undefined));
  // A rotation of 3 moves every meaning away from its word's row.
  const ids = pairs.map((pair) => pair.id);
  const shift = rng.int(1, 2);
  const rightOrder = ids.map((_, index) => ids[(index + shift) % ids.length] as string);
  return { kind: 'match', pairs, rightOrder };
}

function generateTwoDays(rng: Rng): BigTimeWordsTask {
  const direction = rng.pick(['after', 'before'] as const);
  const today = rng.int(0, 6) as Weekday;
  // 1, 2 and 3 days on in the direction asked, in week order: one day short (tomorrow or
  // yesterday, the likeliest slip), the answer, and one day too far.
  const counts = direction === 'after' ? [1, 2, 3] : [-3, -2, -1];
  return {
    kind: 'two-days',
    direction,
    today,
    choices: counts.map((count) => addWeekdays(today, count)),
  };
}

function generateFortnightDate(rng: Rng): BigTimeWordsTask {
  const year = rng.int(firstYear, lastYear);
  const month = rng.int(1, 12) as Month;
  // The start leaves room for 14 more days in the same month: one page, no navigation.
  const startDay = rng.int(1, daysInMonth(year, month) - 14);
  const start: CalendarDate = { year, month, day: startDay };
  return { kind: 'fortnight-date', year, month, start, target: addDays(start, 14) };
}

function generateWeekdayOrWeekend(rng: Rng): BigTimeWordsTask {
  // Half the items ask about a weekend day, so both answers come up as often.
  const day = rng.int(0, 1) === 1 ? rng.pick(weekendDays) : rng.pick(weekdaysMondayToFriday);
  return { kind: 'weekday-or-weekend', day };
}

function generateLonger(rng: Rng): BigTimeWordsTask {
  const word = rng.pick(Object.keys(comparedWords) as (keyof typeof comparedWords)[]);
  const facts = comparedWords[word];
  const amount = rng.pick(comparedWith[word]);
  const other: TimeLength =
    word === 'century' && amount === 10
      ? { id: 'other', label: 'a decade', amount, unit: 'years' }
      : { id: 'other', label: `${amount} ${facts.unit}`, amount, unit: facts.unit };
  const big: TimeLength = {
    id: 'word',
    label: facts.label,
    amount: facts.amount,
    unit: facts.unit,
  };
  const choices: [TimeLength, TimeLength] = rng.int(0, 1) === 1 ? [big, other] : [other, big];
  return { kind: 'longer', word, choices };
}

function generateLeapYear(rng: Rng): BigTimeWordsTask {
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index);
  // Half the items ask about a leap year (only 3 of the 12 years are), so "Yes" is no rarer.
  const leap = rng.int(0, 1) === 1;
  return { kind: 'leap-year', year: rng.pick(years.filter((year) => isLeapYear(year) === leap)) };
}

const stepKinds: Readonly<Record<3 | 4, readonly ((rng: Rng) => BigTimeWordsTask)[]>> = {
  3: [generateTwoDays, generateFortnightDate, generateWeekdayOrWeekend],
  4: [
    generateLonger,
    (rng) => ({ kind: 'years-in-decades', decades: rng.int(2, 5) }),
    () => ({ kind: 'decades-in-century' }),
    generateLeapYear,
  ],
};

/** An item's key: its kind first (step 1's sorts take turns by it), then what varies. */
export function taskKey(task: BigTimeWordsTask): string {
  switch (task.kind) {
    case 'sort':
      return `sort-${task.mode}:${task.cards.map((card) => card.id).join(',')}`;
    case 'match':
      return `match:${task.pairs.map((pair) => pair.id).join(',')}:${task.rightOrder.join(',')}`;
    case 'two-days':
      return `two-days:${task.direction}:${task.today}`;
    case 'fortnight-date':
      return `fortnight-date:${task.year}-${task.month}-${task.start.day}`;
    case 'weekday-or-weekend':
      return `weekday-or-weekend:${task.day}`;
    case 'longer':
      return `longer:${task.word}:${task.choices.map((choice) => choice.amount).join(',')}`;
    case 'years-in-decades':
      return `years-in-decades:${task.decades}`;
    case 'decades-in-century':
      return 'decades-in-century';
    case 'leap-year':
      return `leap-year:${task.year}`;
  }
}

/** The prompt of a task, as said aloud. */
export function taskPrompt(task: BigTimeWordsTask): string {
  switch (task.kind) {
    case 'sort':
      return task.mode === 'days'
        ? 'Sort the days: weekday or weekend?'
        : 'How often does it happen? Sort the pictures: daily, weekly, or once a year.';
    case 'match':
      return 'Match each time word to what it means.';
    case 'two-days':
      return `Today is ${weekdayName(task.today)}. What day is the day ${
        task.direction === 'after' ? 'after tomorrow' : 'before yesterday'
      }?`;
    case 'fortnight-date':
      return `Tap the date a fortnight after ${formatSpoken(task.start)}.`;
    case 'weekday-or-weekend':
      return `Is ${weekdayName(task.day)} a weekday or a weekend day?`;
    case 'longer':
      return `Which is longer: ${task.choices[0].label} or ${task.choices[1].label}?`;
    case 'years-in-decades':
      return `How many years are in ${task.decades} decades?`;
    case 'decades-in-century':
      return 'How many decades make a century?';
    case 'leap-year':
      return `Is ${task.year} a leap year?`;
  }
}

/**
 * Generates a Big Time Words item for a step (1–4). Step 1's two sorts take turns: after a
 * day sort comes an event sort, and the other way round.
 */
export function generateBigTimeWords(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): BigTimeWordsItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  let task: BigTimeWordsTask;
  if (clamped === 1) {
    const previous = lastKind(context);
    const mode: SortMode =
      previous === 'sort-days'
        ? 'events'
        : previous === 'sort-events'
          ? 'days'
          : rng.pick(sortModes);
    task = mode === 'days' ? generateDaySort(rng) : generateEventSort(rng);
  } else if (clamped === 2) {
    task = generateMatch(rng);
  } else {
    task = rng.pick(stepKinds[clamped as 3 | 4])(rng);
  }
  return { key: taskKey(task), prompt: taskPrompt(task), step: clamped, task };
}

// ---------------------------------------------------------------------------------------------
// The answer rule

/** The day asked for: the day after tomorrow is today + 2, the day before yesterday today − 2. */
export function twoDaysAnswer(task: Extract<BigTimeWordsTask, { kind: 'two-days' }>): Weekday {
  return addWeekdays(task.today, task.direction === 'after' ? 2 : -2);
}

/** The longer of the two lengths. */
export function longerChoice(task: Extract<BigTimeWordsTask, { kind: 'longer' }>): TimeLength {
  const [first, second] = task.choices;
  return first.amount > second.amount ? first : second;
}

/** The one right answer of an item, in the answer's own shape. */
export function rightAnswer(item: BigTimeWordsItem): BigTimeWordsAnswer {
  const { task } = item;
  switch (task.kind) {
    case 'sort':
      return {
        kind: 'sort',
        placement: Object.fromEntries(task.cards.map((card) => [card.id, card.bin])),
      };
    case 'match':
      return {
        kind: 'pairs',
        pairs: Object.fromEntries(task.pairs.map((pair) => [pair.id, pair.id])),
      };
    case 'two-days':
      return { kind: 'choice', value: String(twoDaysAnswer(task)) };
    case 'fortnight-date':
      return { kind: 'date', date: task.target };
    case 'weekday-or-weekend':
      return { kind: 'choice', value: dayBin(task.day) };
    case 'longer':
      return { kind: 'choice', value: longerChoice(task).id };
    case 'years-in-decades':
      return { kind: 'number', value: task.decades * 10 };
    case 'decades-in-century':
      return { kind: 'number', value: 10 };
    case 'leap-year':
      return { kind: 'choice', value: isLeapYear(task.year) ? 'yes' : 'no' };
  }
}

type Result = CheckResult<BigTimeWordsMisconception>;

const wrong = (misconception: BigTimeWordsMisconception, message?: string): Result => ({
  correct: false,
  misconception,
  ...(message ? { message } : {}),
});

function checkSort(
  task: Extract<BigTimeWordsTask, { kind: 'sort' }>,
  placement: Readonly<Record<string, string | null>>,
): Result {
  const marks = sortCardMarks(task.cards, placement);
  const misplaced = task.cards.filter((card) => marks[card.id] === 'incorrect');
  if (misplaced.length === 0) return { correct: true, marks };
  if (task.mode === 'days') return { ...wrong('weekday-weekend'), marks };
  // Each misplaced picture says why it goes where it goes.
  const why = misplaced
    .map((card) => timeEvents.find((event) => event.id === card.id)?.why)
    .filter((text): text is string => text !== undefined);
  return { ...wrong('how-often', why.join(' ')), marks };
}

function checkPairs(
  task: Extract<BigTimeWordsTask, { kind: 'match' }>,
  pairs: Readonly<Record<string, string>>,
): Result {
  const marks = Object.fromEntries(
    task.pairs.map((pair) => [
      pair.id,
      pairs[pair.id] === pair.id ? ('correct' as const) : ('incorrect' as const),
    ]),
  );
  const mismatched = task.pairs.filter((pair) => marks[pair.id] === 'incorrect');
  if (mismatched.length === 0) return { correct: true, marks };
  // The most telling mix-up first: decade with century, then the fortnight, then the rest.
  const hints = mismatched.flatMap((pair) => {
    const partner = pairById.get(pairs[pair.id] ?? '');
    return partner && partner.hint === pair.hint ? [pair.hint] : [pair.hint, partner?.hint];
  });
  const order: readonly BigTimeWordsMisconception[] = [
    'decade-century',
    'fortnight',
    'leap-year',
    'week',
    'year',
    'how-often',
  ];
  const misconception = order.find((hint) => hints.includes(hint)) ?? 'decade-century';
  return { ...wrong(misconception), marks };
}

/**
 * The answer rule (calendar.md): fortnight 14 days, decade 10 years, century 100 years, a
 * leap year 366 days (2024, 2028, 2032 in the range); weekday Monday to Friday, weekend
 * Saturday and Sunday; daily, weekly, monthly and annual once a day, week, month and year;
 * the day after tomorrow today + 2 and the day before yesterday today − 2 (mod 7). A sort is
 * right only if every card is in its bin, a match only if every pair is right; their marks
 * say which.
 */
export function checkBigTimeWords(item: BigTimeWordsItem, answer: BigTimeWordsAnswer): Result {
  const { task } = item;
  switch (task.kind) {
    case 'sort':
      return answer.kind === 'sort' ? checkSort(task, answer.placement) : wrong('how-often');
    case 'match':
      return answer.kind === 'pairs' ? checkPairs(task, answer.pairs) : wrong('decade-century');
    case 'two-days': {
      const hint = task.direction === 'after' ? 'day-after-tomorrow' : 'day-before-yesterday';
      if (answer.kind !== 'choice') return wrong(hint);
      return answer.value === String(twoDaysAnswer(task)) ? { correct: true } : wrong(hint);
    }
    case 'fortnight-date':
      return answer.kind === 'date' && sameDate(answer.date, task.target)
        ? { correct: true }
        : wrong('fortnight');
    case 'weekday-or-weekend':
      return answer.kind === 'choice' && answer.value === dayBin(task.day)
        ? { correct: true }
        : wrong('weekday-weekend');
    case 'longer':
      return answer.kind === 'choice' && answer.value === longerChoice(task).id
        ? { correct: true }
        : wrong(comparedWords[task.word].hint);
    case 'years-in-decades': {
      if (answer.kind === 'number' && answer.value === task.decades * 10) return { correct: true };
      // A century's 100 years for each decade is the mix-up; anything else, count by tens.
      return answer.kind === 'number' && answer.value === task.decades * 100
        ? wrong('decade-century')
        : wrong('count-by-tens');
    }
    case 'decades-in-century': {
      if (answer.kind === 'number' && answer.value === 10) return { correct: true };
      return answer.kind === 'number' && (answer.value === 100 || answer.value === 1)
        ? wrong('decade-century')
        : wrong('count-by-tens');
    }
    case 'leap-year': {
      const value = isLeapYear(task.year) ? 'yes' : 'no';
      return answer.kind === 'choice' && answer.value === value
        ? { correct: true }
        : wrong('leap-year');
    }
  }
}

/** Whether an answer can be checked: every card sorted, every word matched. */
export function isAnswerComplete(item: BigTimeWordsItem, answer: BigTimeWordsAnswer): boolean {
  const { task } = item;
  if (task.kind === 'sort') {
    return (
      answer.kind === 'sort' &&
      task.cards.every((card) => (answer.placement[card.id] ?? null) !== null)
    );
  }
  if (task.kind === 'match') {
    return answer.kind === 'pairs' && task.pairs.every((pair) => answer.pairs[pair.id]);
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Words for the answer and the worked example

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The label of a bin by id. */
function binLabel(task: Extract<BigTimeWordsTask, { kind: 'sort' }>, binId: string): string {
  return task.bins.find((bin) => bin.id === binId)?.label ?? binId;
}

/** The answer in words, said once the child has answered. */
export function describeBigTimeWords(item: BigTimeWordsItem): string {
  const { task } = item;
  switch (task.kind) {
    case 'sort':
      return task.bins
        .map((bin) => {
          const cards = task.cards.filter((card) => card.bin === bin.id);
          return `${bin.label}: ${cards.map((card) => card.label).join(', ') || 'nothing'}.`;
        })
        .join(' ');
    case 'match':
      return task.pairs.map((pair) => `${capitalize(pair.word)}: ${pair.meaning}.`).join(' ');
    case 'two-days':
      return `The day ${task.direction === 'after' ? 'after tomorrow' : 'before yesterday'} is ${weekdayName(twoDaysAnswer(task))}.`;
    case 'fortnight-date':
      return `A fortnight after ${formatSpoken(task.start)} is ${formatSpoken(task.target)}.`;
    case 'weekday-or-weekend':
      return `${weekdayName(task.day)} is a ${dayBin(task.day) === 'weekend' ? 'weekend day' : 'weekday'}.`;
    case 'longer': {
      const longer = longerChoice(task);
      const shorter = task.choices.find((choice) => choice !== longer) ?? longer;
      return `${capitalize(longer.label)} is longer than ${shorter.label}.`;
    }
    case 'years-in-decades':
      return `${task.decades} decades are ${task.decades * 10} years.`;
    case 'decades-in-century':
      return '10 decades make a century: 100 years.';
    case 'leap-year':
      return isLeapYear(task.year)
        ? `${task.year} is a leap year: it has 366 days, with February 29.`
        : `${task.year} is not a leap year: it has 365 days.`;
  }
}

/** How a length is said in its own words: "a fortnight is 14 days", "10 days". */
function lengthWords(length: TimeLength): string {
  return length.id === 'word' || length.label === 'a decade'
    ? `${capitalize(length.label)} is ${length.amount} ${length.unit}.`
    : `${capitalize(length.label)} are ${length.amount} ${length.unit}.`;
}

const tens = (count: number): string =>
  Array.from({ length: count }, (_, index) => (index + 1) * 10).join(', ');

/**
 * The worked example (after 2 misses in a row): the item solved one step at a time. A sort
 * puts one card at a time in its bin, a match joins one pair at a time (the view shows the
 * first `index + 1`), the date hops one week (one row down) at a time.
 */
export function bigTimeWordsWorkedExample(item: BigTimeWordsItem): WorkedExampleStep[] {
  const { task } = item;
  switch (task.kind) {
    case 'sort':
      return task.cards.map((card) => {
        const event = timeEvents.find((each) => each.id === card.id);
        const why =
          task.mode === 'days'
            ? `${card.label} is a ${card.bin === 'weekend' ? 'weekend day' : 'weekday'}.`
            : (event?.why ?? '');
        return { text: `${why} Into ${binLabel(task, card.bin)}.` };
      });
    case 'match':
      return task.pairs.map((pair) => ({ text: `A ${pair.word}: ${pair.meaning}.` }));
    case 'two-days': {
      const after = task.direction === 'after';
      const one = addWeekdays(task.today, after ? 1 : -1);
      const two = twoDaysAnswer(task);
      return [
        { text: `Today is ${weekdayName(task.today)}.` },
        { text: `${after ? 'Tomorrow is' : 'Yesterday was'} ${weekdayName(one)}.` },
        {
          text: `One more day ${after ? 'on' : 'back'}: the day ${
            after ? 'after tomorrow' : 'before yesterday'
          } is ${weekdayName(two)}.`,
        },
      ];
    }
    case 'fortnight-date': {
      const week = addDays(task.start, 7);
      return [
        { text: 'A fortnight is 14 days: 2 weeks.' },
        {
          text: `One week after ${formatSpoken(task.start)} is ${formatSpoken(week)}: one row down.`,
        },
        { text: `Two weeks after is ${formatSpoken(task.target)}: two rows down.` },
      ];
    }
    case 'weekday-or-weekend':
      return [{ text: bigTimeWordsHints['weekday-weekend'] }, { text: describeBigTimeWords(item) }];
    case 'longer': {
      const [first, second] = task.choices;
      return [
        { text: lengthWords(first) },
        { text: lengthWords(second) },
        { text: describeBigTimeWords(item) },
      ];
    }
    case 'years-in-decades':
      return [
        { text: 'A decade is 10 years.' },
        { text: `Count by tens, once for each decade: ${tens(task.decades)}.` },
        { text: describeBigTimeWords(item) },
      ];
    case 'decades-in-century':
      return [
        { text: 'A century is 100 years, and a decade is 10 years.' },
        { text: `Count by tens up to 100: ${tens(10)}.` },
        { text: 'That is 10 tens: 10 decades make a century.' },
      ];
    case 'leap-year':
      return [
        { text: 'Leap years come every 4 years: 2024, 2028, 2032.' },
        {
          text: isLeapYear(task.year)
            ? `${task.year} is on the list.`
            : `${task.year} is not on the list.`,
        },
        { text: describeBigTimeWords(item) },
      ];
  }
}

/** The model of Big Time Words. */
export const bigTimeWordsModel = {
  steps: 4,
  hints: bigTimeWordsHints,
  generate: generateBigTimeWords,
  check: checkBigTimeWords,
  workedExample: bigTimeWordsWorkedExample,
  describe: describeBigTimeWords,
} satisfies PracticeModel<BigTimeWordsItem, BigTimeWordsAnswer, BigTimeWordsMisconception>;
