/**
 * Elapsed time for the level-2 and level-3 Time Lingos: the answers children enter (a time,
 * or hours + minutes), counting forward and back with ribbon jumps, crossing 12 noon and
 * 12 midnight, and the detectors of the H-NOON and H-60 misconceptions (curriculum time.md,
 * convention 6). Plain TypeScript; minutes since midnight as in `./time`.
 */
import type { DurationEntry } from '@lingos/kit';
import { timeHints } from './clockReading';
import {
  MINUTES_PER_DAY,
  MINUTES_PER_HALF_DAY,
  addMinutes,
  countBackJumps,
  countUpJumps,
  elapsedMinutes,
  faceMinutes,
  faceValue,
  format24Hour,
  formatDigital,
  formatDigital12,
  formatDuration,
  meridiemOf,
  normalizeTime,
  sameFaceValue,
  timeFrom24Hour,
  timeFromFace,
  to24Hour,
  type Jump,
  type Meridiem,
} from './time';

// ─── What the child enters ───────────────────────────────────────────────────────────────

/**
 * A time as the child entered it, before any tidying: an AnalogClock or ChoiceGrid answer,
 * or digits typed into a DigitalClock or NumberPad. The minute may be 60 or more ("3:75"),
 * which is the H-60 mistake and is never right.
 */
export interface TimeEntry {
  /** 1–12 on a 12-hour clock, 0–23 on a 24-hour clock. */
  readonly hour: number;
  /** 0–59 when well formed. */
  readonly minute: number;
  /** AM or PM when the child chose one (12-hour clock); absent on a plain face. */
  readonly meridiem?: Meridiem;
  /** `24h` when entered on a 24-hour clock; default `12h`. */
  readonly clock?: '12h' | '24h';
}

/** A duration as the child entered it on the kit's NumberPad: any split, "0 h 90 min" included. */
export type { DurationEntry };

/** How an answer time is compared with the right one. */
export const compareModes = ['face', 'day'] as const;
/**
 * `face`: by face value, when no AM/PM is shown (conventions 1 and 2-2 steps 1–3);
 * `day`: by minutes since midnight, so AM/PM (or the 24-hour form) must match.
 */
export type CompareMode = (typeof compareModes)[number];

/** How a time is written: face digits ("3:15"), 12-hour with AM/PM ("3:15 PM") or 24-hour ("15:15"). */
export const timeFormats = ['face', '12h', '24h'] as const;
/** `face`, `12h` or `24h`. */
export type TimeFormat = (typeof timeFormats)[number];

/** The entry a clock time gives: what an AnalogClock, a clock card or a DigitalClock reports. */
export function entryFromTime(time: number, format: TimeFormat = '12h'): TimeEntry {
  if (format === '24h') {
    const { hour, minute } = to24Hour(time);
    return { hour, minute, clock: '24h' };
  }
  const { hour, minute } = faceValue(time);
  return format === 'face' ? { hour, minute } : { hour, minute, meridiem: meridiemOf(time) };
}

/**
 * Minutes since midnight of an entry, with an overflowing minute carried into the hour
 * (3:75 → 4:15). A 12-hour entry without AM/PM is taken in the morning half.
 */
export function entryMinutes(entry: TimeEntry): number {
  const extraHours = Math.floor(entry.minute / 60);
  const minute = entry.minute - extraHours * 60;
  const base =
    entry.clock === '24h'
      ? timeFrom24Hour(entry.hour, minute)
      : timeFromFace(entry.hour, minute, entry.meridiem ?? 'AM');
  return addMinutes(base, extraHours * 60);
}

/** The H-60 entry: minutes written as 60 or more, as if an hour had 100 minutes ("3:75"). */
export function hasMinuteOverflow(entry: TimeEntry): boolean {
  return entry.minute >= 60;
}

/**
 * True when the entry is exactly the expected time: a well-formed minute, and the same face
 * value (`face`) or the same time of day (`day`: AM/PM or the 24-hour form must match).
 */
export function entryMatches(entry: TimeEntry, expected: number, mode: CompareMode): boolean {
  if (hasMinuteOverflow(entry) || entry.minute < 0) return false;
  const time = entryMinutes(entry);
  if (mode === 'face') return sameFaceValue(time, expected);
  if (entry.clock !== '24h' && entry.meridiem === undefined) return false;
  return time === normalizeTime(expected);
}

/** The face is right but the half of the day is wrong (or missing): 11:45 PM for 11:45 AM. */
export function onlyMeridiemWrong(entry: TimeEntry, expected: number): boolean {
  if (hasMinuteOverflow(entry)) return false;
  const time = entryMinutes(entry);
  if (!sameFaceValue(time, expected)) return false;
  if (entry.clock !== '24h' && entry.meridiem === undefined) return true;
  return time !== normalizeTime(expected);
}

/** Total minutes of a duration entry (0 h 90 min is 90). */
export function durationEntryMinutes(entry: DurationEntry): number {
  return entry.hours * 60 + entry.minutes;
}

/** A duration entry that splits the minutes the usual way: 90 → 1 h 30 min. */
export function durationEntry(totalMinutes: number): DurationEntry {
  const whole = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** The echo of a right entry with 60 minutes or more: "90 minutes = 1 hour 30 minutes". */
export function durationEcho(entry: DurationEntry): string | undefined {
  if (entry.minutes < 60) return undefined;
  const total = durationEntryMinutes(entry);
  const given =
    entry.hours === 0
      ? `${entry.minutes} minutes`
      : `${formatDuration(entry.hours * 60)} ${entry.minutes} minutes`;
  return `${given} = ${formatDuration(total)}`;
}

// ─── Writing times ───────────────────────────────────────────────────────────────────────

/** A time in a format: "3:15", "3:15 PM" or "15:15". */
export function formatTimeAs(time: number, format: TimeFormat): string {
  if (format === '24h') return format24Hour(time);
  return format === '12h' ? formatDigital12(time) : formatDigital(time);
}

/**
 * A time in a format, with the landmarks named as the ribbon names them: "12:00 noon",
 * "12:00 midnight" ("00:00 midnight" in 24-hour form). On a plain face (`face`, before AM
 * and PM are taught in 2-1 step 4) 12 is just "12:00": the half of the day is not shown.
 */
export function formatLanding(time: number, format: TimeFormat): string {
  if (format === 'face') return formatDigital(time);
  const normalized = normalizeTime(time);
  if (normalized === MINUTES_PER_HALF_DAY) return '12:00 noon';
  if (normalized === 0) return format === '24h' ? '00:00 midnight' : '12:00 midnight';
  return formatTimeAs(time, format);
}

// ─── Counting forward and back ───────────────────────────────────────────────────────────

/** The jump sizes of the TimeRibbon, largest first: 1 h, 30, 15, 5 and 1 min. */
export const ribbonJumpSizes = [60, 30, 15, 5, 1] as const;

/** Splits a duration into the fewest ribbon jumps, largest first: 95 → 60, 30, 5. */
export function ribbonJumpsFor(totalMinutes: number): readonly number[] {
  let left = Math.max(0, Math.round(totalMinutes));
  const jumps: number[] = [];
  for (const size of ribbonJumpSizes) {
    while (left >= size) {
      jumps.push(size);
      left -= size;
    }
  }
  return jumps;
}

/** Where a run of signed jumps lands from a start, wrapping across midnight. */
export function landAfterJumps(start: number, jumps: readonly number[]): number {
  return addMinutes(
    start,
    jumps.reduce((sum, jump) => sum + jump, 0),
  );
}

/**
 * The friendly jumps of a count in words: "plus 20 minutes to 11:00 AM" (forward) or
 * "minus 10 minutes to 4:00" (back).
 */
export function jumpPhrases(
  jumps: readonly Jump[],
  direction: 'forward' | 'back',
  format: TimeFormat,
): readonly string[] {
  const sign = direction === 'forward' ? 'plus' : 'minus';
  return jumps.map(
    (jump) => `${sign} ${formatDuration(jump.minutes)} to ${formatLanding(jump.to, format)}`,
  );
}

/** Counting up from start to end: the jumps of `countUpJumps` in words. */
export function countUpPhrases(start: number, end: number, format: TimeFormat): readonly string[] {
  return jumpPhrases(countUpJumps(start, end), 'forward', format);
}

/** Counting back from end by a duration: the jumps of `countBackJumps` in words. */
export function countBackPhrases(
  end: number,
  durationMinutes: number,
  format: TimeFormat,
): readonly string[] {
  return jumpPhrases(countBackJumps(end, durationMinutes), 'back', format);
}

/** Upper-cases the first letter of a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ─── Noon and midnight ───────────────────────────────────────────────────────────────────

/**
 * The landmark (12 noon = 720, 12 midnight = 0) passed when counting forward from start to
 * end, strictly between them; undefined when none is passed. Landing exactly on 12 is not
 * crossing it.
 */
export function landmarkCrossed(start: number, end: number): number | undefined {
  const duration = elapsedMinutes(start, end);
  const toLandmark = MINUTES_PER_HALF_DAY - faceMinutes(start);
  if (toLandmark >= duration) return undefined;
  return addMinutes(start, toLandmark);
}

/**
 * The H-NOON hint for one elapsed-time item, the curriculum's sentence with the item's own
 * numbers: "Stop at 12 first. 10:40 to 12:00 is 1 hour 20 minutes. Then 12:00 to 2:15 is
 * 2 hours 15 minutes more." Falls back to a sentence about the whole count when no landmark
 * lies between.
 */
export function noonHintFor(start: number, end: number): string {
  const landmark = landmarkCrossed(start, end);
  if (landmark === undefined) {
    return `Count on from ${formatDigital(start)} to ${formatDigital(end)}: ${formatDuration(
      elapsedMinutes(start, end),
    )}.`;
  }
  const first = elapsedMinutes(start, landmark);
  const second = elapsedMinutes(landmark, end);
  return `Stop at 12 first. ${formatDigital(start)} to 12:00 is ${formatDuration(
    first,
  )}. Then 12:00 to ${formatDigital(end)} is ${formatDuration(second)} more.`;
}

/**
 * H-NOON for a time whose face is right but whose half of the day is not, when the count
 * from `countedFrom` does not pass 12 (or comes back across noon): "After 12 noon the times
 * are PM: 2:30 PM.", "Just before noon is still morning: 11:45 AM." (2-3) or "Before 12 noon
 * it is still morning: 8:30 AM."
 */
export function halfOfDayHint(time: number, countedFrom: number): string {
  const normalized = normalizeTime(time);
  const written = formatDigital12(normalized);
  if (normalized >= MINUTES_PER_HALF_DAY) return `After 12 noon the times are PM: ${written}.`;
  if (normalizeTime(countedFrom) >= MINUTES_PER_HALF_DAY) {
    return `Just before noon is still morning: ${written}.`;
  }
  return `Before 12 noon it is still morning: ${written}.`;
}

/** The time's digits read as an ordinary number: 10:40 → 1040 (face), 22:30 → 2230 (24-hour). */
export function digitsAsNumber(time: number, clock: '12h' | '24h'): number {
  const { hour, minute } = clock === '24h' ? to24Hour(time) : faceValue(time);
  return hour * 100 + minute;
}

/**
 * The durations (in minutes) a child gets by subtracting the digits like ordinary numbers,
 * larger minus smaller (310 − 250 = 60): the difference read as minutes ("60 minutes") and
 * read as hours and minutes ("1 h 65 min" for 165). Both clocks' digits are tried.
 */
export function digitSubtractionReadings(start: number, end: number): readonly number[] {
  const readings = new Set<number>();
  for (const clock of ['12h', '24h'] as const) {
    const difference = Math.abs(digitsAsNumber(end, clock) - digitsAsNumber(start, clock));
    readings.add(difference);
    readings.add(Math.floor(difference / 100) * 60 + (difference % 100));
  }
  return [...readings];
}

/**
 * H-60 for a duration: the answer is one the digit subtraction gives (2:50 to 3:10
 * answered 60 minutes, from 310 − 250) and not the right one.
 */
export function isDigitSubtractionMistake(
  start: number,
  end: number,
  answerMinutes: number,
): boolean {
  const right = elapsedMinutes(start, end);
  if (answerMinutes === right) return false;
  return digitSubtractionReadings(start, end).includes(answerMinutes);
}

/** "Count up: 2:50 to 3:00 is 10 minutes, 3:00 to 3:10 is 10 more. That makes 20 minutes." */
export function countUpSentence(start: number, end: number): string {
  const jumps = countUpJumps(start, end);
  let from = start;
  const parts = jumps.map((jump, index) => {
    const part = `${formatDigital(from)} to ${formatDigital(jump.to)} is ${
      index === 0
        ? formatDuration(jump.minutes)
        : jump.minutes < 60
          ? `${jump.minutes} more`
          : `${formatDuration(jump.minutes)} more`
    }`;
    from = jump.to;
    return part;
  });
  const total = jumps.reduce((sum, jump) => sum + jump.minutes, 0);
  return `Count up: ${parts.join(', ')}. That makes ${formatDuration(total)}.`;
}

/**
 * H-60 for a duration found by subtracting the digits (2-4, 2-6): the curriculum's H-60,
 * then the count up with the item's own times.
 */
export function digitSubtractionHint(start: number, end: number): string {
  return `${timeHints['H-60']} ${countUpSentence(start, end)}`;
}

/**
 * H-NOON for a duration across 12 noon or 12 midnight: the count went the wrong way round
 * the clock (12 h or 24 h minus the right answer; 10:40 AM to 2:15 PM answered 8 h 25 min)
 * or the digits were subtracted. False when no landmark lies between start and end.
 */
export function isNoonMistake(start: number, end: number, answerMinutes: number): boolean {
  if (landmarkCrossed(start, end) === undefined) return false;
  const right = elapsedMinutes(start, end);
  if (answerMinutes === right) return false;
  const wrongWay = [MINUTES_PER_HALF_DAY - right, MINUTES_PER_DAY - right].filter(
    (minutes) => minutes > 0,
  );
  return wrongWay.includes(answerMinutes) || isDigitSubtractionMistake(start, end, answerMinutes);
}

/**
 * H-NOON for a time answer: the clock face is right but the half of the day is not (12:25 AM
 * for 12:25 PM, 11:45 PM for 11:45 AM), or no AM/PM was given where one is needed.
 */
export function isMeridiemMistake(entry: TimeEntry, expected: number): boolean {
  return onlyMeridiemWrong(entry, expected);
}

/** The H-60 detector for a time answer: minutes of 60 or more ("3:75"). */
export function isSixtyMistake(entry: TimeEntry): boolean {
  return hasMinuteOverflow(entry);
}
