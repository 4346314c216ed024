/**
 * Clock geometry: angles ⇄ time, snapping, geared hands, drag tracking and the keyboard
 * model of AnalogClock. Plain TypeScript, no React, no DOM.
 *
 * Angles are in degrees, clockwise from 12 o'clock (0° is straight up, 90° is the 3).
 */
import {
  angleOf,
  beginAngleTrack,
  followAngle,
  normalizeAngle,
  signedAngleDelta,
  sliderKeyDelta,
} from '@lingos/kit';
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
export const angleFromPoint = angleOf;

/** Angles brought into 0 ≤ angle < 360, and the short turn between two (from kit). */
export { normalizeAngle, signedAngleDelta };

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

/** The angle a hand points at for a time. */
export function handAngle(hand: ClockHand, time: number): number {
  return hand === 'minute' ? minuteHandAngle(time) : hourHandAngle(time);
}

/**
 * Starts tracking a drag of a hand. The hand points where the pointer is from the start
 * (the short way round), so a drag that began beside the hand's centre line, or on the face
 * near it, still ends with the hand under the finger, as GCompris does.
 */
export function startDrag(hand: ClockHand, startTime: number, pointerAngle: number): DragState {
  const time = normalizeTime(startTime);
  const track = beginAngleTrack(handAngle(hand, time), pointerAngle);
  return { hand, startTime: time, lastAngle: track.lastAngle, turned: track.turned };
}

/**
 * Adds the pointer's next angle: the turn since the last angle is taken the short way
 * round, so successive small moves never jump the wrong way across 12.
 */
export function moveDrag(state: DragState, pointerAngle: number): DragState {
  const track = followAngle(
    {
      startAngle: handAngle(state.hand, state.startTime),
      lastAngle: state.lastAngle,
      turned: state.turned,
    },
    pointerAngle,
  );
  return { ...state, lastAngle: track.lastAngle, turned: track.turned };
}

/**
 * Which movable hand a press on the face grabs: with one, that one; with two, the one whose
 * angle is nearer the pointer, or, when both are far from it, the one whose reach the press
 * is in (the short hand near the centre, the long hand further out).
 */
export function handNearPointer(
  movable: readonly ClockHand[],
  time: number,
  pointerAngle: number,
  radius: number,
): ClockHand | undefined {
  if (movable.length <= 1) return movable[0];
  const distanceTo = (hand: ClockHand) =>
    Math.abs(signedAngleDelta(handAngle(hand, time), pointerAngle));
  const [nearer, further] = [...movable].sort((a, b) => distanceTo(a) - distanceTo(b)) as [
    ClockHand,
    ClockHand,
  ];
  if (distanceTo(nearer) <= NEAR_HAND_DEGREES && distanceTo(nearer) < distanceTo(further)) {
    return nearer;
  }
  return radius <= HOUR_HAND_REACH ? 'hour' : 'minute';
}

/** How close (degrees) a press must be to a hand's angle to grab it rather than go by reach. */
export const NEAR_HAND_DEGREES = 45;
/** How far from the centre the short hand reaches, as a fraction of the clock's half width. */
export const HOUR_HAND_REACH = 0.45;

/**
 * A long hand let go next to a number lands on it: within `within` minutes of a multiple of 5
 * (a number on the face), the time moves to it, across the hour if need be (6:59 → 7:00).
 * One minute either side is a gentle magnet: further off, the lesson says "Almost!" instead.
 */
export function snapToNumber(time: number, within = 1): number {
  const { minute } = faceValue(time);
  const nearest = Math.round(minute / 5) * 5;
  const offset = nearest - minute;
  return Math.abs(offset) <= within ? addMinutes(time, offset) : normalizeTime(time);
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
  return hand === 'hour'
    ? sliderKeyDelta(key, {}, { step: 60, pageStep: 180 })
    : sliderKeyDelta(key, modifiers, { step: 1, pageStep: 5, shiftStep: 60 });
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
