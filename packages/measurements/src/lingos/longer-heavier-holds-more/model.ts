/**
 * Lingo 1-1, Longer, Heavier, Holds More: compare 2 objects and order 3 by length or mass,
 * compare capacity by pouring, and name what is being compared (measurements.md). Every
 * answer is checked against the objects' hidden true values: length in cm, mass in g,
 * capacity in mL; no comparison has a tie.
 */
import type {
  AnswerMarks,
  CheckResult,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  Rng,
  WorkedExampleStep,
} from '@lingos/kit';
import { findObject, objectBank, theNameOf, type MeasureObject } from '../../model/objects';

// ─── Items ───────────────────────────────────────────────────────────────────────────────

/** What this Lingo compares: length, mass or capacity. */
export const comparedQuantities = ['length', 'mass', 'capacity'] as const;
/** `length`, `mass` or `capacity`. */
export type ComparedQuantity = (typeof comparedQuantities)[number];

/** The question words (measurements.md: "the attribute and the question word vary"). */
export const compareWords = [
  'longer',
  'shorter',
  'taller',
  'heavier',
  'lighter',
  'holds more',
  'holds less',
] as const;
/** A question word: "Which is longer?", "Which holds less?". */
export type CompareWord = (typeof compareWords)[number];

/** The words of each quantity, and whether each asks for the larger value. */
const wordsOf: Readonly<Record<ComparedQuantity, readonly CompareWord[]>> = {
  length: ['longer', 'shorter', 'taller'],
  mass: ['heavier', 'lighter'],
  capacity: ['holds more', 'holds less'],
};
const asksForMore: Readonly<Record<CompareWord, boolean>> = {
  longer: true,
  shorter: false,
  taller: true,
  heavier: true,
  lighter: false,
  'holds more': true,
  'holds less': false,
};

/** The quantity a question word compares. */
export function quantityOfWord(word: CompareWord): ComparedQuantity {
  return comparedQuantities.find((quantity) => wordsOf[quantity].includes(word)) ?? 'length';
}

/** One object of an item: a bank object with the hidden true value this item gives it. */
export interface ItemObject {
  /** Unique in the item: the bank id, or the bank id and a number ("ribbon-2"). */
  readonly id: string;
  readonly object: MeasureObject;
  /** The hidden true value compared: cm, g or mL. */
  readonly value: number;
  /** Length items: where the object's starting (left) end is, in cm right of the start line. */
  readonly start?: number;
}

/** How an item is set up: already compared (step 1), or the child compares (steps 2 and 4). */
export type CompareSetup = 'compared' | 'open';

/** The tricky pairs of step 4. */
export type CompareTrick = 'big-light' | 'tall-thin';

/** What to order by, and from which end. */
export const orderDirections = ['shortest first', 'longest first', 'lightest first'] as const;
/** `shortest first`, `longest first` or `lightest first`. */
export type OrderDirection = (typeof orderDirections)[number];

/** The scenes of "What are we finding out?", each showing one quantity being compared. */
export const findingOutScenes = ['ribbons', 'parcels', 'pouring'] as const;
/** Two ribbons side by side, parcels on a scale, or pouring. */
export type FindingOutScene = (typeof findingOutScenes)[number];

/** The quantity each scene finds out about. */
export const sceneQuantity: Readonly<Record<FindingOutScene, ComparedQuantity>> = {
  ribbons: 'length',
  parcels: 'mass',
  pouring: 'capacity',
};

/** What an item asks. */
export type LongerTask =
  /**
   * Which of two objects is longer, heavier, holds more... Length objects lie in lanes from
   * their `start` (or stand on one line, "taller"); masses go on the two pans (the first on the
   * left); for capacity the first container is filled and poured into the second.
   */
  | {
      readonly kind: 'compare';
      readonly quantity: ComparedQuantity;
      readonly word: CompareWord;
      readonly setup: CompareSetup;
      readonly objects: readonly [ItemObject, ItemObject];
      readonly trick?: CompareTrick;
    }
  /** Put 3 objects in order (SortSequence); the cards are shown in `objects`' order. */
  | {
      readonly kind: 'order';
      readonly quantity: 'length' | 'mass';
      readonly direction: OrderDirection;
      readonly objects: readonly ItemObject[];
    }
  /** "What are we finding out?": a scene, and the cards "how long", "how heavy", "how much it holds". */
  | {
      readonly kind: 'finding-out';
      readonly scene: FindingOutScene;
      readonly objects: readonly [ItemObject, ItemObject];
    };

/** A Longer, Heavier, Holds More item. */
export interface LongerItem extends PracticeItemBase {
  readonly step: number;
  readonly task: LongerTask;
}

/** The child's answer: an object picked, an order of objects, or what is found out. */
export type LongerAnswer =
  | { readonly kind: 'pick'; readonly id: string }
  | { readonly kind: 'order'; readonly ids: readonly string[] }
  | { readonly kind: 'finding-out'; readonly quantity: ComparedQuantity };

/** The cards of "What are we finding out?", in the order shown. */
export const findingOutCards: readonly {
  readonly quantity: ComparedQuantity;
  readonly label: string;
}[] = [
  { quantity: 'length', label: 'how long' },
  { quantity: 'mass', label: 'how heavy' },
  { quantity: 'capacity', label: 'how much it holds' },
];

// ─── Hints ───────────────────────────────────────────────────────────────────────────────

/** Hint texts: measurements.md's three, then the Lingo's own for the other slips. */
export const longerHints = {
  'ends-not-lined-up':
    'Line up the starting ends first. Then the one that reaches further is longer.',
  'big-is-heavy': 'Bigger is not always heavier. The lower pan has the heavier thing.',
  'tall-holds-more': 'Taller does not always hold more. Pour to find out.',
  'lined-up': 'The starting ends are lined up, so the one that reaches further is longer.',
  'lower-pan': 'The heavier thing pushes its pan down. The lighter thing goes up.',
  'pour-shows':
    'Look at the pour. If the water does not all fit, the one it came from holds more. If there is room left, the one it went into holds more.',
  'order-direction': 'Look at which end the order starts from.',
  'weigh-pairs': 'Weigh two at a time. The lighter one goes up.',
  'what-is-compared':
    'Side by side shows how long. A scale shows how heavy. Pouring shows how much it holds.',
  default: 'Compare them again, then choose.',
} as const;

/** The mistakes this Lingo's checker can name: its hints' keys. */
export type LongerMisconception = Exclude<keyof typeof longerHints, 'default'>;

// ─── The objects this Lingo draws ────────────────────────────────────────────────────────

/**
 * Length objects and the believable lengths they are drawn at (measurements.md: length items
 * are 5 to 25 cm; a pencil can be a used one, a ribbon any length). Bank ids.
 */
export const lengthRanges: Readonly<Record<string, readonly [number, number]>> = {
  pencil: [8, 19],
  crayon: [5, 9],
  straw: [10, 24],
  ribbon: [5, 25],
  twig: [6, 25],
  'bead-string': [6, 25],
  feather: [8, 20],
  spoon: [10, 18],
  toothbrush: [14, 19],
  key: [5, 8],
  nail: [5, 9],
  leaf: [5, 14],
  shoe: [15, 25],
};

/** Objects that stand up for "Which is taller?": long and thin, drawn upright on one line. */
export const standingIds = ['pencil', 'crayon', 'straw', 'toothbrush', 'twig', 'feather'] as const;

/**
 * Objects weighed at steps 1–3: pictured things from the bank's masses, without the light
 * big things kept for step 4's tricky pairs.
 */
export const massIds = [
  'banana',
  'apple',
  'soup-can',
  'book',
  'loaf-of-bread',
  'rock',
  'cat',
  'watermelon',
  'bag-of-potatoes',
] as const;

/** Step 4's big-but-light pairs (measurements.md): the big light thing first. */
export const bigLightPairs = [
  ['balloon', 'rock'],
  ['beach-ball', 'book'],
] as const;

/** Containers poured at steps 1–2. */
export const containerIds = [
  'cup',
  'mug',
  'glass',
  'bowl',
  'vase',
  'bottle',
  'jug',
  'pot',
] as const;

/** Step 4's tall-thin containers, and the short-wide ones they stand against. */
export const tallThinIds = ['glass', 'vase', 'bottle', 'jug'] as const;
export const shortWideIds = ['cup', 'mug', 'bowl', 'pot'] as const;

/** A parcel for the scale scene (the bank has none: a box drawn as the parcel picture). */
export const parcel: MeasureObject = {
  id: 'parcel',
  name: 'a parcel',
  picture: 'package',
  shape: 'box',
  massG: 1000,
};

/** A bank object this Lingo needs (the ids above are all in the built-in bank). */
export function bankObject(id: string): MeasureObject {
  const object = findObject(id, objectBank);
  if (!object) throw new Error(`The object bank has no "${id}"`);
  return object;
}

const valueOf = (object: MeasureObject, quantity: ComparedQuantity): number => {
  const value =
    quantity === 'length'
      ? object.lengthCm
      : quantity === 'mass'
        ? object.massG
        : object.capacityMl;
  if (value === undefined) throw new Error(`"${object.id}" has no ${quantity}`);
  return value;
};

/** The minimum height difference (cm) for a tall-thin container to look clearly taller. */
const TALL_MARGIN = 5;

/** A step-4 tall-thin pair: the taller first; `shortHoldsMore` tells which class it is. */
export interface TallThinPair {
  readonly tall: string;
  readonly short: string;
  readonly shortHoldsMore: boolean;
}

/** Every tall-thin against short-wide pair of the bank, clearly taller and with no tie. */
export function tallThinPairs(): readonly TallThinPair[] {
  return tallThinIds.flatMap((tall) =>
    shortWideIds.flatMap((short) => {
      const tallObject = bankObject(tall);
      const shortObject = bankObject(short);
      const tallHeight = tallObject.lengthCm ?? 0;
      const shortHeight = shortObject.lengthCm ?? 0;
      const tallCapacity = valueOf(tallObject, 'capacity');
      const shortCapacity = valueOf(shortObject, 'capacity');
      if (tallHeight - shortHeight < TALL_MARGIN || tallCapacity === shortCapacity) return [];
      return [{ tall, short, shortHoldsMore: shortCapacity > tallCapacity }];
    }),
  );
}

// ─── Prompts ─────────────────────────────────────────────────────────────────────────────

/** "Which is longer?", "Which holds less?" */
export function compareQuestion(word: CompareWord): string {
  return word.startsWith('holds') ? `Which ${word}?` : `Which is ${word}?`;
}

/** The prompt of a compare item: at step 2 it says what to do first. */
export function comparePrompt(
  quantity: ComparedQuantity,
  word: CompareWord,
  setup: CompareSetup,
  trick?: CompareTrick,
): string {
  const question = compareQuestion(word);
  if (setup === 'compared' || trick) return question;
  if (quantity === 'mass') return `Put both on the scale. ${question}`;
  if (quantity === 'capacity') return `Pour to compare. ${question}`;
  return question;
}

/** "Put them in order, shortest first." */
export function orderPrompt(direction: OrderDirection): string {
  return `Put them in order, ${direction}.`;
}

/** The prompt of a finding-out item. */
export const findingOutPrompt = 'What are we finding out?';

// ─── Generator ───────────────────────────────────────────────────────────────────────────

const lengthIds = Object.keys(lengthRanges);

/** A length for a bank object within its believable range. */
function rangeOf(id: string): readonly [number, number] {
  const range = lengthRanges[id];
  if (!range) throw new Error(`"${id}" has no length range`);
  return range;
}

/** Two different length objects with lengths whose difference is in [minDiff, maxDiff]. */
function lengthPair(
  rng: Rng,
  ids: readonly string[],
  minDiff: number,
  maxDiff: number,
): readonly [ItemObject, ItemObject] {
  for (;;) {
    const [firstId, secondId] = rng.shuffle(ids);
    if (!firstId || !secondId) throw new Error('Two length objects are needed');
    const [firstMin, firstMax] = rangeOf(firstId);
    const first = rng.int(firstMin, firstMax);
    const [secondMin, secondMax] = rangeOf(secondId);
    const options: number[] = [];
    for (let length = secondMin; length <= secondMax; length += 1) {
      const diff = Math.abs(length - first);
      if (diff >= minDiff && diff <= maxDiff) options.push(length);
    }
    if (options.length === 0) continue;
    return [
      { id: firstId, object: bankObject(firstId), value: first },
      { id: secondId, object: bankObject(secondId), value: rng.pick(options) },
    ];
  }
}

const itemKey = (step: number, task: LongerTask): string => {
  const parts = task.objects.map(
    (entry) => `${entry.id}=${entry.value}${entry.start !== undefined ? `@${entry.start}` : ''}`,
  );
  const what =
    task.kind === 'compare'
      ? `${task.word}:${task.setup}`
      : task.kind === 'order'
        ? task.direction
        : task.scene;
  return `${step}:${task.kind}:${what}:${parts.join(',')}`;
};

const makeItem = (step: number, task: LongerTask, prompt: string): LongerItem => ({
  key: itemKey(step, task),
  prompt,
  step,
  task,
});

/** Step 1 and 2 lengths. Step 1: lined up (or standing on one line), differing by 4 or more. */
function lengthCompare(step: 1 | 2, rng: Rng): LongerItem {
  if (step === 1) {
    const word = rng.pick(wordsOf.length);
    const ids = word === 'taller' ? standingIds : lengthIds;
    const [first, second] = lengthPair(rng, ids, 4, 20);
    const task: LongerTask = {
      kind: 'compare',
      quantity: 'length',
      word,
      setup: 'compared',
      objects: [
        { ...first, start: 0 },
        { ...second, start: 0 },
      ],
    };
    return makeItem(1, task, comparePrompt('length', word, 'compared'));
  }
  // Step 2: starting ends 2 to 6 cm apart, lengths 2 to 5 cm apart; in half the items the
  // longer object starts further right (the other half, the shorter one may reach further).
  const word = rng.pick(['longer', 'shorter'] as const);
  const [first, second] = lengthPair(rng, lengthIds, 2, 5);
  const longerStartsRight = rng.next() < 0.5;
  const gap = rng.int(2, 6);
  const base = rng.int(0, 2);
  const firstIsLonger = first.value > second.value;
  const firstStartsRight = firstIsLonger === longerStartsRight;
  const objects: readonly [ItemObject, ItemObject] = [
    { ...first, start: firstStartsRight ? base + gap : base },
    { ...second, start: firstStartsRight ? base : base + gap },
  ];
  const task: LongerTask = { kind: 'compare', quantity: 'length', word, setup: 'open', objects };
  return makeItem(2, task, comparePrompt('length', word, 'open'));
}

/** Two different objects of a list whose values differ by at least 2 times. */
function twiceApart(
  rng: Rng,
  ids: readonly string[],
  quantity: ComparedQuantity,
): readonly [ItemObject, ItemObject] {
  for (;;) {
    const [firstId, secondId] = rng.shuffle(ids);
    if (!firstId || !secondId) throw new Error('Two objects are needed');
    const first = bankObject(firstId);
    const second = bankObject(secondId);
    const a = valueOf(first, quantity);
    const b = valueOf(second, quantity);
    if (Math.max(a, b) < 2 * Math.min(a, b)) continue;
    return [
      { id: firstId, object: first, value: a },
      { id: secondId, object: second, value: b },
    ];
  }
}

/** The two objects of a pair in a random order (which pan, which is poured). */
function shuffledPair(rng: Rng, pair: readonly [ItemObject, ItemObject]) {
  return rng.next() < 0.5 ? pair : ([pair[1], pair[0]] as const);
}

/** Steps 1 and 2: mass or capacity, the two at least 2 times apart. */
function otherCompare(step: 1 | 2, quantity: 'mass' | 'capacity', rng: Rng): LongerItem {
  const word = rng.pick(wordsOf[quantity]);
  const setup: CompareSetup = step === 1 ? 'compared' : 'open';
  const objects = twiceApart(rng, quantity === 'mass' ? massIds : containerIds, quantity);
  const task: LongerTask = { kind: 'compare', quantity, word, setup, objects };
  return makeItem(step, task, comparePrompt(quantity, word, setup));
}

/** Shuffles the cards so they are never already in the asked order. */
function outOfOrder(objects: readonly ItemObject[], sorted: readonly string[], rng: Rng) {
  for (;;) {
    const shuffled = rng.shuffle(objects);
    if (shuffled.some((entry, index) => entry.id !== sorted[index])) return shuffled;
  }
}

/** Step 3: order 3 lengths (2 to 4 cm apart, starts not lined up) or 3 masses (lightest first). */
function orderItem(rng: Rng): LongerItem {
  if (rng.next() < 0.5) {
    let objects: ItemObject[] = [];
    // Three different masses: no two the same (a cat and a watermelon are both 4 kg).
    while (new Set(objects.map((entry) => entry.value)).size < 3) {
      objects = rng
        .shuffle(massIds)
        .slice(0, 3)
        .map((id) => ({ id, object: bankObject(id), value: valueOf(bankObject(id), 'mass') }));
    }
    const direction: OrderDirection = 'lightest first';
    const sorted = sortedIds({ kind: 'order', quantity: 'mass', direction, objects });
    const task: LongerTask = {
      kind: 'order',
      quantity: 'mass',
      direction,
      objects: outOfOrder(objects, sorted, rng),
    };
    return makeItem(3, task, orderPrompt(direction));
  }
  for (;;) {
    const ids = rng.shuffle(lengthIds).slice(0, 3);
    const shortest = rng.int(5, 17);
    const lengths = [shortest];
    lengths.push(shortest + rng.int(2, 4));
    lengths.push((lengths[1] as number) + rng.int(2, 4));
    // Each object gets a length in its own range, in a random order of the three.
    const order = rng.shuffle([0, 1, 2]);
    const objects = ids.map((id, index) => {
      const value = lengths[order[index] as number] as number;
      return { id, object: bankObject(id), value, start: rng.int(0, 6) };
    });
    const fits = objects.every((entry) => {
      const [min, max] = rangeOf(entry.id);
      return entry.value >= min && entry.value <= max;
    });
    const starts = objects.map((entry) => entry.start);
    if (!fits || Math.max(...starts) - Math.min(...starts) < 2) continue;
    const direction = rng.pick(['shortest first', 'longest first'] as const);
    const sorted = sortedIds({ kind: 'order', quantity: 'length', direction, objects });
    const task: LongerTask = {
      kind: 'order',
      quantity: 'length',
      direction,
      objects: outOfOrder(objects, sorted, rng),
    };
    return makeItem(3, task, orderPrompt(direction));
  }
}

/** Step 4: a big-but-light pair, a tall-thin against a short-wide container, or a scene. */
function trickyItem(rng: Rng): LongerItem {
  const kind = rng.int(1, 3);
  if (kind === 1) {
    const [bigId, smallId] = rng.pick(bigLightPairs);
    const word = rng.pick(wordsOf.mass);
    const big = bankObject(bigId);
    const small = bankObject(smallId);
    const objects = shuffledPair(rng, [
      { id: bigId, object: big, value: valueOf(big, 'mass') },
      { id: smallId, object: small, value: valueOf(small, 'mass') },
    ]);
    const task: LongerTask = {
      kind: 'compare',
      quantity: 'mass',
      word,
      setup: 'open',
      objects,
      trick: 'big-light',
    };
    return makeItem(4, task, comparePrompt('mass', word, 'open', 'big-light'));
  }
  if (kind === 2) {
    // The short one holds more in half the items.
    const shortHoldsMore = rng.next() < 0.5;
    const pairs = tallThinPairs().filter((pair) => pair.shortHoldsMore === shortHoldsMore);
    const { tall, short } = rng.pick(pairs);
    const word = rng.pick(wordsOf.capacity);
    const container = (id: string): ItemObject => ({
      id,
      object: bankObject(id),
      value: valueOf(bankObject(id), 'capacity'),
    });
    const objects = shuffledPair(rng, [container(tall), container(short)]);
    const task: LongerTask = {
      kind: 'compare',
      quantity: 'capacity',
      word,
      setup: 'open',
      objects,
      trick: 'tall-thin',
    };
    return makeItem(4, task, comparePrompt('capacity', word, 'open', 'tall-thin'));
  }
  const scene = rng.pick(findingOutScenes);
  let objects: readonly [ItemObject, ItemObject];
  if (scene === 'ribbons') {
    const ribbon = bankObject('ribbon');
    const [first, second] = lengthPair(rng, ['ribbon', 'straw'], 4, 12);
    // Two ribbons: the pair's lengths, both drawn as ribbons.
    objects = [
      { id: 'ribbon-1', object: ribbon, value: first.value, start: 0 },
      { id: 'ribbon-2', object: ribbon, value: second.value, start: 0 },
    ];
  } else if (scene === 'parcels') {
    const light = rng.pick([500, 1000, 2000]);
    const heavy = light * rng.pick([2, 3]);
    objects = shuffledPair(rng, [
      { id: 'parcel-1', object: parcel, value: light },
      { id: 'parcel-2', object: parcel, value: heavy },
    ]);
  } else {
    objects = twiceApart(rng, containerIds, 'capacity');
  }
  return makeItem(4, { kind: 'finding-out', scene, objects }, findingOutPrompt);
}

function generateOnce(step: number, rng: Rng): LongerItem {
  if (step >= 4) return trickyItem(rng);
  if (step === 3) return orderItem(rng);
  const quantity = rng.pick(comparedQuantities);
  const early = step as 1 | 2;
  return quantity === 'length' ? lengthCompare(early, rng) : otherCompare(early, quantity, rng);
}

/** Generates an item for a step (1–4), never the previous item again. */
export function generateLonger(step: number, rng: Rng, context?: GenerateContext): LongerItem {
  const clamped = Math.min(Math.max(Math.round(step), 1), 4);
  const previous = context?.recentKeys[context.recentKeys.length - 1];
  let item = generateOnce(clamped, rng);
  for (let tries = 0; item.key === previous && tries < 50; tries += 1) {
    item = generateOnce(clamped, rng);
  }
  return item;
}

// ─── Answer rule ─────────────────────────────────────────────────────────────────────────

/** The id of the right object of a compare item: the larger value, or the smaller. */
export function compareAnswer(task: Extract<LongerTask, { kind: 'compare' }>): string {
  const [first, second] = task.objects;
  const firstLarger = first.value > second.value;
  return firstLarger === asksForMore[task.word] ? first.id : second.id;
}

/** The ids of an order item in the asked order. */
export function sortedIds(
  task: Pick<Extract<LongerTask, { kind: 'order' }>, 'direction' | 'objects'> & {
    readonly kind: 'order';
    readonly quantity: 'length' | 'mass';
  },
): string[] {
  const ascending = task.direction !== 'longest first';
  return [...task.objects]
    .sort((a, b) => (ascending ? a.value - b.value : b.value - a.value))
    .map((entry) => entry.id);
}

/** Whether a length item's objects start at the same place (lined up, or standing on one line). */
export function linedUp(objects: readonly ItemObject[]): boolean {
  return objects.every((entry) => (entry.start ?? 0) === (objects[0]?.start ?? 0));
}

/** The word-specific sentence of a hint, where the key's general one would not fit. */
function wordMessage(key: LongerMisconception, word: CompareWord): string | undefined {
  if (key === 'lined-up') {
    if (word === 'shorter')
      return 'The starting ends are lined up, so the one that does not reach as far is shorter.';
    if (word === 'taller')
      return 'They stand on the same line, so the one that reaches higher is taller.';
  }
  if (key === 'lower-pan' && word === 'lighter') {
    return 'The lighter thing goes up: its pan is higher. The heavier thing pushes its pan down.';
  }
  return undefined;
}

function checkCompare(
  task: Extract<LongerTask, { kind: 'compare' }>,
  id: string,
): CheckResult<LongerMisconception> {
  const right = compareAnswer(task);
  const marks: AnswerMarks = { [id]: id === right ? 'correct' : 'incorrect' };
  if (id === right) return { correct: true, marks };
  let misconception: LongerMisconception;
  if (task.quantity === 'length') {
    misconception = linedUp(task.objects) ? 'lined-up' : 'ends-not-lined-up';
  } else if (task.quantity === 'mass') {
    misconception = task.trick === 'big-light' ? 'big-is-heavy' : 'lower-pan';
  } else {
    // The pick a child judging by height would make: the taller one for "holds more".
    const [first, second] = task.objects;
    const taller =
      (first.object.lengthCm ?? 0) > (second.object.lengthCm ?? 0) ? first.id : second.id;
    const byHeight = asksForMore[task.word] ? taller : taller === first.id ? second.id : first.id;
    misconception = id === byHeight ? 'tall-holds-more' : 'pour-shows';
  }
  const message = wordMessage(misconception, task.word);
  return { correct: false, misconception, marks, ...(message ? { message } : {}) };
}

function checkOrder(
  task: Extract<LongerTask, { kind: 'order' }>,
  ids: readonly string[],
): CheckResult<LongerMisconception> {
  const sorted = sortedIds(task);
  const marks: Record<string, 'correct' | 'incorrect'> = {};
  for (const [index, id] of ids.entries()) {
    marks[id] = sorted[index] === id ? 'correct' : 'incorrect';
  }
  const complete = ids.length === sorted.length && sorted.every((id, index) => ids[index] === id);
  if (complete) return { correct: true, marks };
  const reversed =
    ids.length === sorted.length && [...sorted].reverse().every((id, index) => ids[index] === id);
  if (reversed) {
    const first = task.direction.split(' ')[0] ?? '';
    return {
      correct: false,
      misconception: 'order-direction',
      marks,
      message: `That is the other way round. Put the ${first} one first.`,
    };
  }
  if (task.quantity === 'length') {
    return { correct: false, misconception: 'ends-not-lined-up', marks };
  }
  return { correct: false, misconception: 'weigh-pairs', marks };
}

/**
 * The answer rule (measurements.md): compare the hidden values; "holds more" means the larger
 * capacity in mL. An order is right only with every card in its place at the Check. A wrong
 * answer names the slip: ends not lined up, big is heavy, tall holds more, or the Lingo's
 * own (the lined-up ends, the lower pan, the pour, the order's direction, what a scene shows).
 */
export function checkLonger(
  item: LongerItem,
  answer: LongerAnswer,
): CheckResult<LongerMisconception> {
  const { task } = item;
  if (task.kind === 'compare' && answer.kind === 'pick') return checkCompare(task, answer.id);
  if (task.kind === 'order' && answer.kind === 'order') return checkOrder(task, answer.ids);
  if (task.kind === 'finding-out' && answer.kind === 'finding-out') {
    const correct = answer.quantity === sceneQuantity[task.scene];
    const marks: AnswerMarks = { [answer.quantity]: correct ? 'correct' : 'incorrect' };
    return correct ? { correct, marks } : { correct, misconception: 'what-is-compared', marks };
  }
  return { correct: false };
}

// ─── Words ───────────────────────────────────────────────────────────────────────────────

/** "the pencil", "the first ribbon" (the scene's two ribbons are told apart by place). */
export function nameOf(entry: ItemObject, objects: readonly ItemObject[] = [entry]): string {
  const same = objects.filter((other) => other.object.id === entry.object.id);
  if (same.length < 2) return theNameOf(entry.object);
  const place = same.indexOf(entry) === 0 ? 'first' : 'second';
  return theNameOf(entry.object).replace(/^the /, `the ${place} `);
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A list said aloud: "the key, the crayon and the pencil". */
export function listText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** The answer, lower case, without a full stop: "the pencil is longer", "the jug holds more". */
function answerText(item: LongerItem): string {
  const { task } = item;
  if (task.kind === 'compare') {
    const right = task.objects.find((entry) => entry.id === compareAnswer(task)) ?? task.objects[0];
    const name = nameOf(right, task.objects);
    return task.word.startsWith('holds') ? `${name} ${task.word}` : `${name} is ${task.word}`;
  }
  if (task.kind === 'order') {
    const byId = new Map(task.objects.map((entry) => [entry.id, entry]));
    const names = sortedIds(task).flatMap((id) => {
      const entry = byId.get(id);
      return entry ? [nameOf(entry)] : [];
    });
    return `${task.direction}: ${listText(names)}`;
  }
  const card = findingOutCards.find((each) => each.quantity === sceneQuantity[task.scene]);
  return `we are finding out ${card?.label ?? ''}`;
}

/** The answer in words: "The pencil is longer.", "The jug holds more." */
export function describeLonger(item: LongerItem): string {
  return `${capitalize(answerText(item))}.`;
}

/** The worked example: compare the right way, then say the answer. */
export function longerWorkedExample(item: LongerItem): WorkedExampleStep[] {
  const { task } = item;
  if (task.kind === 'compare') {
    const right = task.objects.find((entry) => entry.id === compareAnswer(task)) ?? task.objects[0];
    const other = task.objects.find((entry) => entry !== right) ?? task.objects[1];
    const [larger, smaller] = right.value > other.value ? [right, other] : [other, right];
    const say = (entry: ItemObject) => nameOf(entry, task.objects);
    const last = { text: `So ${answerText(item)}.` };
    if (task.quantity === 'length') {
      if (task.word === 'taller') {
        return [
          { text: 'They stand on the same line.' },
          { text: `${capitalize(say(larger))} reaches higher than ${say(smaller)}.` },
          last,
        ];
      }
      return [
        {
          text: linedUp(task.objects)
            ? 'The starting ends are lined up.'
            : 'Line up the starting ends first.',
        },
        {
          text: capitalize(
            `${linedUp(task.objects) ? '' : 'now '}${say(larger)} reaches further than ${say(smaller)}.`,
          ),
        },
        last,
      ];
    }
    if (task.quantity === 'mass') {
      const [left, rightPan] = task.objects;
      return [
        {
          text:
            task.setup === 'compared'
              ? 'Look at the scale.'
              : `Put ${say(left)} and ${say(rightPan)} on the scale.`,
        },
        {
          text: `${capitalize(say(larger))}'s pan goes down. ${capitalize(say(smaller))}'s pan goes up.`,
        },
        ...(task.trick === 'big-light' ? [{ text: 'Bigger is not always heavier.' }] : []),
        last,
      ];
    }
    const [from, into] = task.objects;
    return [
      { text: `Fill ${say(from)} and pour it into ${say(into)}.` },
      {
        text:
          from.value > into.value
            ? `The water does not all fit: some is left in ${say(from)}.`
            : `${capitalize(say(into))} is not full: there is room left.`,
      },
      last,
    ];
  }
  if (task.kind === 'order') {
    const byId = new Map(task.objects.map((entry) => [entry.id, entry]));
    const names = sortedIds(task).map((id) => {
      const entry = byId.get(id);
      return entry ? nameOf(entry) : id;
    });
    if (task.quantity === 'length') {
      const [firstWord, lastWord] =
        task.direction === 'shortest first' ? ['Shortest', 'Longest'] : ['Longest', 'Shortest'];
      return [
        { text: 'Line up the starting ends.' },
        { text: `${firstWord}: ${names[0]}. Then ${names[1]}. ${lastWord}: ${names[2]}.` },
        { text: describeLonger(item) },
      ];
    }
    return [
      { text: 'Weigh two at a time. The lighter one goes up.' },
      {
        text: `${capitalize(names[0] ?? '')} is lighter than ${names[1]}. ${capitalize(
          names[1] ?? '',
        )} is lighter than ${names[2]}.`,
      },
      { text: describeLonger(item) },
    ];
  }
  const sceneSteps: Record<FindingOutScene, readonly [string, string]> = {
    ribbons: [
      'Two ribbons lie side by side, their starting ends lined up.',
      'That shows which one reaches further.',
    ],
    parcels: ['Two parcels are on a scale.', 'The scale tips down on the heavier side.'],
    pouring: [
      'Water is poured from one into the other.',
      'That shows which one has room for more.',
    ],
  };
  const [first, second] = sceneSteps[task.scene];
  return [{ text: first }, { text: second }, { text: describeLonger(item) }];
}

/** The model of Longer, Heavier, Holds More. */
export const longerModel = {
  steps: 4,
  hints: longerHints,
  generate: generateLonger,
  check: checkLonger,
  workedExample: longerWorkedExample,
  describe: describeLonger,
} satisfies PracticeModel<LongerItem, LongerAnswer, LongerMisconception>;
