import {
  createRng,
  createSession,
  initialMastery,
  sharedMasteryRules,
  transition,
} from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findObject } from '../../model/objects';
import {
  benchmarkIds,
  checkEstimate,
  closeMargin,
  describeEstimate,
  estimateHints,
  estimateKey,
  estimateModel,
  estimatePrompt,
  estimateWorkedExample,
  generateEstimate,
  guessText,
  guessVerdict,
  isCloseGuess,
  isEstimateAnswerReady,
  measureObjectIds,
  rightAnswer,
  sortPool,
  type EstimateAnswer,
  type EstimateItem,
  type EstimateTask,
  type LengthChoice,
} from './model';

type TaskOf<Kind extends EstimateTask['kind']> = Extract<EstimateTask, { kind: Kind }>;

const itemOf = (task: EstimateTask, step = 1): EstimateItem => ({
  key: estimateKey(step, task),
  prompt: estimatePrompt(task),
  step,
  task,
});

const itemsAt = (step: number, count = 400): EstimateItem[] =>
  Array.from({ length: count }, (_unused, seed) => generateEstimate(step, createRng(seed)));

/** The reference: an object's length in cm, straight from the bank. */
const bankLength = (id: string): number => findObject(id)?.lengthCm ?? Number.NaN;
/** The reference unit: 100 cm or more is metres. */
const bankUnit = (id: string): 'cm' | 'm' => (bankLength(id) >= 100 ? 'm' : 'cm');

const choice = (value: number, unit: 'cm' | 'm', kind: LengthChoice['kind']): LengthChoice => ({
  id: `${value}-${unit}`,
  value,
  unit,
  kind,
});

const measureTask = (length: number, object = 'crayon'): TaskOf<'measure'> => ({
  kind: 'measure',
  object,
  length,
  rulerOffset: 3,
});

const measured = (guess: number, length: number, rulerAt = 0): EstimateAnswer => ({
  kind: 'measure',
  guess,
  length,
  rulerAt,
});

describe('Estimate, Then Measure generator', () => {
  it('step 1: 4 picture cards, at least one for each bin, each bin as the bank says', () => {
    for (const item of itemsAt(1)) {
      const task = item.task as TaskOf<'sort'>;
      expect(task.cards).toHaveLength(4);
      expect(new Set(task.cards.map((card) => card.id)).size).toBe(4);
      expect(task.cards.some((card) => card.bin === 'cm')).toBe(true);
      expect(task.cards.some((card) => card.bin === 'm')).toBe(true);
      for (const card of task.cards) expect(card.bin).toBe(bankUnit(card.id));
      expect(item.prompt).toBe('Sort the pictures: centimetres or metres?');
    }
  });

  it('step 1 draws from the benchmarks and the clear extra items of measurements.md', () => {
    const ids = sortPool().map((card) => card.id);
    for (const id of ['eraser', 'toothbrush', 'leaf', 'book', 'shoe']) expect(ids).toContain(id);
    for (const id of ['swimming-pool', 'hallway', 'flagpole', 'soccer-field']) {
      expect(ids).toContain(id);
    }
    for (const id of ['loonie', 'crayon', 'pencil', 'door', 'canoe', 'school-bus']) {
      expect(ids).toContain(id);
    }
    expect(ids).not.toContain('big-step');
  });

  it('step 2: the same number with both units, one of them right', () => {
    for (const item of itemsAt(2)) {
      const task = item.task as TaskOf<'unit'>;
      expect(benchmarkIds).toContain(task.object);
      expect(task.choices).toHaveLength(2);
      const [first, second] = task.choices;
      expect(first?.value).toBe(second?.value);
      expect(new Set(task.choices.map((each) => each.unit))).toEqual(new Set(['cm', 'm']));
    }
  });

  it('step 2 asks as measurements.md does: "About how long is a new pencil?"', () => {
    expect(estimatePrompt({ kind: 'unit', object: 'pencil', choices: [] })).toBe(
      'About how long is a new pencil?',
    );
    expect(estimatePrompt({ kind: 'unit', object: 'door', choices: [] })).toBe(
      'About how tall is a door?',
    );
    expect(estimatePrompt({ kind: 'unit', object: 'loonie', choices: [] })).toBe(
      'About how far across is a loonie?',
    );
  });

  it('step 3: an object measured along the ruler, 4 to 20 cm, the ruler 2 to 6 cm off', () => {
    const lengths = new Set<number>();
    for (const item of itemsAt(3, 1000)) {
      const task = item.task as TaskOf<'measure'>;
      expect(measureObjectIds).toContain(task.object);
      expect(task.length).toBeGreaterThanOrEqual(4);
      expect(task.length).toBeLessThanOrEqual(20);
      expect(Math.abs(task.length - bankLength(task.object))).toBeLessThanOrEqual(5);
      expect(Math.abs(task.rulerOffset)).toBeGreaterThanOrEqual(2);
      expect(Math.abs(task.rulerOffset)).toBeLessThanOrEqual(6);
      lengths.add(task.length);
    }
    expect(lengths.size).toBe(17);
  });

  it('step 3 asks to guess, then measure', () => {
    expect(estimatePrompt(measureTask(9))).toBe('Guess how long the crayon is. Then measure it.');
  });

  it('step 4: the benchmark, ten times it or a tenth, and the wrong unit: a door is 2 m, 20 m or 2 cm', () => {
    for (const item of itemsAt(4)) {
      const task = item.task as TaskOf<'benchmark'>;
      const length = bankLength(task.object);
      const unit = bankUnit(task.object);
      const value = unit === 'm' ? length / 100 : length;
      const other = unit === 'm' ? 'cm' : 'm';
      const ids = task.choices.map((each) => each.id).sort();
      const options = [
        [`${value}-${unit}`, `${value * 10}-${unit}`, `${value}-${other}`].sort(),
        [`${value}-${unit}`, `${value / 10}-${unit}`, `${value}-${other}`].sort(),
      ];
      expect(options).toContainEqual(ids);
      expect(task.choices.every((each) => Number.isInteger(each.value))).toBe(true);
    }
    const door = itemsAt(4, 2000).find(
      (item) => item.task.kind === 'benchmark' && item.task.object === 'door',
    );
    expect(door?.prompt).toBe('How tall is a door?');
    expect(
      (door?.task as TaskOf<'benchmark'>).choices
        .map((each) => `${each.value} ${each.unit}`)
        .sort(),
    ).toEqual(['2 cm', '2 m', '20 m']);
  });

  it('every generated item has exactly one right answer among the answers its widget offers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, step) => {
          const item = generateEstimate(step, createRng(seed));
          const { task } = item;
          let answers: EstimateAnswer[];
          let expected: EstimateAnswer;
          if (task.kind === 'sort') {
            // Every way to put the 4 cards in the 2 bins.
            answers = Array.from({ length: 16 }, (_unused, mask) => ({
              kind: 'sort',
              placement: Object.fromEntries(
                task.cards.map((card, index) => [card.id, mask & (1 << index) ? 'm' : 'cm']),
              ),
            }));
            expected = {
              kind: 'sort',
              placement: Object.fromEntries(task.cards.map((card) => [card.id, bankUnit(card.id)])),
            };
          } else if (task.kind === 'measure') {
            answers = Array.from({ length: 30 }, (_unused, length) => measured(7, length));
            expected = measured(7, task.length);
          } else {
            answers = task.choices.map((each) => ({ kind: 'choice', id: each.id }));
            const length = bankLength(task.object);
            const unit = bankUnit(task.object);
            expected = { kind: 'choice', id: `${unit === 'm' ? length / 100 : length}-${unit}` };
          }
          const right = answers.filter((answer) => checkEstimate(item, answer).correct);
          expect(right).toEqual([expected]);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('a session never serves the same item twice in a row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, step) => {
          const config = { model: estimateModel, rules: sharedMasteryRules };
          let state = createSession(config, { seed, mastery: initialMastery(4, { step }) });
          let previous = state.item?.key;
          for (let index = 0; index < 12; index += 1) {
            // Right answers: at the top step the step stays, below it climbs.
            state = transition(
              state,
              { type: 'submit', answer: rightAnswer(state.item as EstimateItem) },
              config,
            ).state;
            state = transition(state, { type: 'next' }, config).state;
            expect(state.item?.key).not.toBe(previous);
            previous = state.item?.key;
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Estimate, Then Measure answer rule', () => {
  const sortTask: TaskOf<'sort'> = {
    kind: 'sort',
    cards: [
      { id: 'eraser', bin: 'cm' },
      { id: 'school-bus', bin: 'm' },
      { id: 'pencil', bin: 'cm' },
      { id: 'hallway', bin: 'm' },
    ],
  };
  const placed = (bins: Record<string, string | null>): EstimateAnswer => ({
    kind: 'sort',
    placement: bins,
  });

  it('a sort is right when every card is in its bin, and marks every card', () => {
    const result = checkEstimate(
      itemOf(sortTask),
      placed({ eraser: 'cm', 'school-bus': 'm', pencil: 'cm', hallway: 'm' }),
    );
    expect(result.correct).toBe(true);
    expect(result.marks).toEqual({
      eraser: 'correct',
      'school-bus': 'correct',
      pencil: 'correct',
      hallway: 'correct',
    });
  });

  it('a small thing in metres names the wrong unit, with the thing', () => {
    const result = checkEstimate(
      itemOf(sortTask),
      placed({ eraser: 'm', 'school-bus': 'm', pencil: 'cm', hallway: 'm' }),
    );
    expect(result.correct).toBe(false);
    expect(result.misconception).toBe('wrong-unit');
    expect(result.message).toBe(
      'A metre is about one big step. An eraser fits on your desk, so it is measured in centimetres.',
    );
    expect(result.marks?.eraser).toBe('incorrect');
    expect(result.marks?.pencil).toBe('correct');
  });

  it('a big thing in centimetres says how tiny a centimetre is', () => {
    const result = checkEstimate(
      itemOf(sortTask),
      placed({ eraser: 'cm', 'school-bus': 'cm', pencil: 'cm', hallway: 'm' }),
    );
    expect(result.misconception).toBe('too-big-for-cm');
    expect(result.message).toBe(
      'A centimetre is tiny, about as wide as your fingernail. A school bus is measured in metres.',
    );
  });

  it('a card left unsorted is not right', () => {
    const result = checkEstimate(
      itemOf(sortTask),
      placed({ eraser: 'cm', 'school-bus': 'm', pencil: null, hallway: 'm' }),
    );
    expect(result.correct).toBe(false);
    expect(result.marks?.pencil).toBe('incorrect');
  });

  const pencil: TaskOf<'unit'> = {
    kind: 'unit',
    object: 'pencil',
    choices: [choice(19, 'cm', 'right'), choice(19, 'm', 'wrong-unit')],
  };

  it('step 2: 19 cm is right for a new pencil; 19 m gets the hint word for word', () => {
    expect(checkEstimate(itemOf(pencil, 2), { kind: 'choice', id: '19-cm' }).correct).toBe(true);
    const wrong = checkEstimate(itemOf(pencil, 2), { kind: 'choice', id: '19-m' });
    expect(wrong.correct).toBe(false);
    expect(wrong.misconception).toBe('wrong-unit');
    expect(wrong.message).toBe(estimateHints['wrong-unit']);
  });

  it('a door given in centimetres asks if it is only that tall', () => {
    const door: TaskOf<'benchmark'> = {
      kind: 'benchmark',
      object: 'door',
      choices: [
        choice(2, 'm', 'right'),
        choice(20, 'm', 'times-ten'),
        choice(2, 'cm', 'wrong-unit'),
      ],
    };
    const result = checkEstimate(itemOf(door, 4), { kind: 'choice', id: '2-cm' });
    expect(result.misconception).toBe('too-big-for-cm');
    expect(result.message).toBe(
      'A centimetre is tiny, about as wide as your fingernail. Is a door only 2 cm tall?',
    );
    const tenTimes = checkEstimate(itemOf(door, 4), { kind: 'choice', id: '20-m' });
    expect(tenTimes.misconception).toBe('far-off-metres');
    expect(checkEstimate(itemOf(door, 4), { kind: 'choice', id: '2-m' }).correct).toBe(true);
  });

  it('ten times a centimetre benchmark gets the helper hint', () => {
    const crayon: TaskOf<'benchmark'> = {
      kind: 'benchmark',
      object: 'crayon',
      choices: [
        choice(9, 'cm', 'right'),
        choice(90, 'cm', 'times-ten'),
        choice(9, 'm', 'wrong-unit'),
      ],
    };
    const result = checkEstimate(itemOf(crayon, 4), { kind: 'choice', id: '90-cm' });
    expect(result.misconception).toBe('far-off');
    expect(estimateHints['far-off']).toBe(
      'Use a helper. A paper clip is 3 cm and a $5 bill is 15 cm.',
    );
  });

  it('step 3 scores only the measured length: any guess, right length, is right', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 20 }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 40 }),
        (length, guess, typed) => {
          const result = checkEstimate(itemOf(measureTask(length), 3), measured(guess, typed));
          expect(result.correct).toBe(typed === length);
          // The guess never turns a right length into a miss for mastery.
          expect(result.evidence).toBeUndefined();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('step 3 says the guess and the length: "Your guess: 12 cm. Measured: 9 cm."', () => {
    const result = checkEstimate(itemOf(measureTask(9), 3), measured(12, 9));
    expect(result.correct).toBe(true);
    expect(result.message).toBe('Your guess: 12 cm. Measured: 9 cm. Your guess was 3 cm too long.');
    expect(guessText(12, 9)).toBe('Your guess: 12 cm. Measured: 9 cm.');
  });

  it('a close guess earns a star: within 2 cm up to 10 cm, within 3 cm for longer objects', () => {
    expect(isCloseGuess(7, 9)).toBe(true);
    expect(isCloseGuess(11, 9)).toBe(true);
    expect(isCloseGuess(12, 9)).toBe(false);
    expect(isCloseGuess(8, 10)).toBe(true);
    expect(isCloseGuess(14, 11)).toBe(true);
    expect(isCloseGuess(15, 11)).toBe(false);
    expect(guessVerdict(10, 9)).toBe('A close guess! You earned a star.');
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 20 }),
        fc.integer({ min: 0, max: 99 }),
        (length, guess) => {
          const margin = length <= 10 ? 2 : 3;
          expect(isCloseGuess(guess, length)).toBe(Math.abs(guess - length) <= margin);
          expect(closeMargin(length)).toBe(margin);
        },
      ),
    );
  });

  it('a guess that is not close says how far off it was; a far-off guess adds the helper hint', () => {
    expect(guessVerdict(14, 9)).toBe('Your guess was 5 cm too long.');
    expect(guessVerdict(6, 9)).toBe('Your guess was 3 cm too short.');
    expect(guessVerdict(20, 9)).toBe(
      'Your guess was 11 cm too long. Use a helper. A paper clip is 3 cm and a $5 bill is 15 cm.',
    );
    expect(guessVerdict(10, 18)).toBe(
      'Your guess was 8 cm too short. Use a helper. A paper clip is 3 cm and a $5 bill is 15 cm.',
    );
  });

  it('a length read with the ruler off its 0 names the lining up', () => {
    // The ruler's 0 is 2 cm left of the crayon's end: its far end reads 11.
    const result = checkEstimate(itemOf(measureTask(9), 3), measured(9, 11, -2));
    expect(result.correct).toBe(false);
    expect(result.misconception).toBe('not-lined-up');
    // The ruler's 0 is 3 cm inside the crayon: its far end reads 6.
    expect(checkEstimate(itemOf(measureTask(9), 3), measured(9, 6, 3)).misconception).toBe(
      'not-lined-up',
    );
  });

  it('one too many, with the ruler lined up, is the marks counted', () => {
    const result = checkEstimate(itemOf(measureTask(9), 3), measured(9, 10));
    expect(result.misconception).toBe('counted-marks');
  });

  it('another wrong length says how to measure the object', () => {
    const result = checkEstimate(itemOf(measureTask(9, 'key'), 3), measured(9, 4));
    expect(result).toEqual({
      correct: false,
      message: 'Line up the 0 with one end of the key. Then read the number at its other end.',
    });
  });

  it('an answer of another kind than the task is wrong, not a crash', () => {
    expect(checkEstimate(itemOf(pencil, 2), measured(1, 1)).correct).toBe(false);
    expect(checkEstimate(itemOf(measureTask(9), 3), { kind: 'choice', id: '9-cm' }).correct).toBe(
      false,
    );
  });

  it('is ready to check once every card is sorted, or a card picked, or both numbers typed', () => {
    expect(
      isEstimateAnswerReady(
        itemOf(sortTask),
        placed({ eraser: 'cm', 'school-bus': 'm', pencil: 'cm' }),
      ),
    ).toBe(false);
    expect(
      isEstimateAnswerReady(
        itemOf(sortTask),
        placed({ eraser: 'cm', 'school-bus': 'm', pencil: 'cm', hallway: 'cm' }),
      ),
    ).toBe(true);
    expect(isEstimateAnswerReady(itemOf(pencil, 2), { kind: 'choice', id: '19-m' })).toBe(true);
  });
});

describe('Estimate, Then Measure worked example and answer text', () => {
  it('sorts one card per step', () => {
    const task: TaskOf<'sort'> = {
      kind: 'sort',
      cards: [
        { id: 'eraser', bin: 'cm' },
        { id: 'school-bus', bin: 'm' },
      ],
    };
    expect(estimateWorkedExample(itemOf(task)).map((step) => step.text)).toEqual([
      'An eraser fits on a desk: centimetres.',
      'A school bus is big: metres.',
    ]);
    expect(describeEstimate(itemOf(task))).toBe(
      'Eraser, in the centimetres bin. School bus, in the metres bin.',
    );
  });

  it('solves a benchmark with its helper', () => {
    const steps = estimateWorkedExample(itemOf({ kind: 'unit', object: 'pencil', choices: [] }, 2));
    expect(steps.map((step) => step.text)).toEqual([
      'A new pencil fits on your desk: measure it in centimetres.',
      'A new pencil is about 19 cm long.',
    ]);
    expect(steps[1]?.speech).toBe('A new pencil is about 19 centimetres long.');
    expect(describeEstimate(itemOf({ kind: 'benchmark', object: 'door', choices: [] }, 4))).toBe(
      'A door is about 2 m tall.',
    );
  });

  it('measures step 3 from the 0', () => {
    expect(estimateWorkedExample(itemOf(measureTask(9), 3)).map((step) => step.text)).toEqual([
      'Slide the ruler so its 0 is at the end of the crayon.',
      'Read the number at the other end: 9.',
      'The crayon is 9 cm long.',
    ]);
  });
});
