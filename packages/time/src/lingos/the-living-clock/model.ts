/**
 * Lingo 1-1, The Living Clock: questions about a clock that starts from the real time.
 * The time source is injected so tests can fix "now".
 */
import type { PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import {
  countByFives,
  misreadingResult,
  pickDistractors,
  readingWorkedExample,
  timeHints,
  type ClockWorkedStep,
} from '../../model/clockReading';
import {
  addMinutes,
  announceTime,
  describeClock,
  elapsedFaceMinutes,
  faceMinutes,
  faceValue,
  formatDigital,
  formatWithPartOfDay,
  minuteHandNumber,
  minutesAtLevel,
  nextHour,
  normalizeTime,
  partOfDay,
  partsOfDay,
  previousHour,
  sameFaceValue,
  timeFromDate,
  type PartOfDay,
} from '../../model/time';
import type { ClockHand } from '../../widgets/AnalogClock/clockModel';

/** Where "now" comes from; a fixed date in tests and stories. */
export type NowSource = () => Date;

/** The kinds of question The Living Clock asks. */
export const livingClockItemKinds = [
  'tap-hour-hand',
  'read-hour',
  'part-of-day',
  'read-time',
  'once-around',
  'drag-later',
  'read-now',
] as const;
/** One kind of Living Clock question. */
export type LivingClockItemKind = (typeof livingClockItemKinds)[number];

interface LivingClockItemBase extends PracticeItemBase {
  /** The difficulty step it was made for. */
  readonly step: number;
  /** The time the clock spins to before asking, minutes since midnight. */
  readonly time: number;
}

/** A Living Clock question. */
export type LivingClockItem =
  | (LivingClockItemBase & { readonly kind: 'tap-hour-hand' })
  | (LivingClockItemBase & { readonly kind: 'read-hour'; readonly choices: readonly number[] })
  | (LivingClockItemBase & {
      readonly kind: 'part-of-day';
      readonly choices: readonly PartOfDay[];
    })
  | (LivingClockItemBase & {
      readonly kind: 'read-time';
      readonly choices: readonly number[];
      /** How the cards show the times: in words (step 2) or digits (steps 3–4). */
      readonly cards: 'words' | 'digits';
    })
  | (LivingClockItemBase & { readonly kind: 'once-around'; readonly choices: readonly number[] })
  | (LivingClockItemBase & {
      readonly kind: 'drag-later';
      readonly minutesLater: number;
      /** The time to make. */
      readonly target: number;
    })
  | (LivingClockItemBase & { readonly kind: 'read-now'; readonly choices: readonly number[] });

/** An answer: a hand tapped, an hour card, a sky card, or a time (card or clock). */
export type LivingClockAnswer =
  | { readonly kind: 'hand'; readonly hand: ClockHand }
  | { readonly kind: 'hour'; readonly hour: number }
  | { readonly kind: 'part-of-day'; readonly part: PartOfDay }
  | { readonly kind: 'time'; readonly time: number };

/** The N of "make it N minutes later" in step 3. */
export const minutesLaterChoices = [5, 10, 15, 30] as const;

/** Hint texts of The Living Clock. */
export const livingClockHints = {
  'H-SWAP': timeHints['H-SWAP'],
  'H-45': timeHints['H-45'],
  'H-NUM': timeHints['H-NUM'],
  'once-around':
    'One turn of the long hand is one hour, so the short hand moves on to the next number.',
  'part-of-day':
    'Morning is from 5 until 12 noon. Afternoon is from 12 noon until 5. Evening is from 5 until 9. Night is from 9 until 5 in the morning.',
  default: 'Look at the short hand first for the hour. Then count the long hand by fives.',
} as const;

/**
 * H-NUM for "make it N minutes later" when each number was counted as 1 minute, with the
 * item's own N: "The long hand counts by fives. 10 minutes is 2 numbers on: 5, 10."
 */
export function numbersOnHint(minutesLater: number): string {
  const numbers = minutesLater / 5;
  return `The long hand counts by fives. ${minutesLater} minutes is ${numbers} ${
    numbers === 1 ? 'number' : 'numbers'
  } on: ${countByFives(minutesLater)}.`;
}

/** Misconception ids of The Living Clock (keys of its hints). */
export type LivingClockMisconception = Exclude<keyof typeof livingClockHints, 'default'>;

/** The sky cards in the order they are shown. */
export const partOfDayCards: readonly PartOfDay[] = partsOfDay;

/** What the session tells the generator (the kit's GenerateContext). */
interface Context {
  readonly recentKeys?: readonly string[];
}

/** The start of the half of the day a time is in (0 or 720). */
const halfStart = (time: number): number => normalizeTime(time) - faceMinutes(time);

/** A face time (hour 1–12, minute) placed in the same half of the day as `now`. */
const inHalfOf = (now: number, hour: number, minute: number): number =>
  halfStart(now) + (hour % 12) * 60 + minute;

const isNowKey = (key: string): boolean => key.startsWith('read-now:');

/**
 * Every 4th item of step 4 asks about the real time: after 3 other items in a row. Without
 * a session context, 1 item in 4 at random.
 */
function isNowTurn(context: Context | undefined, rng: Rng): boolean {
  const keys = context?.recentKeys;
  if (!keys) return rng.int(1, 4) === 4;
  let sinceNow = 0;
  for (let index = keys.length - 1; index >= 0 && !isNowKey(keys[index] as string); index -= 1) {
    sinceNow += 1;
  }
  return sinceNow >= 3;
}

function timeChoices(time: number, rng: Rng): readonly number[] {
  return rng.shuffle([time, ...pickDistractors(time, 2, rng).map((choice) => choice.time)]);
}

/** The hour cards of "What hour does the clock show?": the hour, the long hand's number, ±1. */
function hourChoices(time: number, rng: Rng): readonly number[] {
  const { hour } = faceValue(time);
  const candidates = [minuteHandNumber(time), nextHour(hour), previousHour(hour)].filter(
    (candidate, index, all) => candidate !== hour && all.indexOf(candidate) === index,
  );
  return rng.shuffle([hour, ...rng.shuffle(candidates).slice(0, 2)]);
}

function make(step: number, now: number, rng: Rng, context: Context | undefined): LivingClockItem {
  if (step <= 1) {
    const kind = rng.pick(['tap-hour-hand', 'read-hour', 'part-of-day'] as const);
    if (kind === 'part-of-day') {
      return {
        kind,
        step,
        key: `part-of-day:${partOfDay(now)}`,
        prompt: 'Is it morning, afternoon, evening or night right now?',
        time: now,
        choices: partOfDayCards,
      };
    }
    if (kind === 'tap-hour-hand') {
      // Not 12 o'clock, where the two hands lie on top of each other.
      const time = inHalfOf(now, rng.int(1, 11), 0);
      return {
        kind,
        step,
        key: `tap-hour-hand:${faceMinutes(time)}`,
        prompt: 'Tap the hour hand.',
        time,
      };
    }
    const time = inHalfOf(now, rng.int(1, 12), 0);
    return {
      kind,
      step,
      key: `read-hour:${faceMinutes(time)}`,
      prompt: 'What hour does the clock show?',
      time,
      choices: hourChoices(time, rng),
    };
  }
  if (step === 2) {
    if (rng.int(1, 2) === 1) {
      const time = inHalfOf(now, rng.int(1, 12), 0);
      const { hour } = faceValue(time);
      return {
        kind: 'once-around',
        step,
        key: `once-around:${faceMinutes(time)}`,
        prompt: 'Turn the long hand once around. Where does the short hand point now?',
        time,
        choices: rng.shuffle([nextHour(hour), hour, previousHour(hour)]),
      };
    }
    const time = inHalfOf(now, rng.int(1, 12), rng.pick([15, 30, 45]));
    return {
      kind: 'read-time',
      step,
      key: `read-time:${faceMinutes(time)}`,
      prompt: 'What time is it?',
      time,
      choices: timeChoices(time, rng),
      cards: 'words',
    };
  }
  if (step === 3) {
    const time = inHalfOf(now, rng.int(1, 12), rng.pick(minutesAtLevel('R4')));
    if (rng.int(1, 2) === 1) {
      const minutesLater = rng.pick(minutesLaterChoices);
      return {
        kind: 'drag-later',
        step,
        key: `drag-later:${faceMinutes(time)}:${minutesLater}`,
        prompt: `Drag the long hand to make it ${minutesLater} minutes later.`,
        time,
        minutesLater,
        target: addMinutes(time, minutesLater),
      };
    }
    return {
      kind: 'read-time',
      step,
      key: `read-time:${faceMinutes(time)}`,
      prompt: 'What time is it?',
      time,
      choices: timeChoices(time, rng),
      cards: 'digits',
    };
  }
  if (isNowTurn(context, rng)) {
    return {
      kind: 'read-now',
      step,
      key: `read-now:${now}`,
      prompt: 'What time is it right now?',
      time: now,
      choices: timeChoices(now, rng),
    };
  }
  const time = inHalfOf(now, rng.int(1, 12), rng.pick(minutesAtLevel('R5')));
  return {
    kind: 'read-time',
    step,
    key: `read-time:${faceMinutes(time)}`,
    prompt: 'What time is it?',
    time,
    choices: timeChoices(time, rng),
    cards: 'digits',
  };
}

/** The model of The Living Clock, with the time source injected. */
export interface LivingClockModel extends PracticeModel<
  LivingClockItem,
  LivingClockAnswer,
  LivingClockMisconception
> {
  /** The clock's worked example of an item, with the clock state for each step. */
  workedExample(item: LivingClockItem): readonly ClockWorkedStep[];
  /** The item's answer in words, announced after the child has answered. */
  describe(item: LivingClockItem): string;
}

/**
 * Creates The Living Clock's model. `now` gives the device's local time (default: the real
 * clock); "right now" questions accept the time shown when the item appeared or any later
 * minute up to the moment of answering.
 */
export function createLivingClockModel(
  options: { readonly now?: NowSource } = {},
): LivingClockModel {
  const nowTime = (): number => timeFromDate((options.now ?? (() => new Date()))());

  return {
    steps: 4,
    hints: livingClockHints,
    generate(step, rng, context?: Context) {
      return make(Math.min(Math.max(Math.round(step), 1), 4), nowTime(), rng, context);
    },
    check(item, answer) {
      switch (item.kind) {
        case 'tap-hour-hand': {
          if (answer.kind !== 'hand') return { correct: false };
          return answer.hand === 'hour'
            ? { correct: true }
            : { correct: false, misconception: 'H-SWAP' };
        }
        case 'read-hour': {
          if (answer.kind !== 'hour') return { correct: false };
          const { hour } = faceValue(item.time);
          if (answer.hour === hour) return { correct: true };
          if (answer.hour === minuteHandNumber(item.time)) {
            return { correct: false, misconception: 'H-SWAP' };
          }
          return { correct: false };
        }
        case 'part-of-day': {
          if (answer.kind !== 'part-of-day') return { correct: false };
          // The real time may cross a boundary while the child thinks: both parts count.
          const accepted = new Set([partOfDay(item.time), partOfDay(nowTime())]);
          return accepted.has(answer.part)
            ? { correct: true }
            : { correct: false, misconception: 'part-of-day' };
        }
        case 'once-around': {
          if (answer.kind !== 'hour') return { correct: false };
          return answer.hour === nextHour(faceValue(item.time).hour)
            ? { correct: true }
            : { correct: false, misconception: 'once-around' };
        }
        case 'drag-later': {
          if (answer.kind !== 'time') return { correct: false };
          if (sameFaceValue(answer.time, item.target)) return { correct: true };
          // Each number counted as 1 minute: the long hand went N numbers on, 5N minutes.
          if (sameFaceValue(answer.time, addMinutes(item.time, item.minutesLater * 5))) {
            return {
              correct: false,
              misconception: 'H-NUM',
              message: numbersOnHint(item.minutesLater),
            };
          }
          if (
            sameFaceValue(answer.time, addMinutes(item.target, 60)) ||
            sameFaceValue(answer.time, addMinutes(item.target, -60))
          ) {
            return { correct: false, misconception: 'once-around' };
          }
          return { correct: false };
        }
        case 'read-time': {
          if (answer.kind !== 'time') return { correct: false };
          if (sameFaceValue(answer.time, item.time)) return { correct: true };
          return misreadingResult(item.time, answer.time) ?? { correct: false };
        }
        case 'read-now': {
          if (answer.kind !== 'time') return { correct: false };
          const now = nowTime();
          const sinceShown = elapsedFaceMinutes(item.time, answer.time);
          if (sinceShown <= elapsedFaceMinutes(item.time, now)) return { correct: true };
          return (
            misreadingResult(item.time, answer.time) ??
            misreadingResult(now, answer.time) ?? { correct: false }
          );
        }
      }
    },
    workedExample(item) {
      return livingClockWorkedExample(item);
    },
    describe(item) {
      return describeLivingClockAnswer(item);
    },
  };
}

/** The answer of an item in words, said only after the child has answered. */
export function describeLivingClockAnswer(item: LivingClockItem): string {
  switch (item.kind) {
    case 'tap-hour-hand':
      return 'the short hand, the hour hand';
    case 'read-hour':
      return `${faceValue(item.time).hour} o'clock`;
    case 'part-of-day':
      return partOfDay(item.time);
    case 'once-around':
      return `the ${nextHour(faceValue(item.time).hour)}`;
    case 'drag-later':
      return announceTime(item.target);
    case 'read-time':
    case 'read-now':
      return announceTime(item.time);
  }
}

/** The worked example of a Living Clock item, step by step with the clock. */
export function livingClockWorkedExample(item: LivingClockItem): readonly ClockWorkedStep[] {
  switch (item.kind) {
    case 'tap-hour-hand':
      return [
        { text: 'A clock has two hands: a short one and a long one.', time: item.time },
        { text: 'The short hand is the hour hand.', time: item.time, highlight: 'hour' },
        { text: 'The long hand is the minute hand.', time: item.time, highlight: 'minute' },
      ];
    case 'read-hour': {
      const { hour } = faceValue(item.time);
      return [
        { text: 'Look at the short hand. It tells the hour.', time: item.time, highlight: 'hour' },
        {
          text: `The short hand points at ${hour}. The long hand points at 12.`,
          time: item.time,
          highlight: 'hour',
        },
        { text: `So it is ${hour} o'clock.`, time: item.time },
      ];
    }
    case 'part-of-day':
      return [
        { text: `It is ${formatWithPartOfDay(item.time)} right now.`, time: item.time },
        {
          text: 'Morning is from 5 until 12 noon. Afternoon is from 12 noon until 5.',
          time: item.time,
        },
        {
          text: 'Evening is from 5 until 9. Night is from 9 until 5 in the morning.',
          time: item.time,
        },
        { text: `So right now it is ${partOfDay(item.time)}.`, time: item.time },
      ];
    case 'once-around': {
      const { hour } = faceValue(item.time);
      const next = nextHour(hour);
      return [
        { text: `The short hand points at ${hour}.`, time: item.time, highlight: 'hour' },
        {
          text: 'Turn the long hand all the way round once: that is 60 minutes, one hour.',
          time: addMinutes(item.time, 30),
          highlight: 'minute',
        },
        {
          text: `The short hand moves on to the next number: it points at ${next}.`,
          time: addMinutes(item.time, 60),
          highlight: 'hour',
        },
      ];
    }
    case 'drag-later': {
      const numbers = item.minutesLater / 5;
      return [
        {
          text: `The clock shows ${formatDigital(item.time)}. ${describeClock(item.time)}`,
          time: item.time,
        },
        {
          text: `${item.minutesLater} minutes later: the long hand moves on ${numbers} ${numbers === 1 ? 'number' : 'numbers'}, counting by fives.`,
          time: item.time,
          highlight: 'minute',
          minuteNumbers: true,
        },
        { text: `Now it is ${announceTime(item.target)}.`, time: item.target, highlight: 'minute' },
      ];
    }
    case 'read-time':
    case 'read-now':
      return readingWorkedExample(item.time);
  }
}

/**
 * The explore area's text: "Living clock, now 3:47 in the afternoon. The short hand is
 * close to 4. The long hand is 2 small marks past the 9."
 */
export function livingClockText(time: number): string {
  return `Living clock, now ${formatWithPartOfDay(time)}. ${describeClock(time)}`;
}

/** What the clock says when a drag ends: "Now 4:17." */
export function dragEndText(time: number): string {
  return `Now ${formatDigital(time)}.`;
}
