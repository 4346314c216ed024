import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceMarkKey, sentenceMarkKey } from '../../practice/engine';
import {
  checkClue,
  clueModel,
  cluePassages,
  exampleClues,
  generateClue,
  isClueAnswerReady,
  type ClueItem,
} from './model';

function play(step: number, seed: number, count: number): ClueItem[] {
  const rng = createRng(seed);
  const items: ClueItem[] = [];
  for (let turn = 0; turn < count; turn += 1) {
    const recentKeys = items.map((item) => item.key).slice(-20);
    items.push(generateClue(step, rng, { recentKeys }));
  }
  return items;
}

/** 3-1 A's "How does Priya feel at the end?" at step 3: clues s6 and s7. */
function priyaFeeling(): ClueItem {
  const passage = cluePassages.find((each) => each.id === '3-1-a')!;
  const question = passage.questions.find((each) => each.id === 'feeling')!;
  return {
    key: '3-1-a|feeling|0',
    prompt: question.prompt,
    source: passage.id,
    passage,
    question,
    step: 3,
    choices: question.choices,
    evidencePart: null,
    run: { index: 0, size: 1 },
    clues: 2,
  };
}

describe('generateClue', () => {
  it('gives 2 cards and no clue to tap at step 1, every card and clues from step 2', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        for (const item of play(step, seed, 6)) {
          expect(item.choices).toHaveLength(step === 1 ? 2 : item.question.choices.length);
          expect(item.choices.filter((choice) => choice.correct)).toHaveLength(1);
          expect(item.question.step).toBeLessThanOrEqual(step);
          expect(item.clues).toBe(
            step === 1 ? 0 : Math.min(step - 1, item.question.evidence.length),
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never gives the same item twice in a row, nor the same passage in two runs in a row', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const items = play(step, seed, 10);
        for (let index = 1; index < items.length; index += 1) {
          const item = items[index]!;
          const before = items[index - 1]!;
          expect(item.key).not.toBe(before.key);
          if (item.run.index === 0) expect(item.source).not.toBe(before.source);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('checkClue', () => {
  const item = priyaFeeling();

  it('is right with the marked card and 2 listed clues, and says so', () => {
    const result = checkClue(item, { choice: 'amused', sentences: [5, 6] });
    expect(result).toMatchObject({ correct: true, message: 'Both are clues. Correct.' });
    expect(result.marks).toEqual({
      [choiceMarkKey('amused')]: 'correct',
      [sentenceMarkKey(5)]: 'correct',
      [sentenceMarkKey(6)]: 'correct',
    });
  });

  it('gives a wrong card its own hint, even with the right clues', () => {
    expect(checkClue(item, { choice: 'furious', sentences: [5, 6] })).toMatchObject({
      correct: false,
      misconception: 'wrong-choice',
      message: 'She laughed! What does a laugh tell you?',
    });
  });

  it('is wrong when a tap is not a listed clue, with the general hint', () => {
    const result = checkClue(item, { choice: 'amused', sentences: [5, 1] });
    expect(result).toMatchObject({
      correct: false,
      misconception: 'not-a-clue',
      message:
        "The story doesn't say it out loud. Find a clue, then think: what do I know about that?",
    });
    expect(result.marks?.[sentenceMarkKey(1)]).toBe('incorrect');
    expect(result.marks?.[sentenceMarkKey(5)]).toBe('correct');
  });

  it('waits for the card and every clue before Check', () => {
    expect(isClueAnswerReady(item, { sentences: [5, 6] })).toBe(false);
    expect(isClueAnswerReady(item, { choice: 'amused', sentences: [5] })).toBe(false);
    expect(isClueAnswerReady(item, { choice: 'amused', sentences: [5, 6] })).toBe(true);
  });

  it('agrees with a reference on any answer: the right card and only listed clues', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 3 }),
        fc.nat(),
        fc.uniqueArray(fc.nat({ max: 6 }), { maxLength: 2 }),
        (seed, step, pick, taps) => {
          const shown = generateClue(step, createRng(seed));
          const choice = shown.choices[pick % shown.choices.length]!;
          const sentences = taps.slice(0, shown.clues);
          const expected =
            choice.correct &&
            sentences.length === shown.clues &&
            sentences.every((tap) => shown.question.evidence.includes(tap));
          expect(checkClue(shown, { choice: choice.text, sentences }).correct).toBe(expected);
        },
      ),
    );
  });
});

describe('worked example', () => {
  it('reads the question, the clues, why, then chooses and taps the clues', () => {
    const item = priyaFeeling();
    const steps = clueModel.workedExample(item).map((step) => step.text);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toBe('The question is: How does Priya feel at the end?');
    expect(steps[1]).toBe(
      'Sentences 6 and 7: Priya laughed. "Next time, the cooler goes in the car," she said.',
    );
    expect(steps[3]).toBe('So I choose: amused, and I tap sentences 6 and 7.');
    expect(exampleClues(item)).toEqual([5, 6]);
  });

  it('only chooses at step 1, where no clue is tapped', () => {
    const item = { ...priyaFeeling(), step: 1, clues: 0 };
    expect(clueModel.workedExample(item).at(-1)?.text).toBe('So I choose: amused.');
  });
});
