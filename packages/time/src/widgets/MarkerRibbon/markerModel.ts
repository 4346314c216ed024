/**
 * The pure model of MarkerRibbon's marker (lingo 3-0's sun on the day ribbon): where it snaps
 * and where the keys move it. No React, no DOM.
 */
import type { RibbonWindow } from '../TimeRibbon/ribbonModel';

/** A position snapped to a step and kept inside the stretch (a dragged marker). */
export function snapPosition(position: number, step: number, window: RibbonWindow): number {
  const snapped = Math.round(position / step) * step;
  return Math.min(window.to, Math.max(window.from, snapped));
}

/**
 * Where a key moves a marker on the ribbon (lingo 3-0's sun): arrows by `step` (Shift+arrows
 * and PageUp/PageDown by 1 hour), Home and End to the ends; undefined for other keys.
 */
export function markerKeyTarget(
  value: number,
  key: string,
  shiftKey: boolean,
  window: RibbonWindow,
  step = 15,
): number | undefined {
  const size = shiftKey ? 60 : step;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return snapPosition(value + size, shiftKey ? 60 : step, window);
    case 'ArrowLeft':
    case 'ArrowDown':
      return snapPosition(value - size, shiftKey ? 60 : step, window);
    case 'PageUp':
      return snapPosition(value + 60, step, window);
    case 'PageDown':
      return snapPosition(value - 60, step, window);
    case 'Home':
      return window.from;
    case 'End':
      return window.to;
    default:
      return undefined;
  }
}
