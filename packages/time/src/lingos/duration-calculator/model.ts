/**
 * Lingo 2-4, Duration Calculator: how long did it take? The elapsed time between two times
 * in the same half of the day, found by counting up. Nothing crosses noon (that is 3-4).
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import {
  durationEcho,
  durationEntry,
  durationEntryMinutes,
  countUpPhrases,
  digitSubtractionHint,
  isDigitSubtractionMistake,
  type DurationEntry,
} from '../../model/elapsed';
import {
  NOON,
  countUpJumps,
  describeClock,
  faceValue,
  formatDigital,
  formatDuration,
  minutesAtLevel,
  timeFromFace,
} from '../../model/time';
import { jumpWorkedExample, type JumpWorkedStep } from '../../model/timeJumps';
import type { TimeCardForm } from '../../model/timeCards';

/** How the start and end clocks are shown. */
export const durationClockForms = ['analog', 'digital'] as const satisfies readonly TimeCardForm[];
/** An AnalogClock or a DigitalClock. */
export type DurationClockForm = (typeof durationClockForms)[number];

/** How the child answers: ChoiceGrid of 3 durations (step 1) or the NumberPad (hours + minutes). */
export const durationAnswerModes = ['choice', 'number-pad'] as const;
/** `choice` or `number-pad`. */
export type DurationAnswerMode = (typeof durationAnswerModes)[number];

/** A Duration Calculator item. */
export interface DurationCalculatorItem extends PracticeItemBase {
  readonly step: number;
  /** Minutes since midnight; start < end, in the same half of the day. */
  readonly start: number;
  readonly end: number;
  /** end − start, in minutes. */
  readonly duration: number;
  readonly startForm: DurationClockForm;
  readonly endForm: DurationClockForm;
  readonly answerMode: DurationAnswerMode;
  /** The durations of the ChoiceGrid (step 1), shuffled, in minutes. */
  readonly choices?: readonly number[];
}

/** The answer: hours + minutes from the NumberPad, or the chosen card as hours + minutes. */
export type DurationCalculatorAnswer = DurationEntry;

/** Hint texts of Duration Calculator (curriculum 2-4), keyed by misconception. */
export const durationCalculatorHints = {
  'H-60': `${timeHints['H-60']} Count up: 2:50 to 3:00 is 10 minutes, 3:00 to 3:10 is 10 more. That makes 20 minutes.`,
  'hours-only': 'Look at the minutes too. The ribbon shows each jump.',
  default: 'Count up from the start to the end on the ribbon, one jump at a time.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type DurationCalculatorMisconception = Exclude<
  keyof typeof durationCalculatorHints,
  'default'
>;

const halfStart = (rng: Rng): number => (rng.next() < 0.5 ? 0 : NOON);

/** Start times and durations per step; both times stay in one half of the day. */
function pick(step: number, rng: Rng): { start: number; duration: number } {
  const half = halfStart(rng);
  for (;;) {
    let start: number;
    let duration: number;
    switch (step) {
      case 1:
        start = half + timeFromFace(rng.int(7, 10), 0);
        duration = rng.int(1, 3) * 60;
        break;
      case 2:
        start =
          half +
          timeFromFace(
            rng.int(1, 10),
            rng.pick([...minutesAtLevel('R2'), ...minutesAtLevel('R3')]),
          );
        duration = rng.pick([15, 30, 45, 75, 90]);
        break;
      case 3: {
        start = half + timeFromFace(rng.int(1, 9), rng.pick(minutesAtLevel('R4')));
        duration = rng.int(1, 35) * 5;
        // Crossing 1–2 hour marks.
        const marks = Math.floor(((start % 60) + duration) / 60);
        if (marks < 1 || marks > 2) continue;
        break;
      }
      default: {
        start = half + timeFromFace(rng.int(1, 9), rng.pick(minutesAtLevel('R5')));
        // 2 of 3 items: 1–59 minutes across an hour (2:48 → 3:13); otherwise up to 3 h 59.
        if (rng.int(1, 3) <= 2) {
          duration = rng.int(60 - (start % 60), 59);
        } else {
          duration = rng.int(1, 239);
        }
        if (duration < 1) continue;
      }
    }
    // Same half of the day, nothing crosses noon or midnight.
    if (start + duration < half + NOON) return { start, duration };
  }
}

/** The three durations of step 1: the right one and ±1 h (or +2 h when −1 h would be 0). */
export function durationChoices(duration: number, rng: Rng): readonly number[] {
  const others = duration > 60 ? [duration - 60, duration + 60] : [duration + 60, duration + 120];
  return rng.shuffle([duration, ...others]);
}

/** Generates a Duration Calculator item for a step (1–4). */
export function generateDurationCalculator(step: number, rng: Rng): DurationCalculatorItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const { start, duration } = pick(clamped, rng);
  const end = start + duration;
  const forms: DurationClockForm[] = ['analog', 'digital'];
  const startForm = clamped === 1 ? 'analog' : rng.pick(forms);
  const endForm = clamped === 1 ? 'analog' : rng.pick(forms);
  const bothDigital = startForm === 'digital' && endForm === 'digital';
  return {
    key: `duration-calculator:${clamped}:${start}-${end}`,
    // A clock's time is not spoken before the answer; digital cards are.
    prompt: bothDigital
      ? `How long is it from ${formatDigital(start)} to ${formatDigital(end)}?`
      : 'How long is it from the start clock to the end clock?',
    step: clamped,
    start,
    end,
    duration,
    startForm,
    endForm,
    answerMode: clamped === 1 ? 'choice' : 'number-pad',
    ...(clamped === 1 ? { choices: durationChoices(duration, rng) } : {}),
  };
}

/** The hours told apart without the minutes: 2:50 to 3:10 answered "1 hour". */
export function hoursOnlyAnswer(start: number, end: number): number {
  const startHour = faceValue(start).hour % 12;
  const endHour = faceValue(end).hour % 12;
  return ((endHour - startHour + 12) % 12) * 60;
}

/**
 * The answer rule: duration = end − start, in minutes; any entry with the same total is
 * right ("0 h 90 min" is accepted and echoed "90 minutes = 1 hour 30 minutes"). The digits
 * subtracted like ordinary numbers is H-60; only the hours compared has its own hint.
 */
export function checkDurationCalculator(
  item: DurationCalculatorItem,
  answer: DurationCalculatorAnswer,
): CheckResult<DurationCalculatorMisconception> {
  const total = durationEntryMinutes(answer);
  if (total === item.duration) {
    const echo = durationEcho(answer);
    return echo ? { correct: true, message: `Yes! ${echo}.` } : { correct: true };
  }
  if (isDigitSubtractionMistake(item.start, item.end, total)) {
    return {
      correct: false,
      misconception: 'H-60',
      message: digitSubtractionHint(item.start, item.end),
    };
  }
  if (answer.minutes === 0 && total === hoursOnlyAnswer(item.start, item.end)) {
    return { correct: false, misconception: 'hours-only' };
  }
  return { correct: false };
}

/** Counts up on the ribbon: "Start at 2:50.", "Plus 10 minutes to 3:00.", …, "Total: 20 minutes." */
export function durationWorkedExample(item: DurationCalculatorItem): readonly JumpWorkedStep[] {
  return jumpWorkedExample(item.start, countUpJumps(item.start, item.end), 'forward', 'face', {
    first: `Start at ${formatDigital(item.start)}. Count up to ${formatDigital(item.end)}.`,
    last: { text: `Total: ${formatDuration(item.duration)}.`, time: item.end },
  });
}

/**
 * The text alternative: "Start: 2:50. End: 3:10. Ribbon: plus 10 minutes to 3:00, plus
 * 10 minutes to 3:10. Total: 20 minutes." Analog clocks are described by their hands.
 */
export function durationText(item: DurationCalculatorItem, withRibbon = true): string {
  const clock = (time: number, form: DurationClockForm): string =>
    form === 'digital' ? formatDigital(time) : `a clock. ${describeClock(time)}`;
  const head = `Start: ${clock(item.start, item.startForm)}${item.startForm === 'digital' ? '.' : ''} End: ${clock(
    item.end,
    item.endForm,
  )}${item.endForm === 'digital' ? '.' : ''}`;
  if (!withRibbon) return head;
  const jumps = countUpPhrases(item.start, item.end, 'face').join(', ');
  return `${head} Ribbon: ${jumps}. Total: ${formatDuration(item.duration)}.`;
}

/** The answer in words: "20 minutes", "1 hour 30 minutes". */
export function describeDuration(item: DurationCalculatorItem): string {
  return formatDuration(item.duration);
}

/** The entry a duration card gives (step 1's ChoiceGrid). */
export function durationCardEntry(minutes: number): DurationEntry {
  return durationEntry(minutes);
}

/** The model of Duration Calculator. */
export const durationCalculatorModel = {
  steps: 4,
  hints: durationCalculatorHints,
  generate: generateDurationCalculator,
  check: checkDurationCalculator,
  workedExample: durationWorkedExample,
  describe: describeDuration,
} satisfies PracticeModel<
  DurationCalculatorItem,
  DurationCalculatorAnswer,
  DurationCalculatorMisconception
>;
