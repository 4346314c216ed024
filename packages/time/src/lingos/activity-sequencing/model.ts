/**
 * Lingo 3-2, Activity Sequencing: plan a day. Order activities whose times come in mixed
 * formats (steps 1–2, SortSequence), then place activity blocks in a free window on
 * the ScheduleRibbon with no overlaps and the rules kept (steps 3–4).
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { capitalize } from '../../model/elapsed';
import {
  describeClock,
  format24Hour,
  formatDigital,
  formatDigital12,
  formatDuration,
  meridiemOf,
  to24Hour,
  skyPhrase,
} from '../../model/time';
import {
  findOverlaps,
  formatRange,
  scheduleSummary,
  type ScheduleBlock,
} from '../../widgets/ScheduleRibbon/scheduleModel';
import type { RibbonWindow } from '../../widgets/TimeRibbon/ribbonModel';
import type { TimeCardForm } from '../../model/timeCards';

/** An activity of the bank. */
export interface Activity {
  readonly id: string;
  /** "Walking the dog". */
  readonly label: string;
  /** An emoji for the card. */
  readonly picture: string;
  /**
   * When a child's day could have it start, minutes since midnight (both ends in): no dinner
   * at 9:30 AM, no snack at 8 PM. Ordering cards keep to it, so the times make sense.
   */
  readonly starts: { readonly from: number; readonly to: number };
}

/** The activities of the curriculum: soccer, piano, homework, snack, swim, dinner, reading, walking the dog. */
export const activities: readonly Activity[] = [
  { id: 'soccer', label: 'Soccer', picture: '⚽', starts: { from: 9 * 60, to: 19 * 60 } },
  { id: 'piano', label: 'Piano', picture: '🎹', starts: { from: 8 * 60, to: 19 * 60 + 30 } },
  {
    id: 'homework',
    label: 'Homework',
    picture: '📚',
    starts: { from: 15 * 60 + 30, to: 20 * 60 },
  },
  { id: 'snack', label: 'Snack', picture: '🍎', starts: { from: 9 * 60 + 30, to: 16 * 60 + 30 } },
  { id: 'swim', label: 'Swimming', picture: '🏊', starts: { from: 7 * 60, to: 19 * 60 } },
  { id: 'dinner', label: 'Dinner', picture: '🍝', starts: { from: 17 * 60, to: 19 * 60 + 30 } },
  { id: 'reading', label: 'Reading', picture: '📖', starts: { from: 6 * 60, to: 21 * 60 } },
  { id: 'dog', label: 'Walking the dog', picture: '🐕', starts: { from: 6 * 60, to: 21 * 60 } },
];

/** Whether an activity could start at this time of day. */
export const fitsActivity = (activity: Activity, time: number): boolean =>
  time >= activity.starts.from && time <= activity.starts.to;

/**
 * An activity for each time (earliest first), each one that could start then, all different;
 * undefined when the times leave none for one of them (the caller draws new times).
 */
function activitiesFor(rng: Rng, times: readonly number[]): Activity[] | undefined {
  const chosen: Activity[] = [];
  for (const time of times) {
    const open = activities.filter(
      (activity) => !chosen.includes(activity) && fitsActivity(activity, time),
    );
    if (open.length === 0) return undefined;
    chosen.push(rng.pick(open));
  }
  return chosen;
}

/** How an ordering card shows its start time. */
export const orderCardForms = [
  'digital-meridiem',
  'sky',
  '24h',
] as const satisfies readonly TimeCardForm[];
/** "4:15 PM", an AnalogClock with the AM/PM sky, or "16:15". */
export type OrderCardForm = (typeof orderCardForms)[number];

/** A card to put in order. */
export interface OrderCard {
  readonly id: string;
  readonly activity: Activity;
  /** Minutes since midnight. */
  readonly time: number;
  readonly form: OrderCardForm;
}

/** A rule of the schedule. */
export type ScheduleRule =
  /** "Snack before soccer." */
  | {
      readonly id: string;
      readonly kind: 'before';
      readonly first: string;
      readonly second: string;
    }
  /** "Leave 15 minutes to get from swimming to piano." */
  | {
      readonly id: string;
      readonly kind: 'gap';
      readonly first: string;
      readonly second: string;
      readonly minutes: number;
    }
  /** "Piano starts at 17:00." */
  | {
      readonly id: string;
      readonly kind: 'starts-at';
      readonly block: string;
      readonly time: number;
    };

/** A block to place: an activity and how long it lasts. */
export interface ScheduleTaskBlock {
  readonly id: string;
  readonly activity: Activity;
  /** Minutes, a multiple of 15, 15–90. */
  readonly duration: number;
}

/** The task of a schedule item. */
export type SequencingTask =
  | { readonly kind: 'order'; readonly cards: readonly OrderCard[] }
  | {
      readonly kind: 'schedule';
      /** The free window between two fixed events. */
      readonly window: RibbonWindow;
      /** "School ends", "Dinner". */
      readonly windowLabels: { readonly from: string; readonly to: string };
      readonly blocks: readonly ScheduleTaskBlock[];
      readonly rules: readonly ScheduleRule[];
      /** One placement that keeps every rule: the generator's proof that a solution exists. */
      readonly solution: Readonly<Record<string, number>>;
    };

/** An Activity Sequencing item. */
export interface ActivitySequencingItem extends PracticeItemBase {
  readonly step: number;
  readonly task: SequencingTask;
}

/** The answer: the cards' order, earliest first, or each block's start (null when not placed). */
export type ActivitySequencingAnswer =
  | { readonly kind: 'order'; readonly ids: readonly string[] }
  | { readonly kind: 'schedule'; readonly starts: Readonly<Record<string, number | null>> };

/** Hint texts of Activity Sequencing (curriculum 3-2, plus placing every block inside the window). */
export const activitySequencingHints = {
  '24h': '17:00 is 5 PM. Take 12 away from the hour.',
  overlap: 'Soccer ends at 4:45, but piano starts at 4:30. They overlap by 15 minutes.',
  rule: 'Read the rule card again. It must be true too.',
  'not-placed': 'Every activity needs a place on the schedule.',
  'outside-window': 'Every activity must fit between the two fixed events.',
  default:
    'Put the morning (AM) times first, then 12 noon, then the afternoon and evening (PM) times.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type ActivitySequencingMisconception = Exclude<
  keyof typeof activitySequencingHints,
  'default'
>;

// ─── Text ────────────────────────────────────────────────────────────────────────────────

/** A card's time as it is read: "4:15 PM", "16:15", or the clock's hands and sky. */
export function orderCardText(card: OrderCard): string {
  switch (card.form) {
    case 'digital-meridiem':
      return `${card.activity.label}, ${formatDigital12(card.time)}`;
    case '24h':
      return `${card.activity.label}, ${format24Hour(card.time)}`;
    case 'sky':
      return `${card.activity.label}. A clock with ${skyPhrase(card.time)}. ${describeClock(card.time)}`;
  }
}

/** A rule read aloud: "Snack before soccer." "Piano starts at 17:00." */
export function ruleText(rule: ScheduleRule, blocks: readonly ScheduleTaskBlock[]): string {
  const name = (id: string): string =>
    blocks.find((block) => block.id === id)?.activity.label ?? id;
  switch (rule.kind) {
    case 'before':
      return `${capitalize(name(rule.first))} before ${name(rule.second).toLowerCase()}.`;
    case 'gap':
      return `Leave ${formatDuration(rule.minutes)} to get from ${name(rule.first).toLowerCase()} to ${name(
        rule.second,
      ).toLowerCase()}.`;
    case 'starts-at':
      return `${capitalize(name(rule.block))} starts at ${format24Hour(rule.time)}.`;
  }
}

/** "17:00 is 5 PM. Take 12 away from the hour." for a 24-hour time. */
export function twentyFourHourHint(time: number): string {
  const { hour } = to24Hour(time);
  const { minute } = to24Hour(time);
  const twelve = minute === 0 ? `${hour - 12 || 12} ${meridiemOf(time)}` : formatDigital12(time);
  return hour >= 13
    ? `${format24Hour(time)} is ${twelve}. Take 12 away from the hour.`
    : `${format24Hour(time)} is ${formatDigital12(time)}.`;
}

// ─── Generator ───────────────────────────────────────────────────────────────────────────

const idsOf = (count: number): string[] => ['a', 'b', 'c', 'd', 'e'].slice(0, count);

/**
 * The shuffled cards, never already in order (Check must not pass before anything moves):
 * a sorted shuffle has its first card moved to the end. No extra random draw, so every other
 * item of a seed stays the same.
 */
function outOfOrder(cards: OrderCard[]): OrderCard[] {
  const sorted = cards.every(
    (card, index) => index === 0 || (cards[index - 1] as OrderCard).time < card.time,
  );
  return sorted ? [...cards.slice(1), cards[0] as OrderCard] : cards;
}

/** Step 1: 4 activities with AM/PM start times spread over the day, at least 1 h apart. */
function orderStepOne(rng: Rng): SequencingTask {
  for (;;) {
    const times = Array.from({ length: 4 }, () => rng.int(6 * 4, 21 * 4) * 15).sort(
      (a, b) => a - b,
    );
    if (times.some((time, index) => index > 0 && time - (times[index - 1] as number) < 60))
      continue;
    const chosen = activitiesFor(rng, times);
    if (!chosen) continue;
    const cards = outOfOrder(
      rng.shuffle(
        idsOf(4).map((id, index) => ({
          id,
          activity: chosen[index] as Activity,
          time: times[index] as number,
          form: 'digital-meridiem' as OrderCardForm,
        })),
      ),
    );
    return { kind: 'order', cards };
  }
}

/**
 * Step 2: 5 activities in mixed formats (sky, AM/PM, 24 h), at least 15 minutes apart,
 * exactly 2 of them in the same hour, and at least one afternoon card in 24-hour time.
 */
function orderStepTwo(rng: Rng): SequencingTask {
  for (;;) {
    const times = Array.from({ length: 5 }, () => rng.int(7 * 12, 20 * 12 + 11) * 5).sort(
      (a, b) => a - b,
    );
    if (times.some((time, index) => index > 0 && time - (times[index - 1] as number) < 15))
      continue;
    const hours = times.map((time) => Math.floor(time / 60));
    const shared = hours.filter((hour, index) => hours.indexOf(hour) !== index);
    if (shared.length !== 1) continue;
    const forms = rng.shuffle<OrderCardForm>([
      'sky',
      'digital-meridiem',
      '24h',
      rng.pick(orderCardForms),
      rng.pick(orderCardForms),
    ]);
    if (!times.some((time, index) => forms[index] === '24h' && time >= 13 * 60)) {
      const afternoon = times.findIndex((time) => time >= 13 * 60);
      if (afternoon < 0) continue;
      forms[afternoon] = '24h';
    }
    const chosen = activitiesFor(rng, times);
    if (!chosen) continue;
    const cards = outOfOrder(
      rng.shuffle(
        idsOf(5).map((id, index) => ({
          id,
          activity: chosen[index] as Activity,
          time: times[index] as number,
          form: forms[index] as OrderCardForm,
        })),
      ),
    );
    return { kind: 'order', cards };
  }
}

/** The free windows between two fixed events. */
const windowFrames = [
  { from: 15 * 60, fromLabel: 'School ends', toLabel: 'Dinner' },
  { from: 15 * 60 + 30, fromLabel: 'School ends', toLabel: 'Dinner' },
  { from: 9 * 60, fromLabel: 'Breakfast ends', toLabel: 'Lunch' },
  { from: 13 * 60, fromLabel: 'Lunch ends', toLabel: 'Dinner' },
] as const;

/** Splits `total` into `parts` random non-negative multiples of `unit`. */
function splitSlack(total: number, parts: number, unit: number, rng: Rng): number[] {
  const split = Array.from({ length: parts }, () => 0);
  for (let left = total; left >= unit; left -= unit) {
    const index = rng.int(0, parts - 1);
    split[index] = (split[index] as number) + unit;
  }
  return split;
}

/**
 * Steps 3–4: a window, blocks that fit, and rules, built from a placement that keeps them
 * all, so at least one solution exists. Step 3: 2–3 h, 3 blocks, a "before" rule. Step 4:
 * 3–4 h, 4 blocks, a gap rule and a start fixed by a 24-hour time.
 */
function scheduleTask(step: 3 | 4, rng: Rng): SequencingTask {
  const frame = rng.pick(windowFrames);
  const length = step === 3 ? rng.pick([120, 150, 180]) : rng.pick([180, 210, 240]);
  const count = step === 3 ? 3 : 4;
  const gap = step === 4 ? rng.pick([10, 15, 20]) : 0;
  for (;;) {
    const durations = Array.from({ length: count }, () => rng.int(1, 6) * 15);
    const used = durations.reduce((sum, duration) => sum + duration, 0) + gap;
    if (used > length) continue;
    const chosen = rng
      .shuffle(activities.filter((activity) => activity.id !== 'dinner'))
      .slice(0, count);
    const blocks: ScheduleTaskBlock[] = chosen.map((activity, index) => ({
      id: activity.id,
      activity,
      duration: durations[index] as number,
    }));
    // The solution: the blocks in a random order, with the free minutes spread between them.
    const order = rng.shuffle(blocks);
    const slack = splitSlack(length - used, count + 1, 5, rng);
    const gapAfter = step === 4 ? rng.int(0, count - 2) : -1;
    const solution: Record<string, number> = {};
    let time = frame.from + (slack[0] as number);
    order.forEach((block, index) => {
      solution[block.id] = time;
      time += block.duration + (slack[index + 1] as number) + (index === gapAfter ? gap : 0);
    });
    const rules: ScheduleRule[] = [];
    if (step === 3) {
      const [i, j] = (rng.shuffle([0, 1, 2]).slice(0, 2) as [number, number]).sort((x, y) => x - y);
      rules.push({
        id: 'rule-1',
        kind: 'before',
        first: (order[i] as ScheduleTaskBlock).id,
        second: (order[j] as ScheduleTaskBlock).id,
      });
    } else {
      rules.push({
        id: 'rule-1',
        kind: 'gap',
        first: (order[gapAfter] as ScheduleTaskBlock).id,
        second: (order[gapAfter + 1] as ScheduleTaskBlock).id,
        minutes: gap,
      });
      const fixed = rng.pick(order);
      rules.push({
        id: 'rule-2',
        kind: 'starts-at',
        block: fixed.id,
        time: solution[fixed.id] as number,
      });
    }
    return {
      kind: 'schedule',
      window: { from: frame.from, to: frame.from + length },
      windowLabels: { from: frame.fromLabel, to: frame.toLabel },
      blocks,
      rules,
      solution,
    };
  }
}

/** The prompt of a task, readable aloud. */
export function sequencingPrompt(task: SequencingTask): string {
  if (task.kind === 'order') return 'Put the activities in order, earliest first.';
  const from = formatDigital12(task.window.from);
  const to = formatDigital12(task.window.to);
  return `${task.windowLabels.from} at ${from}. ${task.windowLabels.to} is at ${to}. Fit every activity in between. ${task.rules
    .map((rule) => ruleText(rule, task.blocks))
    .join(' ')}`;
}

/** Generates an Activity Sequencing item for a step (1–4). */
export function generateActivitySequencing(step: number, rng: Rng): ActivitySequencingItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const task =
    clamped === 1
      ? orderStepOne(rng)
      : clamped === 2
        ? orderStepTwo(rng)
        : scheduleTask(clamped as 3 | 4, rng);
  const key =
    task.kind === 'order'
      ? `activity-sequencing:${clamped}:${task.cards.map((card) => `${card.activity.id}@${card.time}`).join(',')}`
      : `activity-sequencing:${clamped}:${task.window.from}-${task.window.to}:${task.blocks
          .map((block) => `${block.id}/${block.duration}`)
          .join(',')}`;
  return { key, prompt: sequencingPrompt(task), step: clamped, task };
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

/** The cards' ids in the right order: by minutes since midnight. */
export function correctOrder(cards: readonly OrderCard[]): readonly string[] {
  return [...cards].sort((a, b) => a.time - b.time).map((card) => card.id);
}

function checkOrder(
  cards: readonly OrderCard[],
  ids: readonly string[],
): CheckResult<ActivitySequencingMisconception> {
  const right = correctOrder(cards);
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  right.forEach((id, index) => {
    marks[id] = ids[index] === id ? 'correct' : 'incorrect';
  });
  if (ids.length === right.length && right.every((id, index) => ids[index] === id)) {
    return { correct: true, marks };
  }
  const misplaced24 = cards.find(
    (card) => card.form === '24h' && marks[card.id] === 'incorrect' && card.time >= 13 * 60,
  );
  if (misplaced24) {
    return {
      correct: false,
      misconception: '24h',
      message: twentyFourHourHint(misplaced24.time),
      marks,
    };
  }
  return { correct: false, marks };
}

/** Whether a rule holds for the given starts (all its blocks placed). */
export function ruleHolds(
  rule: ScheduleRule,
  starts: Readonly<Record<string, number | null>>,
  blocks: readonly ScheduleTaskBlock[],
): boolean {
  const duration = (id: string): number => blocks.find((block) => block.id === id)?.duration ?? 0;
  const start = (id: string): number | null => starts[id] ?? null;
  switch (rule.kind) {
    case 'before': {
      const first = start(rule.first);
      const second = start(rule.second);
      return first !== null && second !== null && first + duration(rule.first) <= second;
    }
    case 'gap': {
      const first = start(rule.first);
      const second = start(rule.second);
      return (
        first !== null && second !== null && first + duration(rule.first) + rule.minutes <= second
      );
    }
    case 'starts-at':
      return start(rule.block) === rule.time;
  }
}

function checkSchedule(
  task: Extract<SequencingTask, { kind: 'schedule' }>,
  starts: Readonly<Record<string, number | null>>,
): CheckResult<ActivitySequencingMisconception> {
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  for (const block of task.blocks) marks[block.id] = 'correct';
  const unplaced = task.blocks.filter((block) => (starts[block.id] ?? null) === null);
  if (unplaced.length > 0) {
    for (const block of unplaced) marks[block.id] = 'incorrect';
    return { correct: false, misconception: 'not-placed', marks };
  }
  const outside = task.blocks.filter((block) => {
    const start = starts[block.id] as number;
    return start < task.window.from || start + block.duration > task.window.to;
  });
  if (outside.length > 0) {
    for (const block of outside) marks[block.id] = 'incorrect';
    return {
      correct: false,
      misconception: 'outside-window',
      message: `Every activity must fit between ${formatDigital12(task.window.from)} and ${formatDigital12(task.window.to)}.`,
      marks,
    };
  }
  const placed: ScheduleBlock[] = task.blocks.map((block) => ({
    id: block.id,
    label: block.activity.label,
    duration: block.duration,
    start: starts[block.id] as number,
  }));
  const overlaps = findOverlaps(placed);
  if (overlaps.length > 0) {
    const overlap = overlaps[0] as (typeof overlaps)[number];
    for (const each of overlaps) {
      marks[each.first] = 'incorrect';
      marks[each.second] = 'incorrect';
    }
    const label = (id: string): string => placed.find((block) => block.id === id)?.label ?? id;
    return {
      correct: false,
      misconception: 'overlap',
      message: `${label(overlap.first)} ends at ${formatDigital(overlap.firstEnd)}, but ${label(
        overlap.second,
      ).toLowerCase()} starts at ${formatDigital(overlap.secondStart)}. They overlap by ${formatDuration(overlap.minutes)}.`,
      marks,
    };
  }
  const broken = task.rules.filter((rule) => !ruleHolds(rule, starts, task.blocks));
  for (const rule of task.rules)
    marks[`rule:${rule.id}`] = broken.includes(rule) ? 'incorrect' : 'correct';
  if (broken.length > 0) {
    const rule = broken[0] as ScheduleRule;
    for (const each of broken) {
      const ids = each.kind === 'starts-at' ? [each.block] : [each.first, each.second];
      for (const id of ids) marks[id] = 'incorrect';
    }
    const extra = rule.kind === 'starts-at' ? ` ${twentyFourHourHint(rule.time)}` : '';
    return {
      correct: false,
      misconception: 'rule',
      message: `${ruleText(rule, task.blocks)}${extra}`,
      marks,
    };
  }
  return { correct: true, marks };
}

/**
 * The answer rule. Steps 1–2: order by minutes since midnight (no ties). Steps 3–4: any
 * placement is right when every block is inside the window, no blocks overlap (touching is
 * fine) and every rule holds. Marks say which cards, blocks and rules (`rule:<id>`) were right.
 */
export function checkActivitySequencing(
  item: ActivitySequencingItem,
  answer: ActivitySequencingAnswer,
): CheckResult<ActivitySequencingMisconception> {
  if (item.task.kind === 'order') {
    return answer.kind === 'order' ? checkOrder(item.task.cards, answer.ids) : { correct: false };
  }
  return answer.kind === 'schedule' ? checkSchedule(item.task, answer.starts) : { correct: false };
}

// ─── Worked example, text, answer ────────────────────────────────────────────────────────

/** A worked-example step, with the cards' order or the blocks placed so far. */
export interface SequencingWorkedStep {
  readonly text: string;
  /** Card ids in the order shown (order tasks). */
  readonly order?: readonly string[];
  /** Block starts placed so far (schedule tasks). */
  readonly starts?: Readonly<Record<string, number>>;
}

/** Orders the cards or places the blocks one at a time. */
export function sequencingWorkedExample(
  item: ActivitySequencingItem,
): readonly SequencingWorkedStep[] {
  const { task } = item;
  if (task.kind === 'order') {
    const sorted = [...task.cards].sort((a, b) => a.time - b.time);
    const steps: SequencingWorkedStep[] = task.cards
      .filter((card) => card.form === '24h' && card.time >= 13 * 60)
      .map((card) => ({ text: `${card.activity.label}: ${twentyFourHourHint(card.time)}` }));
    steps.push({
      text: `Morning (AM) times come first, then the afternoon and evening (PM): ${sorted
        .map((card) => `${card.activity.label} at ${formatDigital12(card.time)}`)
        .join(', ')}.`,
      order: sorted.map((card) => card.id),
    });
    return steps;
  }
  const ordered = [...task.blocks].sort(
    (a, b) => (task.solution[a.id] as number) - (task.solution[b.id] as number),
  );
  const steps: SequencingWorkedStep[] = [
    {
      text: `The window runs from ${formatDigital12(task.window.from)} to ${formatDigital12(task.window.to)}.`,
    },
    ...task.rules.map((rule) => ({ text: `Rule: ${ruleText(rule, task.blocks)}` })),
  ];
  const starts: Record<string, number> = {};
  for (const block of ordered) {
    const start = task.solution[block.id] as number;
    starts[block.id] = start;
    steps.push({
      text: `${block.activity.label}, ${formatDuration(block.duration)}: from ${formatRange(start, start + block.duration, '12h')}.`,
      starts: { ...starts },
    });
  }
  steps.push({
    text: 'Every activity fits, nothing overlaps, and every rule holds.',
    starts: { ...starts },
  });
  return steps;
}

/** The text alternative: the cards in turn, or the schedule ("Schedule from 3:00 PM to 6:00 PM. …"). */
export function sequencingText(
  item: ActivitySequencingItem,
  starts: Readonly<Record<string, number | null>> = {},
): string {
  const { task } = item;
  if (task.kind === 'order') {
    return task.cards
      .map((card, index) => `Card ${index + 1} of ${task.cards.length}: ${orderCardText(card)}.`)
      .join(' ')
      .replace(/\.\./g, '.');
  }
  return scheduleSummary(
    task.window,
    task.blocks.map((block) => ({
      id: block.id,
      label: block.activity.label,
      duration: block.duration,
      start: starts[block.id] ?? null,
    })),
    '12h',
  );
}

/** The answer in words: the order, or one schedule that works. */
export function describeActivitySequencing(item: ActivitySequencingItem): string {
  const { task } = item;
  if (task.kind === 'order') {
    return [...task.cards]
      .sort((a, b) => a.time - b.time)
      .map((card) => card.activity.label)
      .join(', then ');
  }
  return [...task.blocks]
    .sort((a, b) => (task.solution[a.id] as number) - (task.solution[b.id] as number))
    .map((block) => {
      const start = task.solution[block.id] as number;
      return `${block.activity.label} ${formatRange(start, start + block.duration, '12h')}`;
    })
    .join('; ');
}

/** The schedule blocks of a task, none placed yet: what the ScheduleRibbon starts from. */
export function initialScheduleBlocks(item: ActivitySequencingItem): readonly ScheduleBlock[] {
  if (item.task.kind !== 'schedule') return [];
  return item.task.blocks.map((block) => ({
    id: block.id,
    label: block.activity.label,
    duration: block.duration,
    start: null,
  }));
}

/** The model of Activity Sequencing. */
export const activitySequencingModel = {
  steps: 4,
  hints: activitySequencingHints,
  generate: generateActivitySequencing,
  check: checkActivitySequencing,
  workedExample: sequencingWorkedExample,
  describe: describeActivitySequencing,
} satisfies PracticeModel<
  ActivitySequencingItem,
  ActivitySequencingAnswer,
  ActivitySequencingMisconception
>;
