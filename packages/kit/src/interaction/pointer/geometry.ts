/**
 * Geometry of continuous manipulation (a clock hand, a marker on a line, a ruler, a
 * thermometer level): where a pointer is relative to an element, as a point, a fraction
 * along an axis, or an angle around the centre. Pure: no React, no DOM.
 *
 * Angles are in degrees, clockwise from straight up (0° is 12 o'clock, 90° is 3 o'clock).
 */

/** A point in CSS pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An element's box, as `getBoundingClientRect()` gives it. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Any angle brought into 0 ≤ angle < 360. */
export function normalizeAngle(degrees: number): number {
  const wrapped = degrees % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped + 0;
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
 * The angle of an offset from a centre, in screen coordinates (y grows downwards): straight
 * up is 0°, right is 90°.
 */
export function angleOf(dx: number, dy: number): number {
  return normalizeAngle((Math.atan2(dx, -dy) * 180) / Math.PI);
}

/** The centre of a box. */
export function centreOf(box: Box): Point {
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** The angle of a client point around the centre of a box (a clock face, a dial). */
export function angleAround(client: Point, box: Box): number {
  const centre = centreOf(box);
  return angleOf(client.x - centre.x, client.y - centre.y);
}

/** The distance of a client point from the centre of a box, as a fraction of its half width. */
export function radiusFraction(client: Point, box: Box): number {
  const centre = centreOf(box);
  const half = box.width / 2;
  return half > 0 ? Math.hypot(client.x - centre.x, client.y - centre.y) / half : 0;
}

/** Which way a fraction runs along an element. */
export type Axis = 'x' | 'y';

/**
 * How far along a box a client point is, from 0 to 1, clamped: left to right on `x`, and on
 * `y` bottom to top (a thermometer or a jug fills upwards).
 */
export function fractionAlong(client: Point, box: Box, axis: Axis): number {
  const fraction =
    axis === 'x'
      ? box.width > 0
        ? (client.x - box.left) / box.width
        : 0
      : box.height > 0
        ? (box.top + box.height - client.y) / box.height
        : 0;
  return Math.min(1, Math.max(0, fraction));
}

/** How far two points are apart, in CSS pixels. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * A turn that follows the pointer around a centre: `turned` is the unwrapped total in degrees,
 * so a fast drag past 12 keeps going the way the pointer went, and the thing turned always
 * points where the pointer is (`startAngle + turned ≡ pointer angle`).
 */
export interface AngleTrack {
  /** The angle of the thing turned when the drag began. */
  readonly startAngle: number;
  /** The last pointer angle seen. */
  readonly lastAngle: number;
  /** Total signed turn since the start, in degrees. */
  readonly turned: number;
}

/**
 * Starts a turn: the thing jumps to point at the pointer at once (the short way round), so
 * wherever on it, or near it, the drag began, it ends where the finger is.
 */
export function beginAngleTrack(startAngle: number, pointerAngle: number): AngleTrack {
  const start = normalizeAngle(startAngle);
  const pointer = normalizeAngle(pointerAngle);
  return { startAngle: start, lastAngle: pointer, turned: signedAngleDelta(start, pointer) };
}

/** Follows the pointer to its next angle, the short way from the last one. */
export function followAngle(track: AngleTrack, pointerAngle: number): AngleTrack {
  const angle = normalizeAngle(pointerAngle);
  return {
    ...track,
    lastAngle: angle,
    turned: track.turned + signedAngleDelta(track.lastAngle, angle),
  };
}
