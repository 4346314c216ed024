/**
 * Clock geometry: angles ⇄ time, snapping, geared hands, drag tracking and the keyboard
 * model of AnalogClock. Plain TypeScript, no React, no DOM.
 *
 * Angles are in degrees, clockwise from 12 o'clock (0° is straight up, 90° is the 3).
 */
import {
  MINUTES_PER_DAY,
  addMinutes,
  describeHourHand,
  describeMinuteHand,
  faceMinutes,
  faceValue,
  nextHour,
  normalizeTime,
} from '../../model/time';

/** The two hands a child can move. */
export const clockHands = ['hour', 'minute'] as const;
/** The short (hour) hand or the long (minute) hand. */
export type ClockHand = (typeof clockHands)[number];

/** Degrees the long hand turns per minute. */
export const MINUTE_HAND_DEGREES_PER_MINUTE = 6;
/** Degrees the short hand turns per minute (geared: 30° per hour + 0.5° per minute). */
export const HOUR_HAND_DEGREES_PER_MINUTE = 0.5;

/** Any angle brought into 0 ≤ angle < 360. */
export function normalizeAngle(degrees: number): number {
  const wrapped = degrees % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped + 0;
}

/** The long hand's angle for a time. */
export function minuteHandAngle(time: number): number {
  return faceValue(time).minute * MINUTE_HAND_DEGREES_PER_MINUTE;
}

/** The short hand's angle for a time, geared: 30° per hour plus 0.5° per minute. */
export function hourHandAngle(time: number): number {
  return faceMinutes(time) * HOUR_HAND_DEGREES_PER_MINUTE;
}

/** The second hand's angle for 0–59 seconds. */
export function secondHandAngle(seconds: number): number {
  return normalizeAngle(seconds * 6);
}

/** The angle of a number 1–12 on the face (12 is 0°, 3 is 90°). */
export function numberAngle(number: number): number {
  return normalizeAngle(number * 30);
}

/**
 * The angle of a point relative to the face centre, in screen coordinates (y grows
 * downwards): straight up is 0°, right is 90°.
 */
export function angleFromPoint(dx: number, dy: number): number {
  return normalizeAngle((Math.atan2(dx, -dy) * 180) / Math.PI);
}

/** A point at an angle and radius from the centre, in screen coordinates. */
export function pointAtAngle(
  degrees: number,
  radius: number,
  centre = { x: 0, y: 0 },
): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: centre.x + radius * Math.sin(radians), y: centre.y - radius * Math.cos(radians) };
}

/** The whole minute (0–59) nearest to a long-hand angle. */
export function minuteFromAngle(degrees: number): number {
  return Math.round(normalizeAngle(degrees) / MINUTE_HAND_DEGREES_PER_MINUTE) % 60;
}

/** The face time (0–719 minutes) nearest to a short-hand angle, snapped to whole minutes. */
export function faceMinutesFromHourAngle(degrees: number): number {
  return Math.round(normalizeAngle(degrees) / HOUR_HAND_DEGREES_PER_MINUTE) % 720;
}

/**
 * The signed smallest turn from one angle to another, in (−180, 180]: +30 from 350° to 20°
 * (forward past 12), −30 from 20° to 350° (back past 12).
 */
export function signedAngleDelta(from: number, to: number): number {
  const delta = normalizeAngle(to - from);
  return delta > 180 ? delta - 360 : delta;
}

/**
 * Continuous tracking of one drag. `turned` is the unwrapped total turn in degrees since the
 * drag began, so a fast drag past 12 keeps going the way the pointer went.
 */
export interface DragState {
  readonly hand: ClockHand;
  /** The time when the drag began, minutes since midnight. */
  readonly startTime: number;
  /** The last pointer angle seen. */
  readonly lastAngle: number;
  /** Total signed turn since the start, in degrees. */
  readonly turned: number;
}

/** Starts tracking a drag of a hand from the pointer's first angle. */
export function startDrag(hand: ClockHand, startTime: number, pointerAngle: number): DragState {
  return {
    hand,
    startTime: normalizeTime(startTime),
    lastAngle: normalizeAngle(pointerAngle),
    turned: 0,
  };
}

/**
 * Adds the pointer's next angle: the turn since the last angle is taken the short way
 * round, so successive small moves never jump the wrong way across 12.
 */
export function moveDrag(state: DragState, pointerAngle: number): DragState {
  const angle = normalizeAngle(pointerAngle);
  return {
    ...state,
    lastAngle: angle,
    turned: state.turned + signedAngleDelta(state.lastAngle, angle),
  };
}

/**
 * Signed whole minutes the drag has moved the time by (geared). The long hand moves the time
 * by 1 minute per 6°, snapped to whole minutes; a full turn is one hour. The short hand
 * changes the hour and keeps the minutes: the time moves in whole hours, one per 30°, so the
 * minute hand stays put and the short hand lands where gearing puts it.
 */
export function dragDeltaMinutes(state: DragState): number {
  if (state.hand === 'minute') return Math.round(state.turned / MINUTE_HAND_DEGREES_PER_MINUTE) + 0;
  return Math.round(state.turned / 30) * 60 + 0;
}

/** The time a drag shows now, minutes since midnight (wraps across midnight). */
export function dragTime(state: DragState): number {
  return addMinutes(state.startTime, dragDeltaMinutes(state));
}

/** Modifier keys the keyboard model reads. */
export interface KeyModifiers {
  readonly shiftKey?: boolean;
}

/**
 * The keyboard model of a hand slider: how many minutes a key moves the time, or undefined
 * when the key is not the clock's.
 *
 * Minute hand: arrows ±1 min, PageUp/PageDown ±5 min, Shift+arrows ±1 h.
 * Hour hand: its value is the hour, so arrows and Shift+arrows move ±1 h (an ARIA slider's
 * arrow moves one unit of its value) and PageUp/PageDown ±3 h (a quarter turn).
 * Up and Right go forward, Down and Left go back.
 * Home and End are handled by `keyboardTarget`.
 */
export function keyboardDelta(
  hand: ClockHand,
  key: string,
  modifiers: KeyModifiers = {},
): number | undefined {
  const direction =
    key === 'ArrowUp' || key === 'ArrowRight'
      ? 1
      : key === 'ArrowDown' || key === 'ArrowLeft'
        ? -1
        : 0;
  if (direction !== 0) {
    if (hand === 'hour' || modifiers.shiftKey) return direction * 60;
    return direction;
  }
  if (key === 'PageUp') return hand === 'hour' ? 180 : 5;
  if (key === 'PageDown') return hand === 'hour' ? -180 : -5;
  return undefined;
}

/**
 * The time a key moves the clock to, or undefined when the key is not the clock's.
 * Home and End go to the slider's minimum and maximum, keeping the other hand's part and
 * the half of the day: minute hand Home :00, End :59; hour hand Home 1 o'clock, End 12.
 */
export function keyboardTarget(
  hand: ClockHand,
  time: number,
  key: string,
  modifiers: KeyModifiers = {},
): number | undefined {
  const normalized = normalizeTime(time);
  const { minute } = faceValue(normalized);
  const halfStart = normalized - faceMinutes(normalized);
  if (key === 'Home') {
    return hand === 'minute' ? normalized - minute : halfStart + 60 + minute;
  }
  if (key === 'End') {
    return hand === 'minute' ? normalized - minute + 59 : halfStart + minute;
  }
  const delta = keyboardDelta(hand, key, modifiers);
  return delta === undefined ? undefined : addMinutes(normalized, delta);
}

/** The shortest signed way from one time to another on the face, in minutes (spins). */
export function spinDelta(from: number, to: number): number {
  const forward = (((to - from) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const onFace = forward % 720;
  return onFace > 360 ? onFace - 720 : onFace;
}

/** How a hand slider speaks its value: the time in words, or the hands' places (no digits). */
export const sliderTextModes = ['time', 'hands'] as const;
/** `time`: "3 o'clock" / "45 minutes"; `hands`: "points at 3" / "points at 9". */
export type SliderTextMode = (typeof sliderTextModes)[number];

/**
 * The hour slider's value in words: "3 o'clock", "just past 3", "between 3 and 4", and at
 * :40–:59 "still 3, close to 4" (it is still 3-something, the H-45 lesson). In `hands`
 * mode, the description rule: "points at 3", "is close to 4".
 */
export function hourHandValueText(time: number, mode: SliderTextMode = 'time'): string {
  if (mode === 'hands') return describeHourHand(time);
  const { hour, minute } = faceValue(time);
  if (minute === 0) return `${hour} o'clock`;
  if (minute <= 20) return `just past ${hour}`;
  if (minute <= 39) return `between ${hour} and ${nextHour(hour)}`;
  return `still ${hour}, close to ${nextHour(hour)}`;
}

/**
 * The minute slider's value in words: "45 minutes", "1 minute", "0 minutes". In `hands`
 * mode, the description rule: "points at 9", "is 2 small marks past the 9".
 */
export function minuteHandValueText(
  time: number,
  mode: SliderTextMode = 'time',
  minuteNumbers = false,
): string {
  if (mode === 'hands') return describeMinuteHand(time, { minuteNumbers });
  const { minute } = faceValue(time);
  return minute === 1 ? '1 minute' : `${minute} minutes`;
}
