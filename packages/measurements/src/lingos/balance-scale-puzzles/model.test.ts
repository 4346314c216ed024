import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addingHint,
  balanceBank,
  balanceScalePuzzlesHints,
  balanceScalePuzzlesModel,
  balanceScalePuzzlesWorkedExample,
  checkBalanceScalePuzzles,
  comparePairs,
  describeBalanceScalePuzzles,
  generateBalanceScalePuzzles,
  isAnswerReady,
  parcel,
  rightAnswer,
  taskKey,
  taskPrompt,
  taskSpeech,
  type BalanceScalePuzzlesAnswer,
  type BalanceScalePuzzlesItem,
  type BalanceTask,
  type WeighedThing,
} from './model';

type TaskOf<Kind extends BalanceTask['kind']> = Extract<BalanceTask, { kind: Kind }>;

const item = (task: BalanceTask, step = 1): BalanceScalePuzzlesItem => ({
  key: taskKey(task),
  prompt: taskPrompt(task),
  step,
  task,
});

const many = (step: number, count = 600): BalanceScalePuzzlesItem[] =>
  Array.from({ length: count }, (_, seed) => generateBalanceScalePuzzles(step, createRng(seed)));

const thing = (id: string): WeighedThing => {
  const found = balanceBank.find((each) => each.id === id);
  if (!found) throw new Error(id);
  return found;
};

/** measurements.md's bank, typed in here again: the independent reference. */
const curriculumMasses: Record<string, number> = {
  apple: 200,
  banana: 100,
  'beach-ball': 100,
  'soup-can': 300,
  book: 500,
  'loaf-of-bread': 600,
  cat: 4000,
  'bag-of-potatoes': 5000,
  'bag-of-milk': 4000,
};

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('the bank', () => {
  it('has measurements.md 3-1 objects with their masses', () => {
    expect(Object.fromEntries(balanceBank.map((each) => [each.id, each.massG]))).toEqual(
      curriculumMasses,
    );
  });
});

describe('step 1: which is heavier or lighter', () => {
  const items = many(1);

  it('puts two objects on the pans, one at least twice the other, and asks heavier or lighter', () => {
    for (const generated of items) {
      const task = generated.task as TaskOf<'compare'>;
      expect(task.kind).toBe('compare');
      const [light, heavy] = [task.left.massG, task.right.massG].sort((a, b) => a - b) as [
        number,
        number,
      ];
      expect(heavy).toBeGreaterThanOrEqual(2 * light);
      expect(generated.prompt).toBe(`Which is ${task.ask}?`);
      expect(task.left.massG).toBe(curriculumMasses[task.left.id]);
      expect(task.right.massG).toBe(curriculumMasses[task.right.id]);
    }
    const asks = new Set(items.map((each) => (each.task as TaskOf<'compare'>).ask));
    expect(asks).toEqual(new Set(['heavier', 'lighter']));
  });

  it('has exactly one right card: the heavier (or lighter) by the hidden masses', () => {
    for (const generated of items) {
      const task = generated.task as TaskOf<'compare'>;
      const wanted =
        task.ask === 'heavier'
          ? task.left.massG > task.right.massG
            ? task.left.id
            : task.right.id
          : task.left.massG < task.right.massG
            ? task.left.id
            : task.right.id;
      const right = [task.left, task.right].filter(
        (each) => checkBalanceScalePuzzles(generated, { kind: 'pick', id: each.id }).correct,
      );
      expect(right.map((each) => each.id)).toEqual([wanted]);
    }
  });

  it('brings a big-but-light pair in about 1 of 3 items, the bigger-looking one lighter', () => {
    const bigButLight = items.filter((each) => (each.task as TaskOf<'compare'>).bigButLight);
    expect(bigButLight.length / items.length).toBeGreaterThan(0.25);
    expect(bigButLight.length / items.length).toBeLessThan(0.42);
    for (const generated of items) {
      const task = generated.task as TaskOf<'compare'>;
      const [light, heavy] =
        task.left.massG < task.right.massG ? [task.left, task.right] : [task.right, task.left];
      expect(light.size > heavy.size).toBe(task.bigButLight);
    }
    expect(comparePairs(true).map(([light]) => light.id)).toContain('beach-ball');
  });

  it('a wrong pick reads the tilt backwards; a big-but-light one also says big is not heavy', () => {
    const plain = item({
      kind: 'compare',
      ask: 'heavier',
      left: thing('banana'),
      right: thing('book'),
      bigButLight: false,
    });
    expect(checkBalanceScalePuzzles(plain, { kind: 'pick', id: 'banana' })).toEqual({
      correct: false,
      misconception: 'tilt',
    });
    expect(balanceScalePuzzlesHints.tilt).toBe(
      'The heavier side goes down, like the bigger kid on a see-saw.',
    );
    const ball = item({
      kind: 'compare',
      ask: 'lighter',
      left: thing('soup-can'),
      right: thing('beach-ball'),
      bigButLight: true,
    });
    expect(checkBalanceScalePuzzles(ball, { kind: 'pick', id: 'beach-ball' }).correct).toBe(true);
    expect(checkBalanceScalePuzzles(ball, { kind: 'pick', id: 'soup-can' })).toEqual({
      correct: false,
      misconception: 'tilt',
      message:
        'The beach ball is big but light. The heavier side goes down, like the bigger kid on a see-saw.',
    });
  });
});

describe('steps 2 and 3: balance, then type', () => {
  it('step 2: 100 to 900 g in steps of 100, masses of 100, 200 and 500 g, several of each', () => {
    const items = many(2);
    const masses = new Set<number>();
    for (const generated of items) {
      const task = generated.task as TaskOf<'balance'>;
      expect(task.kind).toBe('balance');
      expect(task.unit).toBe('g');
      expect(task.thing.massG % 100).toBe(0);
      expect(task.thing.massG).toBeGreaterThanOrEqual(100);
      expect(task.thing.massG).toBeLessThanOrEqual(900);
      if (task.thing.id !== 'parcel') {
        expect(task.thing.massG).toBe(curriculumMasses[task.thing.id]);
      }
      expect([...task.tray].sort((a, b) => a - b)).toEqual([
        100, 100, 100, 100, 200, 200, 200, 200, 500, 500, 500, 500,
      ]);
      masses.add(task.thing.massG);
    }
    expect([...masses].sort((a, b) => a - b)).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900,
    ]);
    expect(items[0]?.prompt).toMatch(
      /^Put masses on the other pan until the scale is level\. How many grams is the [a-z ]+\?$/,
    );
  });

  it('step 3: 1 to 10 kg, whole kilograms, masses of 1, 2 and 5 kg', () => {
    const items = many(3);
    const masses = new Set<number>();
    for (const generated of items) {
      const task = generated.task as TaskOf<'balance'>;
      expect(task.unit).toBe('kg');
      expect(task.thing.massG % 1000).toBe(0);
      expect(new Set(task.tray)).toEqual(new Set([1000, 2000, 5000]));
      expect(task.tray).toHaveLength(12);
      masses.add(task.thing.massG / 1000);
      expect(generated.prompt).toContain('How many kilograms is the');
    }
    expect([...masses].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('right only when the pan totals the hidden mass exactly AND the typed number is it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 2, max: 3 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 10_000 }),
        (seed, step, chosen, typed) => {
          const generated = generateBalanceScalePuzzles(step, createRng(seed));
          const task = generated.task as TaskOf<'balance'>;
          const pan = task.tray.filter((_, index) => chosen[index]);
          const typedGrams = typed * (task.unit === 'kg' ? 1000 : 1);
          const expected = sum(pan) === task.thing.massG && typedGrams === task.thing.massG;
          const result = checkBalanceScalePuzzles(generated, { kind: 'balance', pan, typed });
          expect(result.correct).toBe(expected);
          expect(result.marks).toEqual({
            scale: sum(pan) === task.thing.massG ? 'correct' : 'incorrect',
            number: typedGrams === task.thing.massG ? 'correct' : 'incorrect',
          });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('every item can be balanced with the masses on offer', () => {
    for (const generated of [...many(2, 200), ...many(3, 200)]) {
      const answer = rightAnswer(generated);
      expect(answer.kind).toBe('balance');
      if (answer.kind !== 'balance') continue;
      const task = generated.task as TaskOf<'balance'>;
      expect(sum(answer.pan)).toBe(task.thing.massG);
      for (const mass of new Set(answer.pan)) {
        const offered = task.tray.filter((each) => each === mass).length;
        expect(answer.pan.filter((each) => each === mass).length).toBeLessThanOrEqual(offered);
      }
      expect(checkBalanceScalePuzzles(generated, answer).correct).toBe(true);
    }
  });

  const apple700 = item(
    {
      kind: 'balance',
      unit: 'g',
      thing: parcel(700),
      tray: [100, 100, 200, 200, 500, 500],
    },
    2,
  );

  it('a tipped scale: not level yet, which side is heavier, and what to do', () => {
    expect(
      checkBalanceScalePuzzles(apple700, { kind: 'balance', pan: [500, 500], typed: 1000 }),
    ).toMatchObject({
      correct: false,
      misconception: 'tilt',
      message:
        'Not level yet. The heavier side goes down, like the bigger kid on a see-saw. Here the masses are heavier. Take a mass off.',
    });
    expect(
      checkBalanceScalePuzzles(apple700, { kind: 'balance', pan: [500], typed: 700 }),
    ).toMatchObject({
      misconception: 'tilt',
      message:
        'Not level yet. The heavier side goes down, like the bigger kid on a see-saw. Here the parcel is heavier. Add a mass.',
    });
  });

  it('level but added up wrongly: the masses one at a time, biggest first', () => {
    expect(
      checkBalanceScalePuzzles(apple700, { kind: 'balance', pan: [100, 500, 100], typed: 600 }),
    ).toMatchObject({
      misconception: 'added-up',
      message: 'Add the masses one at a time: 500, then 600, then 700.',
      marks: { scale: 'correct', number: 'incorrect' },
    });
    expect(addingHint([500], 'g')).toBe('Read the number on the mass: it says 500\u00a0g.');
    expect(addingHint([1000, 5000, 2000], 'kg')).toBe(
      'Add the masses one at a time: 5, then 7, then 8.',
    );
  });

  it('kilograms typed as grams: 1 kilogram is the same as 1000 grams', () => {
    const cat = item({ kind: 'balance', unit: 'kg', thing: thing('cat'), tray: [2000, 2000] }, 3);
    expect(
      checkBalanceScalePuzzles(cat, { kind: 'balance', pan: [2000, 2000], typed: 4000 }),
    ).toMatchObject({
      misconception: 'unit',
      message: '1 kilogram is the same as 1000 grams. Type the kilograms.',
    });
    expect(
      checkBalanceScalePuzzles(cat, { kind: 'balance', pan: [2000, 2000], typed: 4 }).correct,
    ).toBe(true);
  });

  it('masses beside the object: they go on the other pan only', () => {
    expect(
      checkBalanceScalePuzzles(apple700, {
        kind: 'balance',
        pan: [500, 500],
        withObject: [200, 100],
        typed: 700,
      }),
    ).toEqual({
      correct: false,
      message: 'Put the masses on the other pan only: the parcel stays alone on its pan.',
      marks: { scale: 'incorrect', number: 'correct' },
    });
  });

  it('needs both parts before Check: a mass on the pan and a number', () => {
    expect(isAnswerReady(apple700, { kind: 'balance', pan: [], typed: 700 })).toBe(false);
    expect(isAnswerReady(apple700, { kind: 'balance', pan: [500], typed: null })).toBe(false);
    expect(isAnswerReady(apple700, { kind: 'balance', pan: [500], typed: 500 })).toBe(true);
  });

  it('the worked example balances biggest mass first, then reads the sum', () => {
    const steps = balanceScalePuzzlesWorkedExample(apple700);
    expect(steps.map((step) => step.text)).toEqual([
      'Put on 500\u00a0g: 500\u00a0g on the pan. The side with the parcel is still down.',
      'Put on 200\u00a0g: 700\u00a0g on the pan. The scale is level.',
      'The masses add up to 700\u00a0g: the parcel is 700\u00a0g.',
    ]);
    expect(steps[1]?.speech).toBe('Put on 200 grams: 700 grams on the pan. The scale is level.');
  });
});

describe('step 4: puzzles', () => {
  const items = many(4, 900);

  it('brings each of the three kinds of puzzle', () => {
    const kinds = new Set(items.map((each) => each.task.kind));
    expect(kinds).toEqual(new Set(['order', 'boxes', 'will-balance']));
  });

  it('order: 3 different masses; the two weighings alone decide the order', () => {
    const orders = items.filter((each) => each.task.kind === 'order');
    expect(orders.length).toBeGreaterThan(200);
    for (const generated of orders) {
      const task = generated.task as TaskOf<'order'>;
      expect(new Set(task.things.map((each) => each.massG)).size).toBe(3);
      // From the weighings only: who is heavier than whom.
      const beats = new Map<string, number>(task.things.map((each) => [each.id, 0]));
      const losses = new Map<string, number>(task.things.map((each) => [each.id, 0]));
      for (const weighing of task.weighings) {
        const [down, up] =
          weighing.left.massG > weighing.right.massG
            ? [weighing.left, weighing.right]
            : [weighing.right, weighing.left];
        beats.set(down.id, (beats.get(down.id) ?? 0) + 1);
        losses.set(up.id, (losses.get(up.id) ?? 0) + 1);
      }
      const lightest = task.things.find((each) => beats.get(each.id) === 0);
      const heaviest = task.things.find((each) => losses.get(each.id) === 0);
      const middle = task.things.find((each) => each !== lightest && each !== heaviest);
      const derived = [lightest?.id, middle?.id, heaviest?.id];
      expect(rightAnswer(generated)).toEqual({ kind: 'order', order: derived });
      // Never already in order.
      expect(task.things.map((each) => each.id)).not.toEqual(derived);
      expect(generated.prompt).toBe('Put them in order from lightest to heaviest.');
    }
  });

  it('order: only the right order is right; marks say which places; heaviest first names it', () => {
    const task: TaskOf<'order'> = {
      kind: 'order',
      things: [thing('cat'), thing('apple'), thing('book')],
      weighings: [
        { left: thing('apple'), right: thing('book') },
        { left: thing('cat'), right: thing('book') },
      ],
    };
    const puzzle = item(task, 4);
    expect(
      checkBalanceScalePuzzles(puzzle, { kind: 'order', order: ['apple', 'book', 'cat'] }),
    ).toEqual({
      correct: true,
      marks: { apple: 'correct', book: 'correct', cat: 'correct' },
    });
    expect(
      checkBalanceScalePuzzles(puzzle, { kind: 'order', order: ['cat', 'book', 'apple'] }),
    ).toEqual({
      correct: false,
      misconception: 'tilt',
      message:
        'That is heaviest first. The heavier side goes down, like the bigger kid on a see-saw. The lightest goes first.',
      marks: { apple: 'incorrect', book: 'correct', cat: 'incorrect' },
    });
    expect(
      checkBalanceScalePuzzles(puzzle, { kind: 'order', order: ['book', 'apple', 'cat'] }),
    ).toEqual({
      correct: false,
      misconception: 'tilt',
      marks: { apple: 'incorrect', book: 'incorrect', cat: 'correct' },
    });
    expect(balanceScalePuzzlesWorkedExample(puzzle).map((step) => step.text)).toEqual([
      'Scale 1: The side with the book is down: the book is heavier than the apple.',
      'Scale 2: The side with the cat is down: the cat is heavier than the book.',
      'Lightest to heaviest: apple, book and cat.',
    ]);
  });

  it('boxes: totals 200 to 1000 g in steps of 200; only total ÷ 2 is right', () => {
    const boxes = items.filter((each) => each.task.kind === 'boxes');
    const totals = new Set<number>();
    for (const generated of boxes) {
      const task = generated.task as TaskOf<'boxes'>;
      totals.add(task.total);
      expect(sum(task.masses)).toBe(task.total);
      expect(generated.prompt).toBe(
        `2 same boxes balance ${task.total}\u00a0g. How heavy is one box?`,
      );
      expect(generated.speech).toBe(
        `2 same boxes balance ${task.total} grams. How heavy is one box?`,
      );
    }
    expect([...totals].sort((a, b) => a - b)).toEqual([200, 400, 600, 800, 1000]);
    fc.assert(
      fc.property(fc.constantFrom(...boxes), fc.integer({ min: 0, max: 2000 }), (each, value) => {
        const task = each.task as TaskOf<'boxes'>;
        expect(checkBalanceScalePuzzles(each, { kind: 'number', value }).correct).toBe(
          value * 2 === task.total,
        );
      }),
    );
  });

  it('boxes: a wrong number says one box is half of the total', () => {
    const six = item({ kind: 'boxes', total: 600, masses: [500, 100] }, 4);
    expect(checkBalanceScalePuzzles(six, { kind: 'number', value: 600 })).toEqual({
      correct: false,
      misconception: 'two-boxes',
      message: 'The 2 same boxes together balance 600\u00a0g. One box is half of 600\u00a0g.',
    });
    expect(describeBalanceScalePuzzles(six)).toBe('One box is 300 grams.');
  });

  it('will it balance: about half are No; Yes exactly when the grams make 1000', () => {
    const questions = items.filter((each) => each.task.kind === 'will-balance');
    const noes = questions.filter(
      (each) =>
        rightAnswer(each).kind === 'yes-no' &&
        (rightAnswer(each) as { value: string }).value === 'no',
    );
    expect(noes.length / questions.length).toBeGreaterThan(0.38);
    expect(noes.length / questions.length).toBeLessThan(0.62);
    for (const generated of questions) {
      const task = generated.task as TaskOf<'will-balance'>;
      const yes = sum(task.grams) === 1000 * task.kilograms;
      for (const value of ['yes', 'no'] as const) {
        expect(checkBalanceScalePuzzles(generated, { kind: 'yes-no', value }).correct).toBe(
          (value === 'yes') === yes,
        );
      }
    }
  });

  it('will it balance: the prompt names the masses; a miss says 1 kg is 1000 g', () => {
    const half = item({ kind: 'will-balance', kilograms: 1, grams: [500, 500] }, 4);
    expect(half.prompt).toBe('Will 1\u00a0kg balance 500\u00a0g and 500\u00a0g?');
    expect(taskSpeech(half.task)).toBe('Will 1 kilogram balance 500 grams and 500 grams?');
    const thousand = item({ kind: 'will-balance', kilograms: 1, grams: [1000] }, 4);
    expect(thousand.prompt).toBe('Will 1\u00a0kg balance 1000\u00a0g?');
    expect(taskSpeech(thousand.task)).toBe('Will 1 kilogram balance 1000 grams?');
    const hundred = item({ kind: 'will-balance', kilograms: 1, grams: [100] }, 4);
    expect(hundred.prompt).toBe('Will 1\u00a0kg balance 100\u00a0g?');
    expect(checkBalanceScalePuzzles(hundred, { kind: 'yes-no', value: 'yes' })).toEqual({
      correct: false,
      misconception: 'unit',
      message: '1 kilogram is the same as 1000 grams.',
    });
    const six = item({ kind: 'will-balance', kilograms: 1, grams: [500, 100] }, 4);
    expect(checkBalanceScalePuzzles(six, { kind: 'yes-no', value: 'yes' })).toMatchObject({
      message: '1 kilogram is the same as 1000 grams. 500\u00a0g and 100\u00a0g make 600\u00a0g.',
    });
    expect(describeBalanceScalePuzzles(six)).toBe(
      'No: 1 kilogram is 1000 grams, and 500 grams and 100 grams make 600 grams.',
    );
  });
});

describe('every step', () => {
  it('never brings the item just shown again', () => {
    for (const step of [1, 2, 3, 4]) {
      let previous = generateBalanceScalePuzzles(step, createRng(step));
      for (let seed = 100; seed < 300; seed += 1) {
        const next = generateBalanceScalePuzzles(step, createRng(seed), {
          recentKeys: [previous.key],
        });
        expect(next.key).not.toBe(previous.key);
        previous = next;
      }
    }
  });

  it('the key tells items apart', () => {
    for (const step of [1, 2, 3, 4]) {
      const byKey = new Map<string, BalanceScalePuzzlesItem>();
      for (const generated of many(step, 300)) {
        const same = byKey.get(generated.key);
        if (same) expect(generated.task).toEqual(same.task);
        else byKey.set(generated.key, generated);
      }
      expect(byKey.size).toBeGreaterThan(8);
    }
  });

  it('the right answer is right and a wrong answer of the same widget is wrong', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 50_000 }),
        (step, seed) => {
          const generated = generateBalanceScalePuzzles(step, createRng(seed));
          const answer = rightAnswer(generated);
          expect(checkBalanceScalePuzzles(generated, answer).correct).toBe(true);
          expect(isAnswerReady(generated, answer)).toBe(true);
          const wrongAnswer: BalanceScalePuzzlesAnswer =
            answer.kind === 'pick'
              ? { kind: 'pick', id: 'nothing' }
              : answer.kind === 'balance'
                ? { ...answer, typed: (answer.typed ?? 0) + 1 }
                : answer.kind === 'order'
                  ? { kind: 'order', order: [...answer.order].reverse() }
                  : answer.kind === 'number'
                    ? { kind: 'number', value: answer.value * 2 }
                    : { kind: 'yes-no', value: answer.value === 'yes' ? 'no' : 'yes' };
          const result = checkBalanceScalePuzzles(generated, wrongAnswer);
          expect(result.correct).toBe(false);
          expect(Object.keys(balanceScalePuzzlesHints)).toContain(result.misconception);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('has a worked example and the answer in words for every item', () => {
    for (const step of [1, 2, 3, 4]) {
      for (const generated of many(step, 60)) {
        expect(balanceScalePuzzlesModel.workedExample(generated).length).toBeGreaterThan(1);
        expect(balanceScalePuzzlesModel.describe(generated)).toMatch(/\.$/);
      }
    }
  });
});
