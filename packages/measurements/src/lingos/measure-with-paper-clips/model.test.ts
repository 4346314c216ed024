import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findObject, nounOf } from '../../model/objects';
import { checkRow, rowEnd, rowJoints } from '../../widgets/UnitRow/unitRowModel';
import {
  checkMeasureWithPaperClips,
  clipObjectIds,
  describeMeasureWithPaperClips,
  generateMeasureWithPaperClips,
  isAnswerComplete,
  maxRowStarts,
  measureWithPaperClipsHints,
  measureWithPaperClipsModel,
  measureWithPaperClipsWorkedExample,
  objectLengthRange,
  objectName,
  rightAnswer,
  taskKey,
  taskPrompt,
  type MeasureTask,
  type MeasureWithPaperClipsAnswer,
  type MeasureWithPaperClipsItem,
} from './model';

const item = (task: MeasureTask, step = 1): MeasureWithPaperClipsItem => ({
  key: taskKey(task),
  prompt: taskPrompt(task),
  step,
  task,
});

const many = (step: number, count = 400): MeasureWithPaperClipsItem[] =>
  Array.from({ length: count }, (_, seed) => generateMeasureWithPaperClips(step, createRng(seed)));

/** Plain cm per unit, written out again: the independent reference. */
const cmPerUnit = (unit: string): number => (unit === 'paper-clip' ? 3 : 2);

/** Every answer a widget of the item could give, right or wrong. */
function possibleAnswers(generated: MeasureWithPaperClipsItem): MeasureWithPaperClipsAnswer[] {
  const { task } = generated;
  switch (task.kind) {
    case 'count':
      return Array.from({ length: 31 }, (_, value) => ({ kind: 'count', value }));
    case 'build':
      return Array.from({ length: 16 }, (_, units) => ({ kind: 'build', units }));
    case 'spot': {
      const joints = Array.from({ length: task.units - 1 }, (_, index) => index + 1);
      return [
        { kind: 'spot', right: 'yes', joint: null },
        ...joints.map((joint) => ({ kind: 'spot' as const, right: 'no' as const, joint })),
      ];
    }
    case 'compare':
      return (['more', 'fewer', 'same'] as const).map((value) => ({ kind: 'compare', value }));
  }
}

/** Whether an answer is right, worked out by hand from measurements.md. */
function expectedRight(generated: MeasureWithPaperClipsItem, answer: MeasureWithPaperClipsAnswer) {
  const { task } = generated;
  switch (task.kind) {
    case 'count':
      return answer.kind === 'count' && answer.value * cmPerUnit(task.unit) === task.lengthCm;
    case 'build':
      return answer.kind === 'build' && answer.units * cmPerUnit(task.unit) === task.lengthCm;
    case 'spot': {
      if (answer.kind !== 'spot') return false;
      // A right row's units cover the length exactly with no joint flaw.
      const rowIsRight = task.units * cmPerUnit(task.unit) === task.lengthCm;
      return rowIsRight
        ? answer.right === 'yes'
        : answer.right === 'no' && answer.joint === task.joint;
    }
    case 'compare': {
      if (answer.kind !== 'compare') return false;
      const shownCount = task.lengthCm / cmPerUnit(task.shownUnit);
      const other = task.shownUnit === 'paper-clip' ? 'cube' : 'paper-clip';
      const otherCount = task.lengthCm / cmPerUnit(other);
      const expected =
        otherCount > shownCount ? 'more' : otherCount < shownCount ? 'fewer' : 'same';
      return answer.value === expected;
    }
  }
}

describe('generateMeasureWithPaperClips', () => {
  it('step 1: units already placed, 2 to 6 units long, a whole number of units', () => {
    for (const generated of many(1)) {
      const { task } = generated;
      expect(task.kind).toBe('count');
      if (task.kind !== 'count') continue;
      const count = task.lengthCm / cmPerUnit(task.unit);
      expect(Number.isInteger(count)).toBe(true);
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(6);
    }
  });

  it('step 2: the child builds a row 3 to 10 units long', () => {
    const counts = new Set<number>();
    for (const generated of many(2)) {
      const { task } = generated;
      expect(task.kind).toBe('build');
      if (task.kind !== 'build') continue;
      const count = task.lengthCm / cmPerUnit(task.unit);
      counts.add(count);
      expect(Number.isInteger(count)).toBe(true);
    }
    expect([...counts].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('step 3: gap, overlap or right about a third each, 3 to 8 units long', () => {
    const flaws = { gap: 0, overlap: 0, none: 0 };
    for (const generated of many(3, 900)) {
      const { task } = generated;
      expect(task.kind).toBe('spot');
      if (task.kind !== 'spot') continue;
      flaws[task.flaw] += 1;
      const count = task.lengthCm / cmPerUnit(task.unit);
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(8);
      // The gap row has one unit too few, the overlap row one too many.
      expect(task.units).toBe(
        task.flaw === 'gap' ? count - 1 : task.flaw === 'overlap' ? count + 1 : count,
      );
      if (task.flaw === 'none') expect(task.joint).toBeNull();
      else {
        expect(task.joint).toBeGreaterThanOrEqual(1);
        expect(task.joint).toBeLessThanOrEqual(task.units - 1);
      }
    }
    for (const value of Object.values(flaws)) {
      expect(value).toBeGreaterThan(240);
      expect(value).toBeLessThan(360);
    }
  });

  it("step 3: Max's row, laid by UnitRow, has exactly the flaw at the joint the item names", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { task } = generateMeasureWithPaperClips(3, createRng(seed));
        if (task.kind !== 'spot') throw new Error('step 3 makes spot items');
        const starts = maxRowStarts(task);
        const unit = cmPerUnit(task.unit);
        expect(starts).toHaveLength(task.units);
        expect(starts[0]).toBe(0);
        // Every row still reaches exactly from the left end to the right end.
        expect(rowEnd(starts, unit)).toBe(task.lengthCm);
        const bad = rowJoints(starts, unit).filter((joint) => joint.kind !== 'touching');
        if (task.flaw === 'none') {
          expect(bad).toEqual([]);
          expect(checkRow(starts, unit, task.lengthCm).right).toBe(true);
        } else {
          expect(bad).toEqual([
            {
              index: (task.joint ?? 0) - 1,
              kind: task.flaw === 'gap' ? 'space-between' : 'on-top',
              offset: task.flaw === 'gap' ? unit : -unit,
            },
          ]);
          expect(checkRow(starts, unit, task.lengthCm).right).toBe(false);
        }
      }),
    );
  });

  it('step 4: 6, 12, 18 or 24 cm, shown in either unit', () => {
    const lengths = new Set<number>();
    const units = new Set<string>();
    for (const generated of many(4)) {
      const { task } = generated;
      expect(task.kind).toBe('compare');
      if (task.kind !== 'compare') continue;
      lengths.add(task.lengthCm);
      units.add(task.shownUnit);
    }
    expect([...lengths].sort((a, b) => a - b)).toEqual([6, 12, 18, 24]);
    expect([...units].sort()).toEqual(['cube', 'paper-clip']);
  });

  it('draws only the crayon, straw, spoon, shoe, leaf and feather, each at a length it can have', () => {
    const seen = new Set<string>();
    for (const step of [1, 2, 3, 4]) {
      for (const generated of many(step)) {
        const { object, lengthCm } = generated.task;
        seen.add(object);
        expect(lengthCm).toBeGreaterThanOrEqual(objectLengthRange[object].min);
        expect(lengthCm).toBeLessThanOrEqual(objectLengthRange[object].max);
      }
    }
    expect([...seen].sort()).toEqual(['crayon', 'feather', 'leaf', 'shoe', 'spoon', 'straw']);
  });

  it('measures objects of the bank, named as the bank names them', () => {
    for (const id of clipObjectIds) {
      const object = findObject(id);
      expect(object?.groups).toContain('measure');
      expect(object && nounOf(object)).toBe(objectName(id));
    }
  });

  it('asks in words the child hears', () => {
    expect(
      taskPrompt({ kind: 'compare', object: 'straw', shownUnit: 'paper-clip', lengthCm: 12 }),
    ).toBe('The straw is 4 paper clips long. Will it take more or fewer cubes than 4?');
    expect(taskPrompt({ kind: 'compare', object: 'shoe', shownUnit: 'cube', lengthCm: 24 })).toBe(
      'The shoe is 12 cubes long. Will it take more or fewer paper clips than 12?',
    );
    expect(
      taskPrompt({
        kind: 'spot',
        object: 'spoon',
        unit: 'paper-clip',
        lengthCm: 12,
        flaw: 'none',
        joint: null,
        units: 4,
      }),
    ).toBe("Max the beaver measured the spoon with paper clips. Is Max's row right?");
    expect(taskPrompt({ kind: 'count', object: 'leaf', unit: 'cube', lengthCm: 8 })).toBe(
      'How many cubes long is the leaf?',
    );
  });

  it('never gives the same item twice in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const first = generateMeasureWithPaperClips(step, createRng(seed));
        const second = generateMeasureWithPaperClips(step, createRng(seed), {
          recentKeys: [first.key],
        });
        return second.key !== first.key;
      }),
    );
  });

  it('gives the same item for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        expect(generateMeasureWithPaperClips(step, createRng(seed))).toEqual(
          generateMeasureWithPaperClips(step, createRng(seed)),
        );
      }),
    );
  });
});

describe('the answer rule', () => {
  it('has exactly one right answer among everything a widget could give, as plain arithmetic says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const generated = generateMeasureWithPaperClips(step, createRng(seed));
        const answers = possibleAnswers(generated);
        const right = answers.filter(
          (answer) => checkMeasureWithPaperClips(generated, answer).correct,
        );
        expect(right).toHaveLength(1);
        for (const answer of answers) {
          expect(checkMeasureWithPaperClips(generated, answer).correct).toBe(
            expectedRight(generated, answer),
          );
        }
        expect(checkMeasureWithPaperClips(generated, rightAnswer(generated)).correct).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('step 1: the count is the length ÷ the unit', () => {
    const counting = item({ kind: 'count', object: 'crayon', unit: 'paper-clip', lengthCm: 9 });
    expect(checkMeasureWithPaperClips(counting, { kind: 'count', value: 3 })).toEqual({
      correct: true,
    });
    expect(checkMeasureWithPaperClips(counting, { kind: 'count', value: 9 })).toMatchObject({
      correct: false,
      misconception: 'miscount',
    });
    const cubes = item({ kind: 'count', object: 'crayon', unit: 'cube', lengthCm: 12 });
    expect(checkMeasureWithPaperClips(cubes, { kind: 'count', value: 6 }).correct).toBe(true);
  });

  it('step 2: a short row and a row sticking out get their own hints', () => {
    const building = item({ kind: 'build', object: 'straw', unit: 'paper-clip', lengthCm: 15 }, 2);
    expect(checkMeasureWithPaperClips(building, { kind: 'build', units: 5 }).correct).toBe(true);
    expect(checkMeasureWithPaperClips(building, { kind: 'build', units: 4 })).toMatchObject({
      correct: false,
      misconception: 'too-few',
    });
    expect(checkMeasureWithPaperClips(building, { kind: 'build', units: 7 })).toMatchObject({
      correct: false,
      misconception: 'sticking-out',
    });
  });

  describe('step 3: right only if YesNo is right and, when No, the bad joint is tapped', () => {
    const base = { object: 'spoon', unit: 'paper-clip', lengthCm: 15 } as const;
    const gap = item({ kind: 'spot', ...base, flaw: 'gap', joint: 2, units: 4 }, 3);
    const overlap = item({ kind: 'spot', ...base, flaw: 'overlap', joint: 3, units: 6 }, 3);
    const right = item({ kind: 'spot', ...base, flaw: 'none', joint: null, units: 5 }, 3);

    it('a gap row: No and the gap', () => {
      expect(checkMeasureWithPaperClips(gap, { kind: 'spot', right: 'no', joint: 2 }).correct).toBe(
        true,
      );
      expect(checkMeasureWithPaperClips(gap, { kind: 'spot', right: 'yes', joint: null })).toEqual({
        correct: false,
        misconception: 'gap',
        message: measureWithPaperClipsHints.gap,
      });
      // No, but a touching joint: the item is wrong, and the hint says that joint touches.
      expect(checkMeasureWithPaperClips(gap, { kind: 'spot', right: 'no', joint: 1 })).toEqual({
        correct: false,
        misconception: 'gap',
        message: `Clip 1 to clip 2: touching. ${measureWithPaperClipsHints.gap}`,
      });
    });

    it('an overlap row: No and the overlap', () => {
      expect(
        checkMeasureWithPaperClips(overlap, { kind: 'spot', right: 'no', joint: 3 }).correct,
      ).toBe(true);
      expect(
        checkMeasureWithPaperClips(overlap, { kind: 'spot', right: 'yes', joint: null }),
      ).toMatchObject({ correct: false, misconception: 'overlap' });
      expect(
        checkMeasureWithPaperClips(overlap, { kind: 'spot', right: 'no', joint: 2 }),
      ).toMatchObject({ correct: false, misconception: 'overlap' });
    });

    it('a right row: Yes', () => {
      expect(
        checkMeasureWithPaperClips(right, { kind: 'spot', right: 'yes', joint: null }).correct,
      ).toBe(true);
      expect(
        checkMeasureWithPaperClips(right, { kind: 'spot', right: 'no', joint: 2 }),
      ).toMatchObject({ correct: false, misconception: 'row-is-right' });
    });

    it('says "cubes" for a row of cubes', () => {
      const cubes = item(
        {
          kind: 'spot',
          object: 'leaf',
          unit: 'cube',
          lengthCm: 8,
          flaw: 'gap',
          joint: 1,
          units: 3,
        },
        3,
      );
      expect(
        checkMeasureWithPaperClips(cubes, { kind: 'spot', right: 'yes', joint: null }).message,
      ).toBe('There is a space between two cubes. That bit was not counted.');
    });

    it('waits for a joint after No', () => {
      expect(isAnswerComplete({ kind: 'spot', right: 'no', joint: null })).toBe(false);
      expect(isAnswerComplete({ kind: 'spot', right: 'no', joint: 2 })).toBe(true);
      expect(isAnswerComplete({ kind: 'spot', right: 'yes', joint: null })).toBe(true);
      expect(isAnswerComplete({ kind: 'build', units: 0 })).toBe(false);
    });
  });

  it('step 4: shorter units give more of them', () => {
    const clips = item(
      { kind: 'compare', object: 'straw', shownUnit: 'paper-clip', lengthCm: 12 },
      4,
    );
    expect(checkMeasureWithPaperClips(clips, { kind: 'compare', value: 'more' }).correct).toBe(
      true,
    );
    expect(checkMeasureWithPaperClips(clips, { kind: 'compare', value: 'fewer' })).toMatchObject({
      correct: false,
      misconception: 'unit-size',
    });
    expect(checkMeasureWithPaperClips(clips, { kind: 'compare', value: 'same' }).correct).toBe(
      false,
    );
    const cubes = item({ kind: 'compare', object: 'straw', shownUnit: 'cube', lengthCm: 12 }, 4);
    expect(checkMeasureWithPaperClips(cubes, { kind: 'compare', value: 'fewer' }).correct).toBe(
      true,
    );
    expect(measureWithPaperClipsHints['unit-size']).toBe(
      'Cubes are shorter than paper clips, so it takes more cubes and fewer clips.',
    );
  });

  it('an answer of another kind is a miss, never a crash', () => {
    const counting = item({ kind: 'count', object: 'crayon', unit: 'paper-clip', lengthCm: 9 });
    expect(checkMeasureWithPaperClips(counting, { kind: 'compare', value: 'more' }).correct).toBe(
      false,
    );
  });
});

describe('words', () => {
  it('describes the answer', () => {
    expect(
      describeMeasureWithPaperClips(
        item({ kind: 'count', object: 'crayon', unit: 'paper-clip', lengthCm: 9 }),
      ),
    ).toBe('The crayon is 3 paper clips long.');
    expect(
      describeMeasureWithPaperClips(
        item({ kind: 'compare', object: 'straw', shownUnit: 'paper-clip', lengthCm: 12 }, 4),
      ),
    ).toBe('The straw is 4 paper clips long and 6 cubes long: more cubes.');
    expect(
      describeMeasureWithPaperClips(
        item(
          {
            kind: 'spot',
            object: 'spoon',
            unit: 'paper-clip',
            lengthCm: 15,
            flaw: 'gap',
            joint: 2,
            units: 4,
          },
          3,
        ),
      ),
    ).toBe(
      "Max's row is not right: there is a space between clip 2 and clip 3. The spoon is 5 paper clips long.",
    );
  });

  it('works an example for every kind, ending on the answer', () => {
    for (const step of [1, 2, 3, 4]) {
      for (const generated of many(step, 40)) {
        const steps = measureWithPaperClipsWorkedExample(generated);
        expect(steps.length).toBeGreaterThanOrEqual(3);
        for (const each of steps) expect(each.text).not.toMatch(/undefined|NaN/);
      }
    }
    const example = measureWithPaperClipsWorkedExample(
      item({ kind: 'count', object: 'crayon', unit: 'cube', lengthCm: 8 }),
    );
    expect(example.map((each) => each.text)).toEqual([
      'Start at the left end of the crayon.',
      'Touch each cube once and count: 1, 2, 3, 4.',
      'The crayon is 4 cubes long.',
    ]);
  });

  it('is a practice model of 4 steps', () => {
    expect(measureWithPaperClipsModel.steps).toBe(4);
    expect(measureWithPaperClipsModel.hints.gap).toBe(
      'There is a space between two clips. That bit was not counted.',
    );
    expect(measureWithPaperClipsModel.hints.overlap).toBe(
      'Two clips overlap. That bit is counted twice.',
    );
  });
});
