/**
 * The keyboard model of a slider, the same for a clock hand, a ribbon marker, a ruler or a
 * thermometer: arrows move one step (Up and Right forward, Down and Left back), Shift+arrows
 * and PageUp/PageDown a bigger step, Home and End to the ends. Pure: no React, no DOM.
 */

/** The modifier keys the model reads. */
export interface SliderKeyModifiers {
  readonly shiftKey?: boolean;
}

/** How far the keys move a slider's value. */
export interface SliderSteps {
  /** Arrows; default 1. */
  readonly step?: number;
  /** PageUp/PageDown; default 10 steps. */
  readonly pageStep?: number;
  /** Shift+arrows; default the page step. */
  readonly shiftStep?: number;
}

/** A slider's range and steps. */
export interface SliderKeyOptions extends SliderSteps {
  readonly min: number;
  readonly max: number;
  /**
   * Land on a grid: arrows on multiples of `step`, Shift+arrows on multiples of `shiftStep`,
   * PageUp/PageDown on multiples of `step` (a marker that snaps to quarter hours). Default off:
   * the value moves by exactly the step.
   */
  readonly snapToGrid?: boolean;
}

/**
 * The signed change a key makes, or undefined when the key is not the slider's (Home and End
 * are not changes: see {@link sliderKeyTarget}).
 */
export function sliderKeyDelta(
  key: string,
  modifiers: SliderKeyModifiers = {},
  steps: SliderSteps = {},
): number | undefined {
  const step = steps.step ?? 1;
  const pageStep = steps.pageStep ?? step * 10;
  const shiftStep = steps.shiftStep ?? pageStep;
  const direction =
    key === 'ArrowUp' || key === 'ArrowRight'
      ? 1
      : key === 'ArrowDown' || key === 'ArrowLeft'
        ? -1
        : 0;
  if (direction !== 0) return direction * (modifiers.shiftKey ? shiftStep : step);
  if (key === 'PageUp') return pageStep;
  if (key === 'PageDown') return -pageStep;
  return undefined;
}

/** The nearest multiple of `grid` (a grid of 0 or less leaves the value as it is). */
export function snapToMultiple(value: number, grid: number): number {
  return grid > 0 ? Math.round(value / grid) * grid : value;
}

/** A value kept inside [min, max]. */
export function clampValue(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Where a key moves a slider's value: arrows, Shift+arrows and PageUp/PageDown by their
 * steps, Home to `min`, End to `max`, always inside the range; undefined for other keys.
 */
export function sliderKeyTarget(
  value: number,
  key: string,
  modifiers: SliderKeyModifiers,
  options: SliderKeyOptions,
): number | undefined {
  if (key === 'Home') return options.min;
  if (key === 'End') return options.max;
  const delta = sliderKeyDelta(key, modifiers, options);
  if (delta === undefined) return undefined;
  const moved = value + delta;
  if (!options.snapToGrid) return clampValue(moved, options.min, options.max);
  const step = options.step ?? 1;
  const isArrow = key.startsWith('Arrow');
  const grid = isArrow ? Math.abs(delta) : step;
  return clampValue(snapToMultiple(moved, grid), options.min, options.max);
}
