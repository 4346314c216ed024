import { createLesson, lessonShape, lessonTransition, type LessonState } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardMeasuredText,
  centimetresText,
  checkHint,
  countSpacesTap,
  howToUseARulerLesson,
  howToUseARulerStepIds,
  metreSticksText,
  readEndTap,
  sortThings,
  sortUnitsDrop,
} from './model';

describe('the lesson', () => {
  it('has the five steps of measurements.md, prompts word for word', () => {
    const { steps } = howToUseARulerLesson;
    expect(steps.map((step) => step.id)).toEqual([...howToUseARulerStepIds]);
    expect(steps.map((step) => step.prompt)).toEqual([
      'From one number to the next is 1 centimetre. Tap 5 spaces.',
      'Put the 0 at one end. Drag the ruler to the crayon.',
      'Read the number at the other end. The crayon is 9 centimetres. We write 9 cm.',
      'A metre is 100 centimetres, about one big step. Measure the board with metre sticks.',
      'Small things in centimetres, big things in metres.',
    ]);
  });

  it('closes with "How long is the key?": 6 is right, any other number gets the hint', () => {
    const shape = lessonShape(howToUseARulerLesson);
    let state: LessonState = createLesson(shape);
    for (let step = 0; step < 5; step += 1) {
      state = lessonTransition(state, { type: 'step-done' }, shape).state;
      state = lessonTransition(state, { type: 'next' }, shape).state;
    }
    expect(state.part).toBe('check');
    expect(howToUseARulerLesson.check[0]?.prompt).toBe('How long is the key?');
    for (const wrong of ['7', '5', '0', '16']) {
      state = lessonTransition(state, { type: 'select', value: wrong }, shape).state;
      state = lessonTransition(state, { type: 'check' }, shape).state;
      expect(state.phase).toBe('incorrect');
      expect(state.message).toBe('Start at 0, read the number at the end.');
      state = lessonTransition(state, { type: 'retry' }, shape).state;
    }
    state = lessonTransition(state, { type: 'select', value: '6' }, shape).state;
    state = lessonTransition(state, { type: 'check' }, shape).state;
    expect(state.phase).toBe('correct');
    const done = lessonTransition(state, { type: 'next' }, shape);
    expect(done.completed).toBe(true);
    expect(checkHint).toBe('Start at 0, read the number at the end.');
  });
});

describe('centimetresText', () => {
  it('says the full word, singular and plural', () => {
    expect(centimetresText(1)).toBe('1 centimetre');
    expect(centimetresText(9)).toBe('9 centimetres');
  });
});

describe('countSpacesTap (step 1)', () => {
  it('each space from 0 to 5 is 1 centimetre and is counted', () => {
    expect(countSpacesTap([], { from: 0, again: false })).toEqual({
      lit: [0],
      said: 'From 0 to 1 is 1 centimetre. 1 of 5 spaces.',
      done: false,
    });
    expect(countSpacesTap([0, 1], { from: 2, again: false })).toEqual({
      lit: [0, 1, 2],
      said: 'From 2 to 3 is 1 centimetre. 3 of 5 spaces.',
      done: false,
    });
  });

  it('the fifth ends the step: 5 spaces from 0 to 5, 5 centimetres', () => {
    expect(countSpacesTap([0, 1, 2, 4], { from: 3, again: false })).toEqual({
      lit: [0, 1, 2, 4, 3],
      said: 'From 3 to 4 is 1 centimetre. 5 spaces from 0 to 5: 5 centimetres!',
      done: true,
    });
  });

  it('a space past the 5 is not one of them', () => {
    expect(countSpacesTap([0], { from: 7, again: false })).toEqual({
      lit: [0],
      said: 'That space is past the 5. Tap the spaces from 0 to 5.',
      done: false,
    });
  });

  it('a space tapped twice counts once', () => {
    expect(countSpacesTap([0, 1], { from: 1, again: true })).toEqual({
      lit: [0, 1],
      said: 'That space is counted already. 2 of 5 spaces.',
      done: false,
    });
  });

  it('once the five are lit, more taps change nothing and never end the step again', () => {
    expect(countSpacesTap([0, 1, 2, 3, 4], { from: 6, again: false })).toEqual({
      lit: [0, 1, 2, 3, 4],
      said: '5 spaces from 0 to 5: 5 centimetres.',
      done: false,
    });
  });

  it('the step ends exactly once, when every space from 0 to 5 has been tapped (any taps)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 19 }), { maxLength: 40 }), (taps) => {
        let lit: readonly number[] = [];
        const tapped = new Set<number>();
        let ends = 0;
        for (const from of taps) {
          const tap = countSpacesTap(lit, { from, again: tapped.has(from) });
          tapped.add(from);
          if (tap.done) ends += 1;
          lit = tap.lit;
        }
        const allFive = [0, 1, 2, 3, 4].every((space) => tapped.has(space));
        expect(ends).toBe(allFive ? 1 : 0);
        expect([...lit].sort()).toEqual([0, 1, 2, 3, 4].filter((space) => tapped.has(space)));
      }),
    );
  });
});

describe('readEndTap (step 3)', () => {
  it('the 9 ends the step: "The crayon is 9 centimetres. We write 9 cm."', () => {
    expect(readEndTap(9)).toEqual({
      said: 'The crayon is 9 centimetres. We write 9 cm.',
      done: true,
    });
  });

  it('the 0 is where the crayon starts; another number is not its end', () => {
    expect(readEndTap(0)).toEqual({
      said: 'That is the 0, where the crayon starts. Read the number at its other end.',
      done: false,
    });
    expect(readEndTap(10).said).toBe(
      "That is the 10. Look at the crayon's other end: which number is it on?",
    );
    expect(readEndTap(10).done).toBe(false);
  });
});

describe('metreSticksText (step 4)', () => {
  it('counts metres, and 3 sticks measure the board: "3 metres, 3 m."', () => {
    expect(metreSticksText(1)).toEqual({
      said: '1 metre. The board goes on: lay another stick.',
      done: false,
    });
    expect(metreSticksText(2).said).toBe('2 metres. The board goes on: lay another stick.');
    expect(metreSticksText(3)).toEqual({ said: '3 metres, 3 m.', done: true });
    expect(boardMeasuredText).toBe('3 metres, 3 m.');
  });

  it('a fourth stick goes past the end: take it off', () => {
    expect(metreSticksText(4)).toEqual({
      said: '4 metres. The last stick goes past the end of the board. Take it off.',
      done: false,
    });
  });

  it('no sticks: lay one', () => {
    expect(metreSticksText(0).done).toBe(false);
  });
});

describe('sortUnitsDrop (step 5)', () => {
  it('small things go in cm, big things in m', () => {
    expect(sortUnitsDrop('eraser', 'cm')).toEqual({ correct: true });
    expect(sortUnitsDrop('spoon', 'cm')).toEqual({ correct: true });
    expect(sortUnitsDrop('hallway', 'm')).toEqual({ correct: true });
    expect(sortUnitsDrop('school-bus', 'm')).toEqual({ correct: true });
  });

  it('a wrong bin bounces with a hint that says why', () => {
    expect(sortUnitsDrop('eraser', 'm')).toEqual({
      correct: false,
      hint: 'An eraser is small: it fits in your hands. Measure small things in centimetres.',
    });
    expect(sortUnitsDrop('school-bus', 'cm')).toEqual({
      correct: false,
      hint: 'A school bus is big: many big steps long. Measure big things in metres.',
    });
  });

  it('sorts two small things and two big things', () => {
    expect(sortThings.filter((thing) => thing.unit === 'cm')).toHaveLength(2);
    expect(sortThings.filter((thing) => thing.unit === 'm')).toHaveLength(2);
  });
});
