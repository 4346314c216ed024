/**
 * The object bank as data (measurements.md, Conventions): every object a Lingo measures,
 * compares, sorts or names, with its hidden true values (length in whole cm, mass in g,
 * capacity in mL, temperature in °C) that answers are checked against. Teachers can bring
 * their own bank: `parseObjectBank` checks it on load and skips a bad entry with a message.
 *
 * Values are approximate, general knowledge (the benchmarks) or the numbers the Lingos name
 * (3-1's masses "rounded to 100 g or 1 kg"). Generators may draw a length object at another
 * length ("the object and its length vary"); the bank gives each a believable default.
 */
import type { PictureName } from '@lingos/kit';
import { everydayUnit, type Quantity, type UnitId } from './units';

/**
 * How a widget draws an object without a picture, or along a ruler. The length shapes are
 * drawn by LengthObject at their length; the rest are outlines for the scale and the
 * containers (`round` for a pumpkin or a ball, `bag` for a bag of milk...).
 */
export const objectShapes = [
  // Length objects: LengthObject draws these to scale.
  'pencil',
  'crayon',
  'straw',
  'ribbon',
  'nail',
  'key',
  'spoon',
  'twig',
  'feather',
  'leaf',
  'shoe',
  'bead-string',
  'eraser',
  'toothbrush',
  'coin',
  'bill',
  'book',
  'bar',
  // Things on a scale.
  'round',
  'box',
  'can',
  'bag',
  'carton',
  // Containers.
  'cup',
  'mug',
  'glass',
  'bowl',
  'vase',
  'bottle',
  'jug',
  'pot',
  // Too big to draw at a scale: shown by its picture or its name only.
  'scene',
] as const;
/** How a widget draws an object: a length shape, an outline for the scale, a container... */
export type ObjectShape = (typeof objectShapes)[number];

/** The word a length is asked with: "How long is…", "How tall is a door?", "across" (a coin). */
export const lengthWords = ['long', 'tall', 'across'] as const;
/** The word a length is asked with. */
export type LengthWord = (typeof lengthWords)[number];

/**
 * Sets of objects the Lingos draw from: `benchmark` (measurements.md's benchmarks), `sort-cm-m`
 * (2-0 step 5, 2-3's sort), `sort-ml-l` (3-2 "mL or L?"), `measure` (laid along a ruler or
 * units), `compare-mass` (3-1), `container` (3-2), `temperature-scene` (3-3). Free text in a
 * teacher's bank; these are the ones the Lingos use.
 */
export const objectGroups = [
  'benchmark',
  'sort-cm-m',
  'sort-ml-l',
  'measure',
  'compare-mass',
  'container',
  'temperature-scene',
] as const;
/** A set of objects the Lingos draw from. */
export type ObjectGroup = (typeof objectGroups)[number];

/** One object of the bank. */
export interface MeasureObject {
  /** Unique, kebab-case: "crayon", "school-bus". */
  readonly id: string;
  /** With its article, as read and shown: "a crayon", "an eraser", "a $5 bill". */
  readonly name: string;
  /** The name without its article, for "the crayon's end": default the name minus a/an. */
  readonly noun?: string;
  /** A picture of the kit's art set; absent when the set has none (then the shape is drawn). */
  readonly picture?: PictureName | (string & {});
  /** The text alternative of the picture when it draws something else than the name says. */
  readonly pictureAlt?: string;
  readonly shape: ObjectShape;
  /** Hidden true length (or height, or width) in whole centimetres. */
  readonly lengthCm?: number;
  /** How its length is asked: long (default), tall or across. */
  readonly lengthWord?: LengthWord;
  /** Hidden true mass in whole grams. */
  readonly massG?: number;
  /** Hidden true capacity in whole millilitres. */
  readonly capacityMl?: number;
  /** Hidden true temperature in whole degrees Celsius (a scene: "a snowman"). */
  readonly temperatureC?: number;
  readonly groups?: readonly string[];
}

/** The built-in bank: every object measurements.md names, in all its Lingos. */
export const objectBank: readonly MeasureObject[] = [
  // Length benchmarks (Conventions).
  {
    id: 'loonie',
    name: 'a loonie',
    picture: 'coin',
    pictureAlt: 'a coin',
    shape: 'coin',
    lengthCm: 3,
    lengthWord: 'across',
    groups: ['benchmark', 'sort-cm-m'],
  },
  {
    id: 'crayon',
    name: 'a crayon',
    picture: 'crayon',
    shape: 'crayon',
    lengthCm: 9,
    groups: ['benchmark', 'measure', 'sort-cm-m'],
  },
  {
    id: 'five-dollar-bill',
    name: 'a $5 bill',
    noun: '$5 bill',
    picture: 'dollar-banknote',
    pictureAlt: 'a bill',
    shape: 'bill',
    lengthCm: 15,
    groups: ['benchmark', 'sort-cm-m'],
  },
  {
    id: 'pencil',
    name: 'a pencil',
    picture: 'pencil',
    shape: 'pencil',
    lengthCm: 19,
    groups: ['benchmark', 'measure', 'sort-cm-m'],
  },
  {
    id: 'big-step',
    name: 'a big step',
    picture: 'person-running',
    pictureAlt: 'a person running',
    shape: 'scene',
    lengthCm: 100,
    groups: ['benchmark', 'sort-cm-m'],
  },
  {
    id: 'door',
    name: 'a door',
    picture: 'door',
    shape: 'scene',
    lengthCm: 200,
    lengthWord: 'tall',
    groups: ['benchmark', 'sort-cm-m'],
  },
  {
    id: 'canoe',
    name: 'a canoe',
    picture: 'canoe',
    shape: 'scene',
    lengthCm: 500,
    groups: ['benchmark', 'sort-cm-m'],
  },
  {
    id: 'school-bus',
    name: 'a school bus',
    picture: 'bus',
    shape: 'scene',
    lengthCm: 1200,
    groups: ['benchmark', 'sort-cm-m'],
  },
  {
    id: 'hockey-rink',
    name: 'a hockey rink',
    picture: 'ice-hockey',
    pictureAlt: 'a hockey stick and puck',
    shape: 'scene',
    lengthCm: 6000,
    groups: ['benchmark', 'sort-cm-m'],
  },
  // 2-3's clear extra items: cm.
  {
    id: 'eraser',
    name: 'an eraser',
    shape: 'eraser',
    lengthCm: 5,
    groups: ['sort-cm-m', 'measure'],
  },
  {
    id: 'toothbrush',
    name: 'a toothbrush',
    picture: 'toothbrush',
    shape: 'toothbrush',
    lengthCm: 18,
    groups: ['sort-cm-m', 'measure'],
  },
  {
    id: 'leaf',
    name: 'a leaf',
    picture: 'maple-leaf',
    pictureAlt: 'a maple leaf',
    shape: 'leaf',
    lengthCm: 12,
    groups: ['sort-cm-m', 'measure'],
  },
  {
    id: 'book',
    name: 'a book',
    picture: 'closed-book',
    shape: 'book',
    lengthCm: 25,
    massG: 500,
    groups: ['sort-cm-m', 'compare-mass'],
  },
  {
    id: 'shoe',
    name: 'a shoe',
    picture: 'running-shoe',
    shape: 'shoe',
    lengthCm: 18,
    groups: ['sort-cm-m', 'measure'],
  },
  // 2-3's clear extra items: m. No picture in the set shows a hallway; it is named in words.
  {
    id: 'swimming-pool',
    name: 'a swimming pool',
    picture: 'person-swimming',
    pictureAlt: 'a person swimming',
    shape: 'scene',
    lengthCm: 2500,
    capacityMl: 375_000_000,
    groups: ['sort-cm-m', 'sort-ml-l'],
  },
  { id: 'hallway', name: 'a hallway', shape: 'scene', lengthCm: 2000, groups: ['sort-cm-m'] },
  {
    id: 'flagpole',
    name: 'a flagpole',
    picture: 'triangular-flag',
    pictureAlt: 'a flag on a pole',
    shape: 'scene',
    lengthCm: 800,
    lengthWord: 'tall',
    groups: ['sort-cm-m'],
  },
  {
    id: 'soccer-field',
    name: 'a soccer field',
    picture: 'goal-net',
    pictureAlt: 'a goal net',
    shape: 'scene',
    lengthCm: 10_000,
    groups: ['sort-cm-m'],
  },
  // 2-0 step 4: the board measured with 3 metre sticks.
  {
    id: 'board',
    name: 'a board',
    shape: 'bar',
    lengthCm: 300,
    groups: ['sort-cm-m'],
  },
  // Objects laid along a ruler or units (1-0, 1-2, 2-0, 2-1, 2-2).
  { id: 'straw', name: 'a straw', shape: 'straw', lengthCm: 20, groups: ['measure'] },
  {
    id: 'spoon',
    name: 'a spoon',
    picture: 'spoon',
    shape: 'spoon',
    lengthCm: 15,
    groups: ['measure', 'sort-cm-m'],
  },
  {
    id: 'feather',
    name: 'a feather',
    picture: 'feather',
    shape: 'feather',
    lengthCm: 12,
    groups: ['measure'],
  },
  { id: 'nail', name: 'a nail', shape: 'nail', lengthCm: 5, groups: ['measure'] },
  { id: 'key', name: 'a key', picture: 'key', shape: 'key', lengthCm: 6, groups: ['measure'] },
  { id: 'twig', name: 'a twig', shape: 'twig', lengthCm: 10, groups: ['measure'] },
  {
    id: 'bead-string',
    name: 'a bead string',
    picture: 'prayer-beads',
    shape: 'bead-string',
    lengthCm: 8,
    groups: ['measure'],
  },
  { id: 'ribbon', name: 'a ribbon', shape: 'ribbon', lengthCm: 15, groups: ['measure'] },
  // Masses (3-1's bank, 1-0 step 2, 1-1's big-but-light pairs, 3-0's closing check).
  {
    id: 'apple',
    name: 'an apple',
    picture: 'red-apple',
    shape: 'round',
    massG: 200,
    groups: ['compare-mass'],
  },
  {
    id: 'banana',
    name: 'a banana',
    picture: 'banana',
    shape: 'round',
    massG: 100,
    groups: ['compare-mass'],
  },
  {
    id: 'beach-ball',
    name: 'a beach ball',
    picture: 'volleyball',
    pictureAlt: 'a ball',
    shape: 'round',
    massG: 100,
    groups: ['compare-mass'],
  },
  {
    id: 'soup-can',
    name: 'a soup can',
    picture: 'canned-food',
    shape: 'can',
    massG: 300,
    groups: ['compare-mass'],
  },
  {
    id: 'loaf-of-bread',
    name: 'a loaf of bread',
    picture: 'bread',
    shape: 'box',
    massG: 600,
    groups: ['compare-mass'],
  },
  {
    id: 'cat',
    name: 'a cat',
    picture: 'cat',
    shape: 'round',
    massG: 4000,
    groups: ['compare-mass'],
  },
  {
    id: 'bag-of-potatoes',
    name: 'a bag of potatoes',
    picture: 'potato',
    pictureAlt: 'a potato',
    shape: 'bag',
    massG: 5000,
    groups: ['compare-mass'],
  },
  // The set has no bag of milk or milk carton: both are drawn as outlines and named in words.
  {
    id: 'bag-of-milk',
    name: 'a 4 L bag of milk',
    noun: 'bag of milk',
    shape: 'bag',
    massG: 4000,
    capacityMl: 4000,
    groups: ['benchmark', 'compare-mass', 'sort-ml-l'],
  },
  {
    id: 'milk-carton',
    name: 'a milk carton',
    shape: 'carton',
    massG: 1000,
    capacityMl: 1000,
    groups: ['benchmark', 'sort-ml-l'],
  },
  {
    id: 'rock',
    name: 'a rock',
    picture: 'rock',
    shape: 'round',
    massG: 800,
    groups: ['compare-mass'],
  },
  {
    id: 'balloon',
    name: 'a balloon',
    picture: 'balloon',
    shape: 'round',
    massG: 5,
    groups: ['compare-mass'],
  },
  // No pumpkin in the set (the jack-o'-lantern is a carved face): drawn as a round outline.
  { id: 'pumpkin', name: 'a pumpkin', shape: 'round', massG: 3000, groups: ['compare-mass'] },
  {
    id: 'paper-clip',
    name: 'a paper clip',
    picture: 'paperclip',
    shape: 'bar',
    lengthCm: 3,
    massG: 1,
    groups: ['benchmark'],
  },
  {
    id: 'watermelon',
    name: 'a watermelon',
    picture: 'watermelon',
    shape: 'round',
    massG: 4000,
    groups: ['compare-mass'],
  },
  // Capacities (benchmarks, 3-0, 3-2).
  {
    id: 'teaspoon',
    name: 'a teaspoon',
    picture: 'spoon',
    pictureAlt: 'a spoon',
    shape: 'spoon',
    capacityMl: 5,
    groups: ['benchmark', 'sort-ml-l'],
  },
  {
    id: 'glass-of-milk',
    name: 'a glass of milk',
    picture: 'glass-of-milk',
    shape: 'glass',
    capacityMl: 250,
    groups: ['benchmark', 'sort-ml-l'],
  },
  // 3-2's containers, with their height (lengthCm, "tall") so tall-thin and short-wide pairs
  // can be told apart: the vase is the tallest and the bowl the shortest, yet the bowl holds more.
  {
    id: 'cup',
    name: 'a cup',
    picture: 'teacup-without-handle',
    pictureAlt: 'a teacup',
    shape: 'cup',
    capacityMl: 250,
    lengthCm: 9,
    lengthWord: 'tall',
    groups: ['container'],
  },
  {
    id: 'mug',
    name: 'a mug',
    picture: 'hot-beverage',
    pictureAlt: 'a hot drink',
    shape: 'mug',
    capacityMl: 350,
    lengthCm: 10,
    lengthWord: 'tall',
    groups: ['container'],
  },
  {
    id: 'glass',
    name: 'a glass',
    shape: 'glass',
    capacityMl: 300,
    lengthCm: 14,
    lengthWord: 'tall',
    groups: ['container'],
  },
  {
    id: 'bowl',
    name: 'a bowl',
    picture: 'bowl-with-spoon',
    pictureAlt: 'a bowl of cereal',
    shape: 'bowl',
    capacityMl: 750,
    lengthCm: 7,
    lengthWord: 'tall',
    groups: ['container'],
  },
  {
    id: 'vase',
    name: 'a vase',
    picture: 'amphora',
    shape: 'vase',
    capacityMl: 600,
    lengthCm: 25,
    lengthWord: 'tall',
    groups: ['container'],
  },
  {
    id: 'bottle',
    name: 'a bottle',
    picture: 'baby-bottle',
    shape: 'bottle',
    capacityMl: 500,
    lengthCm: 22,
    lengthWord: 'tall',
    groups: ['container'],
  },
  {
    id: 'jug',
    name: 'a jug',
    shape: 'jug',
    capacityMl: 1000,
    lengthCm: 20,
    lengthWord: 'tall',
    groups: ['container'],
  },
  {
    id: 'pot',
    name: 'a pot',
    picture: 'pot-of-food',
    shape: 'pot',
    capacityMl: 3000,
    lengthCm: 15,
    lengthWord: 'tall',
    groups: ['container'],
  },
  // 3-2's "mL or L?" things.
  {
    id: 'spoonful-of-medicine',
    name: 'a spoonful of medicine',
    noun: 'spoonful of medicine',
    picture: 'spoon',
    pictureAlt: 'a spoon',
    shape: 'spoon',
    capacityMl: 5,
    groups: ['sort-ml-l'],
  },
  {
    id: 'bathtub',
    name: 'a bathtub',
    picture: 'bathtub',
    shape: 'scene',
    capacityMl: 150_000,
    groups: ['sort-ml-l'],
  },
  {
    id: 'juice-box',
    name: 'a juice box',
    picture: 'beverage-box',
    shape: 'box',
    capacityMl: 200,
    groups: ['sort-ml-l'],
  },
  {
    id: 'bucket',
    name: 'a bucket',
    picture: 'bucket',
    shape: 'pot',
    capacityMl: 10_000,
    groups: ['sort-ml-l'],
  },
  // 3-3's scenes and the temperature benchmarks.
  {
    id: 'freezing-water',
    name: 'water freezing into ice',
    noun: 'freezing water',
    picture: 'ice',
    pictureAlt: 'ice',
    shape: 'scene',
    temperatureC: 0,
    groups: ['benchmark'],
  },
  {
    id: 'snowman',
    name: 'a snowman',
    picture: 'snowman',
    shape: 'scene',
    temperatureC: -5,
    groups: ['temperature-scene'],
  },
  {
    id: 'outdoor-rink',
    name: 'an outdoor rink',
    picture: 'ice-skate',
    pictureAlt: 'a skate',
    shape: 'scene',
    temperatureC: -10,
    groups: ['benchmark', 'temperature-scene'],
  },
  {
    id: 'winnipeg-january',
    name: 'a January day in Winnipeg',
    noun: 'January day in Winnipeg',
    picture: 'snowflake',
    pictureAlt: 'a snowflake',
    shape: 'scene',
    temperatureC: -20,
    groups: ['benchmark', 'temperature-scene'],
  },
  {
    id: 'raking-leaves',
    name: 'raking leaves',
    noun: 'raking leaves',
    picture: 'fallen-leaf',
    pictureAlt: 'fallen leaves',
    shape: 'scene',
    temperatureC: 10,
    groups: ['temperature-scene'],
  },
  {
    id: 'spring-picnic',
    name: 'a spring picnic',
    picture: 'basket',
    pictureAlt: 'a picnic basket',
    shape: 'scene',
    temperatureC: 15,
    groups: ['temperature-scene'],
  },
  {
    id: 'classroom',
    name: 'a classroom',
    picture: 'school',
    pictureAlt: 'a school',
    shape: 'scene',
    temperatureC: 20,
    groups: ['benchmark', 'temperature-scene'],
  },
  {
    id: 'lake-swim',
    name: 'swimming in the lake',
    noun: 'swimming in the lake',
    picture: 'person-swimming',
    pictureAlt: 'a person swimming',
    shape: 'scene',
    temperatureC: 25,
    groups: ['benchmark', 'temperature-scene'],
  },
  {
    id: 'hot-beach-day',
    name: 'a hot beach day',
    picture: 'beach-with-umbrella',
    pictureAlt: 'a beach',
    shape: 'scene',
    temperatureC: 30,
    groups: ['benchmark', 'temperature-scene'],
  },
  {
    id: 'body',
    name: 'your body',
    noun: 'your body',
    picture: 'person-standing',
    pictureAlt: 'a person standing',
    shape: 'scene',
    temperatureC: 37,
    groups: ['benchmark', 'temperature-scene'],
  },
];

/** The name without its article: "crayon" for "a crayon", or the object's own `noun`. */
export function nounOf(object: MeasureObject): string {
  return object.noun ?? object.name.replace(/^(a|an|the)\s+/i, '');
}

/** "the crayon": how texts name an object already on screen. */
export function theNameOf(object: MeasureObject): string {
  const noun = nounOf(object);
  return /^(your|the)\s/i.test(noun) ? noun : `the ${noun}`;
}

/** The object of a bank with this id, if any. */
export function findObject(
  id: string,
  bank: readonly MeasureObject[] = objectBank,
): MeasureObject | undefined {
  return bank.find((object) => object.id === id);
}

/** The objects of a bank in a group: `objectsInGroup('sort-cm-m')`. */
export function objectsInGroup(
  group: ObjectGroup | (string & {}),
  bank: readonly MeasureObject[] = objectBank,
): readonly MeasureObject[] {
  return bank.filter((object) => object.groups?.includes(group) === true);
}

/** An object's hidden true value of a quantity in its base unit (cm, g, mL, °C), if it has one. */
export function hiddenValue(object: MeasureObject, quantity: Quantity): number | undefined {
  switch (quantity) {
    case 'length':
      return object.lengthCm;
    case 'mass':
      return object.massG;
    case 'capacity':
      return object.capacityMl;
    case 'temperature':
      return object.temperatureC;
  }
}

/**
 * The unit an object's amount is best said in (2-3's cm/m bins, 3-2's "mL or L?"): a school
 * bus in m, an eraser in cm; undefined when it has no value of that quantity.
 */
export function everydayUnitOf(object: MeasureObject, quantity: Quantity): UnitId | undefined {
  const value = hiddenValue(object, quantity);
  return value === undefined ? undefined : everydayUnit(quantity, value);
}

/** A checked bank: the objects kept, and one sentence for each entry skipped. */
export interface ParsedObjectBank {
  readonly objects: readonly MeasureObject[];
  readonly problems: readonly string[];
}

const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(entry: Record<string, unknown>, key: string): string | undefined | Error {
  const value = entry[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') return new Error(`"${key}" must be a word`);
  return value;
}

/** Why one entry cannot be kept, or the object it makes. */
function parseEntry(entry: unknown): MeasureObject | string {
  if (!isRecord(entry)) return 'it is not an object';
  const { id, name, shape, lengthWord, groups } = entry;
  if (typeof id !== 'string' || !idPattern.test(id)) {
    return '"id" must be lowercase words joined by dashes, like "school-bus"';
  }
  if (typeof name !== 'string' || name.trim() === '')
    return '"name" must be a word, like "a crayon"';
  const noun = optionalText(entry, 'noun');
  if (noun instanceof Error) return noun.message;
  const picture = entry.picture;
  if (picture !== undefined && (typeof picture !== 'string' || !idPattern.test(picture))) {
    return '"picture" must be a picture name, like "crayon"';
  }
  const pictureAlt = optionalText(entry, 'pictureAlt');
  if (pictureAlt instanceof Error) return pictureAlt.message;
  const drawnAs = shape ?? 'bar';
  if (typeof drawnAs !== 'string' || !(objectShapes as readonly string[]).includes(drawnAs)) {
    return `"shape" must be one of ${objectShapes.join(', ')}`;
  }
  if (
    lengthWord !== undefined &&
    (typeof lengthWord !== 'string' || !(lengthWords as readonly string[]).includes(lengthWord))
  ) {
    return '"lengthWord" must be long, tall or across';
  }
  if (
    groups !== undefined &&
    (!Array.isArray(groups) || !groups.every((group) => typeof group === 'string'))
  ) {
    return '"groups" must be a list of words';
  }
  const values: Partial<Record<'lengthCm' | 'massG' | 'capacityMl' | 'temperatureC', number>> = {};
  for (const key of ['lengthCm', 'massG', 'capacityMl'] as const) {
    const value = entry[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
      return `"${key}" must be a whole number above 0`;
    }
    values[key] = value;
  }
  const temperature = entry.temperatureC;
  if (temperature !== undefined) {
    if (typeof temperature !== 'number' || !Number.isSafeInteger(temperature)) {
      return '"temperatureC" must be a whole number';
    }
    values.temperatureC = temperature;
  }
  if (Object.keys(values).length === 0) {
    return 'it has no hidden value (lengthCm, massG, capacityMl or temperatureC)';
  }
  return {
    id,
    name: name.trim(),
    ...(noun === undefined ? {} : { noun }),
    ...(picture === undefined ? {} : { picture: picture as string }),
    ...(pictureAlt === undefined ? {} : { pictureAlt }),
    shape: drawnAs as ObjectShape,
    ...values,
    ...(lengthWord === undefined ? {} : { lengthWord: lengthWord as LengthWord }),
    ...(groups === undefined ? {} : { groups: [...(groups as string[])] }),
  };
}

/**
 * Checks an object bank read at run time (a teacher's JSON): each bad entry is skipped with
 * a sentence saying which and why ("Entry 3 (\"rock\") skipped: \"massG\" must be a whole
 * number above 0."), the rest are kept in order. Never throws; not a list gives no objects.
 */
export function parseObjectBank(raw: unknown): ParsedObjectBank {
  if (!Array.isArray(raw)) {
    return { objects: [], problems: ['The object bank is not a list of objects.'] };
  }
  const objects: MeasureObject[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  raw.forEach((entry: unknown, index) => {
    const label =
      isRecord(entry) && typeof entry.id === 'string' && entry.id !== ''
        ? `Entry ${index + 1} ("${entry.id}")`
        : `Entry ${index + 1}`;
    const parsed = parseEntry(entry);
    if (typeof parsed === 'string') {
      problems.push(`${label} skipped: ${parsed}.`);
    } else if (seen.has(parsed.id)) {
      problems.push(`${label} skipped: an earlier entry has the same id.`);
    } else {
      seen.add(parsed.id);
      objects.push(parsed);
    }
  });
  return { objects, problems };
}
