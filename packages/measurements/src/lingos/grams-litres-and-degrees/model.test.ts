import { lessonShape, lessonTransition, createLesson } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  degreesStep,
  gramsLitresDegreesCheck,
  gramsLitresDegreesLesson,
  gramsLitresDegreesSteps,
  gramsStep,
  hundredsText,
  kilogramStep,
  replayedStep,
} from './model';

describe('the steps', () => {
  it("are measurements.md's five, with its words as prompts", () => {
    expect(gramsLitresDegreesSteps.map((step) => step.prompt)).toEqual([
      'Mass is how heavy something is. A paper clip is about 1 gram. Add 100-gram masses until the scale is level.',
      'A kilogram is 1000 grams.',
      'Capacity is how much a container holds. Pour the milk carton into the jug.',
      'Small amounts use millilitres. A teaspoon is 5 millilitres. Pour a glass of milk into the empty jug.',
      'Temperature is how hot or cold. Water freezes at 0 degrees. A warm summer day is about 25 degrees Celsius.',
    ]);
  });

  it('read what to do after a prompt that only says facts', () => {
    const [, kilogram, , , degrees] = gramsLitresDegreesSteps;
    expect(kilogram?.speech).toEqual([
      'A kilogram is 1000 grams.',
      'Put the 1 kilogram mass on one pan. Then add 100-gram masses to the other pan until it is level.',
    ]);
    expect(degrees?.speech).toEqual([degrees?.prompt, 'Move the red line to 0.']);
  });
});

describe('step 1: the apple and 100 g masses', () => {
  it('100 g is too light, 200 g makes it level, 300 g is too heavy', () => {
    expect(gramsStep([100])).toEqual({
      said: "100 grams: too light. The apple's side is still down. Add another.",
      done: false,
    });
    expect(gramsStep([100, 100])).toEqual({
      said: 'Level! The apple is 200 grams. We write 200 g.',
      done: true,
    });
    expect(gramsStep([100, 100, 100])).toEqual({
      said: "300 grams: too heavy. Now the masses' side is down. Take one off.",
      done: false,
    });
    expect(gramsStep([]).done).toBe(false);
  });

  it('is done exactly when the pan holds 200 g (plain sums)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(100), { maxLength: 3 }), (pan) => {
        expect(gramsStep(pan).done).toBe(pan.length * 100 === 200);
      }),
    );
  });

  it('counts masses in words for the text alternative', () => {
    expect(hundredsText(1)).toBe('one 100-gram mass');
    expect(hundredsText(2)).toBe('two 100-gram masses');
    expect(hundredsText(10)).toBe('ten 100-gram masses');
  });
});

describe('step 2: 1 kg against ten 100 g', () => {
  const hundreds = (count: number) => Array.from({ length: count }, () => 100);

  it('asks for the kilogram first, counts the grams, and is level at ten', () => {
    expect(kilogramStep([], [])).toEqual({
      said: 'Put the 1 kg mass on a pan first.',
      done: false,
    });
    expect(kilogramStep([1000], []).said).toBe(
      'The 1 kg side is down. Add 100-gram masses to the other pan.',
    );
    expect(kilogramStep([1000], hundreds(3))).toEqual({ said: '300 grams.', done: false });
    expect(kilogramStep([], hundreds(2)).said).toBe(
      '200 grams. Now put the 1 kg mass on the other pan.',
    );
    expect(kilogramStep([1000], hundreds(10))).toEqual({
      said: 'Level! Ten 100-gram masses make 1000 grams: 1 kilogram. A 1-litre milk carton is about 1 kilogram.',
      done: true,
    });
    // Either pan works.
    expect(kilogramStep(hundreds(10), [1000]).done).toBe(true);
  });

  it('is done exactly when the kilogram is alone against ten 100 g masses', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 2 }),
        (kilogramLeft, right, extraLeft) => {
          const left = [...(kilogramLeft ? [1000] : []), ...hundreds(extraLeft)];
          const done = kilogramLeft && extraLeft === 0 && right === 10;
          expect(kilogramStep(left, hundreds(right)).done).toBe(done);
        },
      ),
    );
  });
});

describe('step 5: the thermometer to 0, then 25', () => {
  it('0 first (ice), then 25 (beach); other values are just read', () => {
    expect(degreesStep('freezing', 25)).toEqual({
      phase: 'freezing',
      said: '25 degrees Celsius.',
      done: false,
    });
    expect(degreesStep('freezing', -5).said).toBe('minus 5 degrees Celsius.');
    expect(degreesStep('freezing', 0)).toEqual({
      phase: 'summer',
      said: '0 degrees: water freezes into ice. Now move the red line to 25.',
      done: false,
    });
    expect(degreesStep('summer', 0).done).toBe(false);
    expect(degreesStep('summer', 25)).toEqual({
      phase: 'done',
      said: '25 degrees Celsius: a warm summer day at the beach.',
      done: true,
    });
  });
});

describe('the closing check', () => {
  it("asks measurements.md's three questions with its cards; one right card each", () => {
    expect(
      gramsLitresDegreesCheck.map((question) => ({
        prompt: question.prompt,
        cards: question.choices.map((choice) => choice.label),
        right: question.choices.filter((choice) => choice.correct).map((choice) => choice.label),
      })),
    ).toEqual([
      {
        prompt: "Which unit for a watermelon's mass: grams or kilograms?",
        cards: ['grams (g)', 'kilograms (kg)'],
        right: ['kilograms (kg)'],
      },
      {
        prompt: 'How much water is in the jug?',
        cards: ['50 mL', '500 mL', '5 L'],
        right: ['500 mL'],
      },
      {
        prompt: 'Which tool tells how cold it is outside?',
        cards: ['a scale', 'a jug', 'a thermometer'],
        right: ['a thermometer'],
      },
    ]);
  });

  it('gives every wrong card a hint of its own', () => {
    for (const question of gramsLitresDegreesCheck) {
      for (const choice of question.choices.filter((each) => !each.correct)) {
        expect(choice.hint, choice.value).toMatch(/\.$/);
      }
    }
  });

  it('replays the matching step after a miss, and nothing before', () => {
    expect(replayedStep('watermelon-unit', [])).toBeNull();
    expect(replayedStep('watermelon-unit', ['g'])).toBe('kilogram');
    expect(replayedStep('jug-reading', ['50-mL'])).toBe('millilitres');
    expect(replayedStep('jug-reading', ['50-mL', '5-L'])).toBe('litre');
    expect(replayedStep('cold-tool', ['scale'])).toBe('degrees');
  });

  it('runs in the kit lesson: five steps, then three questions, to completion', () => {
    const shape = lessonShape(gramsLitresDegreesLesson);
    let state = createLesson(shape);
    let completed = false;
    const run = (action: Parameters<typeof lessonTransition>[1]) => {
      const result = lessonTransition(state, action, shape);
      state = result.state;
      completed ||= result.completed;
    };
    for (let step = 0; step < 5; step += 1) {
      run({ type: 'step-done' });
      run({ type: 'next' });
    }
    expect(state.part).toBe('check');
    run({ type: 'select', value: 'g' });
    run({ type: 'check' });
    expect(state.message).toContain('A watermelon is heavy');
    run({ type: 'retry' });
    for (const value of ['kg', '500-mL', 'thermometer']) {
      run({ type: 'select', value });
      run({ type: 'check' });
      run({ type: 'next' });
    }
    expect(state.part).toBe('done');
    expect(completed).toBe(true);
  });
});
