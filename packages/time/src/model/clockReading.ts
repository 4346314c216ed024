/**
 * What reading and setting a clock share across Lingos 1-1, 1-2 and 1-5: the convention-6
 * hint texts, the misreading a wrong time shows, distractor cards, and the worked example
 * of reading a clock. Plain TypeScript.
 */
import type { CheckResult, Rng } from '@lingos/kit';
import {
  addMinutes,
  describeHourHand,
  describeMinuteHand,
  faceMinutes,
  faceValue,
  formatDigital,
  formatWords,
  minuteHandNumber,
  minuteNumberReading,
  nextHour,
  nextHourReading,
  normalizeTime,
  sameFaceValue,
  swappedHandsReading,
} from './time';

/** The misconception hints of convention 6, keyed by id, texts exactly as the curriculum gives them. */
export const timeHints = {
  'H-SWAP':
    'The short hand tells the hour. The long hand tells the minutes. Look at the short hand first.',
  'H-45':
    'The short hand is close to 4, but it has not got there yet. It is still 3-something: 3:45, quarter to 4.',
  'H-NUM': 'The long hand counts by fives. At the 3 it means 15 minutes: 5, 10, 15.',
  'H-NOON':
    'Stop at 12 first. 10:30 to 12:00 is 1 hour 30 minutes. Then 12:00 to 1:15 is 1 hour 15 more.',
  'H-60': "An hour has 60 minutes, not 100. After :59 comes the next o'clock.",
} as const;

/** A convention-6 misconception id. */
export type TimeHintId = keyof typeof timeHints;

/** The misreadings a wrong clock time can show. */
export const misreadings = ['H-SWAP', 'H-45', 'H-NUM'] as const;
/** H-SWAP, H-45 or H-NUM. */
export type Misreading = (typeof misreadings)[number];

/**
 * Which misreading a wrong time shows for a target, compared by face value: the hands
 * swapped (H-SWAP), the next hour at :40 or later (H-45), or the long hand's number read
 * as minutes (H-NUM). Undefined when the answer is right or shows none of them.
 */
export function classifyMisreading(target: number, answer: number): Misreading | undefined {
  if (sameFaceValue(target, answer)) return undefined;
  const swapped = swappedHandsReading(target);
  if (sameFaceValue(answer, swapped)) return 'H-SWAP';
  const nextHour = nextHourReading(target);
  if (nextHour !== undefined && sameFaceValue(answer, nextHour)) return 'H-45';
  const number = minuteNumberReading(target);
  if (number !== undefined && sameFaceValue(answer, number)) return 'H-NUM';
  return undefined;
}

/**
 * H-45 with the time's own hours (the curriculum's text is its example for 3:45): "The short
 * hand is close to 9, but it has not got there yet. It is still 8-something: 8:45, quarter
 * to 9." For a time at :40–:59.
 */
export function hourAheadHint(time: number): string {
  const { hour } = faceValue(time);
  return `The short hand is close to ${nextHour(hour)}, but it has not got there yet. It is still ${hour}-something: ${formatDigital(
    time,
  )}, ${formatWords(time)}.`;
}

/**
 * H-NUM with the number the time's long hand is at (the curriculum's text is its example for
 * :15): "The long hand counts by fives. At the 5 it means 25 minutes: 5, 10, 15, 20, 25."
 * Between the numbers the small marks are counted on. For a time at :05 or later.
 */
export function minuteNumberHint(time: number): string {
  const { minute } = faceValue(time);
  const fives = minute - (minute % 5);
  const marks = minute % 5;
  const counted = `The long hand counts by fives. At the ${minuteHandNumber(time)} it means ${fives} minutes: ${countByFives(
    fives,
  )}.`;
  return marks === 0
    ? counted
    : `${counted} Then ${marks} small ${marks === 1 ? 'mark' : 'marks'} more: ${minute}.`;
}

/**
 * The check result of a time misread (see `classifyMisreading`), its hint spoken with the
 * target's own numbers; undefined when the answer shows no misreading. H-SWAP's text has no
 * example, so the model's hint stands.
 */
export function misreadingResult(
  target: number,
  answer: number,
): CheckResult<Misreading> | undefined {
  const misreading = classifyMisreading(target, answer);
  if (misreading === undefined) return undefined;
  if (misreading === 'H-45') {
    return { correct: false, misconception: misreading, message: hourAheadHint(target) };
  }
  if (misreading === 'H-NUM') {
    return { correct: false, misconception: misreading, message: minuteNumberHint(target) };
  }
  return { correct: false, misconception: misreading };
}

/** A wrong answer card and the misreading it stands for (if any). */
export interface Distractor {
  readonly time: number;
  readonly misreading?: Misreading;
}

/**
 * The distractor pool of lingo 1-5, in the curriculum's order: swapped hands; hour +1 when
 * the minute is 40 or more (else hour −1); the minute read as the number; minute ±5.
 * Candidates equal to the target (or each other) are dropped.
 */
export function distractorPool(target: number): readonly Distractor[] {
  const { minute } = faceValue(target);
  const candidates: Distractor[] = [
    { time: swappedHandsReading(target), misreading: 'H-SWAP' },
    minute >= 40
      ? { time: addMinutes(target, 60), misreading: 'H-45' }
      : { time: addMinutes(target, -60) },
  ];
  const number = minuteNumberReading(target);
  if (number !== undefined) candidates.push({ time: number, misreading: 'H-NUM' });
  candidates.push({ time: addMinutes(target, 5) }, { time: addMinutes(target, -5) });
  return uniqueByFace(target, candidates);
}

/** Spare distractors when the pool is short (e.g. 12:00, whose swap is itself). */
function sparePool(target: number): readonly Distractor[] {
  return uniqueByFace(target, [
    { time: addMinutes(target, 60) },
    { time: addMinutes(target, -60) },
    { time: addMinutes(target, 10) },
    { time: addMinutes(target, -10) },
    { time: addMinutes(target, 120) },
    { time: addMinutes(target, 30) },
  ]);
}

function uniqueByFace(target: number, candidates: readonly Distractor[]): Distractor[] {
  const seen = new Set<number>([faceMinutes(target)]);
  const unique: Distractor[] = [];
  for (const candidate of candidates) {
    const face = faceMinutes(candidate.time);
    if (seen.has(face)) continue;
    seen.add(face);
    unique.push(candidate);
  }
  return unique;
}

/**
 * `count` distinct distractors for reading a target, drawn at random from the 1-5 pool,
 * topped up from spares when the pool is short. Each stays in the target's half of the day.
 */
export function pickDistractors(target: number, count: number, rng: Rng): readonly Distractor[] {
  const chosen = rng.shuffle(distractorPool(target)).slice(0, count);
  if (chosen.length < count) {
    const taken = new Set(chosen.map((choice) => faceMinutes(choice.time)));
    for (const spare of sparePool(target)) {
      if (chosen.length >= count) break;
      if (taken.has(faceMinutes(spare.time))) continue;
      taken.add(faceMinutes(spare.time));
      chosen.push(spare);
    }
  }
  const half = normalizeTime(target) - faceMinutes(target);
  return chosen.map((choice) => ({ ...choice, time: half + faceMinutes(choice.time) }));
}

/** One step of a worked example: a sentence, and the clock as it should look meanwhile. */
export interface ClockWorkedStep {
  /** The sentence shown and read aloud. */
  readonly text: string;
  /** The time the clock shows during this step (minutes since midnight). */
  readonly time?: number;
  /** Which hand to point out. */
  readonly highlight?: 'hour' | 'minute';
  /** Show the minute numbers around the face. */
  readonly minuteNumbers?: boolean;
}

/** Counting by fives up to a multiple of 5: "5, 10, 15". Empty for 0. */
export function countByFives(upTo: number): string {
  const steps: number[] = [];
  for (let value = 5; value <= upTo; value += 5) steps.push(value);
  return steps.join(', ');
}

/**
 * Reading a clock step by step: the short hand first (and what it means at :40 or later),
 * then the long hand counted by fives and small marks, then the time in digits and words.
 */
export function readingWorkedExample(time: number): readonly ClockWorkedStep[] {
  const { hour, minute } = faceValue(time);
  const shortHand =
    minute === 0
      ? `Look at the short hand first. It points at ${hour}, so the hour is ${hour}.`
      : minute >= 40
        ? `Look at the short hand first. It ${describeHourHand(time)}, but it has not got there yet. The hour is still ${hour}.`
        : `Look at the short hand first. It ${describeHourHand(time)}, so the hour is ${hour}.`;
  const fives = minute - (minute % 5);
  const marks = minute % 5;
  let longHand: string;
  if (minute === 0) {
    longHand = "Now the long hand. It points straight up at 12, so it is o'clock.";
  } else if (fives === 0) {
    longHand = `Now the long hand. It ${describeMinuteHand(time)}: ${marks} ${marks === 1 ? 'minute' : 'minutes'}.`;
  } else {
    const counted = `Count by fives from the 12: ${countByFives(fives)}.`;
    longHand =
      marks === 0
        ? `Now the long hand. It ${describeMinuteHand(time)}. ${counted}`
        : `Now the long hand. It ${describeMinuteHand(time)}. ${counted} Then ${marks} small ${marks === 1 ? 'mark' : 'marks'} more: ${minute}.`;
  }
  return [
    { text: shortHand, time, highlight: 'hour' },
    { text: longHand, time, highlight: 'minute', minuteNumbers: minute !== 0 },
    { text: `So the clock shows ${formatDigital(time)}, ${formatWords(time)}.`, time },
  ];
}

/**
 * Setting a clock step by step: the long hand to the minutes first, then the short hand to
 * the hour, then the time in digits and words.
 */
export function settingWorkedExample(target: number): readonly ClockWorkedStep[] {
  const { hour, minute } = faceValue(target);
  const fives = minute - (minute % 5);
  const marks = minute % 5;
  const number = minuteHandNumber(target);
  let longHand: string;
  if (minute === 0) {
    longHand = "First the long hand: o'clock means it points straight up at 12.";
  } else if (fives === 0) {
    longHand = `First the long hand: ${marks} small ${marks === 1 ? 'mark' : 'marks'} past the 12.`;
  } else {
    longHand = `First the long hand. Count by fives from the 12: ${countByFives(fives)}. That is the ${number}${
      marks === 0 ? '.' : `, then ${marks} small ${marks === 1 ? 'mark' : 'marks'} more.`
    }`;
  }
  const shortHand =
    minute === 0
      ? `Then turn the long hand round until the short hand points at ${hour}.`
      : minute >= 40
        ? `Then turn the long hand round until the short hand ${describeHourHand(target)}. It has not got there yet: the hour is still ${hour}.`
        : `Then turn the long hand round until the short hand ${describeHourHand(target)}. The hour is ${hour}.`;
  return [
    {
      text: longHand,
      time: normalizeTime(target) - faceMinutes(target) + minute,
      highlight: 'minute',
      minuteNumbers: minute !== 0,
    },
    { text: shortHand, time: target, highlight: 'hour' },
    { text: `Now the clock shows ${formatDigital(target)}, ${formatWords(target)}.`, time: target },
  ];
}
