/**
 * One pointer gesture, as a pure state: which pointer, where it began, and whether it has
 * moved far enough to be a drag rather than a tap. Pure: no React, no DOM.
 */
import { distance, type Point } from './geometry';

/** How far (CSS px) a pointer may move and still be a tap. */
export const TAP_SLOP_PX = 4;

/** A gesture in progress. */
export interface PointerGesture {
  readonly pointerId: number;
  readonly start: Point;
  readonly last: Point;
  /** It has moved more than the slop since it began: a drag, not a tap. */
  readonly moved: boolean;
}

/** A gesture begins where the pointer went down. */
export function beginGesture(pointerId: number, point: Point): PointerGesture {
  return { pointerId, start: point, last: point, moved: false };
}

/**
 * The gesture after its pointer moved; unchanged for another pointer (a second finger never
 * takes over a drag).
 */
export function moveGesture(
  gesture: PointerGesture,
  pointerId: number,
  point: Point,
  slop = TAP_SLOP_PX,
): PointerGesture {
  if (pointerId !== gesture.pointerId) return gesture;
  return { ...gesture, last: point, moved: gesture.moved || distance(gesture.start, point) > slop };
}

/** Whether an event belongs to the gesture. */
export function isGesturePointer(gesture: PointerGesture | null, pointerId: number): boolean {
  return gesture !== null && gesture.pointerId === pointerId;
}
