/**
 * SeasonWheel's geometry and words, pure: a ring of 12 months with January at the top going
 * clockwise, 30° a month, so each season is a quarter (winter at the top, spring on the
 * right, summer at the bottom, fall on the left). Angles are in degrees, 0° straight up,
 * growing clockwise, as kit's pointer geometry measures them.
 */
import { normalizeAngle, sliderKeyDelta } from '@lingos/kit';
import { addMonthsTo, months, type Month } from '../../model/dates';
import { monthName } from '../../model/names';
import {
  monthsOfSeason,
  seasonIds,
  seasonOfMonth,
  seasonTitle,
  type SeasonId,
} from '../../model/seasons';

/** What the ring shows: month names, season quarters (no month names), or both. */
export const seasonWheelViews = ['months', 'seasons', 'both'] as const;
/** A SeasonWheel view. */
export type SeasonWheelView = (typeof seasonWheelViews)[number];

/** Degrees per month. */
export const MONTH_DEGREES = 30;

/** The angle of a month's middle: January 0° (top), April 90°, July 180°, October 270°. */
export function monthAngle(month: Month): number {
  return (month - 1) * MONTH_DEGREES;
}

/** The month whose slice holds an angle (each slice spans its middle ± 15°). */
export function monthAtAngle(angle: number): Month {
  return ((Math.round(normalizeAngle(angle) / MONTH_DEGREES) % 12) + 1) as Month;
}

/** The angle of a season's middle: winter 0°, spring 90°, summer 180°, fall 270°. */
export function seasonAngle(season: SeasonId): number {
  return monthAngle(monthsOfSeason(season)[1]);
}

/** The season whose quarter holds an angle. */
export function seasonAtAngle(angle: number): SeasonId {
  return seasonOfMonth(monthAtAngle(angle));
}

/** A point in SVG coordinates (y grows downwards). */
export interface WheelPoint {
  readonly x: number;
  readonly y: number;
}

/** The point at an angle and radius from a centre. */
export function pointAt(angle: number, radius: number, centre: WheelPoint): WheelPoint {
  const radians = (angle * Math.PI) / 180;
  return { x: centre.x + radius * Math.sin(radians), y: centre.y - radius * Math.cos(radians) };
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

/** The SVG path of a ring slice from one angle to another (clockwise), between two radii. */
export function slicePath(
  from: number,
  to: number,
  inner: number,
  outer: number,
  centre: WheelPoint,
): string {
  const sweep = normalizeAngle(to - from) || 360;
  const large = sweep > 180 ? 1 : 0;
  const outerStart = pointAt(from, outer, centre);
  const outerEnd = pointAt(from + sweep, outer, centre);
  const innerEnd = pointAt(from + sweep, inner, centre);
  const innerStart = pointAt(from, inner, centre);
  return [
    `M ${round(outerStart.x)} ${round(outerStart.y)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${round(outerEnd.x)} ${round(outerEnd.y)}`,
    `L ${round(innerEnd.x)} ${round(innerEnd.y)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${round(innerStart.x)} ${round(innerStart.y)}`,
    'Z',
  ].join(' ');
}

/** A month's slice: from 15° before its middle to 15° after. */
export function monthSlicePath(
  month: Month,
  inner: number,
  outer: number,
  centre: WheelPoint,
): string {
  const middle = monthAngle(month);
  return slicePath(middle - MONTH_DEGREES / 2, middle + MONTH_DEGREES / 2, inner, outer, centre);
}

/** A season's quarter: its three months' slices together. */
export function seasonSlicePath(
  season: SeasonId,
  inner: number,
  outer: number,
  centre: WheelPoint,
): string {
  const middle = seasonAngle(season);
  return slicePath(middle - 45, middle + 45, inner, outer, centre);
}

/** Where an angle and radius fall in a square box, as percentages (for HTML laid over the SVG). */
export function percentAt(angle: number, radiusFraction: number): { left: number; top: number } {
  const point = pointAt(angle, radiusFraction * 50, { x: 50, y: 50 });
  return { left: round(point.x), top: round(point.y) };
}

/** One step of the pointer: the month it reaches, and whether a year began (+1) or went back (−1). */
export interface PointerStep {
  readonly month: Month;
  readonly yearChange: -1 | 0 | 1;
}

/**
 * The pointer's position counted in months without wrapping: 0 is January, 11 December,
 * 12 the next January, −1 the December before.
 */
export function unwrappedIndex(startMonth: Month, turnedDegrees: number): number {
  return startMonth - 1 + Math.round(turnedDegrees / MONTH_DEGREES);
}

/** Every month the pointer passes going from one unwrapped index to another, in order. */
export function stepsBetween(from: number, to: number): readonly PointerStep[] {
  const steps: PointerStep[] = [];
  const direction = to > from ? 1 : -1;
  for (
    let index = from + direction;
    direction > 0 ? index <= to : index >= to;
    index += direction
  ) {
    const yearChange = Math.floor(index / 12) - Math.floor((index - direction) / 12);
    steps.push({
      month: ((((index % 12) + 12) % 12) + 1) as Month,
      yearChange: yearChange as -1 | 0 | 1,
    });
  }
  return steps;
}

/**
 * The months a key moves the pointer through, as a slider: Right/Up the next month (clockwise;
 * December goes on to January, a new year), Left/Down the one before, PageUp/PageDown a
 * season (3 months), Home back to January, End on to December. Undefined for other keys.
 */
export function pointerKeySteps(month: Month, key: string): readonly PointerStep[] | undefined {
  const from = month - 1;
  if (key === 'Home') return stepsBetween(from, 0);
  if (key === 'End') return stepsBetween(from, 11);
  const delta = sliderKeyDelta(key, {}, { step: 1, pageStep: 3 });
  if (delta === undefined) return undefined;
  return stepsBetween(from, from + delta);
}

/** The words the pointer's slider reads: "January". */
export function pointerValueText(month: Month): string {
  return monthName(month);
}

/** What is said when the pointer passes December into January: "A new year: 2027." */
export function newYearText(year: number): string {
  return `A new year: ${year}.`;
}

/**
 * The seasons in words (calendar.md 1-4): "Season wheel. Winter: December, January, February.
 * Spring: March, April, May. Summer: June, July, August. Fall: September, October, November."
 */
export function seasonWheelText(): string {
  const seasons = seasonIds.map(
    (season) => `${seasonTitle(season)}: ${monthsOfSeason(season).map(monthName).join(', ')}.`,
  );
  return ['Season wheel.', ...seasons].join(' ');
}

/** A place of the ring by its number, January = place 1: "place 4". */
export function placeName(place: Month): string {
  return `place ${place}`;
}

/** What a place holds in words: its month, the card placed there, or empty. */
export type PlaceContent = (place: Month) => string | null;

function neighbourName(place: Month, content: PlaceContent): string {
  return content(place) ?? placeName(place);
}

/**
 * One place in words (calendar.md 1-3): "Place 4: empty, between March and May." or "Place 4:
 * April." A neighbour with no name yet is called by its place ("between place 3 and May").
 */
export function placeText(place: Month, content: PlaceContent): string {
  const here = content(place);
  if (here !== null) return `Place ${place}: ${here}.`;
  const before = neighbourName(addMonthsTo(place, -1), content);
  const after = neighbourName(addMonthsTo(place, 1), content);
  return `Place ${place}: empty, between ${before} and ${after}.`;
}

/**
 * The months-only ring in words (calendar.md 1-3): "Year ring, 12 places, January at the top,
 * going clockwise. Place 4: empty, between March and May." Each blank place is read, empty
 * or with the card placed in it.
 */
export function yearRingText(blanks: readonly Month[], content: PlaceContent): string {
  const ordered = months.filter((month) => blanks.includes(month));
  return [
    'Year ring, 12 places, January at the top, going clockwise.',
    ...ordered.map((place) => placeText(place, content)),
  ].join(' ');
}

/** What a card dropped into a place says: "April, place 4." */
export function cardPlacedText(card: Month, place: Month): string {
  return `${monthName(card)}, ${placeName(place)}.`;
}
