/**
 * Lingo 3-1, Balance Scale Puzzles (measurements.md): read a tipped scale, balance an object
 * with gram or kilogram masses and type its mass, and solve balance puzzles. Four difficulty
 * steps: which is heavier or lighter (step 1), balance in grams (step 2) and in kilograms
 * (step 3), then three kinds of puzzle (step 4): order 3 objects from two weighings, one of
 * 2 same boxes, and "Will 1 kg balance 1000 g?".
 *
 * The answer rule: the scale is level only when the totals are exactly equal; the answer is
 * the sum of the masses on the other pan; one of 2 same boxes is the total ÷ 2; 1 kg = 1000 g.
 * Items with two parts (balance, then type) are right only if both parts are.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { findObject, nounOf, type MeasureObject } from '../../model/objects';
import { formatSpoken, formatWritten, type UnitId } from '../../model/units';
import type { DrawnSize } from '../../widgets/BalanceScale/balanceModel';

/**
 * A value as written on screen, its number and unit kept on one line ("1000 g" never wraps
 * before its "g"): the shared written form with a no-break space.
 */
export const written = (value: number, unit: UnitId): string =>
  formatWritten(value, unit).replace(' ', '\u00a0');

// ─── Hints ──────────────────────────────────────────────────────────────────────────────

/**
 * Hint texts, keyed by misconception. The first three are measurements.md's; `added-up` is
 * its example, and the checker says it with the child's own masses ("500, then 700").
 */
export const balanceScalePuzzlesHints = {
  tilt: 'The heavier side goes down, like the bigger kid on a see-saw.',
  'added-up': 'Add the masses one at a time: 500, then 600, then 700.',
  unit: '1 kilogram is the same as 1000 grams.',
  'two-boxes': 'The 2 boxes are the same, so one box is half of the total.',
  default: 'Look at the scale again: the heavier side goes down, and level means the same.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type BalanceScalePuzzlesMisconception = Exclude<
  keyof typeof balanceScalePuzzlesHints,
  'default'
>;

// ─── Things on the scale ────────────────────────────────────────────────────────────────

/** Something weighed: an object of the bank, or a parcel of a hidden mass. */
export interface WeighedThing {
  readonly id: string;
  /** "an apple", "a parcel". */
  readonly name: string;
  /** "apple", "parcel". */
  readonly noun: string;
  /** Hidden true mass in grams. */
  readonly massG: number;
  /** How big it looks (1 small … 5 big): big-but-light pairs draw the light one bigger. */
  readonly size: DrawnSize;
}

/**
 * The bank of measurements.md 3-1, by id: apple 200 g, banana 100 g, beach ball 100 g, soup
 * can 300 g, book 500 g, loaf of bread 600 g; cat 4 kg, bag of potatoes 5 kg, 4 L bag of milk
 * 4 kg. Their masses are the shared object bank's hidden values.
 */
export const balanceBankIds = [
  'apple',
  'banana',
  'beach-ball',
  'soup-can',
  'book',
  'loaf-of-bread',
  'cat',
  'bag-of-potatoes',
  'bag-of-milk',
] as const;

/** How big each bank object looks, 1 (small) to 5 (big). */
const sizes: Readonly<Record<(typeof balanceBankIds)[number], DrawnSize>> = {
  apple: 2,
  banana: 2,
  'beach-ball': 4,
  'soup-can': 2,
  book: 3,
  'loaf-of-bread': 3,
  cat: 5,
  'bag-of-potatoes': 4,
  'bag-of-milk': 3,
};

function thingOf(object: MeasureObject, size: DrawnSize): WeighedThing {
  return { id: object.id, name: object.name, noun: nounOf(object), massG: object.massG ?? 0, size };
}

/** The objects of the bank, as things to weigh. */
export const balanceBank: readonly WeighedThing[] = balanceBankIds.map((id) => {
  const object = findObject(id);
  if (!object?.massG) throw new Error(`The object bank has no mass for "${id}"`);
  return thingOf(object, sizes[id]);
});

/** The parcel id: a box of a hidden mass, for masses no bank object has (400 g, 7 kg). */
export const parcelId = 'parcel';

/** A parcel of a mass. */
export function parcel(massG: number): WeighedThing {
  return { id: parcelId, name: 'a parcel', noun: 'parcel', massG, size: 3 };
}

/** The id of one of step 4's 2 same boxes. */
export const boxId = 'box';

// ─── Masses ─────────────────────────────────────────────────────────────────────────────

/** The masses on offer at step 2 (grams) and step 3 (kilograms), in grams. */
export const gramMasses = [100, 200, 500] as const;
export const kilogramMasses = [1000, 2000, 5000] as const;
/** "Several of each": how many of each mass the tray holds. */
export const massesOfEach = 4;

/** A mass as written on it: "100 g", "1 kg". */
export function massLabel(grams: number): string {
  return grams >= 1000 && grams % 1000 === 0 ? written(grams / 1000, 'kg') : written(grams, 'g');
}

/** A mass as spoken: "100 grams", "1 kilogram". */
export function massSpoken(grams: number): string {
  return grams >= 1000 && grams % 1000 === 0
    ? formatSpoken(grams / 1000, 'kg')
    : formatSpoken(grams, 'g');
}

/** A list in words: "500 g", "500 g and 500 g", "500 g, 200 g and 100 g". */
export function andList(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const total = (masses: readonly number[]): number => masses.reduce((sum, mass) => sum + mass, 0);

/**
 * The masses that balance an amount, biggest first, from the ones on offer (as a child would
 * put them on: the biggest that still fits, then smaller ones).
 */
export function greedyMasses(amount: number, offered: readonly number[]): number[] {
  const biggestFirst = [...offered].sort((a, b) => b - a);
  const chosen: number[] = [];
  let left = amount;
  for (const mass of biggestFirst) {
    let count = 0;
    while (left >= mass && count < massesOfEach) {
      chosen.push(mass);
      left -= mass;
      count += 1;
    }
  }
  return left === 0 ? chosen : [];
}

// ─── Items ──────────────────────────────────────────────────────────────────────────────

/** One weighing of step 4's order puzzle: two things on the pans, the heavier one down. */
export interface Weighing {
  readonly left: WeighedThing;
  readonly right: WeighedThing;
}

/** What an item asks, by kind. */
export type BalanceTask =
  | {
      /** Step 1: two objects already on the pans. "Which is heavier?" (or "lighter?"). */
      readonly kind: 'compare';
      readonly ask: 'heavier' | 'lighter';
      readonly left: WeighedThing;
      readonly right: WeighedThing;
      /** The bigger-looking object is the lighter one. */
      readonly bigButLight: boolean;
    }
  | {
      /** Steps 2 and 3: balance the object with masses, then type its mass. */
      readonly kind: 'balance';
      readonly unit: 'g' | 'kg';
      /** On the left pan. */
      readonly thing: WeighedThing;
      /** The masses on offer, in grams: several of each. */
      readonly tray: readonly number[];
    }
  | {
      /** Step 4: two weighings shown; order 3 objects from lightest to heaviest. */
      readonly kind: 'order';
      /** The cards, in the order they start in (never already sorted). */
      readonly things: readonly WeighedThing[];
      readonly weighings: readonly [Weighing, Weighing];
    }
  | {
      /** Step 4: "2 same boxes balance 600 g. How heavy is one box?" */
      readonly kind: 'boxes';
      /** Grams, 200 to 1000 in steps of 200. */
      readonly total: number;
      /** The masses on the other pan, which add up to the total. */
      readonly masses: readonly number[];
    }
  | {
      /** Step 4: "Will 1 kg balance 500 g and 500 g?" */
      readonly kind: 'will-balance';
      readonly kilograms: number;
      /** The gram masses on the other side. */
      readonly grams: readonly number[];
    };

/** The kind of a task. */
export type BalanceTaskKind = BalanceTask['kind'];

/** A Balance Scale Puzzles item. */
export interface BalanceScalePuzzlesItem extends PracticeItemBase {
  readonly step: number;
  readonly task: BalanceTask;
}

/** The answer, by the widget that gives it. */
export type BalanceScalePuzzlesAnswer =
  /** Step 1: the object picked. */
  | { readonly kind: 'pick'; readonly id: string }
  /**
   * Steps 2–3: the masses on the other pan (grams), any masses put beside the object, and the
   * number typed (in the item's unit).
   */
  | {
      readonly kind: 'balance';
      readonly pan: readonly number[];
      readonly withObject?: readonly number[];
      readonly typed: number | null;
    }
  /** Step 4's order puzzle: the card ids, lightest first. */
  | { readonly kind: 'order'; readonly order: readonly string[] }
  /** Step 4's boxes: grams typed. */
  | { readonly kind: 'number'; readonly value: number }
  /** Step 4's "Will 1 kg balance…?" */
  | { readonly kind: 'yes-no'; readonly value: 'yes' | 'no' };

const lastKey = (context: GenerateContext | undefined): string | undefined =>
  context?.recentKeys[context.recentKeys.length - 1];

/** Both orders of two things on the pans. */
function onPans(rng: Rng, first: WeighedThing, second: WeighedThing): [WeighedThing, WeighedThing] {
  return rng.int(0, 1) === 0 ? [first, second] : [second, first];
}

/** Pairs of step 1: one at least twice the other; big-but-light when the lighter looks bigger. */
export function comparePairs(bigButLight: boolean): [WeighedThing, WeighedThing][] {
  const pairs: [WeighedThing, WeighedThing][] = [];
  for (const light of balanceBank) {
    for (const heavy of balanceBank) {
      if (heavy.massG < 2 * light.massG) continue;
      if (light.size > heavy.size === bigButLight) pairs.push([light, heavy]);
    }
  }
  return pairs;
}

function generateCompare(rng: Rng): BalanceTask {
  // measurements.md: a big-but-light pair in 1 of 3 items.
  const bigButLight = rng.int(1, 3) === 1;
  const [light, heavy] = rng.pick(comparePairs(bigButLight));
  const [left, right] = onPans(rng, light, heavy);
  return {
    kind: 'compare',
    ask: rng.pick(['heavier', 'lighter'] as const),
    left,
    right,
    bigButLight,
  };
}

function generateBalance(rng: Rng, unit: 'g' | 'kg'): BalanceTask {
  const massG = unit === 'g' ? rng.int(1, 9) * 100 : rng.int(1, 10) * 1000;
  const objects = balanceBank.filter((thing) => thing.massG === massG);
  const thing = rng.pick([...objects, parcel(massG)]);
  const offered = unit === 'g' ? gramMasses : kilogramMasses;
  const tray = offered.flatMap((mass) => Array.from({ length: massesOfEach }, () => mass));
  return { kind: 'balance', unit, thing, tray };
}

function generateOrder(rng: Rng): BalanceTask {
  const picked: WeighedThing[] = [];
  for (const thing of rng.shuffle(balanceBank)) {
    if (picked.every((other) => other.massG !== thing.massG)) picked.push(thing);
    if (picked.length === 3) break;
  }
  const [lightest, middle, heaviest] = [...picked].sort((a, b) => a.massG - b.massG) as [
    WeighedThing,
    WeighedThing,
    WeighedThing,
  ];
  const [firstLeft, firstRight] = onPans(rng, lightest, middle);
  const [secondLeft, secondRight] = onPans(rng, middle, heaviest);
  const first: Weighing = { left: firstLeft, right: firstRight };
  const second: Weighing = { left: secondLeft, right: secondRight };
  const weighings: [Weighing, Weighing] = rng.int(0, 1) === 0 ? [first, second] : [second, first];
  // The cards start in any order but the answer.
  const orders = [
    [lightest, heaviest, middle],
    [middle, lightest, heaviest],
    [middle, heaviest, lightest],
    [heaviest, lightest, middle],
    [heaviest, middle, lightest],
  ];
  return { kind: 'order', things: rng.pick(orders), weighings };
}

function generateBoxes(rng: Rng): BalanceTask {
  const boxes = rng.int(1, 5) * 200;
  return { kind: 'boxes', total: boxes, masses: greedyMasses(boxes, gramMasses) };
}

/** The gram sides of "Will 1 kg balance…?": the same as 1 kg (Yes) or not (No). */
export const willBalanceSides: Readonly<Record<'yes' | 'no', readonly (readonly number[])[]>> = {
  yes: [[1000], [500, 500], [500, 200, 200, 100], [200, 200, 200, 200, 200]],
  no: [[100], [500], [500, 100], [200, 200, 200], [500, 200, 200]],
};

function generateWillBalance(rng: Rng): BalanceTask {
  // measurements.md: about half the items are No.
  const side = rng.int(0, 1) === 0 ? willBalanceSides.yes : willBalanceSides.no;
  return { kind: 'will-balance', kilograms: 1, grams: rng.pick(side) };
}

/** An item's key: the same task, the same key. */
export function taskKey(task: BalanceTask): string {
  switch (task.kind) {
    case 'compare':
      return `compare:${task.ask}:${task.left.id}:${task.right.id}`;
    case 'balance':
      return `balance:${task.unit}:${task.thing.id}:${task.thing.massG}`;
    case 'order':
      return `order:${task.things.map((thing) => thing.id).join(',')}:${task.weighings
        .map((weighing) => `${weighing.left.id}-${weighing.right.id}`)
        .join(',')}`;
    case 'boxes':
      return `boxes:${task.total}`;
    case 'will-balance':
      return `will-balance:${task.kilograms}:${task.grams.join('+')}`;
  }
}

/** "the apple", "the parcel". */
export const theThing = (thing: WeighedThing): string => `the ${thing.noun}`;

/** The prompt of a task, as shown. */
export function taskPrompt(task: BalanceTask): string {
  switch (task.kind) {
    case 'compare':
      return `Which is ${task.ask}?`;
    case 'balance':
      return `Put masses on the other pan until the scale is level. How many ${
        task.unit === 'g' ? 'grams' : 'kilograms'
      } is ${theThing(task.thing)}?`;
    case 'order':
      return 'Put them in order from lightest to heaviest.';
    case 'boxes':
      return `2 same boxes balance ${written(task.total, 'g')}. How heavy is one box?`;
    case 'will-balance':
      // The gram side stays in grams, "1000 g" (measurements.md): that is the puzzle.
      return `Will ${massLabel(task.kilograms * 1000)} balance ${andList(
        task.grams.map((grams) => written(grams, 'g')),
      )}?`;
  }
}

/** The prompt as spoken, with the full unit words. */
export function taskSpeech(task: BalanceTask): string {
  switch (task.kind) {
    case 'boxes':
      return `2 same boxes balance ${formatSpoken(task.total, 'g')}. How heavy is one box?`;
    case 'will-balance':
      return `Will ${massSpoken(task.kilograms * 1000)} balance ${andList(
        task.grams.map((grams) => formatSpoken(grams, 'g')),
      )}?`;
    default:
      return taskPrompt(task);
  }
}

function makeTask(step: number, rng: Rng): BalanceTask {
  switch (step) {
    case 1:
      return generateCompare(rng);
    case 2:
      return generateBalance(rng, 'g');
    case 3:
      return generateBalance(rng, 'kg');
    default:
      return rng.pick([generateOrder, generateBoxes, generateWillBalance])(rng);
  }
}

/** Generates an item for a step (1–4), never the item just shown. */
export function generateBalanceScalePuzzles(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): BalanceScalePuzzlesItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = lastKey(context);
  let task = makeTask(clamped, rng);
  for (let attempt = 0; attempt < 20 && taskKey(task) === previous; attempt += 1) {
    task = makeTask(clamped, rng);
  }
  const prompt = taskPrompt(task);
  const speech = taskSpeech(task);
  return {
    key: taskKey(task),
    prompt,
    ...(speech !== prompt ? { speech } : {}),
    step: clamped,
    task,
  };
}

// ─── The answer rule ────────────────────────────────────────────────────────────────────

/** The thing asked for at step 1: the heavier one, or the lighter one. */
export function compareAnswer(task: Extract<BalanceTask, { kind: 'compare' }>): WeighedThing {
  const heavier = task.left.massG > task.right.massG ? task.left : task.right;
  const lighter = heavier === task.left ? task.right : task.left;
  return task.ask === 'heavier' ? heavier : lighter;
}

/** The things of the order puzzle, lightest first. */
export function lightestFirst(task: Extract<BalanceTask, { kind: 'order' }>): WeighedThing[] {
  return [...task.things].sort((a, b) => a.massG - b.massG);
}

/** Whether the gram side of "Will 1 kg balance…?" is the same mass: exactly equal totals. */
export function willBalance(task: Extract<BalanceTask, { kind: 'will-balance' }>): boolean {
  return total(task.grams) === task.kilograms * 1000;
}

/** The tilt of a scale: which side is down, or level (only when the totals are equal). */
export function tilt(leftGrams: number, rightGrams: number): 'left' | 'right' | 'level' {
  if (leftGrams === rightGrams) return 'level';
  return leftGrams > rightGrams ? 'left' : 'right';
}

type Result = CheckResult<BalanceScalePuzzlesMisconception>;

const wrong = (
  misconception: BalanceScalePuzzlesMisconception,
  message?: string,
  marks?: Result['marks'],
): Result => ({
  correct: false,
  misconception,
  ...(message ? { message } : {}),
  ...(marks ? { marks } : {}),
});

/** "Add the masses one at a time: 500, then 600, then 700." with the child's own masses. */
export function addingHint(pan: readonly number[], unit: 'g' | 'kg'): string {
  const scale = unit === 'kg' ? 1000 : 1;
  const biggestFirst = [...pan].sort((a, b) => b - a);
  if (biggestFirst.length === 1) {
    const only = biggestFirst[0] ?? 0;
    return `Read the number on the mass: it says ${massLabel(only)}.`;
  }
  let sum = 0;
  const sums = biggestFirst.map((mass) => {
    sum += mass;
    return String(sum / scale);
  });
  return `Add the masses one at a time: ${sums.join(', then ')}.`;
}

/** Said when masses go beside the object: its mass is then more than the masses' sum. */
export const besideObjectText = (thing: WeighedThing): string =>
  `Put the masses on the other pan only: ${theThing(thing)} stays alone on its pan.`;

function checkBalance(
  task: Extract<BalanceTask, { kind: 'balance' }>,
  pan: readonly number[],
  withObject: readonly number[],
  typed: number | null,
): Result {
  const onPan = total(pan);
  const objectSide = task.thing.massG + total(withObject);
  const level = onPan === objectSide;
  const typedGrams = typed === null ? null : typed * (task.unit === 'kg' ? 1000 : 1);
  const typedRight = typedGrams === task.thing.massG;
  const marks = {
    scale: level ? ('correct' as const) : ('incorrect' as const),
    number: typedRight ? ('correct' as const) : ('incorrect' as const),
  };
  if (withObject.length > 0) {
    return {
      correct: false,
      message: besideObjectText(task.thing),
      marks: { ...marks, scale: 'incorrect' },
    };
  }
  if (level && typedRight) return { correct: true, marks };
  if (!level) {
    const heavier = onPan > objectSide ? 'the masses are' : `${theThing(task.thing)} is`;
    const fix = onPan > objectSide ? 'Take a mass off.' : 'Add a mass.';
    return wrong(
      'tilt',
      `Not level yet. ${balanceScalePuzzlesHints.tilt} Here ${heavier} heavier. ${fix}`,
      marks,
    );
  }
  // Level, and the number typed is not the sum on the pan.
  if (task.unit === 'kg' && typed === task.thing.massG) {
    return wrong('unit', `${balanceScalePuzzlesHints.unit} Type the kilograms.`, marks);
  }
  return wrong('added-up', addingHint(pan, task.unit), marks);
}

function checkOrder(
  task: Extract<BalanceTask, { kind: 'order' }>,
  order: readonly string[],
): Result {
  const sorted = lightestFirst(task).map((thing) => thing.id);
  const marks = Object.fromEntries(
    sorted.map((id, index) => [id, order[index] === id ? 'correct' : 'incorrect'] as const),
  );
  if (sorted.every((id, index) => order[index] === id)) return { correct: true, marks };
  const reversed = [...sorted].reverse();
  if (reversed.every((id, index) => order[index] === id)) {
    return wrong(
      'tilt',
      `That is heaviest first. ${balanceScalePuzzlesHints.tilt} The lightest goes first.`,
      marks,
    );
  }
  return wrong('tilt', undefined, marks);
}

/** The answer rule (see the module comment). */
export function checkBalanceScalePuzzles(
  item: BalanceScalePuzzlesItem,
  answer: BalanceScalePuzzlesAnswer,
): Result {
  const { task } = item;
  switch (task.kind) {
    case 'compare': {
      const right = compareAnswer(task);
      if (answer.kind === 'pick' && answer.id === right.id) return { correct: true };
      const other = right === task.left ? task.right : task.left;
      const big = task.ask === 'heavier' ? other : right;
      return task.bigButLight
        ? wrong(
            'tilt',
            `${capitalize(theThing(big))} is big but light. ${balanceScalePuzzlesHints.tilt}`,
          )
        : wrong('tilt');
    }
    case 'balance':
      return answer.kind === 'balance'
        ? checkBalance(task, answer.pan, answer.withObject ?? [], answer.typed)
        : wrong('tilt');
    case 'order':
      return answer.kind === 'order' ? checkOrder(task, answer.order) : wrong('tilt');
    case 'boxes': {
      const one = task.total / 2;
      if (answer.kind === 'number' && answer.value === one) return { correct: true };
      return wrong(
        'two-boxes',
        `The 2 same boxes together balance ${written(task.total, 'g')}. One box is half of ${written(task.total, 'g')}.`,
      );
    }
    case 'will-balance': {
      const right = willBalance(task) ? 'yes' : 'no';
      if (answer.kind === 'yes-no' && answer.value === right) return { correct: true };
      const sum = total(task.grams);
      const grams =
        task.grams.length > 1
          ? ` ${andList(task.grams.map(massLabel))} make ${massLabel(sum)}.`
          : '';
      return wrong('unit', `${balanceScalePuzzlesHints.unit}${grams}`);
    }
  }
}

/** Whether an answer can be checked: both parts given, every card in a place. */
export function isAnswerReady(
  item: BalanceScalePuzzlesItem,
  answer: BalanceScalePuzzlesAnswer,
): boolean {
  const { task } = item;
  switch (task.kind) {
    case 'balance':
      return answer.kind === 'balance' && answer.pan.length > 0 && answer.typed !== null;
    case 'order':
      return answer.kind === 'order' && answer.order.length === task.things.length;
    default:
      return true;
  }
}

/** The one right answer of an item, in the answer's own shape. */
export function rightAnswer(item: BalanceScalePuzzlesItem): BalanceScalePuzzlesAnswer {
  const { task } = item;
  switch (task.kind) {
    case 'compare':
      return { kind: 'pick', id: compareAnswer(task).id };
    case 'balance': {
      const offered = task.unit === 'g' ? gramMasses : kilogramMasses;
      return {
        kind: 'balance',
        pan: greedyMasses(task.thing.massG, offered),
        typed: task.thing.massG / (task.unit === 'kg' ? 1000 : 1),
      };
    }
    case 'order':
      return { kind: 'order', order: lightestFirst(task).map((thing) => thing.id) };
    case 'boxes':
      return { kind: 'number', value: task.total / 2 };
    case 'will-balance':
      return { kind: 'yes-no', value: willBalance(task) ? 'yes' : 'no' };
  }
}

// ─── Words ──────────────────────────────────────────────────────────────────────────────

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The mass of a thing in the unit the item asks for: "700 g", "4 kg". */
function thingMass(thing: WeighedThing): string {
  return massLabel(thing.massG);
}

/** The answer in words, said once the child has answered. */
export function describeBalanceScalePuzzles(item: BalanceScalePuzzlesItem): string {
  const { task } = item;
  switch (task.kind) {
    case 'compare': {
      const answer = compareAnswer(task);
      return `${capitalize(theThing(answer))} is ${task.ask}.`;
    }
    case 'balance':
      return `${capitalize(theThing(task.thing))} is ${massSpoken(task.thing.massG)}.`;
    case 'order':
      return `Lightest to heaviest: ${andList(lightestFirst(task).map((thing) => thing.noun))}.`;
    case 'boxes':
      return `One box is ${formatSpoken(task.total / 2, 'g')}.`;
    case 'will-balance': {
      const grams = andList(task.grams.map(massSpoken));
      return willBalance(task)
        ? `Yes: ${massSpoken(task.kilograms * 1000)} balances ${grams}.`
        : `No: ${massSpoken(task.kilograms * 1000)} is 1000 grams, and ${grams} ${
            task.grams.length > 1 ? 'make' : 'is'
          } ${massSpoken(total(task.grams))}.`;
    }
  }
}

/** "The side with the cat is down: the cat is heavier than the apple." for a weighing. */
function weighingText(weighing: Weighing): string {
  const heavier = weighing.left.massG > weighing.right.massG ? weighing.left : weighing.right;
  const lighter = heavier === weighing.left ? weighing.right : weighing.left;
  return `The side with ${theThing(heavier)} is down: ${theThing(heavier)} is heavier than ${theThing(lighter)}.`;
}

/**
 * The worked example (after 2 misses in a row), one step at a time. For a balance, step i
 * has the first i + 1 masses of the greedy answer on the pan (the view draws them).
 */
export function balanceScalePuzzlesWorkedExample(
  item: BalanceScalePuzzlesItem,
): WorkedExampleStep[] {
  const { task } = item;
  switch (task.kind) {
    case 'compare': {
      const heavier = task.left.massG > task.right.massG ? task.left : task.right;
      const lighter = heavier === task.left ? task.right : task.left;
      return [
        { text: balanceScalePuzzlesHints.tilt },
        { text: `The side with ${theThing(heavier)} is down: ${theThing(heavier)} is heavier.` },
        { text: `The side with ${theThing(lighter)} is up: ${theThing(lighter)} is lighter.` },
      ];
    }
    case 'balance': {
      const offered = task.unit === 'g' ? gramMasses : kilogramMasses;
      const masses = greedyMasses(task.thing.massG, offered);
      let sum = 0;
      const steps = masses.map((mass) => {
        sum += mass;
        const where =
          sum === task.thing.massG
            ? 'The scale is level.'
            : `The side with ${theThing(task.thing)} is still down.`;
        return {
          text: `Put on ${massLabel(mass)}: ${massLabel(sum)} on the pan. ${where}`,
          speech: `Put on ${massSpoken(mass)}: ${massSpoken(sum)} on the pan. ${where}`,
        };
      });
      return [
        ...steps,
        {
          text: `The masses add up to ${thingMass(task.thing)}: ${theThing(task.thing)} is ${thingMass(task.thing)}.`,
          speech: `The masses add up to ${massSpoken(task.thing.massG)}: ${theThing(task.thing)} is ${massSpoken(task.thing.massG)}.`,
        },
      ];
    }
    case 'order':
      return [
        { text: `Scale 1: ${weighingText(task.weighings[0])}` },
        { text: `Scale 2: ${weighingText(task.weighings[1])}` },
        { text: describeBalanceScalePuzzles(item) },
      ];
    case 'boxes': {
      const one = task.total / 2;
      const grams = (value: number) => written(value, 'g');
      const spoken = (value: number) => formatSpoken(value, 'g');
      return [
        {
          text: `The 2 boxes together balance ${grams(task.total)}.`,
          speech: `The 2 boxes together balance ${spoken(task.total)}.`,
        },
        {
          text: `The boxes are the same, so each is half: ${grams(one)} and ${grams(one)}.`,
          speech: `The boxes are the same, so each is half: ${spoken(one)} and ${spoken(one)}.`,
        },
        {
          text: `${one} + ${one} = ${task.total}. One box is ${grams(one)}.`,
          speech: `${one} and ${one} make ${task.total}. One box is ${spoken(one)}.`,
        },
      ];
    }
    case 'will-balance': {
      const sum = total(task.grams);
      return [
        { text: balanceScalePuzzlesHints.unit },
        {
          text: `${andList(task.grams.map(massLabel))} ${task.grams.length > 1 ? 'make' : 'is'} ${massLabel(sum)}.`,
          speech: `${andList(task.grams.map(massSpoken))} ${task.grams.length > 1 ? 'make' : 'is'} ${massSpoken(sum)}.`,
        },
        { text: describeBalanceScalePuzzles(item) },
      ];
    }
  }
}

/** The model of Balance Scale Puzzles. */
export const balanceScalePuzzlesModel = {
  steps: 4,
  hints: balanceScalePuzzlesHints,
  generate: generateBalanceScalePuzzles,
  check: checkBalanceScalePuzzles,
  workedExample: balanceScalePuzzlesWorkedExample,
  describe: describeBalanceScalePuzzles,
} satisfies PracticeModel<
  BalanceScalePuzzlesItem,
  BalanceScalePuzzlesAnswer,
  BalanceScalePuzzlesMisconception
>;
