/**
 * Lingo 3-4, Elapsed Time Calculator: how long is it? Durations, end times and start times
 * that cross 12 noon or 12 midnight, found by jumping to the landmark first.
 */
import type { CheckResult, PracticeItemBase, PracticeModel, Rng } from '@lingos/kit';
import { timeHints } from '../../model/clockReading';
import {
  capitalize,
  countUpPhrases,
  durationEcho,
  durationEntryMinutes,
  entryMatches,
  formatLanding,
  formatTimeAs,
  hasMinuteOverflow,
  isNoonMistake,
  landmarkCrossed,
  onlyMeridiemWrong,
  type DurationEntry,
  type TimeEntry,
  type TimeFormat,
} from '../../model/elapsed';
import {
  MINUTES_PER_DAY,
  NOON,
  addMinutes,
  countBackJumps,
  countUpJumps,
  elapsedMinutes,
  formatDuration,
  formatDurationShort,
} from '../../model/time';
import { jumpWorkedExample, storyPeople } from '../../model/timeJumps';

/** What the item asks for. */
export const elapsedAsks = ['duration', 'end', 'start'] as const;
/** The duration, the end time or the start time. */
export type ElapsedAsk = (typeof elapsedAsks)[number];

/** An Elapsed Time Calculator item. Every item crosses 12 noon or 12 midnight. */
export interface ElapsedItem extends PracticeItemBase {
  readonly step: number;
  readonly ask: ElapsedAsk;
  /** Minutes since midnight. */
  readonly start: number;
  /** The next occurrence of the end after the start. */
  readonly end: number;
  /** (end − start) mod 1440, 1–1439. */
  readonly duration: number;
  /** The landmark crossed: 720 (noon) or 0 (midnight). */
  readonly landmark: number;
  /** `12h` (with AM/PM) or `24h` (one item in 3 at step 4). */
  readonly clock: '12h' | '24h';
}

/** The answer: hours + minutes from the NumberPad, or a time from the DigitalClock. */
export type ElapsedAnswer =
  | { readonly kind: 'duration'; readonly entry: DurationEntry }
  | { readonly kind: 'time'; readonly entry: TimeEntry };

/** Hint texts of Elapsed Time Calculator (curriculum 3-4), keyed by misconception. */
export const elapsedHints = {
  'H-NOON':
    'Jump to 12 first. 10:40 AM to 12:00 noon is 1 h 20 min. 12:00 to 2:15 PM is 2 h 15 min. Together that makes 3 h 35 min.',
  midnight: 'After 11:59 PM comes 12:00 AM, midnight, and the morning begins.',
  'H-60': timeHints['H-60'],
  default: 'Put the start and the end on the ribbon. Jump to the 12 first, then on to the end.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type ElapsedMisconception = Exclude<keyof typeof elapsedHints, 'default'>;

const range5 = (from: number, to: number, rng: Rng): number => rng.int(from / 5, to / 5) * 5;
const range30 = (from: number, to: number, rng: Rng): number => rng.int(from / 30, to / 30) * 30;

/** A start and end for a step, crossing the step's landmark. */
function pickSpan(step: number, rng: Rng): { start: number; end: number } {
  for (;;) {
    let start: number;
    let end: number;
    let maxDuration: number;
    if (step === 1) {
      start = range30(8 * 60, 11 * 60 + 30, rng);
      end = range30(12 * 60 + 30, 16 * 60, rng);
      maxDuration = 360;
    } else if (step === 2) {
      start = range5(8 * 60 + 5, 11 * 60 + 55, rng);
      end = range5(12 * 60 + 5, 17 * 60 + 55, rng);
      maxDuration = 420;
      if (end - start < 15) continue;
    } else if (step === 3) {
      start = range5(19 * 60, 23 * 60 + 55, rng);
      end = range5(5 * 60, 8 * 60 + 55, rng);
      // Pairs longer than 12 h are not used.
      maxDuration = 720;
    } else {
      start = rng.int(0, MINUTES_PER_DAY - 1);
      end = addMinutes(start, rng.int(1, 840));
      maxDuration = 840;
      if (landmarkCrossed(start, end) === undefined) continue;
    }
    if (elapsedMinutes(start, end) <= maxDuration) return { start, end };
  }
}

/** The story of an item, readable aloud. */
function prompt(ask: ElapsedAsk, item: Omit<ElapsedItem, 'key' | 'prompt'>, rng: Rng): string {
  const format: TimeFormat = item.clock;
  const say = (time: number): string => formatTimeAs(time, format);
  const night = item.landmark === 0;
  const person = rng.pick(storyPeople);
  const lasts = formatDuration(item.duration);
  switch (ask) {
    case 'duration':
      return night && rng.next() < 0.5
        ? `${person.name} falls asleep at ${say(item.start)} and wakes up at ${say(item.end)}. How long does ${person.pronoun} sleep?`
        : `How long is it from ${say(item.start)} to ${say(item.end)}?`;
    case 'end':
      return night
        ? `An overnight bus leaves at ${say(item.start)}. The trip takes ${lasts}. When does it arrive?`
        : `A hike starts at ${say(item.start)} and lasts ${lasts}. When does it end?`;
    case 'start':
      return night
        ? `An overnight bus arrives at ${say(item.end)} after a trip of ${lasts}. When did it leave?`
        : `A hike ends at ${say(item.end)}. It lasted ${lasts}. When did it start?`;
  }
}

/** Generates an Elapsed Time Calculator item for a step (1–4). */
export function generateElapsed(step: number, rng: Rng): ElapsedItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const { start, end } = pickSpan(clamped, rng);
  const ask: ElapsedAsk = clamped === 4 ? rng.pick(elapsedAsks) : 'duration';
  const clock: '12h' | '24h' = clamped === 4 && rng.int(1, 3) === 1 ? '24h' : '12h';
  const body = {
    step: clamped,
    ask,
    start,
    end,
    duration: elapsedMinutes(start, end),
    landmark: landmarkCrossed(start, end) as number,
    clock,
  };
  return {
    key: `elapsed:${clamped}:${ask}:${clock}:${start}-${end}`,
    prompt: prompt(ask, body, rng),
    ...body,
  };
}

/**
 * The hint with the item's own numbers: "Jump to 12 first. 10:40 AM to 12:00 noon is 1 h
 * 20 min. 12:00 to 2:15 PM is 2 h 15 min. Together that makes 3 h 35 min."
 */
export function landmarkHint(
  item: Pick<ElapsedItem, 'start' | 'end' | 'duration' | 'clock'>,
): string {
  const landmark = landmarkCrossed(item.start, item.end) as number;
  const first = elapsedMinutes(item.start, landmark);
  const second = elapsedMinutes(landmark, item.end);
  const format: TimeFormat = item.clock;
  const landmarkText = formatLanding(landmark, format);
  const lead = landmark === 0 ? `${elapsedHints.midnight} ` : '';
  return `${lead}Jump to 12 first. ${formatTimeAs(item.start, format)} to ${landmarkText} is ${formatDurationShort(
    first,
  )}. ${landmarkText.split(' ')[0]} to ${formatTimeAs(item.end, format)} is ${formatDurationShort(
    second,
  )}. Together that makes ${formatDurationShort(item.duration)}.`;
}

/**
 * The answer rule: duration = (end − start) mod 1440 (1 ≤ d < 1440), the end is the next
 * occurrence after the start; durations are right when the total minutes match; end and
 * start times need the right AM/PM (or 24-hour form). The wrong way round the clock, or the
 * digits subtracted, is H-NOON (or the midnight hint across midnight).
 */
export function checkElapsed(
  item: ElapsedItem,
  answer: ElapsedAnswer,
): CheckResult<ElapsedMisconception> {
  const landmarkMisconception = item.landmark === 0 ? 'midnight' : 'H-NOON';
  if (item.ask === 'duration') {
    if (answer.kind !== 'duration') return { correct: false };
    const total = durationEntryMinutes(answer.entry);
    if (total === item.duration) {
      const echo = durationEcho(answer.entry);
      return echo ? { correct: true, message: `Yes! ${echo}.` } : { correct: true };
    }
    if (isNoonMistake(item.start, item.end, total)) {
      return { correct: false, misconception: landmarkMisconception, message: landmarkHint(item) };
    }
    return { correct: false };
  }
  if (answer.kind !== 'time') return { correct: false };
  const expected = item.ask === 'end' ? item.end : item.start;
  if (entryMatches(answer.entry, expected, 'day')) return { correct: true };
  if (hasMinuteOverflow(answer.entry)) return { correct: false, misconception: 'H-60' };
  if (onlyMeridiemWrong(answer.entry, expected)) {
    return { correct: false, misconception: landmarkMisconception, message: landmarkHint(item) };
  }
  return { correct: false };
}

/** A worked-example step with the ribbon so far (landmark lit). */
export interface ElapsedWorkedStep {
  readonly text: string;
  readonly ribbon: { readonly start: number; readonly jumps: readonly number[] };
}

/**
 * Jumps to the landmark first: "Ribbon from 10:40 AM to 2:15 PM.", "Plus 20 minutes to
 * 11:00 AM.", "Plus 1 hour to 12:00 noon.", "Plus 2 hours 15 minutes to 2:15 PM.", "Total:
 * 3 hours 35 minutes." Start questions count back from the end.
 */
export function elapsedWorkedExample(item: ElapsedItem): readonly ElapsedWorkedStep[] {
  const format: TimeFormat = item.clock;
  const say = (time: number): string => formatTimeAs(time, format);
  const steps =
    item.ask === 'start'
      ? jumpWorkedExample(item.end, countBackJumps(item.end, item.duration), 'back', format, {
          first: `Start at the end, ${say(item.end)}, and count back ${formatDuration(item.duration)}.`,
          last: { text: `So it started at ${say(item.start)}.`, time: item.start },
        })
      : jumpWorkedExample(item.start, countUpJumps(item.start, item.end), 'forward', format, {
          first:
            item.ask === 'duration'
              ? `Ribbon from ${say(item.start)} to ${say(item.end)}.`
              : `Start at ${say(item.start)} and count on ${formatDuration(item.duration)}.`,
          last: {
            text:
              item.ask === 'duration'
                ? `Total: ${formatDuration(item.duration)}.`
                : `So it ends at ${say(item.end)}.`,
            time: item.end,
          },
        });
  // These steps draw the ribbon only.
  return steps.map(({ text, ribbon }) => ({ text, ribbon }));
}

/**
 * The ribbon's text alternative: "Ribbon from 10:40 AM to 2:15 PM. Plus 20 minutes to
 * 11:00 AM. Plus 1 hour to 12:00 noon. Plus 2 hours 15 minutes to 2:15 PM. Total: 3 hours
 * 35 minutes."
 */
export function elapsedText(
  item: Pick<ElapsedItem, 'start' | 'end' | 'duration' | 'clock'>,
): string {
  const format: TimeFormat = item.clock;
  const jumps = countUpPhrases(item.start, item.end, format).map((jump) => `${capitalize(jump)}.`);
  return [
    `Ribbon from ${formatTimeAs(item.start, format)} to ${formatTimeAs(item.end, format)}.`,
    ...jumps,
    `Total: ${formatDuration(item.duration)}.`,
  ].join(' ');
}

/** The answer in words. */
export function describeElapsed(item: ElapsedItem): string {
  if (item.ask === 'duration') return formatDuration(item.duration);
  return formatTimeAs(item.ask === 'end' ? item.end : item.start, item.clock);
}

/** The model of Elapsed Time Calculator. */
export const elapsedTimeCalculatorModel = {
  steps: 4,
  hints: elapsedHints,
  generate: generateElapsed,
  check: checkElapsed,
  workedExample: elapsedWorkedExample,
  describe: describeElapsed,
} satisfies PracticeModel<ElapsedItem, ElapsedAnswer, ElapsedMisconception>;

/** The landmark's name for the ribbon's highlight: `noon` or `midnight`. */
export function landmarkOf(item: Pick<ElapsedItem, 'landmark'>): 'noon' | 'midnight' {
  return item.landmark === NOON ? 'noon' : 'midnight';
}
