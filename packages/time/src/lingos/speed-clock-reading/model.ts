/**
 * Lingo 1-5, Speed Clock Reading: read 10 clocks fast, choosing among 4 digital cards.
 * The kit's Speed rules run the rounds (10 items, no time repeated, one tap each).
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import {
  misreadingResult,
  pickDistractors,
  readingWorkedExample,
  timeHints,
  type ClockWorkedStep,
} from '../../model/clockReading';
import {
  announceTime,
  describeHourHand,
  describeMinuteHand,
  faceMinutes,
  minutesAtLevel,
  minutesUpToLevel,
  sameFaceValue,
  timeFromFace,
} from '../../model/time';

/** Items per round. */
export const SPEED_ROUND_SIZE = 10;

/** A Speed Clock Reading item: a clock to read and 4 digital cards. */
export interface SpeedClockItem extends PracticeItemBase {
  readonly step: number;
  /** The time on the clock (face value, morning half). */
  readonly time: number;
  /** 4 distinct times: the right one and 3 distractors, shuffled. */
  readonly choices: readonly number[];
}

/** The answer: the time on the card tapped. */
export type SpeedClockAnswer = number;

/** Hint texts of Speed Clock Reading, chosen by the distractor picked. */
export const speedClockHints = {
  'H-SWAP': timeHints['H-SWAP'],
  'H-45': timeHints['H-45'],
  'H-NUM': timeHints['H-NUM'],
  default: 'Look at the short hand first for the hour. Then count the long hand by fives.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type SpeedClockMisconception = Exclude<keyof typeof speedClockHints, 'default'>;

/** What the session tells the generator (the kit's GenerateContext). */
interface Context {
  readonly recentKeys?: readonly string[];
  readonly round?: { readonly index: number; readonly size: number };
}

/**
 * Places in a round of 10 that take the easier rung in the mixed steps (3 of 10): R1–R2 in
 * step 2, R4 in step 4. Spread through the round so the round does not end on easy ones.
 */
const easierPlaces = new Set([1, 4, 8]);

/** The minutes a step draws from, for a place in the round. */
export function speedMinutes(step: number, easier: boolean): readonly number[] {
  switch (step) {
    case 1:
      return minutesUpToLevel('R2');
    case 2:
      return easier ? minutesUpToLevel('R2') : minutesAtLevel('R3');
    case 3:
      return minutesAtLevel('R4');
    default:
      return easier ? minutesAtLevel('R4') : minutesAtLevel('R5');
  }
}

/**
 * Generates an item for a step (1–4). In a round, places 2, 5 and 9 take the easier rung of
 * the mixed steps (step 2: 7 × R3 and 3 × R1–R2; step 4: 7 × R5 and 3 × R4); without a
 * round, 3 items in 10 at random. Times already in `recentKeys` are avoided.
 */
export function generateSpeedClock(step: number, rng: Rng, context?: Context): SpeedClockItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const easier = context?.round
    ? easierPlaces.has(context.round.index % SPEED_ROUND_SIZE)
    : rng.int(1, 10) <= 3;
  const minutes = speedMinutes(clamped, easier);
  const recent = new Set(context?.recentKeys ?? []);
  let time = timeFromFace(rng.int(1, 12), rng.pick(minutes));
  for (let attempt = 0; attempt < 30 && recent.has(speedKey(time)); attempt += 1) {
    time = timeFromFace(rng.int(1, 12), rng.pick(minutes));
  }
  const distractors = pickDistractors(time, 3, rng).map((choice) => choice.time);
  return {
    key: speedKey(time),
    prompt: 'What time does the clock show?',
    step: clamped,
    time,
    choices: rng.shuffle([time, ...distractors]),
  };
}

const speedKey = (time: number): string => `read:${faceMinutes(time)}`;

/**
 * The answer rule: one tap; right when the card's face value is the clock's. A wrong card
 * names its misreading (H-SWAP, H-45, H-NUM) for the hint, spoken with the clock's own numbers.
 */
export function checkSpeedClock(
  item: SpeedClockItem,
  answer: SpeedClockAnswer,
): CheckResult<SpeedClockMisconception> {
  if (sameFaceValue(item.time, answer)) return { correct: true };
  return misreadingResult(item.time, answer) ?? { correct: false };
}

/** The model of Speed Clock Reading. */
export const speedClockModel = {
  steps: 4,
  hints: speedClockHints,
  generate: generateSpeedClock,
  check: checkSpeedClock,
  workedExample(item: SpeedClockItem): readonly ClockWorkedStep[] {
    return readingWorkedExample(item.time);
  },
  describe(item: SpeedClockItem): string {
    return announceTime(item.time);
  },
} satisfies PracticeModel<SpeedClockItem, SpeedClockAnswer, SpeedClockMisconception>;

/**
 * The clock's text during play, never its time: "Clock 4 of 10: the short hand is close to
 * 9. The long hand is 3 small marks past the 10."
 */
export function speedClockText(time: number, index: number, total = SPEED_ROUND_SIZE): string {
  return `Clock ${index + 1} of ${total}: the short hand ${describeHourHand(time)}. The long hand ${describeMinuteHand(time)}.`;
}
