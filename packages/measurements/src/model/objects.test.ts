import { loadPicture } from '@lingos/kit';
import { describe, expect, it } from 'vitest';
import {
  everydayUnitOf,
  findObject,
  hiddenValue,
  nounOf,
  objectBank,
  objectsInGroup,
  parseObjectBank,
  theNameOf,
} from './objects';

function object(id: string) {
  const found = findObject(id);
  if (!found) throw new Error(`No ${id} in the bank`);
  return found;
}

describe('objectBank', () => {
  it('holds the length benchmarks of measurements.md', () => {
    expect(object('loonie').lengthCm).toBe(3);
    expect(object('crayon').lengthCm).toBe(9);
    expect(object('five-dollar-bill').lengthCm).toBe(15);
    expect(object('pencil').lengthCm).toBe(19);
    expect(object('big-step').lengthCm).toBe(100);
    expect(object('door').lengthCm).toBe(200);
    expect(object('canoe').lengthCm).toBe(500);
    expect(object('school-bus').lengthCm).toBe(1200);
    expect(object('hockey-rink').lengthCm).toBe(6000);
  });

  it('holds 3-1’s masses, in grams', () => {
    expect(object('apple').massG).toBe(200);
    expect(object('banana').massG).toBe(100);
    expect(object('beach-ball').massG).toBe(100);
    expect(object('soup-can').massG).toBe(300);
    expect(object('book').massG).toBe(500);
    expect(object('loaf-of-bread').massG).toBe(600);
    expect(object('cat').massG).toBe(4000);
    expect(object('bag-of-potatoes').massG).toBe(5000);
    expect(object('bag-of-milk').massG).toBe(4000);
    expect(object('paper-clip').massG).toBe(1);
  });

  it('holds the capacity benchmarks, in millilitres', () => {
    expect(object('teaspoon').capacityMl).toBe(5);
    expect(object('glass-of-milk').capacityMl).toBe(250);
    expect(object('milk-carton').capacityMl).toBe(1000);
    expect(object('milk-carton').massG).toBe(1000);
    expect(object('bag-of-milk').capacityMl).toBe(4000);
  });

  it('makes big-but-light pairs: the balloon is lighter than the rock, the ball than the book', () => {
    expect(object('balloon').massG).toBeLessThan(object('rock').massG ?? 0);
    expect(object('beach-ball').massG).toBeLessThan(object('book').massG ?? 0);
  });

  it('has a taller container that holds less (3-2, 1-1 step 4)', () => {
    const vase = object('vase');
    const bowl = object('bowl');
    expect(vase.lengthCm).toBeGreaterThan(bowl.lengthCm ?? 0);
    expect(vase.capacityMl).toBeLessThan(bowl.capacityMl ?? 0);
  });

  it('holds every container of 3-2 and every object 1-2 and 2-2 lay along units', () => {
    for (const id of ['cup', 'mug', 'glass', 'bowl', 'vase', 'bottle', 'jug', 'pot']) {
      expect(object(id).capacityMl).toBeGreaterThan(0);
    }
    for (const id of ['crayon', 'straw', 'spoon', 'shoe', 'leaf', 'feather']) {
      expect(object(id).lengthCm).toBeGreaterThan(0);
    }
    for (const id of ['nail', 'key', 'twig', 'crayon', 'bead-string', 'ribbon', 'eraser']) {
      expect(object(id).lengthCm).toBeGreaterThan(0);
    }
  });

  it('sorts 2-3’s extra items into the right bins by their hidden length', () => {
    for (const id of ['eraser', 'toothbrush', 'leaf', 'book', 'shoe', 'spoon']) {
      expect(everydayUnitOf(object(id), 'length')).toBe('cm');
    }
    for (const id of ['swimming-pool', 'hallway', 'flagpole', 'soccer-field', 'school-bus']) {
      expect(everydayUnitOf(object(id), 'length')).toBe('m');
    }
  });

  it('sorts 3-2’s "mL or L?" things', () => {
    expect(everydayUnitOf(object('spoonful-of-medicine'), 'capacity')).toBe('mL');
    expect(everydayUnitOf(object('juice-box'), 'capacity')).toBe('mL');
    expect(everydayUnitOf(object('bathtub'), 'capacity')).toBe('L');
    expect(everydayUnitOf(object('cat'), 'capacity')).toBeUndefined();
  });

  it('holds 3-3’s scenes with their temperatures, below zero too', () => {
    expect(object('snowman').temperatureC).toBe(-5);
    expect(object('outdoor-rink').temperatureC).toBe(-10);
    expect(object('winnipeg-january').temperatureC).toBe(-20);
    expect(object('body').temperatureC).toBe(37);
    expect(objectsInGroup('temperature-scene')).toHaveLength(9);
  });

  it('gives every object a unique id and at least one whole hidden value', () => {
    const ids = objectBank.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of objectBank) {
      const values = (['length', 'mass', 'capacity', 'temperature'] as const)
        .map((quantity) => hiddenValue(entry, quantity))
        .filter((value) => value !== undefined);
      expect(values.length, entry.id).toBeGreaterThan(0);
      for (const value of values) expect(Number.isInteger(value), entry.id).toBe(true);
    }
  });

  it('passes its own validation with no problems', () => {
    const parsed = parseObjectBank(JSON.parse(JSON.stringify(objectBank)));
    expect(parsed.problems).toEqual([]);
    expect(parsed.objects).toEqual(objectBank);
  });

  it('names only pictures that exist in the kit’s art set', async () => {
    const named = [...new Set(objectBank.flatMap((entry) => entry.picture ?? []))];
    const found = await Promise.all(named.map((name) => loadPicture({ name })));
    expect(named.filter((_, index) => found[index] === null)).toEqual([]);
  });
});

describe('nounOf and theNameOf', () => {
  it('drops the article', () => {
    expect(nounOf(object('crayon'))).toBe('crayon');
    expect(nounOf(object('eraser'))).toBe('eraser');
    expect(theNameOf(object('key'))).toBe('the key');
  });

  it('uses the object’s own noun when the name has more than an article', () => {
    expect(nounOf(object('bag-of-milk'))).toBe('bag of milk');
    expect(theNameOf(object('five-dollar-bill'))).toBe('the $5 bill');
    expect(theNameOf(object('body'))).toBe('your body');
  });
});

describe('parseObjectBank', () => {
  it('keeps good entries and skips a bad one with a clear message', () => {
    const parsed = parseObjectBank([
      { id: 'ruler', name: 'a ruler', shape: 'bar', lengthCm: 30 },
      { id: 'rock', name: 'a rock', massG: -3 },
      { id: 'marble', name: 'a marble', picture: 'gem-stone', massG: 5 },
    ]);
    expect(parsed.objects.map((entry) => entry.id)).toEqual(['ruler', 'marble']);
    expect(parsed.problems).toEqual([
      'Entry 2 ("rock") skipped: "massG" must be a whole number above 0.',
    ]);
  });

  it('draws an entry without a shape as a bar', () => {
    const parsed = parseObjectBank([{ id: 'stick', name: 'a stick', lengthCm: 40 }]);
    expect(parsed.objects[0]?.shape).toBe('bar');
  });

  it('skips a duplicate id, keeping the first', () => {
    const parsed = parseObjectBank([
      { id: 'stick', name: 'a stick', lengthCm: 40 },
      { id: 'stick', name: 'another stick', lengthCm: 50 },
    ]);
    expect(parsed.objects).toHaveLength(1);
    expect(parsed.objects[0]?.lengthCm).toBe(40);
    expect(parsed.problems).toEqual([
      'Entry 2 ("stick") skipped: an earlier entry has the same id.',
    ]);
  });

  it('names each kind of mistake', () => {
    const parsed = parseObjectBank([
      null,
      { id: 'Big Rock', name: 'a rock', massG: 900 },
      { id: 'rock', name: '', massG: 900 },
      { id: 'rock', name: 'a rock' },
      { id: 'rock', name: 'a rock', massG: 1.5 },
      { id: 'rock', name: 'a rock', massG: 900, shape: 'blob' },
      { id: 'rock', name: 'a rock', massG: 900, picture: 'Rock!' },
      { id: 'rock', name: 'a rock', massG: 900, lengthWord: 'wide' },
      { id: 'rock', name: 'a rock', massG: 900, groups: 'heavy' },
      { id: 'ice', name: 'ice', temperatureC: 0.5 },
    ]);
    expect(parsed.objects).toEqual([]);
    expect(parsed.problems).toEqual([
      'Entry 1 skipped: it is not an object.',
      'Entry 2 ("Big Rock") skipped: "id" must be lowercase words joined by dashes, like "school-bus".',
      'Entry 3 ("rock") skipped: "name" must be a word, like "a crayon".',
      'Entry 4 ("rock") skipped: it has no hidden value (lengthCm, massG, capacityMl or temperatureC).',
      'Entry 5 ("rock") skipped: "massG" must be a whole number above 0.',
      expect.stringMatching(/^Entry 6 \("rock"\) skipped: "shape" must be one of pencil, crayon/),
      'Entry 7 ("rock") skipped: "picture" must be a picture name, like "crayon".',
      'Entry 8 ("rock") skipped: "lengthWord" must be long, tall or across.',
      'Entry 9 ("rock") skipped: "groups" must be a list of words.',
      'Entry 10 ("ice") skipped: "temperatureC" must be a whole number.',
    ]);
  });

  it('accepts temperatures below zero', () => {
    const parsed = parseObjectBank([{ id: 'freezer', name: 'a freezer', temperatureC: -18 }]);
    expect(parsed.objects[0]?.temperatureC).toBe(-18);
  });

  it('never throws on input that is not a list', () => {
    expect(parseObjectBank('crayon')).toEqual({
      objects: [],
      problems: ['The object bank is not a list of objects.'],
    });
    expect(parseObjectBank(undefined).objects).toEqual([]);
  });
});
