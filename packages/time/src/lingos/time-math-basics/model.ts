/**
 * Lingo 2-0, Time Math Basics (Learn): count minutes by fives and jump forward and back in
 * time. The lesson as data (steps, each with something to do, and the closing check) plus
 * the pure checks of each step. The kit's Learn stepper runs it.
 */
import type {
  CheckResult,
  LessonChoice,
  LessonModel,
  LessonQuestion,
  LessonStep,
} from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import { landAfterJumps } from '../../model/elapsed';
import { faceValue, formatDigital, formatDuration, formatJump } from '../../model/time';
import {
  jumpButtonText,
  ribbonSummary,
  type RibbonDirection,
} from '../../widgets/TimeRibbon/ribbonModel';

/** A target for the long hand in step 2: where it goes and how much of the face shades in. */
export interface MinuteHandTarget {
  /** The minute the long hand must point at: 30 (the 6) or 15 (the 3). */
  readonly minute: number;
  /** The part of the face shaded from 12 to the hand. */
  readonly shade: 'half' | 'quarter';
  /** What is said when it gets there. */
  readonly says: string;
}

/** What the child does in a step. */
export type TimeMathTask =
  /** Tap the numbers 1 to 12; each says its minutes (5, 10 … 60) and the minute numbers appear. */
  | { readonly kind: 'count-by-fives'; readonly numbers: readonly number[] }
  /** Drag the long hand from 12 to each target in turn. */
  | {
      readonly kind: 'turn-minute-hand';
      readonly start: number;
      readonly targets: readonly MinuteHandTarget[];
    }
  /** Make one jump on the ribbon (the clock turns with it). */
  | {
      readonly kind: 'ribbon-jump';
      /** Where the ribbon starts (2:00 for the whole lesson). */
      readonly start: number;
      /** The jumps already on the ribbon from the steps before. */
      readonly before: readonly number[];
      /** The signed jump to make. */
      readonly jump: number;
      readonly direction: RibbonDirection;
      /** Where the ribbon must land. */
      readonly expected: number;
    };

/** One step of the lesson. */
export interface TimeMathStep extends LessonStep {
  readonly task: TimeMathTask;
  /** Said when the step is done. */
  readonly done: string;
}

const at = (hour: number, minute: number): number => hour * 60 + minute;

/** The lesson's steps (curriculum 2-0). */
export const timeMathBasicsSteps: readonly TimeMathStep[] = [
  {
    id: 'count-by-fives',
    prompt:
      'The long hand takes 60 minutes to go all the way round. Count by fives: tap each number.',
    task: { kind: 'count-by-fives', numbers: Array.from({ length: 12 }, (_, index) => index + 1) },
    done: 'Five, ten, fifteen … sixty! One turn of the long hand is 60 minutes.',
  },
  {
    id: 'half-and-quarter',
    prompt:
      'Halfway round is 30 minutes, or half an hour. A quarter of the way round is 15 minutes. Drag the long hand from 12 to 6.',
    task: {
      kind: 'turn-minute-hand',
      start: at(2, 0),
      targets: [
        { minute: 30, shade: 'half', says: '30 minutes: half an hour. Now drag it from 12 to 3.' },
        { minute: 15, shade: 'quarter', says: '15 minutes: a quarter of an hour.' },
      ],
    },
    done: 'Half an hour is 30 minutes. A quarter of an hour is 15 minutes.',
  },
  {
    id: 'jump-hour',
    prompt: 'Later means forward in time. It is 2:00. Jump 1 hour forward on the time ribbon.',
    task: {
      kind: 'ribbon-jump',
      start: at(2, 0),
      before: [],
      jump: 60,
      direction: 'forward',
      expected: at(3, 0),
    },
    done: 'Plus 1 hour, now 3:00.',
  },
  {
    id: 'jump-quarter',
    prompt: 'Now jump 15 minutes more.',
    task: {
      kind: 'ribbon-jump',
      start: at(2, 0),
      before: [60],
      jump: 15,
      direction: 'forward',
      expected: at(3, 15),
    },
    done: 'Plus 15 minutes, now 3:15.',
  },
  {
    id: 'jump-back',
    prompt: 'Earlier means going back. Jump back 30 minutes.',
    task: {
      kind: 'ribbon-jump',
      start: at(2, 0),
      before: [60, 15],
      jump: -30,
      direction: 'back',
      expected: at(2, 45),
    },
    done: 'Minus 30 minutes, now 2:45. When we go back past the 12, the hour goes back too.',
  },
];

/** Hints of the steps and the closing check. */
export const timeMathBasicsHints = {
  'H-60': timeHints['H-60'],
  'quarter-hour':
    'A quarter of an hour is 15 minutes. Half an hour is 30 minutes: the long hand goes halfway round.',
  'whole-hour': '5:00 is a whole hour later. Half an hour is only 30 minutes.',
  'twelve-numbers':
    'There are 12 numbers on the clock, but the long hand counts 5 minutes at each one: 5, 10, 15 … 60.',
  'wrong-way-forward': 'Later means forward. Use a plus jump.',
  'wrong-way-back': 'Earlier means going back. Use a minus jump.',
  'wrong-size': 'Look at the size of the jump the step asks for.',
  halfway: 'Halfway round the face is the 6.',
  'quarter-way': 'A quarter of the way round the face is the 3.',
} as const;

/** The misconceptions of the steps and the check: the hints' keys. */
export type TimeMathBasicsMisconception = keyof typeof timeMathBasicsHints;

/** The closing check: both must be right (curriculum 2-0). */
export const timeMathBasicsClosingCheck = [
  {
    id: 'half-hour-later',
    prompt: 'It is 4:00. What time will it be in half an hour?',
    choices: [
      { value: '4:30', label: '4:30', correct: true },
      {
        value: '4:15',
        label: '4:15',
        misconception: 'quarter-hour',
      },
      {
        value: '5:00',
        label: '5:00',
        misconception: 'whole-hour',
      },
    ],
  },
  {
    id: 'minutes-in-hour',
    prompt: 'How many minutes are in one hour?',
    choices: [
      { value: '60', label: '60', correct: true },
      { value: '100', label: '100', misconception: 'H-60' },
      {
        value: '12',
        label: '12',
        misconception: 'twelve-numbers',
      },
    ],
  },
] satisfies readonly LessonQuestion<LessonChoice<TimeMathBasicsMisconception>>[];

/** Time Math Basics as a lesson model: the five steps, the closing check and its hints. */
export const timeMathBasicsLesson = {
  steps: timeMathBasicsSteps,
  check: timeMathBasicsClosingCheck,
  hints: timeMathBasicsHints,
} satisfies LessonModel<
  TimeMathStep,
  LessonQuestion<LessonChoice<TimeMathBasicsMisconception>>,
  TimeMathBasicsMisconception
>;

// ─── Step checks ─────────────────────────────────────────────────────────────────────────

/** What tapping a number says in step 1: 3 → "15"; 12 → "60". */
export function countByFivesSpeech(number: number): string {
  return String((((number - 1) % 12) + 1) * 5);
}

/** Step 1 is done when every number 1–12 has been tapped. */
export function countByFivesDone(tapped: readonly number[]): boolean {
  return Array.from({ length: 12 }, (_, index) => index + 1).every((number) =>
    tapped.includes(number),
  );
}

/** How much of the face is shaded from 12 to the long hand: 30 → 0.5, 15 → 0.25. */
export function shadedFraction(time: number): number {
  return faceValue(time).minute / 60;
}

/** Step 2: is the long hand at this target? A miss says where halfway or a quarter is. */
export function checkMinuteHand(target: MinuteHandTarget, time: number): CheckResult {
  if (faceValue(time).minute === target.minute) return { correct: true, message: target.says };
  return { correct: false, misconception: target.shade === 'half' ? 'halfway' : 'quarter-way' };
}

/**
 * Steps 3–5: did the child's jumps (after the ones already on the ribbon) make the one jump
 * asked for? The wrong way and the wrong size each get a hint.
 */
export function checkRibbonJump(
  task: Extract<TimeMathTask, { kind: 'ribbon-jump' }>,
  jumps: readonly number[],
): CheckResult {
  const added = jumps.slice(task.before.length);
  const landing = landAfterJumps(task.start, jumps);
  if (landing === task.expected && added.length >= 1) return { correct: true };
  const total = added.reduce((sum, jump) => sum + jump, 0);
  if (Math.sign(total) !== Math.sign(task.jump) && total !== 0) {
    return {
      correct: false,
      misconception: task.direction === 'forward' ? 'wrong-way-forward' : 'wrong-way-back',
    };
  }
  return {
    correct: false,
    misconception: 'wrong-size',
    message: `Use the ${jumpButtonText(Math.abs(task.jump), task.direction)} button: ${formatJump(task.jump)}.`,
  };
}

/**
 * The ribbon's text alternative after a ribbon step: "Time ribbon from 2:00. Jump plus
 * 1 hour, now 3:00. Jump plus 15 minutes, now 3:15."
 */
export function timeMathRibbonText(jumps: readonly number[]): string {
  return ribbonSummary(at(2, 0), jumps, 'face');
}

/** What step 2 says when the hand stops: "30 minutes past, 2:30" ("2:00, o'clock" on the 12). */
export function minuteHandSpeech(time: number): string {
  const { minute } = faceValue(time);
  return minute === 0
    ? `${formatDigital(time)}, o'clock`
    : `${formatDuration(minute)} past, ${formatDigital(time)}`;
}
