/**
 * The pure model of MarkerRibbon's marker (lingo 3-0's sun on the day ribbon): where it snaps,
 * where a drag takes it, and the keyboard options of kit's slider model. No React, no DOM.
 */
import {
  clampValue,
  fractionAlong,
  snapToMultiple,
  type Box,
  type Point,
  type SliderKeyOptions,
} from '@lingos/kit';
import { fractionOf, positionAt, type RibbonWindow } from '../TimeRibbon/ribbonModel';

/** The marker snaps to, and the arrows move it by, a quarter of an hour unless told otherwise. */
export const MARKER_STEP = 15;

/** A position snapped to a step and kept inside the stretch (a dragged marker). */
export function snapPosition(position: number, step: number, window: RibbonWindow): number {
  return clampValue(snapToMultiple(position, step), window.from, window.to);
}

/**
 * The marker's keys, for kit's `sliderKeyTarget`: arrows by `step`, Shift+arrows and
 * PageUp/PageDown by 1 hour, Home and End to the ends of the stretch. Arrows land on their own
 * step (Shift+arrows on whole hours), PageUp/PageDown on the marker's step.
 */
export function markerKeyOptions(window: RibbonWindow, step = MARKER_STEP): SliderKeyOptions {
  return {
    min: window.from,
    max: window.to,
    step,
    pageStep: 60,
    shiftStep: 60,
    snapToGrid: true,
  };
}

/**
 * How far right of the marker's centre a press is, in CSS pixels (negative to the left): kept
 * through the drag, so a marker grabbed by its edge does not jump under the finger first.
 */
export function grabOffset(client: Point, value: number, lane: Box, window: RibbonWindow): number {
  return client.x - (lane.left + fractionOf(value, window) * lane.width);
}

/**
 * Where a drag takes the marker: the position under the pointer, less the grab offset,
 * snapped to `step` and kept inside the stretch.
 */
export function dragTarget(
  client: Point,
  offset: number,
  lane: Box,
  window: RibbonWindow,
  step = MARKER_STEP,
): number {
  const fraction = fractionAlong({ x: client.x - offset, y: client.y }, lane, 'x');
  return snapPosition(positionAt(fraction, window), step, window);
}
