/**
 * Lingo 2-1, Measure with a Ruler: line up the 0 and read the length in centimetres, make a
 * ribbon a given length, and find how much longer one object is than another
 * (measurements.md). A pure model: a seeded generator per difficulty step, the answer rule
 * and hints that name the misconception.
 */
import type {
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { findObject, theNameOf, type MeasureObject } from '../../model/objects';
import { formatSpoken } from '../../model/units';

/** The ruler of this Lingo runs from 0 to 20 cm. */
export const rulerEndCm = 20;

/**
 * The objects laid on the ruler, each with the lengths it can believably be drawn at ("the
 * object and its length vary"; a used crayon is shorter than a new one). Ids of the bank.
 * No ribbon: step 3's ribbon is the tool the child stretches, not a thing to measure.
 */
export const rulerObjects = [
  { id: 'crayon', minCm: 4, maxCm: 10 },
  { id: 'pencil', minCm: 5, maxCm: 20 },
  { id: 'eraser', minCm: 2, maxCm: 6 },
  { id: 'toothbrush', minCm: 14, maxCm: 20 },
  { id: 'leaf', minCm: 3, maxCm: 15 },
  { id: 'straw', minCm: 10, maxCm: 20 },
  { id: 'spoon', minCm: 10, maxCm: 20 },
  { id: 'feather', minCm: 5, maxCm: 20 },
  { id: 'nail', minCm: 2, maxCm: 10 },
  { id: 'key', minCm: 4, maxCm: 8 },
  { id: 'twig', minCm: 3, maxCm: 20 },
  { id: 'bead-string', minCm: 5, maxCm: 20 },
] as const;
/** An object this Lingo lays on the ruler. */
export type RulerObjectId = (typeof rulerObjects)[number]['id'];

/** What the child does in an item of a step. */
export const measureTasks = ['read', 'line-up', 'ribbon', 'difference'] as const;
/**
 * `read`: the ruler is lined up; type the length (step 1). `line-up`: drag the ruler so its 0
 * meets the object's end, then type the length (step 2). `ribbon`: stretch the ribbon to the
 * target (step 3). `difference`: two objects; type how much longer one is (step 4).
 */
export type MeasureTask = (typeof measureTasks)[number];

/** An object on the ruler: which one, and the length it is drawn at (its hidden true value). */
export interface PlacedObject {
  readonly id: RulerObjectId;
  readonly lengthCm: number;
}

/** A Measure with a Ruler item. */
export interface MeasureWithARulerItem extends PracticeItemBase {
  readonly step: number;
  readonly task: MeasureTask;
  /** One object (steps 1–2), none (step 3), or two, longer first (step 4). */
  readonly objects: readonly PlacedObject[];
  /**
   * Where the ruler's 0 starts, in cm from the object's left end (step 2: 2 to 8 either way,
   * the whole object still on the ruler); 0 when it is lined up.
   */
  readonly rulerStartCm: number;
  /** Step 3's target length of the ribbon (2–15). */
  readonly targetCm?: number;
  /** The right answer: the length, the ribbon's end mark, or longer − shorter. */
  readonly answer: number;
}

/**
 * The answer: the number typed (or the ribbon's end mark), and where the ruler's 0 was from
 * the object's left end when the child checked (0 when lined up), so a miss can be named.
 */
export interface MeasureWithARulerAnswer {
  readonly value: number;
  readonly rulerOffsetCm?: number;
}

/** Hint texts of Measure with a Ruler (measurements.md, word for word where it gives them). */
export const measureWithARulerHints = {
  'not-at-zero': 'Put the 0 at the end of the object, not the edge of the ruler.',
  'counted-marks': 'Count the spaces between marks. From 0 to 1 is one centimetre.',
  difference: 'Line them up at 0. Count the centimetres that only the longer one reaches.',
  'ribbon-end': "Read the number under the ribbon's end. Stretch it until it ends on your mark.",
  default: 'Put the 0 at one end. Read the number at the other end.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type MeasureWithARulerMisconception = Exclude<
  keyof typeof measureWithARulerHints,
  'default'
>;

/** Step ranges of measurements.md. */
export const stepRanges = {
  1: { minCm: 2, maxCm: 10 },
  2: { minCm: 3, maxCm: 15, minAwayCm: 2, maxAwayCm: 8 },
  3: { minCm: 2, maxCm: 15 },
  4: { minCm: 3, maxCm: 20, minDifferenceCm: 1, maxDifferenceCm: 8 },
} as const;

/** The bank's entry of a ruler object (every id of `rulerObjects` is in the bank). */
export function rulerObject(id: RulerObjectId): MeasureObject {
  const object = findObject(id);
  if (!object) throw new Error(`The object bank has no "${id}"`);
  return object;
}

/** "the pencil". */
const theName = (id: RulerObjectId): string => theNameOf(rulerObject(id));
/** "Pencil". */
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "14 centimetres". */
export const centimetres = (value: number): string => formatSpoken(value, 'cm');

/** The objects that can be drawn at a length. */
const objectsFitting = (lengthCm: number) =>
  rulerObjects.filter((object) => object.minCm <= lengthCm && lengthCm <= object.maxCm);

/** An object for a length; every length from 2 to 20 fits some object. */
function objectAt(lengthCm: number, rng: Rng, not?: RulerObjectId): PlacedObject {
  const fitting = objectsFitting(lengthCm).filter((object) => object.id !== not);
  return { id: rng.pick(fitting).id, lengthCm };
}

function clampStep(step: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(Math.round(step), 1), 4) as 1 | 2 | 3 | 4;
}

function generateRead(rng: Rng): MeasureWithARulerItem {
  const { minCm, maxCm } = stepRanges[1];
  const object = objectAt(rng.int(minCm, maxCm), rng);
  return {
    key: `read:${object.id}:${object.lengthCm}`,
    prompt: `How long is ${theName(object.id)}?`,
    step: 1,
    task: 'read',
    objects: [object],
    rulerStartCm: 0,
    answer: object.lengthCm,
  };
}

function generateLineUp(rng: Rng): MeasureWithARulerItem {
  const { minCm, maxCm, minAwayCm, maxAwayCm } = stepRanges[2];
  const object = objectAt(rng.int(minCm, maxCm), rng);
  const away = rng.int(minAwayCm, maxAwayCm);
  // The ruler's 0 starts right of the object's end (the object sticks out left of the ruler)
  // or left of it, where the whole object must still lie on the 0–20 ruler.
  const leftFits = away + object.lengthCm <= rulerEndCm;
  const rulerStartCm = leftFits && rng.next() < 0.5 ? -away : away;
  return {
    key: `line-up:${object.id}:${object.lengthCm}:${rulerStartCm}`,
    prompt: `Line up the 0, then read. How long is ${theName(object.id)}?`,
    step: 2,
    task: 'line-up',
    objects: [object],
    rulerStartCm,
    answer: object.lengthCm,
  };
}

function generateRibbon(rng: Rng): MeasureWithARulerItem {
  const { minCm, maxCm } = stepRanges[3];
  const targetCm = rng.int(minCm, maxCm);
  return {
    key: `ribbon:${targetCm}`,
    prompt: `Make the ribbon ${targetCm} cm long.`,
    speech: `Make the ribbon ${centimetres(targetCm)} long.`,
    step: 3,
    task: 'ribbon',
    objects: [],
    rulerStartCm: 0,
    targetCm,
    answer: targetCm,
  };
}

function generateDifference(rng: Rng): MeasureWithARulerItem {
  const { minCm, maxCm, minDifferenceCm, maxDifferenceCm } = stepRanges[4];
  const difference = rng.int(minDifferenceCm, maxDifferenceCm);
  const shorterCm = rng.int(minCm, maxCm - difference);
  const longer = objectAt(shorterCm + difference, rng);
  const shorter = objectAt(shorterCm, rng, longer.id);
  return {
    key: `difference:${longer.id}:${longer.lengthCm}:${shorter.id}:${shorter.lengthCm}`,
    prompt: `How much longer is ${theName(longer.id)} than ${theName(shorter.id)}?`,
    step: 4,
    task: 'difference',
    objects: [longer, shorter],
    rulerStartCm: 0,
    answer: difference,
  };
}

function generateOnce(step: 1 | 2 | 3 | 4, rng: Rng): MeasureWithARulerItem {
  switch (step) {
    case 1:
      return generateRead(rng);
    case 2:
      return generateLineUp(rng);
    case 3:
      return generateRibbon(rng);
    default:
      return generateDifference(rng);
  }
}

/** Generates an item for a step (1–4), never the item just shown. */
export function generateMeasureWithARuler(
  step: number,
  rng: Rng,
  context?: GenerateContext,
): MeasureWithARulerItem {
  const clamped = clampStep(step);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng);
  for (let tries = 0; tries < 20 && item.key === previous; tries += 1) {
    item = generateOnce(clamped, rng);
  }
  return item;
}

/**
 * The answer rule: the length is the number at the object's far end with 0 lined up; the
 * ribbon's end must be on the target mark; the difference is longer − shorter. A miss names
 * a ruler not lined up at 0 (its edge or its 1 at the end), marks counted instead of spaces
 * (one more or one less), or, at step 4, not comparing from 0; a number past the ruler's 20
 * says so kindly.
 */
export function checkMeasureWithARuler(
  item: MeasureWithARulerItem,
  answer: MeasureWithARulerAnswer,
): CheckResult<MeasureWithARulerMisconception> {
  if (answer.value === item.answer) return { correct: true };
  if (answer.value > rulerEndCm && (item.task === 'read' || item.task === 'line-up')) {
    // Bad input, kindly: no length here is past the ruler's end. (At step 4 a sum past it
    // gets the step's own hint.)
    return {
      correct: false,
      message: `The ruler stops at ${rulerEndCm}. Look at the numbers under the ends again.`,
    };
  }
  const offByOne = Math.abs(answer.value - item.answer) === 1;
  switch (item.task) {
    case 'ribbon':
      return offByOne
        ? { correct: false, misconception: 'counted-marks' }
        : {
            correct: false,
            misconception: 'ribbon-end',
            message: `The ribbon ends at the ${answer.value} mark. Stretch it until it ends at the ${item.answer} mark.`,
          };
    case 'difference':
      return { correct: false, misconception: offByOne ? 'counted-marks' : 'difference' };
    default: {
      const offset = answer.rulerOffsetCm ?? item.rulerStartCm;
      if (offset !== 0) return { correct: false, misconception: 'not-at-zero' };
      if (offByOne) return { correct: false, misconception: 'counted-marks' };
      const [object] = item.objects;
      return object
        ? {
            correct: false,
            message: `Put the 0 at one end of ${theName(object.id)}. Read the number at its other end.`,
          }
        : { correct: false };
    }
  }
}

/** The item's answer in words, told after the child has answered. */
export function describeMeasureWithARuler(item: MeasureWithARulerItem): string {
  const [first, second] = item.objects;
  if (item.task === 'ribbon') return `The ribbon ends at the ${item.answer} mark.`;
  if (item.task === 'difference' && first && second) {
    return `${capitalized(theName(first.id))} is ${centimetres(item.answer)} longer than ${theName(second.id)}.`;
  }
  return first ? `${capitalized(theName(first.id))} is ${centimetres(first.lengthCm)} long.` : '';
}

/**
 * The worked example after two misses, step by step: line up the 0 and read the end; stretch
 * the ribbon space by space; read both ends and take the shorter from the longer.
 */
export function measureWithARulerWorkedExample(
  item: MeasureWithARulerItem,
): readonly WorkedExampleStep[] {
  const [first, second] = item.objects;
  if (item.task === 'ribbon') {
    const count = Array.from({ length: item.answer }, (_, index) => index + 1).join(', ');
    return [
      { text: 'The ribbon starts at the 0 mark.' },
      { text: `Stretch its end one space at a time: ${count}.` },
      {
        text: `It ends at the ${item.answer} mark. The ribbon is ${item.answer} cm long.`,
        speech: `It ends at the ${item.answer} mark. The ribbon is ${centimetres(item.answer)} long.`,
      },
    ];
  }
  if (item.task === 'difference' && first && second) {
    const longer = theName(first.id);
    const shorter = theName(second.id);
    return [
      {
        text: `Both start at the 0 mark. ${capitalized(longer)} ends at the ${first.lengthCm} mark.`,
      },
      { text: `${capitalized(shorter)} ends at the ${second.lengthCm} mark.` },
      {
        text: `Only ${longer} reaches from ${second.lengthCm} to ${first.lengthCm}: ${first.lengthCm} − ${second.lengthCm} = ${item.answer}. It is ${item.answer} cm longer.`,
        speech: `Only ${longer} reaches from ${second.lengthCm} to ${first.lengthCm}. ${first.lengthCm} take away ${second.lengthCm} is ${item.answer}. It is ${centimetres(item.answer)} longer.`,
      },
    ];
  }
  if (!first) return [];
  return [
    { text: `Put the 0 at the left end of ${theName(first.id)}.` },
    { text: `Look at its other end: it is at the ${first.lengthCm} mark.` },
    {
      text: `${capitalized(theName(first.id))} is ${first.lengthCm} cm long.`,
      speech: `${capitalized(theName(first.id))} is ${centimetres(first.lengthCm)} long.`,
    },
  ];
}

/** The model of Measure with a Ruler. */
export const measureWithARulerModel = {
  steps: 4,
  hints: measureWithARulerHints,
  generate: generateMeasureWithARuler,
  check: checkMeasureWithARuler,
  workedExample: measureWithARulerWorkedExample,
  describe: describeMeasureWithARuler,
} satisfies PracticeModel<
  MeasureWithARulerItem,
  MeasureWithARulerAnswer,
  MeasureWithARulerMisconception
>;
