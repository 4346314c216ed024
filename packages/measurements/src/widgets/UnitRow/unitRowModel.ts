/**
 * Measuring with units laid end to end (measurements.md, 1-0, 1-2, 2-0): an object of L cm and
 * units of u cm (a paper clip 3, a linking cube 2, a metre stick 100) placed along a lane.
 * Positions are cm from the object's left end. The rule: the row starts at the object's left
 * end, every joint is touching (no space between, no overlap), and it ends at the right end;
 * then the count is L ÷ u. Pure: no React, no DOM.
 */

/** The units for laying end to end. */
export const unitKindIds = ['paper-clip', 'cube', 'metre-stick'] as const;
/** A unit for laying end to end. */
export type UnitKindId = (typeof unitKindIds)[number];

/** A unit's length and its words. */
export interface UnitKind {
  readonly id: UnitKindId;
  /** Its length in cm (measurements.md, Conventions). */
  readonly lengthCm: number;
  /** "paper clip" / "paper clips". */
  readonly singular: string;
  readonly plural: string;
  /** The short word the row texts use: "clip" / "clips" ("Clip 2 to clip 3: touching"). */
  readonly short: string;
  readonly shortPlural: string;
}

/** The three units: paper clip 3 cm, linking cube 2 cm, metre stick 100 cm. */
export const unitKinds: { readonly [Id in UnitKindId]: UnitKind } = {
  'paper-clip': {
    id: 'paper-clip',
    lengthCm: 3,
    singular: 'paper clip',
    plural: 'paper clips',
    short: 'clip',
    shortPlural: 'clips',
  },
  cube: {
    id: 'cube',
    lengthCm: 2,
    singular: 'cube',
    plural: 'cubes',
    short: 'cube',
    shortPlural: 'cubes',
  },
  'metre-stick': {
    id: 'metre-stick',
    lengthCm: 100,
    singular: 'metre stick',
    plural: 'metre sticks',
    short: 'stick',
    shortPlural: 'sticks',
  },
};

/** How two neighbouring units meet. */
export const jointKinds = ['touching', 'space-between', 'on-top'] as const;
/** How two neighbouring units meet: touching, with a space between, or on top of each other. */
export type JointKind = (typeof jointKinds)[number];

/** A joint between unit `index` and unit `index + 1` (0-based). */
export interface Joint {
  readonly index: number;
  readonly kind: JointKind;
  /** The space between them in cm: above 0 a gap, below 0 an overlap. */
  readonly offset: number;
}

// Positions come from additions of whole or half centimetres; a hair's difference is touching.
const epsilon = 1e-6;

/** Where the next unit goes: touching the last one, or at the object's left end. */
export function nextStart(starts: readonly number[], unitLength: number): number {
  const last = starts.at(-1);
  return last === undefined ? 0 : last + unitLength;
}

/** The row with one more unit, touching the last one (Enter). */
export function addUnit(starts: readonly number[], unitLength: number): readonly number[] {
  return [...starts, nextStart(starts, unitLength)];
}

/** The row without its last unit (Delete); an empty row stays empty. */
export function removeLastUnit(starts: readonly number[]): readonly number[] {
  return starts.slice(0, -1);
}

/** Every joint of a row, left to right. */
export function rowJoints(starts: readonly number[], unitLength: number): readonly Joint[] {
  const joints: Joint[] = [];
  for (let index = 0; index + 1 < starts.length; index += 1) {
    const offset = (starts[index + 1] ?? 0) - ((starts[index] ?? 0) + unitLength);
    const kind: JointKind =
      offset > epsilon ? 'space-between' : offset < -epsilon ? 'on-top' : 'touching';
    joints.push({ index, kind, offset: Math.abs(offset) < epsilon ? 0 : offset });
  }
  return joints;
}

/** Where the row ends: the last unit's right end (0 for an empty row). */
export function rowEnd(starts: readonly number[], unitLength: number): number {
  const last = starts.at(-1);
  return last === undefined ? 0 : last + unitLength;
}

/** The units (0-based) that stick out past the object's right end, wholly or partly. */
export function unitsPastEnd(
  starts: readonly number[],
  unitLength: number,
  objectLength: number,
): readonly number[] {
  return starts.flatMap((start, index) =>
    start + unitLength > objectLength + epsilon ? [index] : [],
  );
}

/** What is wrong with a row, as the hints name it. */
export type RowProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'late-start'; readonly by: number }
  | { readonly kind: 'early-start'; readonly by: number }
  | { readonly kind: 'gap'; readonly joint: number }
  | { readonly kind: 'overlap'; readonly joint: number }
  | { readonly kind: 'short'; readonly by: number }
  | { readonly kind: 'sticking-out'; readonly units: readonly number[] };

/** Whether a row measures the object right, and what is wrong with it if not. */
export interface RowCheck {
  readonly right: boolean;
  readonly count: number;
  readonly problems: readonly RowProblem[];
}

/**
 * Checks a row the way measurements.md teaches: starts at the object's left end, no gaps, no
 * overlaps, ends exactly at its right end. Problems come left to right.
 */
export function checkRow(
  starts: readonly number[],
  unitLength: number,
  objectLength: number,
): RowCheck {
  const problems: RowProblem[] = [];
  const first = starts[0];
  if (first === undefined) {
    return { right: false, count: 0, problems: [{ kind: 'empty' }] };
  }
  if (first > epsilon) problems.push({ kind: 'late-start', by: first });
  if (first < -epsilon) problems.push({ kind: 'early-start', by: -first });
  for (const joint of rowJoints(starts, unitLength)) {
    if (joint.kind === 'space-between') problems.push({ kind: 'gap', joint: joint.index });
    if (joint.kind === 'on-top') problems.push({ kind: 'overlap', joint: joint.index });
  }
  const end = rowEnd(starts, unitLength);
  if (end < objectLength - epsilon) problems.push({ kind: 'short', by: objectLength - end });
  const past = unitsPastEnd(starts, unitLength, objectLength);
  if (past.length > 0) problems.push({ kind: 'sticking-out', units: past });
  return { right: problems.length === 0, count: starts.length, problems };
}

/** The count of units that measures an object: L ÷ u (always exact in the Lingos). */
export function unitCount(objectLength: number, unitLength: number): number {
  return objectLength / unitLength;
}

/**
 * A row with one bad joint (Max's row, 1-0 step 5, 1-2 step 3 and the closing check): units
 * from the object's left end, touching except at joint `joint` (between unit joint+1 and
 * joint+2, 1-based), which is `offset` cm apart (above 0 a gap, below 0 an overlap); units keep
 * coming until the row reaches the object's right end. A gap of one unit shows one unit too
 * few ("it shows only 4"); an overlap of one unit, one too many.
 */
export function rowWithJoint(
  objectLength: number,
  unitLength: number,
  joint: number,
  offset: number,
): readonly number[] {
  const starts: number[] = [];
  let next = 0;
  // A guard against a row that could never reach the end (an overlap as long as a unit).
  const most = Math.ceil(objectLength / Math.max(unitLength / 4, epsilon)) + 4;
  while (next < objectLength - epsilon && starts.length < most) {
    starts.push(next);
    next += unitLength + (starts.length - 1 === joint ? offset : 0);
  }
  return starts;
}

/** A correct row: units touching from the left end to the right end. */
export function rightRow(objectLength: number, unitLength: number): readonly number[] {
  return rowWithJoint(objectLength, unitLength, -1, 0);
}

/** The row with one joint closed up: the units after it slide to touch ("the clips close up"). */
export function closeJoint(
  starts: readonly number[],
  unitLength: number,
  joint: number,
): readonly number[] {
  const left = starts[joint];
  const right = starts[joint + 1];
  if (left === undefined || right === undefined) return starts;
  const shift = left + unitLength - right;
  return starts.map((start, index) => (index > joint ? start + shift : start));
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "Clip 2 to clip 3: touching" (the joint between 0-based units 1 and 2). */
export function jointText(unit: UnitKind, joint: number, kind: JointKind): string {
  const words: Record<JointKind, string> = {
    touching: 'touching',
    'space-between': 'space between',
    'on-top': 'on top of each other',
  };
  return `${capitalize(unit.short)} ${joint + 1} to ${unit.short} ${joint + 2}: ${words[kind]}`;
}

/** "5 paper clips long." */
export function countText(count: number, unit: UnitKind): string {
  return `${count} ${count === 1 ? unit.singular : unit.plural} long.`;
}

/** "3 paper clips" / "1 paper clip". */
export function unitsText(count: number, unit: UnitKind): string {
  return `${count} ${count === 1 ? unit.singular : unit.plural}`;
}

/** How the row texts name the object measured. */
export interface RowTextObject {
  /** "a crayon". */
  readonly name: string;
  /** "the crayon". */
  readonly theName: string;
}

function listUnits(unit: UnitKind, indices: readonly number[]): string {
  const numbers = indices.map((index) => index + 1);
  const word = numbers.length === 1 ? capitalize(unit.short) : capitalize(unit.shortPlural);
  const list =
    numbers.length === 1
      ? String(numbers[0])
      : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  return `${word} ${list}`;
}

/** One sentence per problem: "Space between clip 2 and clip 3." */
export function problemText(problem: RowProblem, unit: UnitKind, object: RowTextObject): string {
  const clip = (index: number) => `${unit.short} ${index + 1}`;
  switch (problem.kind) {
    case 'empty':
      return `No ${unit.plural} yet.`;
    case 'late-start':
      return `${capitalize(clip(0))} starts after ${object.theName}'s left end.`;
    case 'early-start':
      return `${capitalize(clip(0))} starts before ${object.theName}'s left end.`;
    case 'gap':
      return `Space between ${clip(problem.joint)} and ${clip(problem.joint + 1)}.`;
    case 'overlap':
      return `${capitalize(clip(problem.joint))} and ${clip(problem.joint + 1)} are on top of each other.`;
    case 'short':
      return `The ${unit.shortPlural} stop before ${object.theName}'s right end.`;
    case 'sticking-out':
      return `${listUnits(unit, problem.units)} ${problem.units.length === 1 ? 'sticks' : 'stick'} out past ${object.theName}'s right end.`;
  }
}

/**
 * The row in words (measurements.md 1-0 and 1-2): a right row "A crayon. 3 paper clips
 * touching end to end, from its left end to its right end."; otherwise "4 clips along the
 * ribbon. Space between clip 2 and clip 3."
 */
export function rowText(
  starts: readonly number[],
  unit: UnitKind,
  objectLength: number,
  object: RowTextObject,
): string {
  const check = checkRow(starts, unit.lengthCm, objectLength);
  if (check.right) {
    return `${capitalize(object.name)}. ${unitsText(check.count, unit)} touching end to end, from its left end to its right end.`;
  }
  if (check.count === 0)
    return `${capitalize(object.name)}. ${problemText({ kind: 'empty' }, unit, object)}`;
  const along = `${check.count} ${check.count === 1 ? unit.short : unit.shortPlural} along ${object.theName}.`;
  return [along, ...check.problems.map((problem) => problemText(problem, unit, object))].join(' ');
}
