/**
 * Lingo 1-0, Clock Basics (Learn): the five guided steps and the closing check as a lesson
 * model, with pure goal rules per step. The kit's Learn lesson runs it; the view draws each
 * step's clock and each card's clock.
 */
import type { LessonChoice, LessonModel, LessonQuestion, LessonStep } from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import {
  describeClock,
  faceDifference,
  faceValue,
  formatDigital,
  formatWords,
  timeFromFace,
} from '../../model/time';
import type { ClockHand } from '../../widgets/AnalogClock/clockModel';

/** Ids of the Clock Basics steps, in order. */
export const clockBasicsStepIds = [
  'tap-twelve',
  'hour-hand-to-three',
  'minute-hand-to-twelve',
  'turn-once',
  'half-past',
] as const;
/** One Clock Basics step id. */
export type ClockBasicsStepId = (typeof clockBasicsStepIds)[number];

/** What the child has done on the step's clock so far. */
export interface ClockBasicsProgress {
  /** The time the step started from. */
  readonly start: number;
  /** The time the clock shows now. */
  readonly time: number;
  /** The last number tapped, if any. */
  readonly tapped?: number;
}

/** One guided step: what is said, how the clock is set up, and when it is done. */
export interface ClockBasicsStep extends LessonStep {
  readonly id: ClockBasicsStepId;
  /** The time the clock starts at, given the time the previous step ended on. */
  startTime(previous: number): number;
  /** Only the short hand is on the face. */
  readonly hourHandOnly: boolean;
  /** The hands the child may drag. */
  readonly draggableHands: readonly ClockHand[];
  /** Numbers to draw with a highlight (the 12 to tap). */
  readonly highlightedNumbers: readonly number[];
  /** The step's goal. */
  isDone(progress: ClockBasicsProgress): boolean;
  /** What the clock says when the step is done. */
  success(progress: ClockBasicsProgress): string;
  /** The long hand snaps onto a number when let go a minute from it. */
  readonly snapToNumbers: boolean;
  /** What is said when the child lets go close to the goal but not on it ("Almost! …"). */
  nearMiss?(progress: ClockBasicsProgress): string | undefined;
}

/** Within this many minutes of the goal, a miss is "Almost!". */
const NEAR_MISS_MINUTES = 5;

/** "Almost!" when the long hand is let go a few minutes from `goal`, not on it. */
function almost(time: number, goal: number, text: string): string | undefined {
  const { minute } = faceValue(time);
  const off = Math.abs(((minute - goal + 90) % 60) - 30);
  return off > 0 && off <= NEAR_MISS_MINUTES ? text : undefined;
}

/** "You made 6:30, half past 6." — said after each step that sets a time. */
export function youMadeText(time: number): string {
  return `You made ${formatDigital(time)}, ${formatWords(time)}.`;
}

/** The five steps of Clock Basics, as the curriculum gives them. */
export const clockBasicsSteps: readonly ClockBasicsStep[] = [
  {
    id: 'tap-twelve',
    prompt: 'A clock has the numbers 1 to 12 in a circle. Tap the 12 at the top.',
    startTime: () => timeFromFace(12, 0),
    hourHandOnly: true,
    draggableHands: [],
    highlightedNumbers: [12],
    snapToNumbers: false,
    isDone: ({ tapped }) => tapped === 12,
    success: () => 'Yes! 12 is at the top of the clock.',
  },
  {
    id: 'hour-hand-to-three',
    prompt: 'The short hand is the hour hand. Drag it to 3.',
    startTime: () => timeFromFace(12, 0),
    hourHandOnly: true,
    draggableHands: ['hour'],
    highlightedNumbers: [],
    snapToNumbers: false,
    isDone: ({ time }) => faceValue(time).hour === 3 && faceValue(time).minute === 0,
    success: () => "3 o'clock",
  },
  {
    id: 'minute-hand-to-twelve',
    prompt:
      "The long hand is the minute hand. When it points straight up at 12, we say o'clock. Drag it to 12.",
    startTime: () => timeFromFace(5, 20),
    hourHandOnly: false,
    draggableHands: ['minute'],
    highlightedNumbers: [],
    snapToNumbers: true,
    // Back to 5:00 or forward to 6:00: either o'clock counts.
    isDone: ({ time }) => faceValue(time).minute === 0,
    success: ({ time }) => youMadeText(time),
    nearMiss: ({ time }) => almost(time, 0, 'Almost! Point it straight up at 12.'),
  },
  {
    id: 'turn-once',
    prompt: 'Turn the long hand all the way round once. Watch the short hand!',
    startTime: (previous) => previous,
    hourHandOnly: false,
    draggableHands: ['minute'],
    highlightedNumbers: [],
    snapToNumbers: true,
    isDone: ({ start, time }) => Math.abs(faceDifference(start, time)) === 60,
    success: () => 'One turn of the long hand is one hour.',
  },
  {
    id: 'half-past',
    prompt:
      'When the long hand points at 6, it has gone halfway round. We say half past. Drag it to 6.',
    startTime: (previous) => previous,
    hourHandOnly: false,
    draggableHands: ['minute'],
    highlightedNumbers: [],
    snapToNumbers: true,
    isDone: ({ time }) => faceValue(time).minute === 30,
    success: ({ time }) => `${capitalize(formatWords(time))}, ${formatDigital(time)}.`,
    nearMiss: ({ time }) => almost(time, 30, 'Almost! Point it straight down at 6.'),
  },
];

/** A card of the closing check: a clock. */
export interface ClockBasicsChoice extends LessonChoice<'H-SWAP'> {
  readonly time: number;
}

const card = (hour: number, minute: number, extra: Partial<ClockBasicsChoice> = {}) => {
  const time = timeFromFace(hour, minute);
  return { value: String(time), time, ...extra };
};

/**
 * Clock Basics as a lesson model: the five steps, then the closing check (both questions
 * must be right; a wrong pick gives its hint and another try). The curriculum names H-SWAP
 * for the swapped clocks; the other hints are written here in the same spirit.
 */
export const clockBasicsLesson = {
  steps: clockBasicsSteps,
  check: [
    {
      id: 'seven-oclock',
      prompt: "Which clock shows 7 o'clock?",
      choices: [
        card(6, 30, {
          hint: "O'clock means the long hand points straight up at 12. On this clock it points at 6: that is half past.",
        }),
        card(7, 0, { correct: true }),
        card(12, 35, { misconception: 'H-SWAP' }),
      ],
    },
    {
      id: 'half-past-two',
      prompt: 'Which clock shows half past 2?',
      choices: [
        card(6, 10, { misconception: 'H-SWAP' }),
        card(3, 30, {
          hint: 'Half past 2 comes before 3. The short hand is halfway between 2 and 3.',
        }),
        card(2, 30, { correct: true }),
      ],
    },
  ],
  hints: { 'H-SWAP': timeHints['H-SWAP'] },
} satisfies LessonModel<ClockBasicsStep, LessonQuestion<ClockBasicsChoice>, 'H-SWAP'>;

/** A clock card's text alternative: "Clock: the short hand points at 7. The long hand points at 12." */
export function clockCardText(time: number): string {
  const description = describeClock(time);
  return `Clock: ${description.charAt(0).toLowerCase()}${description.slice(1)}`;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
