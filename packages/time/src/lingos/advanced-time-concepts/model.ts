/**
 * Lingo 3-0, Advanced Time Concepts (Learn): AM and PM, 24-hour time, and how minutes,
 * hours and days fit. The lesson as data (steps and the closing check) plus the pure checks
 * of each step. The kit's Learn stepper runs it.
 */
import type {
  CheckResult,
  LessonChoice,
  LessonModel,
  LessonQuestion,
  LessonStep,
} from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import {
  MINUTES_PER_DAY,
  NOON,
  faceValue,
  format24Hour,
  formatDigital,
  formatDigital12,
  meridiemOf,
  normalizeTime,
  partOfDay,
} from '../../model/time';

/** A pair of step 5's MatchPairs: two ways to say the same amount of time. */
export interface TimeAmountPair {
  readonly id: string;
  readonly left: string;
  readonly right: string;
  /** The amount, in minutes. */
  readonly minutes: number;
}

/** What the child does in a step. */
export type AdvancedTimeTask =
  /** Drag the sun along the day ribbon from midnight to noon to midnight; the clock turns twice. */
  | { readonly kind: 'drag-sun'; readonly stops: readonly number[] }
  /** Tap the landmarks in this order. */
  | { readonly kind: 'tap-landmarks'; readonly order: readonly number[] }
  /** Tap afternoon hours and hear each pair ("3 PM, 15:00"), at least `required` of them. */
  | { readonly kind: 'hear-24-hour'; readonly hours: readonly number[]; readonly required: number }
  /** Step the 24-hour DigitalClock to a time. */
  | { readonly kind: 'set-24-hour'; readonly target: number }
  /** Match the pairs that are the same amount of time. */
  | { readonly kind: 'match-pairs'; readonly pairs: readonly TimeAmountPair[] };

/** One step of the lesson. */
export interface AdvancedTimeStep extends LessonStep {
  readonly task: AdvancedTimeTask;
  /** Said when the step is done. */
  readonly done: string;
}

/** The same amount of time said two ways (step 5). */
export const timeAmountPairs: readonly TimeAmountPair[] = [
  { id: 'hour', left: '60 minutes', right: '1 hour', minutes: 60 },
  { id: 'half-hour', left: '30 minutes', right: 'half an hour', minutes: 30 },
  { id: 'two-hours', left: '120 minutes', right: '2 hours', minutes: 120 },
  { id: 'day', left: '24 hours', right: '1 day', minutes: MINUTES_PER_DAY },
  { id: 'week', left: '7 days', right: '1 week', minutes: 7 * MINUTES_PER_DAY },
];

/** The lesson's steps (curriculum 3-0). */
export const advancedTimeSteps: readonly AdvancedTimeStep[] = [
  {
    id: 'two-turns',
    prompt: 'A day has 24 hours. The short hand goes round twice: once for AM and once for PM.',
    task: { kind: 'drag-sun', stops: [0, NOON, MINUTES_PER_DAY] },
    done: 'The short hand went round twice: AM from midnight to noon, then PM from noon to midnight.',
  },
  {
    id: 'landmarks',
    prompt:
      '12 noon is the middle of the day. 12 midnight starts a new day. Tap 12 noon, then 12 midnight.',
    task: { kind: 'tap-landmarks', order: [NOON, 0] },
    done: '12 noon is the middle of the day. 12 midnight starts a new day.',
  },
  {
    id: 'afternoon-hours',
    prompt:
      '24-hour time keeps counting after 12: 1 PM is 13:00, 2 PM is 14:00. Tap some afternoon hours.',
    task: {
      kind: 'hear-24-hour',
      hours: Array.from({ length: 11 }, (_, index) => 13 + index),
      required: 3,
    },
    done: 'After 12:00 the hours keep counting: 13, 14, 15 …',
  },
  {
    id: 'set-24-hour',
    prompt: 'For a PM time, add 12 to the hour. Set the 24-hour clock to 3 PM.',
    task: { kind: 'set-24-hour', target: 15 * 60 },
    done: 'The clock shows 15:00, which is 3 PM. 12 noon stays 12:00, and midnight is 00:00.',
  },
  {
    id: 'match-amounts',
    prompt: 'Match the pairs that are the same amount of time.',
    task: { kind: 'match-pairs', pairs: timeAmountPairs },
    done: '60 minutes make 1 hour, 24 hours make 1 day, and 7 days make 1 week.',
  },
];

/** Hints of the steps and the closing check. */
export const advancedTimeHints = {
  'H-60': timeHints['H-60'],
  'add-twelve': 'For a PM time, add 12 to the hour: 4 + 12 = 16, so 4 PM is 16:00.',
  'morning-time': '04:00 is 4 in the morning, 4 AM. For 4 PM, add 12 to the hour: 16:00.',
  'one-hour': '60 minutes is 1 hour. 2 hours is 60 and 60 more: 120 minutes.',
  'noon-not-midnight': '12 noon is in the middle of the day, when the sun is high.',
  'midnight-not-noon': '12 midnight is in the middle of the night, when a new day starts.',
  'set-add-twelve': 'For a PM time, add 12 to the hour: 3 + 12 = 15.',
  'not-a-pair':
    'Those two are not the same amount of time. 60 minutes is 1 hour; count from there.',
} as const;

/** The misconceptions of the steps and the check: the hints' keys. */
export type AdvancedTimeMisconception = keyof typeof advancedTimeHints;

/** The closing check: both must be right (curriculum 3-0). */
export const advancedTimeClosingCheck = [
  {
    id: 'four-pm',
    prompt: 'What is 4 PM in 24-hour time?',
    choices: [
      { value: '16:00', label: '16:00', correct: true },
      {
        value: '14:00',
        label: '14:00',
        misconception: 'add-twelve',
      },
      {
        value: '04:00',
        label: '04:00',
        misconception: 'morning-time',
      },
    ],
  },
  {
    id: 'minutes-in-two-hours',
    prompt: 'How many minutes are in 2 hours?',
    choices: [
      { value: '120', label: '120', correct: true },
      { value: '60', label: '60', misconception: 'one-hour' },
      { value: '200', label: '200', misconception: 'H-60' },
    ],
  },
] satisfies readonly LessonQuestion<LessonChoice<AdvancedTimeMisconception>>[];

/** Advanced Time Concepts as a lesson model: the five steps, the closing check and its hints. */
export const advancedTimeConceptsLesson = {
  steps: advancedTimeSteps,
  check: advancedTimeClosingCheck,
  hints: advancedTimeHints,
} satisfies LessonModel<
  AdvancedTimeStep,
  LessonQuestion<LessonChoice<AdvancedTimeMisconception>>,
  AdvancedTimeMisconception
>;

// ─── Step checks and text ────────────────────────────────────────────────────────────────

/**
 * The day ribbon's text alternative: "Day ribbon: the sun is at 9 in the morning, 9:00 AM,
 * 09:00." At night the moon is out; the landmarks are named ("12 noon", "12 midnight").
 */
export function dayRibbonText(time: number): string {
  const normalized = normalizeTime(time);
  const digits = `${formatDigital12(normalized)}, ${format24Hour(normalized)}`;
  if (normalized === NOON) return `Day ribbon: the sun is at 12 noon, ${digits}.`;
  if (normalized === 0) return `Day ribbon: the moon is at 12 midnight, ${digits}.`;
  const { minute, hour } = faceValue(normalized);
  const when = minute === 0 ? String(hour) : formatDigital(normalized);
  const part = partOfDay(normalized);
  const phrase = part === 'night' ? 'at night' : `in the ${part}`;
  return `Day ribbon: the ${part === 'night' ? 'moon' : 'sun'} is at ${when} ${phrase}, ${digits}.`;
}

/** The clock's label while the sun moves: AM before noon, PM from noon. */
export function clockHalfLabel(time: number): string {
  return meridiemOf(time);
}

/** How many turns the short hand has made at a point of the day ribbon (0–2). */
export function shortHandTurns(position: number): number {
  return Math.min(2, Math.max(0, position / (MINUTES_PER_DAY / 2)));
}

/** Step 1 is done once the sun has been dragged past noon and on to midnight. */
export function sunDragDone(visited: readonly number[]): boolean {
  const noon = visited.findIndex((position) => position >= NOON);
  return noon >= 0 && visited.slice(noon).some((position) => position >= MINUTES_PER_DAY);
}

/** Step 2: a tap on a landmark, the `index`-th asked (0 noon, then 1 midnight). */
export function checkLandmarkTap(index: number, time: number): CheckResult {
  const expected =
    advancedTimeSteps[1]?.task.kind === 'tap-landmarks'
      ? advancedTimeSteps[1].task.order[index]
      : undefined;
  if (expected !== undefined && normalizeTime(time) === expected) return { correct: true };
  return {
    correct: false,
    misconception: expected === NOON ? 'noon-not-midnight' : 'midnight-not-noon',
  };
}

/** Step 3: what an afternoon hour says: "3 PM, 15:00". */
export function pairSpeech(time: number): string {
  const { hour } = faceValue(time);
  return `${hour} ${meridiemOf(time)}, ${format24Hour(time)}`;
}

/** Step 3 is done after the required number of different hours have been heard. */
export function hearingDone(heard: readonly number[], required = 3): boolean {
  return new Set(heard).size >= required;
}

/** Step 4: the 24-hour clock set to 15:00. 03:00 shows the add-12 hint. */
export function checkTwentyFourHourSetting(target: number, time: number): CheckResult {
  if (normalizeTime(time) === normalizeTime(target)) {
    const twelve =
      faceValue(target).minute === 0 ? pairSpeech(target).split(',')[0] : formatDigital12(target);
    return {
      correct: true,
      message: `The clock shows ${format24Hour(target)}, which is ${twelve}.`,
    };
  }
  if (normalizeTime(time) === normalizeTime(target - NOON))
    return { correct: false, misconception: 'set-add-twelve' };
  return { correct: false };
}

/** Step 5: do the two cards make a pair? */
export function checkTimePair(leftPairId: string, rightPairId: string): CheckResult {
  if (leftPairId === rightPairId) return { correct: true };
  const left = timeAmountPairs.find((pair) => pair.id === leftPairId);
  const right = timeAmountPairs.find((pair) => pair.id === rightPairId);
  if (!left || !right) return { correct: false };
  return {
    correct: false,
    misconception: 'not-a-pair',
    message: `${left.left} and ${right.right} are not the same amount of time. ${
      left.minutes >= MINUTES_PER_DAY || right.minutes >= MINUTES_PER_DAY
        ? '24 hours make 1 day, and 7 days make 1 week.'
        : '60 minutes is 1 hour, so 120 minutes is 2 hours and 30 minutes is half an hour.'
    }`,
  };
}
