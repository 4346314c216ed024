/**
 * The Thermometer's model, pure: a Celsius scale (default −30 to 40 °C) with marks every 5 or
 * 10 degrees and labels every 10; where a temperature sits on the drawing and back; the set
 * mode's keys (arrows one mark, PageUp/PageDown 10 degrees, Home/End the ends); and what the
 * thermometer says, below zero too ("minus 10 degrees"). No React, no DOM.
 */
import { clampValue, sliderKeyTarget, snapToMultiple, type SliderKeyModifiers } from '@lingos/kit';
import { formatNumber, formatSpoken } from '../../model/units';

/** The spacing of the marks: every 5 degrees or every 10 (labels are always every 10). */
export const thermometerMarkSteps = [5, 10] as const;
/** 5 or 10 (°C between marks). */
export type ThermometerMarkStep = (typeof thermometerMarkSteps)[number];

/** A thermometer's scale: its ends and its marks. */
export interface ThermometerScale {
  /** The bottom of the scale, °C (default −30). */
  readonly min: number;
  /** The top of the scale, °C (default 40). */
  readonly max: number;
  readonly markStep: ThermometerMarkStep;
}

/** measurements.md 3-3: −30 to 40 °C, marks every 5 degrees. */
export const defaultThermometerScale: ThermometerScale = { min: -30, max: 40, markStep: 5 };

/** The scale with its ends in order and on the marks, however it was given. */
export function settleThermometerScale(scale: Partial<ThermometerScale> = {}): ThermometerScale {
  const markStep = scale.markStep ?? defaultThermometerScale.markStep;
  const first = scale.min ?? defaultThermometerScale.min;
  const second = scale.max ?? defaultThermometerScale.max;
  const low = Math.floor(Math.min(first, second) / markStep) * markStep;
  const high = Math.ceil(Math.max(first, second) / markStep) * markStep;
  return { min: low, max: high > low ? high : low + markStep, markStep };
}

/** One mark of the scale. */
export interface ThermometerMark {
  readonly value: number;
  /** A long mark with its number (every 10 degrees); the 5s between are short and bare. */
  readonly labelled: boolean;
  /** As written: "−10" with a real minus sign, "0", "20"; empty for a small mark. */
  readonly label: string;
}

/** The marks from the bottom of the scale to the top. */
export function thermometerMarks(scale: ThermometerScale): ThermometerMark[] {
  const marks: ThermometerMark[] = [];
  for (let value = scale.min; value <= scale.max; value += scale.markStep) {
    const labelled = value % 10 === 0;
    marks.push({ value, labelled, label: labelled ? formatNumber(value) : '' });
  }
  return marks;
}

/** The nearest mark to a temperature, inside the scale. */
export function snapToThermometerMark(value: number, scale: ThermometerScale): number {
  return clampValue(snapToMultiple(value, scale.markStep), scale.min, scale.max);
}

// Geometry ---------------------------------------------------------------------------------

/** Where the scale is drawn: its top and bottom heights (SVG units, y down). */
export interface ThermometerGeometry {
  /** The height of the top of the scale (`max`). */
  readonly topY: number;
  /** The height of the bottom of the scale (`min`). */
  readonly bottomY: number;
}

/** How many SVG units (CSS px) a degree takes: 4, so marks every 5 degrees are 20 px apart. */
export const thermometerPxPerDegree = 4;

/** The drawing's geometry for a scale, its top `topY` from the top of the picture. */
export function thermometerGeometry(scale: ThermometerScale, topY = 20): ThermometerGeometry {
  return { topY, bottomY: topY + (scale.max - scale.min) * thermometerPxPerDegree };
}

/** The height of a temperature on the drawing (kept inside the scale). */
export function temperatureToY(
  value: number,
  scale: ThermometerScale,
  geometry: ThermometerGeometry,
): number {
  const share = (clampValue(value, scale.min, scale.max) - scale.min) / (scale.max - scale.min);
  return geometry.bottomY - share * (geometry.bottomY - geometry.topY);
}

/** The temperature at a height on the drawing, unsnapped (kept inside the scale). */
export function yToTemperature(
  y: number,
  scale: ThermometerScale,
  geometry: ThermometerGeometry,
): number {
  const share = (geometry.bottomY - y) / (geometry.bottomY - geometry.topY);
  return clampValue(scale.min + share * (scale.max - scale.min), scale.min, scale.max);
}

// Set mode ---------------------------------------------------------------------------------

/**
 * Where a key moves the red line in set mode (kit's slider keys): arrows one mark,
 * PageUp/PageDown (and Shift+arrows) 10 degrees, Home the bottom, End the top; always on a
 * mark inside the scale. Undefined for other keys.
 */
export function thermometerKeyTarget(
  value: number,
  key: string,
  modifiers: SliderKeyModifiers,
  scale: ThermometerScale,
): number | undefined {
  const next = sliderKeyTarget(value, key, modifiers, {
    min: scale.min,
    max: scale.max,
    step: scale.markStep,
    pageStep: 10,
    shiftStep: 10,
  });
  // Snapped to the marks after the move (kit's grid snap would send Shift+Up from 15 to 30).
  return next === undefined ? undefined : snapToThermometerMark(next, scale);
}

// Texts ------------------------------------------------------------------------------------

/** A temperature as said in a sentence: "25 degrees", "minus 10 degrees", "1 degree". */
export function degreesSpoken(value: number): string {
  const size = Math.abs(value);
  return `${value < 0 ? 'minus ' : ''}${size} ${size === 1 ? 'degree' : 'degrees'}`;
}

/** A mark's number as said: "20", "minus 10". */
function numberSpoken(value: number): string {
  return value < 0 ? `minus ${-value}` : String(value);
}

/** Two labelled marks, the one nearer 0 first: "10 and 20", "minus 10 and minus 20". */
function pairSpoken(first: number, second: number): string {
  const [near, far] = Math.abs(first) <= Math.abs(second) ? [first, second] : [second, first];
  return `${numberSpoken(near)} and ${numberSpoken(far)}`;
}

/** Where the top of the red line is, in words, for a value on the scale. */
function lineStops(value: number, scale: ThermometerScale): string {
  if (value % 10 === 0) return `at the mark labelled ${numberSpoken(value)}`;
  const below = Math.floor(value / 10) * 10;
  const between = pairSpoken(below, below + 10);
  if (value % scale.markStep === 0) {
    // On a 5 mark: halfway between two labelled marks.
    return `at the small mark halfway between ${between}`;
  }
  return `between the marks labelled ${between}`;
}

/** The scale in words: "Thermometer, minus 30 to 40 degrees Celsius." */
export function thermometerScaleText(scale: ThermometerScale): string {
  return `Thermometer, ${numberSpoken(scale.min)} to ${formatSpoken(scale.max, 'degC')}.`;
}

/**
 * The thermometer in words (measurements.md 3-3): "Thermometer, minus 30 to 40 degrees
 * Celsius. The red line stops at the small mark halfway between 10 and 20."
 */
export function describeThermometer(value: number, scale: ThermometerScale): string {
  const shown = clampValue(value, scale.min, scale.max);
  return `${thermometerScaleText(scale)} The red line stops ${lineStops(shown, scale)}.`;
}

/** Set mode, as the red line moves: "Red line at minus 10 degrees." */
export function redLineText(value: number): string {
  return `Red line at ${degreesSpoken(value)}.`;
}

/** A reading said short (3-0): "Thermometer: the red line is at 25 degrees." */
export function thermometerReadingText(value: number): string {
  return `Thermometer: the red line is at ${degreesSpoken(value)}.`;
}
