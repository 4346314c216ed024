import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findObject, type MeasureObject } from '../../model/objects';
import {
  checkPour,
  containerPairs,
  containersOf,
  countBy100s,
  describePour,
  fillPrompt,
  generatePour,
  halfMarkText,
  pourHints,
  pourModel,
  pourWorkedExample,
  recipes,
  unitThings,
  type Container,
  type PourAnswer,
  type PourItem,
  type PourTask,
} from './model';

const seeds = fc.integer({ min: 0, max: 2 ** 31 });

const itemOf = (task: PourTask, step = 3): PourItem => ({
  key: 'test',
  prompt: 'test',
  step,
  task,
});

const containerNamed = (id: string): Container => {
  const found = containersOf().find((container) => container.object.id === id);
  if (!found) throw new Error(`no container ${id}`);
  return found;
};
const thingNamed = (id: string): MeasureObject => {
  const found = findObject(id);
  if (!found) throw new Error(`no thing ${id}`);
  return found;
};
const pancakes = recipes[0] as (typeof recipes)[number];

/** A jug's amount in mL, worked out from what the child typed (1 L = 1000 mL). */
const inMillilitres = (value: number, unit: 'mL' | 'L'): number =>
  unit === 'L' ? value * 1000 : value;

describe('the containers of step 1', () => {
  it('are the eight containers of measurements.md', () => {
    expect(containersOf().map((container) => container.object.id)).toEqual([
      'cup',
      'mug',
      'glass',
      'bowl',
      'vase',
      'bottle',
      'jug',
      'pot',
    ]);
  });

  it('pairs only containers whose capacities differ by at least 25% (property of every pair)', () => {
    const { tallerHoldsLess, tallerHoldsMore } = containerPairs();
    const all = [...tallerHoldsLess, ...tallerHoldsMore];
    expect(all.length).toBeGreaterThan(10);
    for (const [first, second] of all) {
      const ratio =
        Math.max(first.capacityMl, second.capacityMl) /
        Math.min(first.capacityMl, second.capacityMl);
      expect(ratio).toBeGreaterThanOrEqual(1.25);
      expect(first.heightCm).not.toBe(second.heightCm);
    }
    const ids = all.map(([first, second]) => [first.object.id, second.object.id].sort().join('+'));
    // The glass (300 mL) and the mug (350 mL) are too close to compare by eye or by pouring.
    expect(ids).not.toContain('glass+mug');
    // The vase (600 mL, tallest) and the bowl (750 mL, shortest): exactly 25% apart.
    expect(ids).toContain('bowl+vase');
  });

  it('splits the pairs by whether the taller one holds less', () => {
    const { tallerHoldsLess, tallerHoldsMore } = containerPairs();
    for (const [first, second] of tallerHoldsLess) {
      const taller = first.heightCm > second.heightCm ? first : second;
      const other = taller === first ? second : first;
      expect(taller.capacityMl).toBeLessThan(other.capacityMl);
    }
    for (const [first, second] of tallerHoldsMore) {
      const taller = first.heightCm > second.heightCm ? first : second;
      const other = taller === first ? second : first;
      expect(taller.capacityMl).toBeGreaterThan(other.capacityMl);
    }
  });
});

describe('the things of "mL or L?"', () => {
  it('leaves out a thing whose name says its unit', () => {
    const ids = unitThings().map((thing) => thing.id);
    expect(ids).toEqual(
      expect.arrayContaining(['spoonful-of-medicine', 'bathtub', 'juice-box', 'milk-carton']),
    );
    expect(ids).not.toContain('bag-of-milk');
    for (const thing of unitThings()) expect(thing.name).not.toMatch(/\d\s*m?L\b/);
  });
});

describe('Pour and Measure generator', () => {
  it('step 1: "which holds more" of two containers, "mL or L?" in about 1 of 3 items', () => {
    let units = 0;
    let tallerLess = 0;
    let compares = 0;
    for (let seed = 0; seed < 600; seed += 1) {
      const item = generatePour(1, createRng(seed));
      const { task } = item;
      if (task.kind === 'unit') {
        units += 1;
        expect(item.prompt).toBe(`mL or L for ${task.thing.name}?`);
        expect(item.speech).toBe(`Millilitres or litres for ${task.thing.name}?`);
        continue;
      }
      if (task.kind !== 'compare') throw new Error('step 1 compares or asks for a unit');
      compares += 1;
      const [first, second] = task.containers;
      expect(first.object.id).not.toBe(second.object.id);
      expect(item.prompt).toBe(
        `Which holds more: the ${first.object.id} or the ${second.object.id}?`,
      );
      const taller = first.heightCm > second.heightCm ? first : second;
      if (taller.capacityMl < (taller === first ? second : first).capacityMl) tallerLess += 1;
    }
    expect(units / 600).toBeGreaterThan(0.25);
    expect(units / 600).toBeLessThan(0.42);
    expect(tallerLess / compares).toBeGreaterThan(0.4);
    expect(tallerLess / compares).toBeLessThan(0.6);
  });

  it('step 2: 2 to 8 cups fill the jug exactly', () => {
    const seen = new Set<number>();
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generatePour(2, createRng(seed));
        const { task } = item;
        if (task.kind !== 'cups') throw new Error('step 2 counts cups');
        expect(item.prompt).toBe('How many cups fill the jug?');
        expect(task.cups).toBeGreaterThanOrEqual(2);
        expect(task.cups).toBeLessThanOrEqual(8);
        expect(task.cupMl).toBe(findObject('cup')?.capacityMl);
        expect(task.jugMl / task.cupMl).toBe(task.cups);
        seen.add(task.cups);
      }),
    );
    expect(seen.size).toBe(7);
  });

  it('step 3: a jug marked every 100 mL, the water on a mark from 100 to 1000 mL', () => {
    const seen = new Set<number>();
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generatePour(3, createRng(seed));
        expect(item.task).toMatchObject({ kind: 'read', marks: 100 });
        if (item.task.kind !== 'read') return;
        expect(item.prompt).toBe('How much water is in the jug?');
        expect(item.task.level % 100).toBe(0);
        expect(item.task.level).toBeGreaterThanOrEqual(100);
        expect(item.task.level).toBeLessThanOrEqual(1000);
        seen.add(item.task.level);
      }),
    );
    expect(seen.size).toBe(10);
  });

  it('step 4: marks every 50 mL, levels and fill targets from 50 to 950; half are fills', () => {
    let fills = 0;
    const levels = new Set<number>();
    for (let seed = 0; seed < 600; seed += 1) {
      const item = generatePour(4, createRng(seed));
      const { task } = item;
      const amount = task.kind === 'fill' ? task.target : task.kind === 'read' ? task.level : -1;
      expect(amount % 50).toBe(0);
      expect(amount).toBeGreaterThanOrEqual(50);
      expect(amount).toBeLessThanOrEqual(950);
      levels.add(amount);
      if (task.kind === 'fill') {
        fills += 1;
        expect(item.prompt).toBe(fillPrompt(task.target, task.recipe));
      } else {
        expect(task).toMatchObject({ kind: 'read', marks: 50 });
      }
    }
    expect(levels.size).toBe(19);
    expect(fills / 600).toBeGreaterThan(0.4);
    expect(fills / 600).toBeLessThan(0.6);
  });

  it('never gives the same item twice in a row', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const rng = createRng(seed);
        const keys: string[] = [];
        for (let index = 0; index < 12; index += 1) {
          const item = generatePour(step, rng, { recentKeys: keys });
          expect(item.key).not.toBe(keys[keys.length - 1]);
          keys.push(item.key);
        }
      }),
    );
  });

  it('says the fill prompt of measurements.md', () => {
    expect(fillPrompt(350, pancakes)).toBe('Pour 350 millilitres of milk for the pancakes.');
  });
});

describe('the answer rule', () => {
  it('which holds more: right exactly for the container with the larger hidden capacity', () => {
    fc.assert(
      fc.property(seeds, fc.boolean(), (seed, pickFirst) => {
        const item = generatePour(1, createRng(seed));
        if (item.task.kind !== 'compare') return;
        const [first, second] = item.task.containers;
        const picked = pickFirst ? first : second;
        const other = pickFirst ? second : first;
        // The capacities straight from the bank, not from the item.
        const holds = (container: Container) => findObject(container.object.id)?.capacityMl ?? 0;
        const result = checkPour(item, { kind: 'container', id: picked.object.id });
        expect(result.correct).toBe(holds(picked) > holds(other));
      }),
    );
  });

  it('names the taller picked when it holds less', () => {
    const item = itemOf(
      { kind: 'compare', containers: [containerNamed('vase'), containerNamed('bowl')] },
      1,
    );
    expect(checkPour(item, { kind: 'container', id: 'bowl' })).toEqual({
      correct: true,
      marks: { bowl: 'correct' },
    });
    expect(checkPour(item, { kind: 'container', id: 'vase' })).toEqual({
      correct: false,
      misconception: 'tall-holds-more',
      marks: { vase: 'incorrect' },
    });
    expect(pourHints['tall-holds-more']).toBe(
      'Taller does not always hold more. Pour to find out.',
    );
  });

  it('names pouring to compare when the shorter one is picked and holds less', () => {
    const item = itemOf(
      { kind: 'compare', containers: [containerNamed('cup'), containerNamed('jug')] },
      1,
    );
    expect(checkPour(item, { kind: 'container', id: 'cup' })).toMatchObject({
      correct: false,
      misconception: 'holds-more',
    });
  });

  it('mL or L: litres from 1 litre (1000 mL), millilitres below', () => {
    for (const thing of unitThings()) {
      const item = itemOf({ kind: 'unit', thing, capacityMl: thing.capacityMl ?? 0 }, 1);
      const right = (thing.capacityMl ?? 0) >= 1000 ? 'L' : 'mL';
      const wrong = right === 'L' ? 'mL' : 'L';
      expect(checkPour(item, { kind: 'unit', unit: right }).correct).toBe(true);
      expect(checkPour(item, { kind: 'unit', unit: wrong })).toEqual({
        correct: false,
        misconception: 'ml-or-l',
        marks: { [wrong]: 'incorrect' },
      });
    }
    const medicine = thingNamed('spoonful-of-medicine');
    const item = itemOf({ kind: 'unit', thing: medicine, capacityMl: 5 }, 1);
    expect(checkPour(item, { kind: 'unit', unit: 'mL' }).correct).toBe(true);
  });

  it('cups: right exactly for the number of cupfuls', () => {
    const item = itemOf({ kind: 'cups', cups: 6, cupMl: 250, jugMl: 1500 }, 2);
    expect(checkPour(item, { kind: 'count', value: 6 })).toEqual({ correct: true });
    expect(checkPour(item, { kind: 'count', value: 5 })).toEqual({
      correct: false,
      misconception: 'count-cups',
    });
  });

  it('reading: right exactly when the amount, in mL or L, is the level (property)', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.constantFrom(3, 4),
        fc.integer({ min: 0, max: 1200 }),
        fc.constantFrom('mL' as const, 'L' as const),
        (seed, step, value, unit) => {
          const item = generatePour(step, createRng(seed));
          if (item.task.kind !== 'read') return;
          const result = checkPour(item, { kind: 'amount', value, unit });
          expect(result.correct).toBe(inMillilitres(value, unit) === item.task.level);
        },
      ),
    );
  });

  it('reading: "1000 mL" and "1 L" are both right for a full jug', () => {
    const item = itemOf({ kind: 'read', level: 1000, marks: 100 });
    expect(checkPour(item, { kind: 'amount', value: 1000, unit: 'mL' }).correct).toBe(true);
    expect(checkPour(item, { kind: 'amount', value: 1, unit: 'L' }).correct).toBe(true);
    expect(checkPour(item, { kind: 'amount', value: 1000, unit: 'L' })).toEqual({
      correct: false,
      misconception: 'unit-size',
    });
  });

  it('reading: the right number in litres is a unit mistake; another mark is a misread level', () => {
    const item = itemOf({ kind: 'read', level: 600, marks: 100 });
    expect(checkPour(item, { kind: 'amount', value: 600, unit: 'L' })).toEqual({
      correct: false,
      misconception: 'unit-size',
    });
    expect(checkPour(item, { kind: 'amount', value: 700, unit: 'mL' })).toEqual({
      correct: false,
      misconception: 'misread-level',
    });
    expect(checkPour(item, { kind: 'amount', value: 6, unit: 'mL' })).toEqual({
      correct: false,
      misconception: 'misread-level',
    });
    expect(checkPour(item, { kind: 'amount', value: 1, unit: 'L' })).toEqual({
      correct: false,
      misconception: 'misread-level',
    });
    expect(pourHints['misread-level']).toBe(
      'Read the mark at the top of the water, counting by 100s from 0.',
    );
  });

  it('reading a small mark as the label next to it names the half mark, with its numbers', () => {
    const item = itemOf({ kind: 'read', level: 350, marks: 50 }, 4);
    const below = checkPour(item, { kind: 'amount', value: 300, unit: 'mL' });
    const above = checkPour(item, { kind: 'amount', value: 400, unit: 'mL' });
    for (const result of [below, above]) {
      expect(result).toEqual({
        correct: false,
        misconception: 'half-mark',
        message: 'The small mark halfway between 300 and 400 is 350.',
      });
    }
    expect(pourHints['half-mark']).toBe('The small mark halfway between 300 and 400 is 350.');
    expect(halfMarkText(650)).toBe('The small mark halfway between 600 and 700 is 650.');
    expect(halfMarkText(50)).toBe('The small mark halfway between 0 and 100 is 50.');
    // A level on a label, read one small mark off, is not a half-mark mistake.
    const onLabel = itemOf({ kind: 'read', level: 400, marks: 50 }, 4);
    expect(checkPour(onLabel, { kind: 'amount', value: 350, unit: 'mL' })).toMatchObject({
      misconception: 'misread-level',
    });
  });

  it('filling: right exactly when the level is the target', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 20 }), (seed, presses) => {
        const item = generatePour(4, createRng(seed));
        if (item.task.kind !== 'fill') return;
        const level = presses * 50;
        expect(checkPour(item, { kind: 'fill', level }).correct).toBe(level === item.task.target);
      }),
    );
    const item = itemOf({ kind: 'fill', target: 350, recipe: pancakes }, 4);
    expect(checkPour(item, { kind: 'fill', level: 400 })).toMatchObject({
      misconception: 'half-mark',
    });
    expect(checkPour(item, { kind: 'fill', level: 500 })).toMatchObject({
      misconception: 'misread-level',
    });
  });

  it('refuses an answer of another kind, never throwing', () => {
    const answers: PourAnswer[] = [
      { kind: 'container', id: 'cup' },
      { kind: 'unit', unit: 'mL' },
      { kind: 'count', value: 3 },
      { kind: 'amount', value: Number.NaN, unit: 'mL' },
      { kind: 'fill', level: 100 },
    ];
    const tasks: PourTask[] = [
      { kind: 'compare', containers: [containerNamed('cup'), containerNamed('jug')] },
      { kind: 'unit', thing: thingNamed('bathtub'), capacityMl: 150_000 },
      { kind: 'cups', cups: 4, cupMl: 250, jugMl: 1000 },
      { kind: 'read', level: 300, marks: 100 },
      { kind: 'fill', target: 200, recipe: pancakes },
    ];
    tasks.forEach((task, index) => {
      const wrongKind = answers[(index + 1) % answers.length] as PourAnswer;
      expect(checkPour(itemOf(task), wrongKind)).toEqual({ correct: false });
    });
    expect(checkPour(itemOf(tasks[3] as PourTask), answers[3] as PourAnswer)).toEqual({
      correct: false,
    });
  });
});

describe('texts and the worked example', () => {
  it('counts by 100s', () => {
    expect(countBy100s(600)).toBe('100, 200, 300, 400, 500, 600');
    expect(countBy100s(50)).toBe('');
  });

  it('describes each answer', () => {
    expect(describePour(itemOf({ kind: 'read', level: 600, marks: 100 }))).toBe('600 millilitres.');
    expect(
      describePour(
        itemOf({ kind: 'compare', containers: [containerNamed('vase'), containerNamed('bowl')] }),
      ),
    ).toBe('The bowl holds more.');
    expect(
      describePour(itemOf({ kind: 'unit', thing: thingNamed('bathtub'), capacityMl: 150_000 })),
    ).toBe('Bathtub: litres, L.');
    expect(describePour(itemOf({ kind: 'cups', cups: 3, cupMl: 250, jugMl: 750 }))).toBe(
      '3 cups fill the jug.',
    );
  });

  it('reads the jug by counting 100s, then the half mark', () => {
    expect(pourWorkedExample(itemOf({ kind: 'read', level: 350, marks: 50 }))).toEqual([
      { text: 'Find the flat top of the water.' },
      { text: 'Count by 100s to the label just below: 100, 200, 300.' },
      { text: 'The small mark halfway between 300 and 400 is 350.' },
      { text: 'The water is at 350 mL.', speech: 'The water is at 350 millilitres.' },
    ]);
    expect(pourWorkedExample(itemOf({ kind: 'read', level: 300, marks: 100 }))[1]).toEqual({
      text: 'Count the marks by 100s from 0: 100, 200, 300.',
    });
    expect(pourWorkedExample(itemOf({ kind: 'read', level: 50, marks: 50 }))[1]).toEqual({
      text: 'Start at 0, the bottom of the jug.',
    });
  });

  it('pours one container into the other, and sees which spills', () => {
    const spills = pourWorkedExample(
      itemOf({ kind: 'compare', containers: [containerNamed('jug'), containerNamed('vase')] }),
    );
    expect(spills.at(-1)?.text).toBe(
      'The vase is full, and some water is left in the jug. The jug holds more.',
    );
    const fits = pourWorkedExample(
      itemOf({ kind: 'compare', containers: [containerNamed('vase'), containerNamed('bowl')] }),
    );
    expect(fits.at(-1)?.text).toBe(
      'All the water fits, and the bowl is not full yet. The bowl holds more.',
    );
  });

  it('fills by 50s to the mark', () => {
    const steps = pourWorkedExample(itemOf({ kind: 'fill', target: 350, recipe: pancakes }, 4));
    expect(steps[0]?.text).toBe('Find the mark for 350 on the jug.');
    expect(steps.at(-1)).toEqual({
      text: 'Pour in 50 millilitres at a time until the milk reaches that mark: 350 mL.',
      speech: 'Pour in 50 millilitres at a time until the milk reaches that mark: 350 millilitres.',
    });
  });

  it('counts the cups poured', () => {
    expect(pourWorkedExample(itemOf({ kind: 'cups', cups: 3, cupMl: 250, jugMl: 750 }))).toEqual([
      { text: 'Fill the cup and pour it into the jug. Count 1.' },
      { text: 'Keep going, one cup at a time: 1, 2, 3.' },
      { text: 'After 3 cups the jug is full. 3 cups fill the jug.' },
    ]);
  });

  it('is what the model shows after two misses', () => {
    const item = generatePour(3, createRng(2));
    expect(pourModel.workedExample(item)).toEqual(pourWorkedExample(item));
    expect(pourModel.steps).toBe(4);
  });
});
