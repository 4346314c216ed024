/**
 * Lingo 1-0, Clock Basics (Learn): the five guided steps and the closing check, as data
 * with pure goal rules. The view feeds each step's clock into the kit's Learn lesson.
 */
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
export interface ClockBasicsStep {
  readonly id: ClockBasicsStepId;
  /** The instruction, shown and read aloud. */
  readonly say: string;
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
}

/** "You made 6:30, half past 6." — said after each step that sets a time. */
export function youMadeText(time: number): string {
  return `You made ${formatDigital(time)}, ${formatWords(time)}.`;
}

/** The five steps of Clock Basics, as the curriculum gives them. */
export const clockBasicsSteps: readonly ClockBasicsStep[] = [
  {
    id: 'tap-twelve',
    say: 'A clock has the numbers 1 to 12 in a circle. Tap the 12 at the top.',
    startTime: () => timeFromFace(12, 0),
    hourHandOnly: true,
    draggableHands: [],
    highlightedNumbers: [12],
    isDone: ({ tapped }) => tapped === 12,
    success: () => 'Yes! 12 is at the top of the clock.',
  },
  {
    id: 'hour-hand-to-three',
    say: 'The short hand is the hour hand. Drag it to 3.',
    startTime: () => timeFromFace(12, 0),
    hourHandOnly: true,
    draggableHands: ['hour'],
    highlightedNumbers: [],
    isDone: ({ time }) => faceValue(time).hour === 3 && faceValue(time).minute === 0,
    success: () => "3 o'clock",
  },
  {
    id: 'minute-hand-to-twelve',
    say: "The long hand is the minute hand. When it points straight up at 12, we say o'clock. Drag it to 12.",
    startTime: () => timeFromFace(5, 20),
    hourHandOnly: false,
    draggableHands: ['minute'],
    highlightedNumbers: [],
    // Back to 5:00 or forward to 6:00: either o'clock counts.
    isDone: ({ time }) => faceValue(time).minute === 0,
    success: ({ time }) => youMadeText(time),
  },
  {
    id: 'turn-once',
    say: 'Turn the long hand all the way round once. Watch the short hand!',
    startTime: (previous) => previous,
    hourHandOnly: false,
    draggableHands: ['minute'],
    highlightedNumbers: [],
    isDone: ({ start, time }) => Math.abs(faceDifference(start, time)) === 60,
    success: () => 'One turn of the long hand is one hour.',
  },
  {
    id: 'half-past',
    say: 'When the long hand points at 6, it has gone halfway round. We say half past. Drag it to 6.',
    startTime: (previous) => previous,
    hourHandOnly: false,
    draggableHands: ['minute'],
    highlightedNumbers: [],
    isDone: ({ time }) => faceValue(time).minute === 30,
    success: ({ time }) => `${capitalize(formatWords(time))}, ${formatDigital(time)}.`,
  },
];

/** One card of the closing check: a clock, and the hint a wrong pick of it gives. */
export interface ClockBasicsChoice {
  readonly time: number;
  /** The hint for picking this card; absent on the right card. */
  readonly hint?: string;
}

/** One closing-check question. */
export interface ClockBasicsQuestion {
  readonly id: string;
  readonly prompt: string;
  /** The right time. */
  readonly answer: number;
  /** The three clock cards in the order shown. */
  readonly choices: readonly ClockBasicsChoice[];
}

/**
 * The closing check: both must be right; a wrong pick gives its hint and another try. The
 * curriculum names H-SWAP for the swapped clocks; the other hints are written here in the
 * same spirit.
 */
export const clockBasicsCheck: readonly ClockBasicsQuestion[] = [
  {
    id: 'seven-oclock',
    prompt: "Which clock shows 7 o'clock?",
    answer: timeFromFace(7, 0),
    choices: [
      {
        time: timeFromFace(6, 30),
        hint: "O'clock means the long hand points straight up at 12. On this clock it points at 6: that is half past.",
      },
      { time: timeFromFace(7, 0) },
      { time: timeFromFace(12, 35), hint: timeHints['H-SWAP'] },
    ],
  },
  {
    id: 'half-past-two',
    prompt: 'Which clock shows half past 2?',
    answer: timeFromFace(2, 30),
    choices: [
      { time: timeFromFace(6, 10), hint: timeHints['H-SWAP'] },
      {
        time: timeFromFace(3, 30),
        hint: 'Half past 2 comes before 3. The short hand is halfway between 2 and 3.',
      },
      { time: timeFromFace(2, 30) },
    ],
  },
];

/** The right answer to a closing-check question, with its hint when the pick is wrong. */
export function checkClockBasicsAnswer(
  question: ClockBasicsQuestion,
  picked: number,
): { readonly correct: boolean; readonly hint?: string } {
  if (picked === question.answer) return { correct: true };
  const choice = question.choices.find((candidate) => candidate.time === picked);
  return choice?.hint ? { correct: false, hint: choice.hint } : { correct: false };
}

/** A clock card's text alternative: "Clock: the short hand points at 7. The long hand points at 12." */
export function clockCardText(time: number): string {
  const description = describeClock(time);
  return `Clock: ${description.charAt(0).toLowerCase()}${description.slice(1)}`;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
