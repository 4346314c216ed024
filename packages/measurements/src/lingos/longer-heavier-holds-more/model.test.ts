import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findObject } from '../../model/objects';
import {
  bigLightPairs,
  checkLonger,
  compareAnswer,
  compareQuestion,
  describeLonger,
  findingOutCards,
  generateLonger,
  lengthRanges,
  longerHints,
  longerModel,
  longerWorkedExample,
  massIds,
  shortWideIds,
  standingIds,
  tallThinIds,
  tallThinPairs,
  type CompareWord,
  type ItemObject,
  type LongerItem,
  type LongerTask,
} from './model';

type CompareTask = Extract<LongerTask, { kind: 'compare' }>;
type OrderTask = Extract<LongerTask, { kind: 'order' }>;

const seeds = fc.integer({ min: 0, max: 2 ** 31 });

const entry = (id: string, value: number, start?: number): ItemObject => {
  const object = findObject(id);
  if (!object) throw new Error(`no ${id}`);
  return { id, object, value, ...(start !== undefined ? { start } : {}) };
};

const itemOf = (task: LongerTask, step = 1): LongerItem => ({
  key: 'test',
  prompt: 'test',
  step,
  task,
});

const compareTask = (
  quantity: CompareTask['quantity'],
  word: CompareWord,
  objects: readonly [ItemObject, ItemObject],
  extra: Partial<CompareTask> = {},
): CompareTask => ({ kind: 'compare', quantity, word, setup: 'compared', objects, ...extra });

/** Independent reference: the words that ask for the larger of the two values. */
const wantsLarger = (word: CompareWord): boolean =>
  ['longer', 'taller', 'heavier', 'holds more'].includes(word);

/** Every order of a list. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

function compareOf(item: LongerItem): CompareTask {
  if (item.task.kind !== 'compare') throw new Error(`expected a compare item, got ${item.key}`);
  return item.task;
}

function orderOf(item: LongerItem): OrderTask {
  if (item.task.kind !== 'order') throw new Error(`expected an order item, got ${item.key}`);
  return item.task;
}

describe('the objects this Lingo draws', () => {
  it('are all in the bank with the values they are compared by', () => {
    for (const id of Object.keys(lengthRanges)) expect(findObject(id), id).toBeDefined();
    for (const id of massIds) expect(findObject(id)?.massG, id).toBeGreaterThan(0);
    for (const [big, small] of bigLightPairs) {
      // The big thing is the light one: that is the trick.
      expect(findObject(big)?.massG ?? 0).toBeLessThan(findObject(small)?.massG ?? 0);
    }
    for (const id of [...tallThinIds, ...shortWideIds]) {
      expect(findObject(id)?.capacityMl, id).toBeGreaterThan(0);
      expect(findObject(id)?.lengthCm, id).toBeGreaterThan(0);
    }
  });

  it('keep every believable length between 5 and 25 cm', () => {
    for (const [min, max] of Object.values(lengthRanges)) {
      expect(min).toBeGreaterThanOrEqual(5);
      expect(max).toBeLessThanOrEqual(25);
      expect(min).toBeLessThan(max);
    }
  });

  it('has tall-thin pairs of both kinds: the short one holds more, and the tall one does', () => {
    const pairs = tallThinPairs();
    expect(pairs.some((pair) => pair.shortHoldsMore)).toBe(true);
    expect(pairs.some((pair) => !pair.shortHoldsMore)).toBe(true);
    // A vase (25 cm, 600 mL) against a pot (15 cm, 3000 mL): the short one holds more.
    expect(pairs).toContainEqual({ tall: 'vase', short: 'pot', shortHoldsMore: true });
    // A bottle (22 cm, 500 mL) against a cup (9 cm, 250 mL): the tall one holds more.
    expect(pairs).toContainEqual({ tall: 'bottle', short: 'cup', shortHoldsMore: false });
    for (const pair of pairs) {
      const tall = findObject(pair.tall);
      const short = findObject(pair.short);
      expect((tall?.lengthCm ?? 0) - (short?.lengthCm ?? 0)).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('prompts', () => {
  it('ask with the question word', () => {
    expect(compareQuestion('longer')).toBe('Which is longer?');
    expect(compareQuestion('lighter')).toBe('Which is lighter?');
    expect(compareQuestion('holds more')).toBe('Which holds more?');
    expect(compareQuestion('holds less')).toBe('Which holds less?');
  });

  it('at step 2 say what to do first; at step 4 only ask', () => {
    const prompts = new Set<string>();
    for (let seed = 0; seed < 300; seed += 1) {
      prompts.add(generateLonger(2, createRng(seed)).prompt);
    }
    expect(prompts).toContain('Put both on the scale. Which is heavier?');
    expect(prompts).toContain('Pour to compare. Which holds less?');
    expect(prompts).toContain('Which is shorter?');
    for (let seed = 0; seed < 100; seed += 1) {
      const item = generateLonger(4, createRng(seed));
      expect(item.prompt).toMatch(/^(Which (is|holds) [a-z ]+\?|What are we finding out\?)$/);
    }
  });
});

describe('step 1: two objects, already compared', () => {
  it('lengths 5 to 25 cm lined up, at least 4 cm apart; masses and capacities at least 2 times apart', () => {
    const quantities = new Set<string>();
    const words = new Set<string>();
    for (let seed = 0; seed < 400; seed += 1) {
      const task = compareOf(generateLonger(1, createRng(seed)));
      quantities.add(task.quantity);
      words.add(task.word);
      expect(task.setup).toBe('compared');
      const [a, b] = task.objects;
      expect(a.id).not.toBe(b.id);
      if (task.quantity === 'length') {
        for (const each of task.objects) {
          expect(each.value).toBeGreaterThanOrEqual(5);
          expect(each.value).toBeLessThanOrEqual(25);
          expect(each.start).toBe(0);
        }
        expect(Math.abs(a.value - b.value)).toBeGreaterThanOrEqual(4);
        if (task.word === 'taller') {
          for (const each of task.objects) expect(standingIds).toContain(each.id);
        }
      } else {
        expect(Math.max(a.value, b.value)).toBeGreaterThanOrEqual(2 * Math.min(a.value, b.value));
        // The hidden value is the bank's.
        const bank = task.quantity === 'mass' ? a.object.massG : a.object.capacityMl;
        expect(a.value).toBe(bank);
      }
    }
    expect([...quantities].sort()).toEqual(['capacity', 'length', 'mass']);
    expect([...words].sort()).toEqual([
      'heavier',
      'holds less',
      'holds more',
      'lighter',
      'longer',
      'shorter',
      'taller',
    ]);
  });
});

describe('step 2: not yet compared', () => {
  it('length: starting ends 2 to 6 cm apart, lengths 2 to 5 cm apart', () => {
    let longerRight = 0;
    let lengthItems = 0;
    let trap = 0;
    for (let seed = 0; seed < 600; seed += 1) {
      const task = compareOf(generateLonger(2, createRng(seed)));
      expect(task.setup).toBe('open');
      if (task.quantity !== 'length') {
        const [a, b] = task.objects;
        expect(Math.max(a.value, b.value)).toBeGreaterThanOrEqual(2 * Math.min(a.value, b.value));
        continue;
      }
      lengthItems += 1;
      const [a, b] = task.objects;
      const gap = Math.abs((a.start ?? 0) - (b.start ?? 0));
      expect(gap).toBeGreaterThanOrEqual(2);
      expect(gap).toBeLessThanOrEqual(6);
      const diff = Math.abs(a.value - b.value);
      expect(diff).toBeGreaterThanOrEqual(2);
      expect(diff).toBeLessThanOrEqual(5);
      const [longer, shorter] = a.value > b.value ? [a, b] : [b, a];
      if ((longer.start ?? 0) > (shorter.start ?? 0)) longerRight += 1;
      // The shorter one reaching further right is the trap the hint is about.
      if ((shorter.start ?? 0) + shorter.value > (longer.start ?? 0) + longer.value) trap += 1;
    }
    expect(lengthItems).toBeGreaterThan(150);
    expect(longerRight / lengthItems).toBeGreaterThan(0.38);
    expect(longerRight / lengthItems).toBeLessThan(0.62);
    expect(trap).toBeGreaterThan(0);
  });
});

describe('step 3: order 3 objects', () => {
  it('lengths 2 to 4 cm apart, shortest or longest first, not lined up; masses all different, lightest first', () => {
    const directions = new Set<string>();
    for (let seed = 0; seed < 400; seed += 1) {
      const item = generateLonger(3, createRng(seed));
      const task = orderOf(item);
      directions.add(task.direction);
      expect(task.objects).toHaveLength(3);
      expect(new Set(task.objects.map((each) => each.id)).size).toBe(3);
      const values = task.objects.map((each) => each.value).sort((x, y) => x - y);
      if (task.quantity === 'length') {
        expect(task.direction).not.toBe('lightest first');
        expect((values[1] ?? 0) - (values[0] ?? 0)).toBeGreaterThanOrEqual(2);
        expect((values[1] ?? 0) - (values[0] ?? 0)).toBeLessThanOrEqual(4);
        expect((values[2] ?? 0) - (values[1] ?? 0)).toBeGreaterThanOrEqual(2);
        expect((values[2] ?? 0) - (values[1] ?? 0)).toBeLessThanOrEqual(4);
        const starts = task.objects.map((each) => each.start ?? 0);
        expect(Math.max(...starts) - Math.min(...starts)).toBeGreaterThanOrEqual(2);
        for (const each of task.objects) {
          const [min, max] = lengthRanges[each.id] ?? [0, 0];
          expect(each.value).toBeGreaterThanOrEqual(min);
          expect(each.value).toBeLessThanOrEqual(max);
        }
      } else {
        expect(task.direction).toBe('lightest first');
        expect(new Set(values).size).toBe(3);
      }
      // The cards as shown are never already in order: Check must not pass before a move.
      expect(checkLonger(item, { kind: 'order', ids: task.objects.map((e) => e.id) }).correct).toBe(
        false,
      );
    }
    expect([...directions].sort()).toEqual(['lightest first', 'longest first', 'shortest first']);
  });
});

describe('step 4: tricky items', () => {
  it('mixes big-but-light pairs, tall-thin containers (the short one holds more in half) and scenes', () => {
    let tallThin = 0;
    let shortMore = 0;
    const kinds = new Set<string>();
    const scenes = new Set<string>();
    for (let seed = 0; seed < 600; seed += 1) {
      const { task } = generateLonger(4, createRng(seed));
      if (task.kind === 'finding-out') {
        kinds.add('finding-out');
        scenes.add(task.scene);
        const [a, b] = task.objects;
        expect(a.value).not.toBe(b.value);
        continue;
      }
      const compare = compareOf({ key: '', prompt: '', step: 4, task });
      expect(compare.setup).toBe('open');
      kinds.add(compare.trick ?? 'none');
      const ids = compare.objects.map((each) => each.id).sort();
      if (compare.trick === 'big-light') {
        expect(bigLightPairs.map((pair) => [...pair].sort())).toContainEqual(ids);
      } else {
        expect(compare.trick).toBe('tall-thin');
        tallThin += 1;
        const [a, b] = compare.objects;
        const [tall, short] = (a.object.lengthCm ?? 0) > (b.object.lengthCm ?? 0) ? [a, b] : [b, a];
        expect(tallThinIds).toContain(tall.id);
        expect(shortWideIds).toContain(short.id);
        if (short.value > tall.value) shortMore += 1;
      }
    }
    expect([...kinds].sort()).toEqual(['big-light', 'finding-out', 'tall-thin']);
    expect([...scenes].sort()).toEqual(['parcels', 'pouring', 'ribbons']);
    expect(shortMore / tallThin).toBeGreaterThan(0.35);
    expect(shortMore / tallThin).toBeLessThan(0.65);
  });
});

describe('generator properties', () => {
  it('every compare item has exactly one right pick, the one plain arithmetic gives', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateLonger(step, createRng(seed));
        if (item.task.kind !== 'compare') return;
        const [a, b] = item.task.objects;
        expect(a.value).not.toBe(b.value);
        const expected = a.value > b.value === wantsLarger(item.task.word) ? a.id : b.id;
        const right = item.task.objects.filter(
          (each) => checkLonger(item, { kind: 'pick', id: each.id }).correct,
        );
        expect(right.map((each) => each.id)).toEqual([expected]);
      }),
    );
  });

  it('every order item has exactly one right order of its 6, sorted by the hidden values', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateLonger(3, createRng(seed));
        const task = orderOf(item);
        const right = permutations(task.objects.map((each) => each.id)).filter(
          (ids) => checkLonger(item, { kind: 'order', ids }).correct,
        );
        expect(right).toHaveLength(1);
        const values = (right[0] ?? []).map(
          (id) => task.objects.find((each) => each.id === id)?.value ?? 0,
        );
        const ascending = task.direction !== 'longest first';
        for (let index = 1; index < values.length; index += 1) {
          const step = (values[index] ?? 0) - (values[index - 1] ?? 0);
          expect(ascending ? step > 0 : step < 0).toBe(true);
        }
      }),
    );
  });

  it('every finding-out item has exactly one right card of the three', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateLonger(4, createRng(seed));
        if (item.task.kind !== 'finding-out') return;
        const right = findingOutCards.filter(
          (card) => checkLonger(item, { kind: 'finding-out', quantity: card.quantity }).correct,
        );
        expect(right).toHaveLength(1);
      }),
    );
  });

  it('never gives the same item twice in a row', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const rng = createRng(seed);
        let previous = generateLonger(step, rng);
        for (let index = 0; index < 8; index += 1) {
          const next = generateLonger(step, rng, { recentKeys: [previous.key] });
          expect(next.key).not.toBe(previous.key);
          previous = next;
        }
      }),
    );
  });

  it('is reproducible from its seed', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        expect(generateLonger(step, createRng(seed))).toEqual(
          generateLonger(step, createRng(seed)),
        );
      }),
    );
  });

  it('clamps the step to 1–4', () => {
    expect(generateLonger(0, createRng(1)).step).toBe(1);
    expect(generateLonger(9, createRng(1)).step).toBe(4);
  });
});

describe('the answer rule and its hints', () => {
  it('length, lined up: the longer reaches further; a miss says the ends are lined up', () => {
    const item = itemOf(
      compareTask('length', 'longer', [entry('pencil', 15, 0), entry('crayon', 9, 0)]),
    );
    expect(checkLonger(item, { kind: 'pick', id: 'pencil' })).toEqual({
      correct: true,
      marks: { pencil: 'correct' },
    });
    expect(checkLonger(item, { kind: 'pick', id: 'crayon' })).toEqual({
      correct: false,
      misconception: 'lined-up',
      marks: { crayon: 'incorrect' },
    });
  });

  it('length, lined up: "shorter" and "taller" misses get their own words', () => {
    const shorter = itemOf(
      compareTask('length', 'shorter', [entry('pencil', 15, 0), entry('crayon', 9, 0)]),
    );
    expect(checkLonger(shorter, { kind: 'pick', id: 'crayon' }).correct).toBe(true);
    expect(checkLonger(shorter, { kind: 'pick', id: 'pencil' }).message).toBe(
      'The starting ends are lined up, so the one that does not reach as far is shorter.',
    );
    const taller = itemOf(
      compareTask('length', 'taller', [entry('straw', 12, 0), entry('pencil', 18, 0)]),
    );
    expect(checkLonger(taller, { kind: 'pick', id: 'pencil' }).correct).toBe(true);
    expect(checkLonger(taller, { kind: 'pick', id: 'straw' }).message).toBe(
      'They stand on the same line, so the one that reaches higher is taller.',
    );
  });

  it('length, not lined up: a miss is "ends not lined up", even when it reaches further', () => {
    // The ribbon (10 cm from 6) reaches to 16; the straw (13 cm from 1) only to 14.
    const item = itemOf(
      compareTask('length', 'longer', [entry('ribbon', 10, 6), entry('straw', 13, 1)], {
        setup: 'open',
      }),
      2,
    );
    expect(checkLonger(item, { kind: 'pick', id: 'straw' }).correct).toBe(true);
    const miss = checkLonger(item, { kind: 'pick', id: 'ribbon' });
    expect(miss.misconception).toBe('ends-not-lined-up');
    expect(longerHints[miss.misconception ?? 'default']).toBe(
      'Line up the starting ends first. Then the one that reaches further is longer.',
    );
  });

  it('mass: the heavier is the larger mass; a big light thing is "big is heavy"', () => {
    const item = itemOf(
      compareTask('mass', 'heavier', [entry('balloon', 5), entry('rock', 800)], {
        setup: 'open',
        trick: 'big-light',
      }),
      4,
    );
    expect(checkLonger(item, { kind: 'pick', id: 'rock' }).correct).toBe(true);
    const miss = checkLonger(item, { kind: 'pick', id: 'balloon' });
    expect(miss.misconception).toBe('big-is-heavy');
    expect(longerHints['big-is-heavy']).toBe(
      'Bigger is not always heavier. The lower pan has the heavier thing.',
    );
    const lighter = itemOf(
      compareTask('mass', 'lighter', [entry('beach-ball', 100), entry('book', 500)], {
        setup: 'open',
        trick: 'big-light',
      }),
      4,
    );
    expect(checkLonger(lighter, { kind: 'pick', id: 'beach-ball' }).correct).toBe(true);
    expect(checkLonger(lighter, { kind: 'pick', id: 'book' }).misconception).toBe('big-is-heavy');
  });

  it('mass: other misses point at the lower pan, in the question word', () => {
    const heavier = itemOf(
      compareTask('mass', 'heavier', [entry('apple', 200), entry('cat', 4000)]),
    );
    expect(checkLonger(heavier, { kind: 'pick', id: 'apple' })).toEqual({
      correct: false,
      misconception: 'lower-pan',
      marks: { apple: 'incorrect' },
    });
    const lighter = itemOf(
      compareTask('mass', 'lighter', [entry('apple', 200), entry('cat', 4000)]),
    );
    expect(checkLonger(lighter, { kind: 'pick', id: 'apple' }).correct).toBe(true);
    expect(checkLonger(lighter, { kind: 'pick', id: 'cat' }).message).toBe(
      'The lighter thing goes up: its pan is higher. The heavier thing pushes its pan down.',
    );
  });

  it('capacity: "holds more" is the larger capacity in mL; picking by height is "tall holds more"', () => {
    // A vase: 25 cm tall, 600 mL. A pot: 15 cm tall, 3000 mL.
    const more = itemOf(
      compareTask('capacity', 'holds more', [entry('vase', 600), entry('pot', 3000)], {
        setup: 'open',
        trick: 'tall-thin',
      }),
      4,
    );
    expect(checkLonger(more, { kind: 'pick', id: 'pot' }).correct).toBe(true);
    expect(checkLonger(more, { kind: 'pick', id: 'vase' }).misconception).toBe('tall-holds-more');
    expect(longerHints['tall-holds-more']).toBe(
      'Taller does not always hold more. Pour to find out.',
    );
    const less = itemOf(
      compareTask('capacity', 'holds less', [entry('vase', 600), entry('pot', 3000)], {
        setup: 'open',
        trick: 'tall-thin',
      }),
      4,
    );
    expect(checkLonger(less, { kind: 'pick', id: 'vase' }).correct).toBe(true);
    // Picking the short pot as holding less is judging by height too.
    expect(checkLonger(less, { kind: 'pick', id: 'pot' }).misconception).toBe('tall-holds-more');
  });

  it('capacity: a miss against the height (the tall one holds more) points at the pour', () => {
    // A bottle: 22 cm, 500 mL. A cup: 9 cm, 250 mL.
    const item = itemOf(
      compareTask('capacity', 'holds more', [entry('cup', 250), entry('bottle', 500)]),
    );
    expect(checkLonger(item, { kind: 'pick', id: 'bottle' }).correct).toBe(true);
    expect(checkLonger(item, { kind: 'pick', id: 'cup' }).misconception).toBe('pour-shows');
  });

  it('order: right only with every card in place; marks each card', () => {
    const task: OrderTask = {
      kind: 'order',
      quantity: 'length',
      direction: 'shortest first',
      objects: [entry('pencil', 14, 0), entry('key', 8, 3), entry('spoon', 11, 5)],
    };
    const item = itemOf(task, 3);
    expect(checkLonger(item, { kind: 'order', ids: ['key', 'spoon', 'pencil'] })).toEqual({
      correct: true,
      marks: { key: 'correct', spoon: 'correct', pencil: 'correct' },
    });
    expect(checkLonger(item, { kind: 'order', ids: ['key', 'pencil', 'spoon'] })).toEqual({
      correct: false,
      misconception: 'ends-not-lined-up',
      marks: { key: 'correct', pencil: 'incorrect', spoon: 'incorrect' },
    });
    const reversed = checkLonger(item, { kind: 'order', ids: ['pencil', 'spoon', 'key'] });
    expect(reversed.misconception).toBe('order-direction');
    expect(reversed.message).toBe('That is the other way round. Put the shortest one first.');
    expect(reversed.marks).toEqual({ pencil: 'incorrect', spoon: 'correct', key: 'incorrect' });
    // A card missing is never right.
    expect(checkLonger(item, { kind: 'order', ids: ['key', 'spoon'] }).correct).toBe(false);
  });

  it('order by mass: lightest first; a miss says weigh two at a time', () => {
    const item = itemOf(
      {
        kind: 'order',
        quantity: 'mass',
        direction: 'lightest first',
        objects: [entry('book', 500), entry('banana', 100), entry('rock', 800)],
      },
      3,
    );
    expect(checkLonger(item, { kind: 'order', ids: ['banana', 'book', 'rock'] }).correct).toBe(
      true,
    );
    expect(
      checkLonger(item, { kind: 'order', ids: ['book', 'banana', 'rock'] }).misconception,
    ).toBe('weigh-pairs');
    expect(checkLonger(item, { kind: 'order', ids: ['rock', 'book', 'banana'] }).message).toBe(
      'That is the other way round. Put the lightest one first.',
    );
  });

  it('finding out: the scene tells what is compared', () => {
    const ribbons = itemOf(
      {
        kind: 'finding-out',
        scene: 'ribbons',
        objects: [entry('ribbon', 9, 0), entry('ribbon', 15, 0)],
      },
      4,
    );
    expect(checkLonger(ribbons, { kind: 'finding-out', quantity: 'length' })).toEqual({
      correct: true,
      marks: { length: 'correct' },
    });
    expect(checkLonger(ribbons, { kind: 'finding-out', quantity: 'mass' })).toEqual({
      correct: false,
      misconception: 'what-is-compared',
      marks: { mass: 'incorrect' },
    });
  });

  it('an answer of another kind is never right', () => {
    const item = itemOf(compareTask('mass', 'heavier', [entry('apple', 200), entry('cat', 4000)]));
    expect(checkLonger(item, { kind: 'order', ids: ['cat'] })).toEqual({ correct: false });
    expect(checkLonger(item, { kind: 'pick', id: 'nothing' }).correct).toBe(false);
  });
});

describe('words', () => {
  it('describes the answer', () => {
    const pencil = itemOf(
      compareTask('length', 'longer', [entry('pencil', 15, 0), entry('crayon', 9, 0)]),
    );
    expect(describeLonger(pencil)).toBe('The pencil is longer.');
    const jug = itemOf(
      compareTask('capacity', 'holds less', [entry('jug', 1000), entry('cup', 250)]),
    );
    expect(describeLonger(jug)).toBe('The cup holds less.');
    const order = itemOf(
      {
        kind: 'order',
        quantity: 'length',
        direction: 'longest first',
        objects: [entry('key', 8, 0), entry('pencil', 14, 3), entry('spoon', 11, 1)],
      },
      3,
    );
    expect(describeLonger(order)).toBe('Longest first: the pencil, the spoon and the key.');
    const pour = itemOf(
      { kind: 'finding-out', scene: 'pouring', objects: [entry('cup', 250), entry('jug', 1000)] },
      4,
    );
    expect(describeLonger(pour)).toBe('We are finding out how much it holds.');
  });

  it('worked examples compare the right way, then say the answer', () => {
    const open = itemOf(
      compareTask('length', 'longer', [entry('ribbon', 10, 6), entry('straw', 13, 1)], {
        setup: 'open',
      }),
      2,
    );
    expect(longerWorkedExample(open).map((step) => step.text)).toEqual([
      'Line up the starting ends first.',
      'Now the straw reaches further than the ribbon.',
      'So the straw is longer.',
    ]);
    const scale = itemOf(
      compareTask('mass', 'heavier', [entry('balloon', 5), entry('rock', 800)], {
        setup: 'open',
        trick: 'big-light',
      }),
      4,
    );
    expect(longerWorkedExample(scale).map((step) => step.text)).toEqual([
      'Put the balloon and the rock on the scale.',
      "The rock's pan goes down. The balloon's pan goes up.",
      'Bigger is not always heavier.',
      'So the rock is heavier.',
    ]);
    const pour = itemOf(
      compareTask('capacity', 'holds more', [entry('pot', 3000), entry('vase', 600)]),
    );
    expect(longerWorkedExample(pour).map((step) => step.text)).toEqual([
      'Fill the pot and pour it into the vase.',
      'The water does not all fit: some is left in the pot.',
      'So the pot holds more.',
    ]);
    const weigh = itemOf(
      {
        kind: 'order',
        quantity: 'mass',
        direction: 'lightest first',
        objects: [entry('book', 500), entry('banana', 100), entry('rock', 800)],
      },
      3,
    );
    expect(longerWorkedExample(weigh).map((step) => step.text)).toEqual([
      'Weigh two at a time. The lighter one goes up.',
      'The banana is lighter than the book. The book is lighter than the rock.',
      'Lightest first: the banana, the book and the rock.',
    ]);
  });

  it('tells two ribbons apart by place', () => {
    const scene = itemOf(
      {
        kind: 'finding-out',
        scene: 'ribbons',
        objects: [
          { ...entry('ribbon', 9, 0), id: 'ribbon-1' },
          { ...entry('ribbon', 15, 0), id: 'ribbon-2' },
        ],
      },
      4,
    );
    expect(longerWorkedExample(scene).at(-1)?.text).toBe('We are finding out how long.');
  });

  it('has a worked example and a description for every generated item', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateLonger(step, createRng(seed));
        const steps = longerModel.workedExample(item);
        expect(steps.length).toBeGreaterThanOrEqual(3);
        for (const each of steps) expect(each.text).toMatch(/^[A-Z].*[.?]$/);
        expect(longerModel.describe(item)).toMatch(/^[A-Z].*\.$/);
        if (item.task.kind === 'compare') {
          expect(describeLonger(item)).toContain(item.task.word);
          expect(compareAnswer(item.task)).toMatch(/^[a-z-]+$/);
        }
      }),
    );
  });
});
