/**
 * UnitRow's object lane (measurements.md 1-0 step 1, 1-1): two or three objects in lanes that
 * slide left and right, a start line, and "Line up", which puts every starting end on the line
 * so the one that reaches further is the longer. Positions are cm from the lane's left. Pure.
 */
import { clampValue, sliderKeyTarget, type SliderKeyModifiers } from '@lingos/kit';
import { formatSpoken } from '../../model/units';
import type { PositionRange } from '../Ruler/rulerModel';

/** An object in its lane, as the rules need it. */
export interface LaneItem {
  readonly id: string;
  /** Its starting (left) end, cm from the lane's left. */
  readonly start: number;
  /** Its hidden length, cm. */
  readonly length: number;
}

/** How the lane texts name an object: "the pencil". */
export interface LaneTextItem extends LaneItem {
  readonly theName: string;
}

/** An object snaps onto the start line when its end comes this close, in cm (3 mm). */
export const laneSnapCm = 0.3;

const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;

/** Every object with its starting end on the start line ("Line up"). */
export function lineUp<T extends LaneItem>(items: readonly T[], startLine: number): readonly T[] {
  return items.map((item) => ({ ...item, start: startLine }));
}

/** Whether every starting end is on the start line. */
export function isLinedUp(items: readonly LaneItem[], startLine: number): boolean {
  return items.every((item) => near(item.start, startLine));
}

/** Where a dragged object comes to rest: on the line within 3 mm, else a whole cm, in range. */
export function settleLanePosition(start: number, startLine: number, range: PositionRange): number {
  const settled = Math.abs(start - startLine) <= laneSnapCm + 1e-9 ? startLine : Math.round(start);
  return clampValue(settled, range.min, range.max);
}

/** Where an arrow, Home or End moves an object: 1 cm per arrow; undefined for other keys. */
export function laneKeyTarget(
  start: number,
  key: string,
  modifiers: SliderKeyModifiers,
  range: PositionRange,
): number | undefined {
  return sliderKeyTarget(start, key, modifiers, {
    min: range.min,
    max: range.max,
    step: 1,
    pageStep: 5,
    shiftStep: 5,
  });
}

/** The objects from the one that reaches furthest (the longest, once lined up) to the shortest. */
export function byLengthDescending<T extends LaneItem>(items: readonly T[]): readonly T[] {
  return [...items].sort((a, b) => b.length - a.length);
}

/** The id of the longest object, or undefined when two share the longest length (a tie). */
export function longestId(items: readonly LaneItem[]): string | undefined {
  const [first, second] = byLengthDescending(items);
  if (!first || (second && near(second.length, first.length))) return undefined;
  return first.id;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "The pencil starts at the line." / "The pencil starts 3 centimetres right of the line." */
export function lanePositionText(item: LaneTextItem, startLine: number): string {
  const offset = Math.round((item.start - startLine) * 10) / 10;
  if (offset === 0) return `${capitalize(item.theName)} starts at the line.`;
  const side = offset > 0 ? 'right' : 'left';
  return `${capitalize(item.theName)} starts ${formatSpoken(Math.abs(offset), 'cm')} ${side} of the line.`;
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * After "Line up" (1-1): "Lined up. The ribbon reaches further than the straw." With three:
 * "Lined up. The ribbon reaches furthest, then the pencil, then the straw."
 */
export function linedUpText(items: readonly LaneTextItem[]): string {
  const ordered = byLengthDescending(items);
  const [first, second, ...rest] = ordered;
  if (!first) return 'Lined up.';
  if (!second) return `Lined up. ${capitalize(first.theName)} starts at the line.`;
  if (near(first.length, second.length) && rest.length === 0) {
    return `Lined up. ${capitalize(first.theName)} and ${second.theName} reach just as far.`;
  }
  if (rest.length === 0) {
    return `Lined up. ${capitalize(first.theName)} reaches further than ${second.theName}.`;
  }
  const then = [second, ...rest].map((item) => `then ${item.theName}`).join(', ');
  return `Lined up. ${capitalize(first.theName)} reaches furthest, ${then}.`;
}

/**
 * The lane in words: lined up, "Pencil and crayon, both starting at the line." (1-0's text
 * alternative begins so); otherwise where each one starts.
 */
export function laneText(items: readonly LaneTextItem[], startLine: number): string {
  if (items.length > 0 && isLinedUp(items, startLine)) {
    const nouns = items.map((item) => item.theName.replace(/^the /, ''));
    const both = items.length === 2 ? 'both' : 'all';
    return `${capitalize(joinNames(nouns))}, ${both} starting at the line.`;
  }
  return items.map((item) => lanePositionText(item, startLine)).join(' ');
}
