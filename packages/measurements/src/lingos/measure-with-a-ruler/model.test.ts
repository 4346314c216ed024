import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findObject } from '../../model/objects';
import {
  checkMeasureWithARuler,
  describeMeasureWithARuler,
  generateMeasureWithARuler,
  measureWithARulerHints,
  measureWithARulerModel,
  measureWithARulerWorkedExample,
  rulerObjects,
  type MeasureWithARulerItem,
} from './model';

const many = (step: number, count = 400): MeasureWithARulerItem[] =>
  Array.from({ length: count }, (_, seed) => generateMeasureWithARuler(step, createRng(seed)));

/** The right answer by plain arithmetic on the hidden lengths, not the item's `answer`. */
function reference(item: MeasureWithARulerItem): number {
  const [first, second] = item.objects;
  if (item.step === 3) return item.targetCm ?? Number.NaN;
  if (item.step === 4) {
    if (!first || !second) return Number.NaN;
    return Math.max(first.lengthCm, second.lengthCm) - Math.min(first.lengthCm, second.lengthCm);
  }
  return first?.lengthCm ?? Number.NaN;
}

const rangeOf = (id: string) => rulerObjects.find((object) => object.id === id);

const read = (lengthCm: number): MeasureWithARulerItem => ({
  key: 'test',
  prompt: 'How long is the pencil?',
  step: 1,
  task: 'read',
  objects: [{ id: 'pencil', lengthCm }],
  rulerStartCm: 0,
  answer: lengthCm,
});

describe('generateMeasureWithARuler', () => {
  it('step 1: the ruler is lined up at 0; one object of 2 to 10 cm', () => {
    for (const item of many(1)) {
      expect(item.task).toBe('read');
      expect(item.rulerStartCm).toBe(0);
      expect(item.objects).toHaveLength(1);
      const [object] = item.objects;
      expect(object!.lengthCm).toBeGreaterThanOrEqual(2);
      expect(object!.lengthCm).toBeLessThanOrEqual(10);
      expect(item.prompt).toMatch(/^How long is the [a-z ]+\?$/);
    }
  });

  it('step 2: an object of 3 to 15 cm; the ruler 2 to 8 cm from lined up, the object on it', () => {
    const sides = new Set<number>();
    for (const item of many(2)) {
      expect(item.task).toBe('line-up');
      const [object] = item.objects;
      expect(object!.lengthCm).toBeGreaterThanOrEqual(3);
      expect(object!.lengthCm).toBeLessThanOrEqual(15);
      const away = Math.abs(item.rulerStartCm);
      expect(away).toBeGreaterThanOrEqual(2);
      expect(away).toBeLessThanOrEqual(8);
      // The object's ends on the ruler's marks: its right end is never past the 20.
      expect(object!.lengthCm - item.rulerStartCm).toBeLessThanOrEqual(20);
      sides.add(Math.sign(item.rulerStartCm));
    }
    expect([...sides].sort()).toEqual([-1, 1]);
  });

  it('step 3: "Make the ribbon 7 cm long." with a target of 2 to 15 cm', () => {
    const targets = new Set<number>();
    for (const item of many(3)) {
      expect(item.task).toBe('ribbon');
      expect(item.targetCm).toBeGreaterThanOrEqual(2);
      expect(item.targetCm).toBeLessThanOrEqual(15);
      expect(item.prompt).toBe(`Make the ribbon ${item.targetCm} cm long.`);
      expect(item.speech).toBe(`Make the ribbon ${item.targetCm} centimetres long.`);
      targets.add(item.targetCm!);
    }
    expect(targets.size).toBe(14);
  });

  it('step 4: two different objects of 3 to 20 cm that differ by 1 to 8 cm, longer first', () => {
    for (const item of many(4)) {
      expect(item.task).toBe('difference');
      const [longer, shorter] = item.objects;
      expect(longer!.id).not.toBe(shorter!.id);
      for (const object of [longer!, shorter!]) {
        expect(object.lengthCm).toBeGreaterThanOrEqual(3);
        expect(object.lengthCm).toBeLessThanOrEqual(20);
      }
      const difference = longer!.lengthCm - shorter!.lengthCm;
      expect(difference).toBeGreaterThanOrEqual(1);
      expect(difference).toBeLessThanOrEqual(8);
      expect(item.prompt).toMatch(/^How much longer is the [a-z ]+ than the [a-z ]+\?$/);
    }
  });

  it('draws every object at a length it can have, and names it from the bank', () => {
    for (const step of [1, 2, 4]) {
      for (const item of many(step, 200)) {
        for (const object of item.objects) {
          const range = rangeOf(object.id)!;
          expect(object.lengthCm).toBeGreaterThanOrEqual(range.minCm);
          expect(object.lengthCm).toBeLessThanOrEqual(range.maxCm);
          expect(findObject(object.id)).toBeDefined();
        }
      }
    }
  });

  it('every length from 2 to 20 cm fits some object', () => {
    for (let length = 2; length <= 20; length += 1) {
      expect(rulerObjects.some((o) => o.minCm <= length && length <= o.maxCm)).toBe(true);
    }
  });

  it('never gives the item just shown again (any step, any seed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(), (step, seed) => {
        const first = generateMeasureWithARuler(step, createRng(seed));
        const next = generateMeasureWithARuler(step, createRng(seed), {
          recentKeys: [first.key],
        });
        expect(next.key).not.toBe(first.key);
      }),
    );
  });

  it('the key tells items apart: the same key is the same item', () => {
    const byKey = new Map<string, MeasureWithARulerItem>();
    for (const step of [1, 2, 3, 4]) {
      for (const item of many(step, 200)) {
        const seen = byKey.get(item.key);
        if (seen) expect(item).toEqual(seen);
        byKey.set(item.key, item);
      }
    }
  });
});

describe('checkMeasureWithARuler', () => {
  it('exactly one number is right: the one worked out from the hidden lengths', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.nat(),
        fc.integer({ min: 0, max: 40 }),
        (step, seed, value) => {
          const item = generateMeasureWithARuler(step, createRng(seed));
          const result = checkMeasureWithARuler(item, { value, rulerOffsetCm: 0 });
          expect(result.correct).toBe(value === reference(item));
          if (!result.correct) {
            expect(result.misconception ?? 'default').toBeDefined();
          }
        },
      ),
    );
  });

  it('the length is right wherever the ruler is: a child may count the spaces instead', () => {
    const item: MeasureWithARulerItem = {
      ...read(9),
      step: 2,
      task: 'line-up',
      rulerStartCm: 4,
    };
    expect(checkMeasureWithARuler(item, { value: 9, rulerOffsetCm: -3 })).toEqual({
      correct: true,
    });
  });

  it('a ruler not lined up (its edge or its 1 at the end): "Put the 0 at the end…"', () => {
    const item: MeasureWithARulerItem = {
      ...read(9),
      step: 2,
      task: 'line-up',
      rulerStartCm: -1,
    };
    // The ruler's 1 at the crayon's end: the far end reads 10.
    expect(checkMeasureWithARuler(item, { value: 10, rulerOffsetCm: -1 })).toEqual({
      correct: false,
      misconception: 'not-at-zero',
    });
    expect(measureWithARulerHints['not-at-zero']).toBe(
      'Put the 0 at the end of the object, not the edge of the ruler.',
    );
    // Never moved: the ruler is still where it started.
    expect(checkMeasureWithARuler(item, { value: 12 }).misconception).toBe('not-at-zero');
  });

  it('lined up, one more or one less (marks counted): "Count the spaces between marks…"', () => {
    expect(checkMeasureWithARuler(read(9), { value: 10, rulerOffsetCm: 0 })).toEqual({
      correct: false,
      misconception: 'counted-marks',
    });
    expect(checkMeasureWithARuler(read(9), { value: 8 }).misconception).toBe('counted-marks');
    expect(measureWithARulerHints['counted-marks']).toBe(
      'Count the spaces between marks. From 0 to 1 is one centimetre.',
    );
  });

  it('lined up, another number: start at 0, read the other end of the object', () => {
    expect(checkMeasureWithARuler(read(9), { value: 4 })).toEqual({
      correct: false,
      message: 'Put the 0 at one end of the pencil. Read the number at its other end.',
    });
  });

  it("a number past the ruler's end says so kindly", () => {
    expect(checkMeasureWithARuler(read(9), { value: 99 })).toEqual({
      correct: false,
      message: 'The ruler stops at 20. Look at the numbers under the ends again.',
    });
  });

  it('the ribbon must end on the target mark; one off is counting marks', () => {
    const ribbon: MeasureWithARulerItem = {
      key: 'ribbon:7',
      prompt: 'Make the ribbon 7 cm long.',
      step: 3,
      task: 'ribbon',
      objects: [],
      rulerStartCm: 0,
      targetCm: 7,
      answer: 7,
    };
    expect(checkMeasureWithARuler(ribbon, { value: 7 })).toEqual({ correct: true });
    expect(checkMeasureWithARuler(ribbon, { value: 8 }).misconception).toBe('counted-marks');
    expect(checkMeasureWithARuler(ribbon, { value: 6 }).misconception).toBe('counted-marks');
    expect(checkMeasureWithARuler(ribbon, { value: 3 })).toEqual({
      correct: false,
      misconception: 'ribbon-end',
      message: 'The ribbon ends at the 3 mark. Stretch it until it ends at the 7 mark.',
    });
  });

  it('the difference is longer − shorter; a length or a sum gets the step 4 hint', () => {
    const item: MeasureWithARulerItem = {
      key: 'difference',
      prompt: 'How much longer is the pencil than the crayon?',
      step: 4,
      task: 'difference',
      objects: [
        { id: 'pencil', lengthCm: 14 },
        { id: 'crayon', lengthCm: 9 },
      ],
      rulerStartCm: 0,
      answer: 5,
    };
    expect(checkMeasureWithARuler(item, { value: 5 })).toEqual({ correct: true });
    for (const value of [14, 9, 23]) {
      expect(checkMeasureWithARuler(item, { value })).toEqual({
        correct: false,
        misconception: 'difference',
      });
    }
    expect(checkMeasureWithARuler(item, { value: 6 }).misconception).toBe('counted-marks');
    expect(measureWithARulerHints.difference).toBe(
      'Line them up at 0. Count the centimetres that only the longer one reaches.',
    );
  });

  it('every misconception it names has a hint', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.nat(),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: -8, max: 8 }),
        (step, seed, value, offset) => {
          const item = generateMeasureWithARuler(step, createRng(seed));
          const result = checkMeasureWithARuler(item, { value, rulerOffsetCm: offset });
          if (result.misconception) {
            expect(measureWithARulerModel.hints[result.misconception]).toBeTruthy();
          }
        },
      ),
    );
  });
});

describe('texts', () => {
  it('describes the answer after a check', () => {
    expect(describeMeasureWithARuler(read(9))).toBe('The pencil is 9 centimetres long.');
  });

  it('worked examples end with the answer', () => {
    for (const step of [1, 2, 3, 4]) {
      for (const item of many(step, 20)) {
        const steps = measureWithARulerWorkedExample(item);
        expect(steps.length).toBe(3);
        expect(steps.at(-1)!.text).toContain(`${item.answer} cm`);
      }
    }
  });
});
