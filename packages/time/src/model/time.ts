/**
 * The time model every Time Lingo shares (curriculum time.md, "Conventions").
 *
 * A time is stored as minutes since midnight, 0–1439. Its face value is the time mod 720,
 * shown as hour 1–12 and minute 0–59. Everything here is plain TypeScript: no React, no DOM.
 */

/** Minutes in one hour. */
export const MINUTES_PER_HOUR = 60;
/** Minutes in half a day: one turn of the short hand. */
export const MINUTES_PER_HALF_DAY = 720;
/** Minutes in one day. */
export const MINUTES_PER_DAY = 1440;
/** 12 noon, in minutes since midnight. */
export const NOON = 720;
/** 12 midnight, in minutes since midnight. */
export const MIDNIGHT = 0;

/** What a clock face shows: hour 1–12 and minute 0–59. */
export interface FaceValue {
  readonly hour: number;
  readonly minute: number;
}

/** A time in 24-hour form: hour 0–23 and minute 0–59. */
export interface TwentyFourHourTime {
  readonly hour: number;
  readonly minute: number;
}

/** The two halves of the day. */
export const meridiems = ['AM', 'PM'] as const;
/** AM (midnight to noon) or PM (noon to midnight). */
export type Meridiem = (typeof meridiems)[number];

/** The four parts of the day a child names from the sky (lingo 1-1). */
export const partsOfDay = ['morning', 'afternoon', 'evening', 'night'] as const;
/** Morning, afternoon, evening or night. */
export type PartOfDay = (typeof partsOfDay)[number];

/** The clock-reading ladder: o'clock, half past, quarters, 5-minute, 1-minute. */
export const readingLevels = ['R1', 'R2', 'R3', 'R4', 'R5'] as const;
/** One rung of the clock-reading ladder. */
export type ReadingLevel = (typeof readingLevels)[number];

const modulo = (value: number, divisor: number): number => ((value % divisor) + divisor) % divisor;

/** Brings any whole number of minutes into one day, 0–1439 (wraps across midnight). */
export function normalizeTime(minutes: number): number {
  return modulo(Math.round(minutes), MINUTES_PER_DAY);
}

/** Adds minutes (negative to go back), wrapping across midnight. */
export function addMinutes(time: number, minutes: number): number {
  return normalizeTime(time + minutes);
}

/** Subtracts minutes, wrapping back across midnight. */
export function subtractMinutes(time: number, minutes: number): number {
  return normalizeTime(time - minutes);
}

/** The time on the face: minutes since the last 12 o'clock, 0–719. */
export function faceMinutes(time: number): number {
  return modulo(Math.round(time), MINUTES_PER_HALF_DAY);
}

/** The face value of a time: hour 1–12 and minute 0–59. */
export function faceValue(time: number): FaceValue {
  const minutesOnFace = faceMinutes(time);
  const hour = Math.floor(minutesOnFace / MINUTES_PER_HOUR);
  return { hour: hour === 0 ? 12 : hour, minute: minutesOnFace % MINUTES_PER_HOUR };
}

/** True when two times show the same face value (the same hands, AM or PM alike). */
export function sameFaceValue(a: number, b: number): boolean {
  return faceMinutes(a) === faceMinutes(b);
}

/**
 * Minutes since midnight from an hour 1–12 and a minute. Without a meridiem the time is
 * taken in the morning half (12:xx is then just after midnight, as on a face).
 */
export function timeFromFace(hour: number, minute: number, meridiem: Meridiem = 'AM'): number {
  const hourOnFace = modulo(hour, 12);
  return normalizeTime(
    hourOnFace * MINUTES_PER_HOUR + minute + (meridiem === 'PM' ? MINUTES_PER_HALF_DAY : 0),
  );
}

/** The local time of day of a date, minutes since midnight (seconds dropped). */
export function timeFromDate(date: Date): number {
  return date.getHours() * MINUTES_PER_HOUR + date.getMinutes();
}

/** Minutes since midnight from a 24-hour hour (0–23) and minute. */
export function timeFrom24Hour(hour: number, minute: number): number {
  return normalizeTime(hour * MINUTES_PER_HOUR + minute);
}

/** AM before noon, PM from 12 noon on. */
export function meridiemOf(time: number): Meridiem {
  return normalizeTime(time) < NOON ? 'AM' : 'PM';
}

/** The same face value in the other half of the day (3:15 AM ⇄ 3:15 PM). */
export function toggleMeridiem(time: number): number {
  return addMinutes(time, MINUTES_PER_HALF_DAY);
}

/** The time in 24-hour form. */
export function to24Hour(time: number): TwentyFourHourTime {
  const normalized = normalizeTime(time);
  return {
    hour: Math.floor(normalized / MINUTES_PER_HOUR),
    minute: normalized % MINUTES_PER_HOUR,
  };
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** Digits as on a 12-hour face, without AM/PM: "3:05", "12:30". */
export function formatDigital(time: number): string {
  const { hour, minute } = faceValue(time);
  return `${hour}:${twoDigits(minute)}`;
}

/** Digits with AM/PM: "3:05 PM", "12:00 AM". */
export function formatDigital12(time: number): string {
  return `${formatDigital(time)} ${meridiemOf(time)}`;
}

/** 24-hour digits: "15:05", "09:00", "00:00". */
export function format24Hour(time: number): string {
  const { hour, minute } = to24Hour(time);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** The next hour on the face: 1 after 12, 4 after 3. */
export function nextHour(hour: number): number {
  return (hour % 12) + 1;
}

/** The previous hour on the face: 12 before 1, 2 before 3. */
export function previousHour(hour: number): number {
  return modulo(hour - 2, 12) + 1;
}

/**
 * The time in words, as children say it: "4 o'clock", "quarter past 3", "half past 4",
 * "quarter to 5", "20 past 3", "10 to 4", "7 minutes past 3", "13 minutes to 4".
 */
export function formatWords(time: number): string {
  const { hour, minute } = faceValue(time);
  if (minute === 0) return `${hour} o'clock`;
  if (minute === 15) return `quarter past ${hour}`;
  if (minute === 30) return `half past ${hour}`;
  if (minute === 45) return `quarter to ${nextHour(hour)}`;
  if (minute < 30) {
    return minute % 5 === 0
      ? `${minute} past ${hour}`
      : `${minute} ${minute === 1 ? 'minute' : 'minutes'} past ${hour}`;
  }
  const toGo = 60 - minute;
  return toGo % 5 === 0
    ? `${toGo} to ${nextHour(hour)}`
    : `${toGo} ${toGo === 1 ? 'minute' : 'minutes'} to ${nextHour(hour)}`;
}

/** The lowest rung of the reading ladder a time belongs to. */
export function readingLevelOf(time: number): ReadingLevel {
  const { minute } = faceValue(time);
  if (minute === 0) return 'R1';
  if (minute === 30) return 'R2';
  if (minute === 15 || minute === 45) return 'R3';
  if (minute % 5 === 0) return 'R4';
  return 'R5';
}

const minuteRange = Array.from({ length: 60 }, (_, minute) => minute);

/** The minutes that first appear at a rung: R1 [0], R2 [30], R3 [15, 45], R4 the other fives, R5 the rest. */
export function minutesAtLevel(level: ReadingLevel): readonly number[] {
  return minuteRange.filter((minute) => readingLevelOf(minute) === level);
}

/** Every minute a child can read once they reach a rung (that rung and the ones below). */
export function minutesUpToLevel(level: ReadingLevel): readonly number[] {
  const top = readingLevels.indexOf(level);
  return minuteRange.filter((minute) => readingLevels.indexOf(readingLevelOf(minute)) <= top);
}

/** True when prompts at this rung say words and digits (R1–R3); from R4 on, digits only. */
export function promptUsesWords(level: ReadingLevel): boolean {
  return readingLevels.indexOf(level) <= readingLevels.indexOf('R3');
}

/**
 * A time as a prompt says it, by its rung: "half past 4, 4:30" for R1–R3, "4:35" from R4.
 * `separator` joins the words and the digits (", " or ". ").
 */
export function formatForPrompt(time: number, separator = ', '): string {
  return promptUsesWords(readingLevelOf(time))
    ? `${formatWords(time)}${separator}${formatDigital(time)}`
    : formatDigital(time);
}

/**
 * Rounds a time to the nearest minute a rung allows (the rung and the ones below), e.g. to
 * :00 or :30 for R2; ties go to the later time. Wraps across midnight.
 */
export function roundToLevel(time: number, level: ReadingLevel): number {
  const granularity: Record<ReadingLevel, number> = { R1: 60, R2: 30, R3: 15, R4: 5, R5: 1 };
  const step = granularity[level];
  return normalizeTime(Math.floor(time / step + 0.5) * step);
}

/**
 * The part of the day (lingo 1-1): morning 5:00–11:59 AM, afternoon 12:00–4:59 PM,
 * evening 5:00–8:59 PM, night 9:00 PM–4:59 AM.
 */
export function partOfDay(time: number): PartOfDay {
  const normalized = normalizeTime(time);
  if (normalized >= 5 * 60 && normalized < NOON) return 'morning';
  if (normalized >= NOON && normalized < 17 * 60) return 'afternoon';
  if (normalized >= 17 * 60 && normalized < 21 * 60) return 'evening';
  return 'night';
}

/** "a morning sky", "an afternoon sky": a clock card's sky, with its article. */
export function skyPhrase(time: number): string {
  const part = partOfDay(time);
  return `${part === 'afternoon' || part === 'evening' ? 'an' : 'a'} ${part} sky`;
}

/** "3:47 in the afternoon", "9:00 at night": digits with the part of the day. */
export function formatWithPartOfDay(time: number): string {
  const part = partOfDay(time);
  return `${formatDigital(time)} ${part === 'night' ? 'at night' : `in the ${part}`}`;
}

/** The landmark names: "12 noon" and "12 midnight"; undefined for other times. */
export function landmarkName(time: number): string | undefined {
  const normalized = normalizeTime(time);
  if (normalized === NOON) return '12 noon';
  if (normalized === MIDNIGHT) return '12 midnight';
  return undefined;
}

// ─── Clock description rule (convention 3) ────────────────────────────────────────────────

/**
 * Where the short hand is, by the description rule: "points at 3" at :00, "is just past 3"
 * at :01–:20, "is about halfway between 3 and 4" at :21–:39, "is close to 4" at :40–:59.
 */
export function describeHourHand(time: number): string {
  const { hour, minute } = faceValue(time);
  if (minute === 0) return `points at ${hour}`;
  if (minute <= 20) return `is just past ${hour}`;
  if (minute <= 39) return `is about halfway between ${hour} and ${nextHour(hour)}`;
  return `is close to ${nextHour(hour)}`;
}

/** Options of the description rule. */
export interface DescribeOptions {
  /** The minute-numbers scaffold is on: the long hand "points at 45 minutes". */
  readonly minuteNumbers?: boolean;
}

/** The number (1–12) the long hand points at or has just passed. */
export function minuteHandNumber(time: number): number {
  const number = Math.floor(faceValue(time).minute / 5);
  return number === 0 ? 12 : number;
}

/**
 * Where the long hand is, by the description rule: "points at 9" on a multiple of 5,
 * otherwise "is 2 small marks past the 9". With the minute-numbers scaffold: "points at
 * 45 minutes" (or "is 2 small marks past 45 minutes").
 */
export function describeMinuteHand(time: number, options: DescribeOptions = {}): string {
  const { minute } = faceValue(time);
  const marks = minute % 5;
  const base = minute - marks;
  if (options.minuteNumbers) {
    // At :00 the scaffold's "0" sits on the 12; "points at 12" is what o'clock is taught as.
    const place = base === 0 ? '12' : `${base} minutes`;
    if (marks === 0) return `points at ${place}`;
    return `is ${marks} small ${marks === 1 ? 'mark' : 'marks'} past ${base === 0 ? 'the 12' : place}`;
  }
  const number = minuteHandNumber(time);
  if (marks === 0) return `points at ${number}`;
  return `is ${marks} small ${marks === 1 ? 'mark' : 'marks'} past the ${number}`;
}

/** What the clock description includes and in which order. */
export interface DescribeClockOptions extends DescribeOptions {
  /** Only the short hand is on the face (the hour-hand-only scaffold). */
  readonly hourHandOnly?: boolean;
  /** Describe the long hand first (lingo 1-2 after a move). */
  readonly minuteHandFirst?: boolean;
}

/**
 * The clock described by its hands, never by its time: "The short hand points at 7. The
 * long hand points at 12." A reading question can use it without speaking its answer.
 */
export function describeClock(time: number, options: DescribeClockOptions = {}): string {
  const hourSentence = `The short hand ${describeHourHand(time)}.`;
  if (options.hourHandOnly) return hourSentence;
  const minuteSentence = `The long hand ${describeMinuteHand(time, options)}.`;
  return options.minuteHandFirst
    ? `${minuteSentence} ${hourSentence}`
    : `${hourSentence} ${minuteSentence}`;
}

/**
 * A text alternative used as a card's accessible name, without its closing full stop: the
 * kit's ChoiceGrid and SortSequence go on after the name ("…, not right", "…, card 1 of 3"),
 * and "points at 6., not right" reads as a stray stop. Full stops inside stay.
 */
export function cardName(text: string): string {
  return text.replace(/\.\s*$/, '');
}

/** The announcement after an answer: "6:30, half past 6" (digits, then words). */
export function announceTime(time: number): string {
  return `${formatDigital(time)}, ${formatWords(time)}`;
}

// ─── Durations and elapsed time ──────────────────────────────────────────────────────────

/** A duration split into whole hours and minutes. */
export interface DurationParts {
  readonly hours: number;
  readonly minutes: number;
}

/** Minutes from start forward to end, 0–1439 (the end is the next occurrence after the start). */
export function elapsedMinutes(start: number, end: number): number {
  return modulo(normalizeTime(end) - normalizeTime(start), MINUTES_PER_DAY);
}

/** Minutes from start forward to end on a 12-hour face, 0–719 (same half of the day). */
export function elapsedFaceMinutes(start: number, end: number): number {
  return modulo(faceMinutes(end) - faceMinutes(start), MINUTES_PER_HALF_DAY);
}

/** The shorter way round the face from a to b, in minutes: −360…+359, sign says the direction. */
export function faceDifference(from: number, to: number): number {
  const forward = elapsedFaceMinutes(from, to);
  return forward >= 360 ? forward - MINUTES_PER_HALF_DAY : forward;
}

/** Splits minutes (≥ 0) into hours and minutes: 90 → 1 h 30 min. */
export function durationParts(totalMinutes: number): DurationParts {
  const whole = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** Total minutes from hours and minutes (any split: 0 h 90 min is 90). */
export function durationFromParts(hours: number, minutes: number): number {
  return hours * 60 + minutes;
}

/** A duration in words: "1 hour 30 minutes", "45 minutes", "2 hours", "1 minute", "0 minutes". */
export function formatDuration(totalMinutes: number): string {
  const { hours, minutes } = durationParts(totalMinutes);
  const hourWords = hours === 1 ? '1 hour' : `${hours} hours`;
  const minuteWords = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  if (hours === 0) return minuteWords;
  if (minutes === 0) return hourWords;
  return `${hourWords} ${minuteWords}`;
}

/** A duration in short form: "1 h 30 min", "45 min", "2 h". */
export function formatDurationShort(totalMinutes: number): string {
  const { hours, minutes } = durationParts(totalMinutes);
  if (hours === 0) return `${minutes} min`;
  if (minutes === 0) return `${hours} h`;
  return `${hours} h ${minutes} min`;
}

/** A signed jump in words: "plus 15 minutes", "minus 1 hour 30 minutes". */
export function formatJump(deltaMinutes: number): string {
  return `${deltaMinutes < 0 ? 'minus' : 'plus'} ${formatDuration(Math.abs(deltaMinutes))}`;
}

/** True when going forward from start by a duration passes or reaches 12 noon or 12 midnight. */
export function crossesNoonOrMidnight(start: number, durationMinutes: number): boolean {
  const from = normalizeTime(start);
  const toNextLandmark = MINUTES_PER_HALF_DAY - (from % MINUTES_PER_HALF_DAY);
  return durationMinutes >= toNextLandmark;
}

/** One jump of a count: how far, and the time it lands on. */
export interface Jump {
  readonly minutes: number;
  readonly to: number;
}

/**
 * Counting up from start to end in friendly jumps: first to the next o'clock, then to
 * 12 noon or midnight if it lies between, then the rest (10:40 → 11:00 → 12:00 → 2:15).
 * The jumps add up to `elapsedMinutes(start, end)`.
 */
export function countUpJumps(start: number, end: number): readonly Jump[] {
  const total = elapsedMinutes(start, end);
  const jumps: Jump[] = [];
  let travelled = 0;
  const from = normalizeTime(start);
  const jumpTo = (distance: number): void => {
    if (distance <= travelled || distance > total) return;
    jumps.push({ minutes: distance - travelled, to: addMinutes(from, distance) });
    travelled = distance;
  };
  const toNextHour = from % 60 === 0 ? 0 : 60 - (from % 60);
  if (toNextHour < total) jumpTo(toNextHour);
  const toLandmark = MINUTES_PER_HALF_DAY - (from % MINUTES_PER_HALF_DAY);
  if (toLandmark < total) jumpTo(toLandmark);
  jumpTo(total);
  return jumps;
}

/**
 * Counting back from end by a duration in friendly jumps: first back to the o'clock, then
 * the rest (4:10 − 40 min: minus 10 to 4:00, minus 30 to 3:30). Each jump's minutes are
 * positive; `to` is where it lands.
 */
export function countBackJumps(end: number, durationMinutes: number): readonly Jump[] {
  const from = normalizeTime(end);
  const jumps: Jump[] = [];
  const toHour = from % 60;
  let travelled = 0;
  if (toHour > 0 && toHour < durationMinutes) {
    jumps.push({ minutes: toHour, to: subtractMinutes(from, toHour) });
    travelled = toHour;
  }
  const sinceLandmark = from % MINUTES_PER_HALF_DAY;
  if (sinceLandmark > travelled && sinceLandmark < durationMinutes) {
    jumps.push({ minutes: sinceLandmark - travelled, to: subtractMinutes(from, sinceLandmark) });
    travelled = sinceLandmark;
  }
  if (durationMinutes > travelled) {
    jumps.push({
      minutes: durationMinutes - travelled,
      to: subtractMinutes(from, durationMinutes),
    });
  }
  return jumps;
}

// ─── Misreadings (the likely mistakes the hints name) ─────────────────────────────────────

/**
 * The time read with the hands swapped: the long hand's number taken as the hour and the
 * short hand's number counted as minutes by fives (7:00 → 12:35, 2:30 → 6:10). Same half
 * of the day as the time.
 */
export function swappedHandsReading(time: number): number {
  const { hour } = faceValue(time);
  const halfStart = normalizeTime(time) < NOON ? 0 : NOON;
  return halfStart + faceMinutes(timeFromFace(minuteHandNumber(time), (hour % 12) * 5));
}

/**
 * The next hour read at :40–:59 (3:45 → 4:45), H-45; undefined below :40.
 */
export function nextHourReading(time: number): number | undefined {
  return faceValue(time).minute >= 40 ? addMinutes(time, 60) : undefined;
}

/**
 * The number the long hand points at (or has just passed) read as minutes (3:15 → 3:03,
 * 3:17 → 3:03), H-NUM; undefined below :05, where the long hand has not reached the 1.
 */
export function minuteNumberReading(time: number): number | undefined {
  const { minute } = faceValue(time);
  if (minute < 5) return undefined;
  return addMinutes(time, Math.floor(minute / 5) - minute);
}
