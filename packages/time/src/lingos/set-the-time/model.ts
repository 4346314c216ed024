/**
 * Lingo 1-2, Set the Time: hear a time and drag the clock hands to show it.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import {
  misreadingResult,
  settingWorkedExample,
  timeHints,
  type ClockWorkedStep,
} from '../../model/clockReading';
import {
  announceTime,
  describeClock,
  faceDifference,
  faceMinutes,
  formatDigital,
  formatForPrompt,
  minutesAtLevel,
  sameFaceValue,
  timeFromFace,
} from '../../model/time';

/** How the minute-numbers scaffold behaves for an item. */
export const minuteNumbersModes = ['always', 'toggle-on', 'toggle-off'] as const;
/**
 * `always`: on, no toggle (steps 1–2); `toggle-on`: a toggle the child may use freely,
 * starting on (step 3); `toggle-off`: the toggle starts off (step 4).
 */
export type MinuteNumbersMode = (typeof minuteNumbersModes)[number];

/** A Set the Time item. */
export interface SetTheTimeItem extends PracticeItemBase {
  readonly step: number;
  /** The time to set (face value, in the morning half). */
  readonly target: number;
  /** Where the hands start: a 5-minute time at least 2 h from the target. */
  readonly start: number;
  /** The target as the prompt card shows it: "half past 4. 4:30" or "7:25". */
  readonly targetText: string;
  readonly minuteNumbers: MinuteNumbersMode;
}

/** The answer: the time the child set on the clock, minutes since midnight. */
export type SetTheTimeAnswer = number;

/** Hint texts of Set the Time. */
export const setTheTimeHints = {
  'H-SWAP': timeHints['H-SWAP'],
  'H-45': timeHints['H-45'],
  'H-NUM': timeHints['H-NUM'],
  'off-by-5': 'So close! Count by fives from the 12 again.',
  default:
    'Set the long hand for the minutes first. Then turn it round until the short hand is at the hour.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type SetTheTimeMisconception = Exclude<keyof typeof setTheTimeHints, 'default'>;

/** Minutes of step 3's R4 items. */
const fiveMinuteOnly = minutesAtLevel('R4');
/** Minutes that are not a multiple of 5 (step 4's R5 items). */
const oneMinuteOnly = minutesAtLevel('R5');
const multiplesOfFive = Array.from({ length: 12 }, (_, index) => index * 5);

function targetMinute(step: number, rng: Rng): number {
  const mostly = rng.int(1, 4) <= 3;
  switch (step) {
    case 1:
      return rng.pick([0, 30]);
    case 2:
      return mostly ? rng.pick([15, 45]) : rng.pick([0, 30]);
    case 3:
      return mostly ? rng.pick(fiveMinuteOnly) : rng.pick([0, 15, 30, 45]);
    default:
      return mostly ? rng.pick(oneMinuteOnly) : rng.pick(multiplesOfFive);
  }
}

/** A random 5-minute time at least 2 hours from the target, either way round the face. */
function startTime(target: number, rng: Rng): number {
  const far = Array.from({ length: 144 }, (_, index) => index * 5).filter(
    (time) => Math.abs(faceDifference(time, target)) >= 120,
  );
  return rng.pick(far);
}

/** Generates a Set the Time item for a step (1–4). */
export function generateSetTheTime(step: number, rng: Rng): SetTheTimeItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const target = timeFromFace(rng.int(1, 12), targetMinute(clamped, rng));
  const withWords = clamped <= 2;
  const targetText = withWords ? formatForPrompt(target, '. ') : formatDigital(target);
  return {
    key: `set:${faceMinutes(target)}`,
    prompt: `Set the clock to ${targetText}.`,
    step: clamped,
    target,
    start: startTime(target, rng),
    targetText,
    minuteNumbers: clamped <= 2 ? 'always' : clamped === 3 ? 'toggle-on' : 'toggle-off',
  };
}

/**
 * The answer rule: right if and only if the face value equals the target. A wrong setting
 * names the hands swapped (H-SWAP), the next hour at :40 or later (H-45), the minute set to
 * the number's value (H-NUM), or being 5 minutes off; H-45 and H-NUM speak about the item's
 * own hour and number.
 */
export function checkSetTheTime(
  item: SetTheTimeItem,
  answer: SetTheTimeAnswer,
): CheckResult<SetTheTimeMisconception> {
  if (sameFaceValue(answer, item.target)) return { correct: true };
  const misread = misreadingResult(item.target, answer);
  if (misread) return misread;
  if (Math.abs(faceDifference(item.target, answer)) === 5) {
    return { correct: false, misconception: 'off-by-5' };
  }
  return { correct: false };
}

/** The model of Set the Time. */
export const setTheTimeModel = {
  steps: 4,
  hints: setTheTimeHints,
  generate: generateSetTheTime,
  check: checkSetTheTime,
  workedExample(item: SetTheTimeItem): readonly ClockWorkedStep[] {
    return settingWorkedExample(item.target);
  },
  describe(item: SetTheTimeItem): string {
    return announceTime(item.target);
  },
} satisfies PracticeModel<SetTheTimeItem, SetTheTimeAnswer, SetTheTimeMisconception>;

/**
 * The text alternative of the item: "Set the clock to 4:30. Your clock: the short hand
 * points at 12. The long hand points at 12."
 */
export function setTheTimeText(
  item: SetTheTimeItem,
  current: number,
  minuteNumbers = false,
): string {
  return `Set the clock to ${formatDigital(item.target)}. Your clock: ${lowerFirst(
    describeClock(current, { minuteNumbers }),
  )}`;
}

/**
 * What is said after the hands stop for 0.5 s: the hands, never the digits ("The long hand
 * points at 6. The short hand is about halfway between 4 and 5.").
 */
export function settledText(current: number, minuteNumbers = false): string {
  return describeClock(current, { minuteHandFirst: true, minuteNumbers });
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
