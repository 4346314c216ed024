/**
 * Lingo 3-2, Pour and Measure: compare capacities by pouring, pick mL or L, count the cups that
 * fill a jug, read a measuring jug marked in mL up to 1 L, and fill it to a target
 * (measurements.md 3-2). Capacities are the bank's hidden true values; the jug's level always
 * sits on a mark, and 1 L = 1000 mL ("1000 mL" and "1 L" are both right).
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import {
  everydayUnitOf,
  findObject,
  nounOf,
  objectsInGroup,
  theNameOf,
  type MeasureObject,
} from '../../model/objects';
import { formatSpoken, formatWritten, sameQuantity } from '../../model/units';
import type { Liquid } from '../../widgets/Containers/containerModel';

/** The two units the jug's answer can be typed in. */
export const capacityUnits = ['mL', 'L'] as const;
/** `mL` or `L`. */
export type CapacityUnit = (typeof capacityUnits)[number];

/** The measuring jug of steps 3 and 4: up to 1000 mL (1 L). */
export const jugCapacityMl = 1000;
/** What one press of Up or Down pours in or out when filling (measurements.md 3-2). */
export const fillStepMl = 50;
/** The cup of step 2, poured into the jug one cupful at a time. */
export const cupMl = 250;

/** How far apart the measuring jug's marks are: every 100 mL (step 3) or every 50 mL. */
export type JugMarks = 100 | 50;

/** A container of step 1: a bank object with a capacity and a height. */
export interface Container {
  readonly object: MeasureObject;
  /** Hidden true capacity in mL. */
  readonly capacityMl: number;
  /** Its height in cm: the taller of two is drawn taller. */
  readonly heightCm: number;
}

/** What an item asks. */
export type PourTask =
  /** "Which holds more?" of two containers, in the order they stand, left first. */
  | {
      readonly kind: 'compare';
      readonly containers: readonly [Container, Container];
    }
  /** "mL or L?" for a thing of the bank's `sort-ml-l` group. */
  | { readonly kind: 'unit'; readonly thing: MeasureObject; readonly capacityMl: number }
  /** "How many cups fill the jug?": the jug holds `cups` cupfuls exactly. */
  | { readonly kind: 'cups'; readonly cups: number; readonly cupMl: number; readonly jugMl: number }
  /** "How much water is in the jug?": the level sits on a mark. */
  | { readonly kind: 'read'; readonly level: number; readonly marks: JugMarks }
  /** "Pour 350 millilitres of milk for the pancakes.": fill the empty jug to the target. */
  | { readonly kind: 'fill'; readonly target: number; readonly recipe: Recipe };

/** A Pour and Measure item. */
export interface PourItem extends PracticeItemBase {
  readonly step: number;
  readonly task: PourTask;
}

/** The child's answer, by task. */
export type PourAnswer =
  | { readonly kind: 'container'; readonly id: string }
  | { readonly kind: 'unit'; readonly unit: CapacityUnit }
  | { readonly kind: 'count'; readonly value: number }
  | { readonly kind: 'amount'; readonly value: number; readonly unit: CapacityUnit }
  | { readonly kind: 'fill'; readonly level: number };

/** Hint texts of Pour and Measure: the three of measurements.md, then the Lingo's own. */
export const pourHints = {
  'tall-holds-more': 'Taller does not always hold more. Pour to find out.',
  'misread-level': 'Read the mark at the top of the water, counting by 100s from 0.',
  'half-mark': 'The small mark halfway between 300 and 400 is 350.',
  'holds-more':
    'Fill one and pour it into the other. If the water spills over, the first one holds more.',
  'ml-or-l':
    'Millilitres, mL, are for small amounts, like a teaspoon. Litres, L, are for big amounts: a milk carton holds 1 litre.',
  'count-cups': 'Count each cup as you pour it in, until the jug is full.',
  'unit-size': "The jug's marks count millilitres. The top mark is 1 litre: 1000 millilitres.",
  default: 'Read the mark at the top of the water, counting by 100s from 0.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type PourMisconception = Exclude<keyof typeof pourHints, 'default'>;

/** What the child fills the jug for at step 4. */
export interface Recipe {
  readonly id: string;
  /** The liquid: "milk", drawn in its colour and named by the jug. */
  readonly liquid: Liquid;
  /** What it is for: "for the pancakes". */
  readonly purpose: string;
}

/** The fill tasks' reasons to pour. */
export const recipes: readonly Recipe[] = [
  { id: 'pancakes', liquid: 'milk', purpose: 'for the pancakes' },
  { id: 'soup', liquid: 'water', purpose: 'for the soup' },
  { id: 'plants', liquid: 'water', purpose: 'for the plants' },
  { id: 'smoothie', liquid: 'juice', purpose: 'for the smoothie' },
];

// ─── Words ───────────────────────────────────────────────────────────────────────────────

/** "350 millilitres", "1 litre". */
export const spokenAmount = (value: number, unit: CapacityUnit = 'mL'): string =>
  formatSpoken(value, unit);

/** "350 mL", "1 L". */
export const writtenAmount = (value: number, unit: CapacityUnit = 'mL'): string =>
  formatWritten(value, unit);

/** "Pour 350 millilitres of milk for the pancakes." */
export const fillPrompt = (target: number, recipe: Recipe): string =>
  `Pour ${spokenAmount(target)} of ${recipe.liquid} ${recipe.purpose}.`;

/** The prompts of the other tasks. */
export const pourPrompts = {
  compare: (first: Container, second: Container) =>
    `Which holds more: ${theNameOf(first.object)} or ${theNameOf(second.object)}?`,
  unit: (thing: MeasureObject) => `mL or L for ${thing.name}?`,
  unitSpoken: (thing: MeasureObject) => `Millilitres or litres for ${thing.name}?`,
  cups: 'How many cups fill the jug?',
  read: 'How much water is in the jug?',
} as const;

// ─── The banks ───────────────────────────────────────────────────────────────────────────

/** The containers of step 1: every `container` object of a bank with a capacity and height. */
export function containersOf(bank?: readonly MeasureObject[]): readonly Container[] {
  return objectsInGroup('container', bank).flatMap((object) =>
    object.capacityMl === undefined || object.lengthCm === undefined
      ? []
      : [{ object, capacityMl: object.capacityMl, heightCm: object.lengthCm }],
  );
}

/** Two containers that can be compared: capacities at least 25% apart, heights different. */
export function differEnough(first: Container, second: Container): boolean {
  const small = Math.min(first.capacityMl, second.capacityMl);
  const big = Math.max(first.capacityMl, second.capacityMl);
  // 25% more, in whole numbers: big ≥ 1.25 × small.
  return big * 4 >= small * 5 && first.heightCm !== second.heightCm;
}

/** The one that holds more, and the taller one, of two containers. */
export const biggerOf = (pair: readonly [Container, Container]): Container =>
  pair[0].capacityMl > pair[1].capacityMl ? pair[0] : pair[1];
export const tallerOf = (pair: readonly [Container, Container]): Container =>
  pair[0].heightCm > pair[1].heightCm ? pair[0] : pair[1];

/** Every pair of a bank's containers that step 1 may ask about, split by the taller's capacity. */
export function containerPairs(bank?: readonly MeasureObject[]): {
  readonly tallerHoldsLess: readonly (readonly [Container, Container])[];
  readonly tallerHoldsMore: readonly (readonly [Container, Container])[];
} {
  const all = containersOf(bank);
  const pairs = all.flatMap((first, index) =>
    all
      .slice(index + 1)
      .filter((second) => differEnough(first, second))
      .map((second) => [first, second] as const),
  );
  return {
    tallerHoldsLess: pairs.filter((pair) => tallerOf(pair) !== biggerOf(pair)),
    tallerHoldsMore: pairs.filter((pair) => tallerOf(pair) === biggerOf(pair)),
  };
}

/**
 * The things of "mL or L?": the bank's `sort-ml-l` group, leaving out any whose name gives its
 * unit away ("a 4 L bag of milk").
 */
export function unitThings(bank?: readonly MeasureObject[]): readonly MeasureObject[] {
  return objectsInGroup('sort-ml-l', bank).filter(
    (object) => object.capacityMl !== undefined && !/\d\s*m?L\b/.test(object.name),
  );
}

const pairs = containerPairs();
const things = unitThings();
const cupObject = findObject('cup');

/** The unit a thing's amount is said in: mL below 1 L, L from 1 L (1 L = 1000 mL). */
export const unitOfThing = (thing: MeasureObject): CapacityUnit =>
  everydayUnitOf(thing, 'capacity') === 'L' ? 'L' : 'mL';

// ─── Generator ───────────────────────────────────────────────────────────────────────────

function compareItem(rng: Rng): PourItem {
  // The taller one holds less in half the items.
  const list = rng.next() < 0.5 ? pairs.tallerHoldsLess : pairs.tallerHoldsMore;
  const [first, second] = rng.shuffle(rng.pick(list)) as [Container, Container];
  const ids = [first.object.id, second.object.id].sort().join('+');
  return {
    key: `compare:${ids}`,
    prompt: pourPrompts.compare(first, second),
    step: 1,
    task: { kind: 'compare', containers: [first, second] },
  };
}

function unitItem(rng: Rng): PourItem {
  const thing = rng.pick(things);
  return {
    key: `unit:${thing.id}`,
    prompt: pourPrompts.unit(thing),
    speech: pourPrompts.unitSpoken(thing),
    step: 1,
    task: { kind: 'unit', thing, capacityMl: thing.capacityMl ?? 0 },
  };
}

function generateOnce(step: number, rng: Rng): PourItem {
  switch (step) {
    case 1:
      // "mL or L?" in 1 of 3 items.
      return rng.int(1, 3) === 1 ? unitItem(rng) : compareItem(rng);
    case 2: {
      const cups = rng.int(2, 8);
      const size = cupObject?.capacityMl ?? cupMl;
      return {
        key: `cups:${cups}`,
        prompt: pourPrompts.cups,
        step: 2,
        task: { kind: 'cups', cups, cupMl: size, jugMl: cups * size },
      };
    }
    case 3: {
      const level = rng.int(1, 10) * 100;
      return {
        key: `read:3:${level}`,
        prompt: pourPrompts.read,
        step: 3,
        task: { kind: 'read', level, marks: 100 },
      };
    }
    default: {
      if (rng.next() < 0.5) {
        const target = rng.int(1, 19) * fillStepMl;
        const recipe = rng.pick(recipes);
        return {
          key: `fill:${target}`,
          prompt: fillPrompt(target, recipe),
          step: 4,
          task: { kind: 'fill', target, recipe },
        };
      }
      const level = rng.int(1, 19) * 50;
      return {
        key: `read:4:${level}`,
        prompt: pourPrompts.read,
        step: 4,
        task: { kind: 'read', level, marks: 50 },
      };
    }
  }
}

/** Generates a Pour and Measure item for a step (1–4), never the previous item again. */
export function generatePour(step: number, rng: Rng, context?: GenerateContext): PourItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng);
  for (let tries = 0; item.key === previous && tries < 50; tries += 1) {
    item = generateOnce(clamped, rng);
  }
  return item;
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

/** The half-mark hint for a level on a small mark: "The small mark halfway between 600 and 700 is 650." */
export function halfMarkText(level: number): string {
  const below = Math.floor(level / 100) * 100;
  return `The small mark halfway between ${below} and ${below + 100} is ${level}.`;
}

/** Whether a level sits on a small (unlabelled) 50 mark. */
export const onHalfMark = (level: number): boolean => level % 100 === 50;

function checkLevel(
  level: number,
  answer: number,
  marks: JugMarks,
): CheckResult<PourMisconception> {
  if (marks === 50 && onHalfMark(level) && Math.abs(answer - level) === 50) {
    return { correct: false, misconception: 'half-mark', message: halfMarkText(level) };
  }
  return { correct: false, misconception: 'misread-level' };
}

/**
 * The answer rule. Which holds more: the container with the larger hidden capacity (picking
 * the taller one when it holds less is `tall-holds-more`). mL or L: L from 1000 mL. Cups: the
 * number of cupfuls the jug holds. Reading: the mark at the top of the water, in mL or L, the
 * same amount either way (1 L = 1000 mL); a small mark read as its neighbour is `half-mark`,
 * a right number in litres `unit-size`. Filling: the level equals the target.
 */
export function checkPour(item: PourItem, answer: PourAnswer): CheckResult<PourMisconception> {
  const { task } = item;
  switch (task.kind) {
    case 'compare': {
      if (answer.kind !== 'container') return { correct: false };
      const bigger = biggerOf(task.containers);
      const right = answer.id === bigger.object.id;
      const marks = { [answer.id]: right ? ('correct' as const) : ('incorrect' as const) };
      if (right) return { correct: true, marks };
      const taller = tallerOf(task.containers);
      return {
        correct: false,
        misconception: answer.id === taller.object.id ? 'tall-holds-more' : 'holds-more',
        marks,
      };
    }
    case 'unit': {
      if (answer.kind !== 'unit') return { correct: false };
      const right = answer.unit === unitOfThing(task.thing);
      const marks = { [answer.unit]: right ? ('correct' as const) : ('incorrect' as const) };
      return right ? { correct: true, marks } : { correct: false, misconception: 'ml-or-l', marks };
    }
    case 'cups':
      if (answer.kind !== 'count') return { correct: false };
      return answer.value === task.cups
        ? { correct: true }
        : { correct: false, misconception: 'count-cups' };
    case 'read': {
      if (answer.kind !== 'amount' || !Number.isSafeInteger(answer.value)) {
        return { correct: false };
      }
      const given = { value: answer.value, unit: answer.unit };
      if (sameQuantity(given, { value: task.level, unit: 'mL' })) return { correct: true };
      // "600 L": the number is read right, in the wrong unit (1 L is the whole jug).
      if (answer.unit === 'L' && answer.value !== 1) {
        return { correct: false, misconception: 'unit-size' };
      }
      return checkLevel(
        task.level,
        answer.unit === 'L' ? answer.value * 1000 : answer.value,
        task.marks,
      );
    }
    case 'fill':
      if (answer.kind !== 'fill') return { correct: false };
      return answer.level === task.target
        ? { correct: true }
        : checkLevel(task.target, answer.level, 50);
  }
}

// ─── Texts and worked examples ───────────────────────────────────────────────────────────

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "100, 200, 300": counting by 100s from 0 up to a level. */
export function countBy100s(upTo: number): string {
  return Array.from({ length: Math.floor(upTo / 100) }, (_, index) => (index + 1) * 100).join(', ');
}

/** The answer in words, said once the child has answered. */
export function describePour(item: PourItem): string {
  const { task } = item;
  switch (task.kind) {
    case 'compare':
      return `${capitalize(theNameOf(biggerOf(task.containers).object))} holds more.`;
    case 'unit': {
      const unit = unitOfThing(task.thing);
      return `${capitalize(nounOf(task.thing))}: ${unit === 'L' ? 'litres, L' : 'millilitres, mL'}.`;
    }
    case 'cups':
      return `${task.cups} cups fill the jug.`;
    case 'read':
      return `${capitalize(spokenAmount(task.level))}.`;
    case 'fill':
      return `${capitalize(spokenAmount(task.target))}.`;
  }
}

/** Finding a mark on the jug: count by 100s to it, and a small mark is halfway to the next. */
function findMarkSteps(level: number): WorkedExampleStep[] {
  if (!onHalfMark(level)) {
    return [{ text: `Count the marks by 100s from 0: ${countBy100s(level)}.` }];
  }
  const below = level - 50;
  return [
    below === 0
      ? { text: 'Start at 0, the bottom of the jug.' }
      : { text: `Count by 100s to the label just below: ${countBy100s(below)}.` },
    { text: halfMarkText(level) },
  ];
}

/**
 * The worked example: pour one container into the other and see which one spills over; say
 * which unit a small or big amount uses; count the cups poured; count the jug's marks by 100s
 * to the top of the water (a small mark is halfway to the next label); fill by 50s to a mark.
 */
export function pourWorkedExample(item: PourItem): WorkedExampleStep[] {
  const { task } = item;
  switch (task.kind) {
    case 'compare': {
      const [first, second] = task.containers;
      const firstName = theNameOf(first.object);
      const secondName = theNameOf(second.object);
      const spills = first.capacityMl > second.capacityMl;
      return [
        { text: `Fill ${firstName} with water.` },
        { text: `Pour it into ${secondName}.` },
        spills
          ? {
              text: `${capitalize(secondName)} is full, and some water is left in ${firstName}. ${capitalize(firstName)} holds more.`,
            }
          : {
              text: `All the water fits, and ${secondName} is not full yet. ${capitalize(secondName)} holds more.`,
            },
      ];
    }
    case 'unit': {
      const big = unitOfThing(task.thing) === 'L';
      const name = capitalize(task.thing.name);
      return big
        ? [
            { text: `${name} holds a lot: more than a 1-litre milk carton.` },
            { text: 'Big amounts use litres: L.' },
          ]
        : [
            { text: `${name} holds a small amount: less than a 1-litre milk carton.` },
            { text: 'Small amounts use millilitres: mL.' },
          ];
    }
    case 'cups': {
      const counted = Array.from({ length: task.cups }, (_, index) => index + 1).join(', ');
      return [
        { text: 'Fill the cup and pour it into the jug. Count 1.' },
        { text: `Keep going, one cup at a time: ${counted}.` },
        { text: `After ${task.cups} cups the jug is full. ${task.cups} cups fill the jug.` },
      ];
    }
    case 'read':
      return [
        { text: 'Find the flat top of the water.' },
        ...findMarkSteps(task.level),
        {
          text: `The water is at ${writtenAmount(task.level)}.`,
          speech: `The water is at ${spokenAmount(task.level)}.`,
        },
      ];
    case 'fill':
      return [
        { text: `Find the mark for ${task.target} on the jug.` },
        ...findMarkSteps(task.target),
        {
          text: `Pour in 50 millilitres at a time until the ${task.recipe.liquid} reaches that mark: ${writtenAmount(task.target)}.`,
          speech: `Pour in 50 millilitres at a time until the ${task.recipe.liquid} reaches that mark: ${spokenAmount(task.target)}.`,
        },
      ];
  }
}

/** The model of Pour and Measure. */
export const pourModel = {
  steps: 4,
  hints: pourHints,
  generate: generatePour,
  check: checkPour,
  workedExample: pourWorkedExample,
  describe: describePour,
} satisfies PracticeModel<PourItem, PourAnswer, PourMisconception>;
