/**
 * The Containers' model, pure: containers with a hidden capacity and the water in them, in
 * millilitres; pouring one into another (the target fills to its capacity and what does not
 * fit stays behind); "which holds more" by pouring; counting cups into a jug; the measuring
 * jug's scale (marks every 100 or 50 mL up to 1 L) and its reading; and the fill mode's keys
 * (Up adds 50 mL, Down takes 50 mL out). No React, no DOM.
 */
import { clampValue, sliderKeyTarget, snapToMultiple, type SliderKeyModifiers } from '@lingos/kit';
import { nounOf, type MeasureObject } from '../../model/objects';
import { formatSpoken, formatWritten } from '../../model/units';

/** How each container is drawn: tall-thin ones and short-wide ones, so a drawing can mislead. */
export const containerShapes = [
  'cup',
  'mug',
  'glass',
  'bowl',
  'vase',
  'bottle',
  'jug',
  'pot',
  'carton',
  'measuring-jug',
] as const;
/** One of the container drawings. */
export type ContainerShape = (typeof containerShapes)[number];

/** The marks of a measuring jug: every 100 mL (all labelled) or every 50 mL (labels every 100). */
export const jugMarkSteps = [100, 50] as const;
/** 100 or 50 (mL between marks). */
export type JugMarkStep = (typeof jugMarkSteps)[number];

/** What the containers hold: drawn in its own colour and named in every text ("Milk reaches…"). */
export const liquids = ['water', 'milk', 'juice'] as const;
/** `water`, `milk` or `juice`. */
export type Liquid = (typeof liquids)[number];

/** A measuring jug holds 1 litre: its top mark is labelled "1 L" and "1000 mL". */
export const measuringJugCapacity = 1000;

/** How much Up adds and Down takes out in fill mode, in mL. */
export const fillStep = 50;

/** One container on the table. */
export interface ContainerState {
  /** Unique among the containers shown ("cup", "jug"). */
  readonly id: string;
  /** Its name with an article: "a cup", "a measuring jug". */
  readonly name: string;
  readonly shape: ContainerShape;
  /** How much it holds, in mL: hidden (never shown or said), except by a measuring jug's marks. */
  readonly capacity: number;
  /** The water in it now, in mL (0 to the capacity). */
  readonly amount: number;
  /** A measuring jug's scale (`measuringJug` sets it). */
  readonly marks?: JugMarkStep;
}

const containerShapeSet = new Set<string>(containerShapes);

/** Whether an object's shape is one of the container drawings. */
export function isContainerShape(shape: string): shape is ContainerShape {
  return containerShapeSet.has(shape);
}

/** A container's water clamped into 0…capacity (a wrong amount never breaks a drawing). */
function settle(container: ContainerState): ContainerState {
  const capacity = Math.max(0, container.capacity);
  const amount = clampValue(container.amount, 0, capacity);
  return amount === container.amount && capacity === container.capacity
    ? container
    : { ...container, capacity, amount };
}

/**
 * A container made from an object of the bank: its hidden `capacityMl`, its drawing (its
 * shape, or a jug's for a shape that is not a container's), full, empty or a given amount.
 */
export function containerOf(
  object: MeasureObject,
  options: { readonly id?: string; readonly amount?: number | 'full' | 'empty' } = {},
): ContainerState {
  const capacity = object.capacityMl ?? 0;
  const { amount = 'empty' } = options;
  return settle({
    id: options.id ?? object.id,
    name: object.name,
    shape: isContainerShape(object.shape) ? object.shape : 'jug',
    capacity,
    amount: amount === 'full' ? capacity : amount === 'empty' ? 0 : amount,
  });
}

/** A 1-litre measuring jug with marks every 100 or 50 mL. */
export function measuringJug(
  options: { readonly id?: string; readonly amount?: number; readonly marks?: JugMarkStep } = {},
): ContainerState {
  return settle({
    id: options.id ?? 'measuring-jug',
    name: 'a measuring jug',
    shape: 'measuring-jug',
    capacity: measuringJugCapacity,
    amount: options.amount ?? 0,
    marks: options.marks ?? 100,
  });
}

/** The container with `id`, if it is on the table. */
export function findContainer(
  containers: readonly ContainerState[],
  id: string,
): ContainerState | undefined {
  return containers.find((container) => container.id === id);
}

/** What a pour did. */
export const pourOutcomes = [
  /** All of it went in; the target is not full. */
  'poured',
  /** All of it went in and the target is just full. */
  'filled',
  /** The target filled up and some stayed in the source. */
  'overflowed',
  /** The source had nothing in it. */
  'source-empty',
  /** The target was already full: nothing went in. */
  'target-full',
  /** A container that is not there, or a container poured into itself. */
  'no-pour',
] as const;
/** One of {@link pourOutcomes}. */
export type PourOutcome = (typeof pourOutcomes)[number];

/** A pour and what came of it. */
export interface PourResult {
  readonly from: string;
  readonly to: string;
  /** How much moved, in mL. */
  readonly poured: number;
  readonly outcome: PourOutcome;
  /** The containers after it. */
  readonly containers: readonly ContainerState[];
}

/**
 * Pours `from` into `to`: the target fills to at most its capacity and what does not fit
 * stays in the source. Pouring from an empty container, into a full one, into itself or
 * between containers that are not there changes nothing (and says why in `outcome`).
 */
export function pour(containers: readonly ContainerState[], from: string, to: string): PourResult {
  const source = findContainer(containers, from);
  const target = findContainer(containers, to);
  const unchanged = (outcome: PourOutcome): PourResult => ({
    from,
    to,
    poured: 0,
    outcome,
    containers,
  });
  if (!source || !target || from === to) return unchanged('no-pour');
  if (source.amount <= 0) return unchanged('source-empty');
  const room = target.capacity - target.amount;
  if (room <= 0) return unchanged('target-full');
  const poured = Math.min(source.amount, room);
  const left = source.amount - poured;
  const full = target.amount + poured >= target.capacity;
  const next = containers.map((container) =>
    container.id === from
      ? { ...container, amount: left }
      : container.id === to
        ? { ...container, amount: target.amount + poured }
        : container,
  );
  const outcome: PourOutcome = left > 0 ? 'overflowed' : full ? 'filled' : 'poured';
  return { from, to, poured, outcome, containers: next };
}

/** The containers with `id` filled to the brim again (a cup refilled from the carton). */
export function refill(containers: readonly ContainerState[], id: string): ContainerState[] {
  return containers.map((container) =>
    container.id === id ? { ...container, amount: container.capacity } : container,
  );
}

/** The containers with `id` holding `amount` mL (clamped into 0…its capacity). */
export function setContainerAmount(
  containers: readonly ContainerState[],
  id: string,
  amount: number,
): ContainerState[] {
  return containers.map((container) =>
    container.id === id ? settle({ ...container, amount }) : container,
  );
}

/** Which holds more, by the hidden capacities: `first`, `second`, or `same`. */
export function holdsMore(
  first: ContainerState,
  second: ContainerState,
): 'first' | 'second' | 'same' {
  if (first.capacity === second.capacity) return 'same';
  return first.capacity > second.capacity ? 'first' : 'second';
}

/**
 * Which holds more, found the way the child finds it: pour `first`, full, into `second`,
 * empty. Some left over: the first holds more; the second not full: the second does; just
 * full: the same.
 */
export function pourTest(
  first: ContainerState,
  second: ContainerState,
): 'first' | 'second' | 'same' {
  const result = pour(
    [
      { ...first, id: 'first', amount: first.capacity },
      { ...second, id: 'second', amount: 0 },
    ],
    'first',
    'second',
  );
  if (result.outcome === 'overflowed') return 'first';
  if (result.outcome === 'filled') return 'same';
  // Nothing to pour (a container that holds nothing): compare what each can take.
  if (result.outcome !== 'poured') return holdsMore(first, second);
  return 'second';
}

/** How many full cups it takes to fill a jug (the last may not all go in). */
export function cupsToFill(cupCapacity: number, jugCapacity: number): number {
  if (cupCapacity <= 0) return 0;
  return Math.ceil(Math.max(0, jugCapacity) / cupCapacity);
}

// Names ------------------------------------------------------------------------------------

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "cup", "measuring jug". */
function nounOfContainer(container: ContainerState): string {
  return nounOf({ id: container.id, name: container.name, shape: 'bar' });
}

/** "the cup": how texts name a container on screen. */
export function theContainer(container: ContainerState): string {
  return `the ${nounOfContainer(container)}`;
}

/** "Cup", "Measuring jug": the word under a container. */
export function containerTitle(container: ContainerState): string {
  return capitalize(nounOfContainer(container));
}

/** A one-word noun's plural ("cups", "glasses"); a longer noun keeps its words ("measuring jugs"). */
function plural(noun: string): string {
  return /(s|x|z|ch|sh)$/i.test(noun) ? `${noun}es` : `${noun}s`;
}

// The measuring jug -----------------------------------------------------------------------

/** One mark of a measuring jug's scale. */
export interface JugMark {
  /** In mL. */
  readonly value: number;
  /** A long mark with its number; the 50 marks between are short and bare. */
  readonly labelled: boolean;
  /** Its labels as written: ["600"], or ["1000 mL", "1 L"] at the top. */
  readonly labels: readonly string[];
}

/** The marks of a measuring jug, from the first above 0 up to `max` (1 L). */
export function jugMarks(step: JugMarkStep, max = measuringJugCapacity): JugMark[] {
  const marks: JugMark[] = [];
  for (let value: number = step; value <= max; value += step) {
    const labelled = value % 100 === 0;
    const labels =
      value === measuringJugCapacity
        ? [formatWritten(value, 'mL'), formatWritten(1, 'L')]
        : labelled
          ? [String(value)]
          : [];
    marks.push({ value, labelled, labels });
  }
  return marks;
}

/** Where the water's flat top is on a measuring jug. */
export type JugReading =
  | { readonly kind: 'empty' }
  | { readonly kind: 'labelled'; readonly mark: number }
  | { readonly kind: 'small'; readonly above: number }
  | { readonly kind: 'between'; readonly below: number; readonly above: number };

/**
 * Which mark the water reaches: a labelled one, a small (50) one just above a labelled one,
 * or, for a level on no mark, the two marks around it (0 counts as the bottom).
 */
export function jugReading(amount: number, step: JugMarkStep): JugReading {
  if (amount <= 0) return { kind: 'empty' };
  if (amount % step === 0) {
    return amount % 100 === 0
      ? { kind: 'labelled', mark: amount }
      : { kind: 'small', above: amount - (amount % 100) };
  }
  const below = amount - (amount % step);
  return { kind: 'between', below, above: below + step };
}

/** A labelled mark as said: "600", or at the top "1 litre, 1000 millilitres". */
function markSpoken(value: number): string {
  return value === measuringJugCapacity
    ? `${formatSpoken(1, 'L')}, ${formatSpoken(value, 'mL')}`
    : String(value);
}

/** The mark the water is at, in words ("the mark labelled 600"), for both forms below. */
function readingPhrase(reading: JugReading): string {
  switch (reading.kind) {
    case 'empty':
      return 'the bottom: the jug is empty';
    case 'labelled':
      return `the mark labelled ${markSpoken(reading.mark)}`;
    case 'small':
      return `the small mark just above ${reading.above}`;
    case 'between':
      return reading.below === 0
        ? `below the first mark, ${reading.above}`
        : `between the marks for ${reading.below} and ${reading.above}`;
  }
}

/** The scale in words: "marks every 100 millilitres up to 1 litre". */
function scaleText(step: JugMarkStep): string {
  return step === 100
    ? `marks every ${formatSpoken(100, 'mL')} up to ${formatSpoken(1, 'L')}`
    : `marks every ${formatSpoken(50, 'mL')}, labelled every 100, up to ${formatSpoken(1, 'L')}`;
}

/**
 * A measuring jug in words (measurements.md 3-2): "Measuring jug, marks every 100
 * millilitres up to 1 litre. Water reaches the mark labelled 600." or "… Water reaches the
 * small mark just above 300."; with milk, "Milk reaches the mark labelled 600."
 */
export function describeJug(amount: number, step: JugMarkStep, liquid: Liquid = 'water'): string {
  const reading = jugReading(amount, step);
  const level =
    reading.kind === 'empty'
      ? 'The jug is empty.'
      : reading.kind === 'between'
        ? `The ${liquid} is ${readingPhrase(reading)}.`
        : `${capitalize(liquid)} reaches ${readingPhrase(reading)}.`;
  return `Measuring jug, ${scaleText(step)}. ${level}`;
}

/**
 * The liquid in a measuring jug after a pour (measurements.md 3-0): "Jug: water at the mark
 * labelled 1 litre, 1000 millilitres.", "Jug: milk at the mark labelled 250."
 */
export function jugLevelText(amount: number, step: JugMarkStep, liquid: Liquid = 'water'): string {
  const reading = jugReading(amount, step);
  if (reading.kind === 'empty') return 'Jug: empty.';
  if (reading.kind === 'between') return `Jug: ${liquid} ${readingPhrase(reading)}.`;
  return `Jug: ${liquid} at ${readingPhrase(reading)}.`;
}

/**
 * A container in words, its capacity unsaid: "Cup: full.", "Jug: some water, not full." (a
 * measuring jug by its marks, {@link describeJug}).
 */
export function describeContainer(container: ContainerState, liquid: Liquid = 'water'): string {
  if (container.marks !== undefined) return describeJug(container.amount, container.marks, liquid);
  const state =
    container.amount <= 0
      ? 'empty'
      : container.amount >= container.capacity
        ? 'full'
        : `some ${liquid}, not full`;
  return `${containerTitle(container)}: ${state}.`;
}

// Pours in words ---------------------------------------------------------------------------

/** How the target sits after a pour, its capacity unsaid. */
function afterPourText(target: ContainerState, liquid: Liquid): string {
  if (target.marks !== undefined) return jugLevelText(target.amount, target.marks, liquid);
  return target.amount >= target.capacity
    ? `${capitalize(theContainer(target))} is full.`
    : `${capitalize(theContainer(target))} is not full.`;
}

/**
 * What a pour says: "Poured the cup into the jug. The jug is not full.", "The jug is full;
 * some is left in the cup.", "The cup is empty: there is nothing to pour."
 */
export function pourText(result: PourResult, liquid: Liquid = 'water'): string {
  const source = findContainer(result.containers, result.from);
  const target = findContainer(result.containers, result.to);
  if (!source || !target || result.outcome === 'no-pour') return 'Nothing to pour into.';
  const from = theContainer(source);
  const to = theContainer(target);
  switch (result.outcome) {
    case 'source-empty':
      return `${capitalize(from)} is empty: there is nothing to pour.`;
    case 'target-full':
      return `${capitalize(to)} is already full.`;
    case 'overflowed':
      return `${capitalize(to)} is full; some is left in ${from}.`;
    default:
      return `Poured ${from} into ${to}. ${afterPourText(target, liquid)}`;
  }
}

/**
 * Counting cups into a jug (3-2 step 2): "3 cups poured. The jug is not full yet.", "4 cups
 * poured. The jug is full.", "… The jug is full; some is left in the cup."
 */
export function countedPourText(
  result: PourResult,
  count: number,
  liquid: Liquid = 'water',
): string {
  const source = findContainer(result.containers, result.from);
  const target = findContainer(result.containers, result.to);
  if (!source || !target || count <= 0 || result.poured <= 0) return pourText(result, liquid);
  const noun = nounOfContainer(source);
  const poured = `${count} ${count === 1 ? noun : plural(noun)} poured.`;
  const to = capitalize(theContainer(target));
  if (result.outcome === 'overflowed')
    return `${poured} ${to} is full; some is left in ${theContainer(source)}.`;
  return result.outcome === 'filled'
    ? `${poured} ${to} is full.`
    : `${poured} ${to} is not full yet.`;
}

// Fill mode --------------------------------------------------------------------------------

/**
 * Where a key moves the water in fill mode: Up/Right add 50 mL, Down/Left take 50 out,
 * PageUp/PageDown 100, Home empties and End fills; always inside 0…capacity and on a 50 mark.
 */
export function fillKeyTarget(
  amount: number,
  key: string,
  modifiers: SliderKeyModifiers,
  capacity: number,
): number | undefined {
  return sliderKeyTarget(amount, key, modifiers, {
    min: 0,
    max: capacity,
    step: fillStep,
    pageStep: 100,
    shiftStep: 100,
    snapToGrid: true,
  });
}

/** The amount a drag reaches: `fraction` of the way up, snapped to the nearest 50 mL. */
export function amountAtFraction(fraction: number, capacity: number): number {
  const raw = clampValue(fraction, 0, 1) * capacity;
  return clampValue(snapToMultiple(raw, fillStep), 0, capacity);
}

/** What fill mode says: "350 millilitres." */
export function fillText(amount: number): string {
  return `${formatSpoken(amount, 'mL')}.`;
}

/** A level's height as a share of the container's inside (0 empty, 1 full). */
export function levelFraction(amount: number, capacity: number): number {
  return capacity > 0 ? clampValue(amount / capacity, 0, 1) : 0;
}
