import { createRng, findEmojiText } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceMarkKey, readingMasteryRules } from '../../practice/engine';
import { partName } from '../../widgets/InfoCard/infoCardModel';
import {
  betweenWrongChoices,
  cardEvidence,
  chartsMapsAndRecipesModel as model,
  chartsWorkedExample,
  checkChartsAnswer,
  describeChartsAnswer,
  generateChartsItem,
  infoPassages,
  symbolAlts,
  type ChartsItem,
} from './model';

/** Plays a session's generator like the session does: the keys of the items shown so far. */
function session(step: number, seed: number, count: number): ChartsItem[] {
  const rng = createRng(seed);
  const items: ChartsItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const recentKeys = items.slice(-20).map((item) => item.key);
    items.push(generateChartsItem(step, rng, { recentKeys }));
  }
  return items;
}

/** An item for a given question, whatever the seed: generated until it comes. */
function itemFor(passageId: string, questionId: string, step = 3): ChartsItem {
  for (let seed = 1; seed < 500; seed += 1) {
    const found = session(step, seed, 12).find(
      (item) => item.passage.id === passageId && item.question.id === questionId,
    );
    if (found) return found;
  }
  throw new Error(`No item for ${passageId}/${questionId}`);
}

describe('the data', () => {
  it('loads the recipe, the chart and the map, with their NumberPad questions', () => {
    expect(infoPassages.map((each) => each.card.kind)).toEqual(['recipe', 'bar-chart', 'map']);
    expect(
      infoPassages.map((each) => each.numberQuestions.map((question) => question.answer)),
    ).toEqual([[250], [24], []]);
  });

  it('completes "between" with two wrong choices, each with its hint', () => {
    const map = infoPassages[2]!.passage;
    const between = map.questions.find((question) => question.id === 'between');
    expect(between?.choices.map((choice) => [choice.text, choice.correct])).toEqual([
      ['the campfire', true],
      ['the canoe dock', false],
      ['the washrooms', false],
    ]);
    expect(betweenWrongChoices.every((choice) => choice.hint.length > 0)).toBe(true);
  });

  it('has evidence on the card for every question, naming real parts', () => {
    for (const { passage, card } of infoPassages) {
      for (const question of passage.questions) {
        const evidence = cardEvidence[`${passage.id}/${question.id}`];
        expect(evidence, `${passage.id}/${question.id}`).toBeDefined();
        for (const part of evidence?.parts ?? []) {
          expect(partName(card, part), `${passage.id}/${question.id} ${part}`).not.toBeNull();
        }
      }
    }
  });

  it('describes every map symbol without naming its place', () => {
    const map = infoPassages[2]!.card;
    if (map.kind !== 'map') throw new Error('not a map');
    for (const cell of map.cells.flat()) {
      const alt = symbolAlts[cell.symbol];
      expect(alt, cell.label).toBeDefined();
      expect(alt).not.toContain(cell.label);
    }
  });
});

describe('generateChartsItem', () => {
  it('asks only questions of the step or below, with exactly one right card', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (step, seed) => {
          for (const item of session(step, seed, 12)) {
            expect(item.question.step).toBeLessThanOrEqual(step);
            expect(item.source).toBe(item.passage.id);
            if (item.numberQuestion) {
              expect(item.choices).toEqual([]);
              expect(Number.isInteger(item.numberQuestion.answer)).toBe(true);
            } else {
              expect(item.choices.filter((choice) => choice.correct)).toHaveLength(1);
              // A distractor is never right: checking it is a miss.
              for (const choice of item.choices.filter((each) => !each.correct)) {
                expect(checkChartsAnswer(item, { choice: choice.text }).correct).toBe(false);
              }
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('shows 2 cards at step 1 and every card from step 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        for (const item of session(1, seed, 8)) expect(item.choices).toHaveLength(2);
        for (const item of session(3, seed, 8)) {
          if (!item.numberQuestion) expect(item.choices).toHaveLength(item.question.choices.length);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never gives the same item twice in a row, and never reads one card twice in a row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (step, seed) => {
          const items = session(step, seed, 20);
          items.slice(1).forEach((item, index) => {
            const previous = items[index]!;
            expect(item.key).not.toBe(previous.key);
            // A new run starts on another card (reading.md: never the same passage twice in a row).
            if (item.run.index === 0 && step > 1)
              expect(item.passage.id).not.toBe(previous.passage.id);
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reaches every card at the top step, so mastery can cover 3 of them', () => {
    const read = new Set(session(3, 7, 30).map((item) => item.passage.id));
    expect(read).toEqual(new Set(['3-5-a', '3-5-b', '3-5-c']));
    expect(readingMasteryRules.minSources).toBe(3);
  });

  it('asks the NumberPad questions at step 3 only', () => {
    const numbers = (step: number) =>
      Array.from({ length: 30 }, (_, seed) => session(step, seed + 1, 10))
        .flat()
        .filter((item) => item.numberQuestion !== null);
    expect(numbers(2)).toEqual([]);
    expect(numbers(3).length).toBeGreaterThan(0);
  });
});

describe('checkChartsAnswer', () => {
  it('marks the right card right', () => {
    const item = itemFor('3-5-a', 'cereal');
    expect(checkChartsAnswer(item, { choice: '500 mL' })).toEqual({
      correct: true,
      marks: { [choiceMarkKey('500 mL')]: 'correct' },
    });
  });

  it('gives a wrong card its own hint, spoken through the spoken forms', () => {
    const item = itemFor('3-5-a', 'cereal');
    const result = checkChartsAnswer(item, { choice: '125 mL' });
    expect(result).toMatchObject({
      correct: false,
      misconception: 'wrong-choice',
      message: '125 mL is for the raisins, seeds and cranberries. Find the cereal line.',
      speech:
        'one hundred twenty-five millilitres is for the raisins, seeds and cranberries. Find the cereal line.',
    });
    const chart = itemFor('3-5-b', 'how-many-more');
    expect(checkChartsAnswer(chart, { choice: '12' }).speech).toBe(
      'We want the difference, not the total: nine minus three equals six.',
    );
  });

  it('puts a map symbol of a hint in words', () => {
    const item = itemFor('3-5-c', 'symbol', 1);
    const result = checkChartsAnswer(item, { choice: '⛺' });
    expect(result.message).toBe('That symbol means tents. Check the legend.');
    expect(findEmojiText(result.message ?? '')).toEqual([]);
  });

  it('asks "between" with its written hints', () => {
    const item = itemFor('3-5-c', 'between');
    expect(checkChartsAnswer(item, { choice: 'the campfire' }).correct).toBe(true);
    expect(checkChartsAnswer(item, { choice: 'the washrooms' }).message).toBe(
      'The washrooms are south, in the bottom row. Look along the middle row, from the tents to the beach.',
    );
  });

  it('takes the exact whole number on the NumberPad', () => {
    const item = itemFor('3-5-a', 'dried-fruit');
    expect(checkChartsAnswer(item, { number: 250 })).toEqual({
      correct: true,
      marks: { number: 'correct' },
    });
    expect(checkChartsAnswer(item, { number: 125 })).toMatchObject({
      correct: false,
      misconception: 'wrong-number',
      message: 'Raisins 125 mL plus cranberries 125 mL.',
      speech:
        'Raisins one hundred twenty-five millilitres plus cranberries one hundred twenty-five millilitres.',
    });
    const votes = itemFor('3-5-b', 'in-all');
    expect(checkChartsAnswer(votes, { number: 24 }).correct).toBe(true);
    expect(checkChartsAnswer(votes, { number: 23 }).speech).toBe(
      'Add all four bars: nine plus seven plus five plus three.',
    );
  });
});

describe('worked example and answer', () => {
  it('reads the question, points at the card, says why, gives the answer', () => {
    const item = itemFor('3-5-b', 'how-many-more');
    expect(chartsWorkedExample(item).map((step) => step.text)).toEqual([
      'The question is: How many more students chose sledding than skiing?',
      'Look here. The sledding bar reaches 9. The skiing bar reaches 3.',
      'How many more is the difference: 9 − 3 = 6.',
      'So I choose: 6.',
    ]);
    expect(chartsWorkedExample(item)[2]?.speech).toBe(
      'How many more is the difference: nine minus three equals six.',
    );
    expect(chartsWorkedExample(itemFor('3-5-a', 'dried-fruit')).at(-1)?.text).toBe(
      'So I type: 250 mL.',
    );
  });

  it('names a symbol answer by what it looks like, never as emoji text', () => {
    const item = itemFor('3-5-c', 'symbol', 1);
    expect(describeChartsAnswer(item)).toBe(
      'The answer is: a sign with a man and a woman. The washrooms symbol is a sign with a man and a woman.',
    );
    for (const step of chartsWorkedExample(item)) expect(findEmojiText(step.text)).toEqual([]);
  });

  it('has 3 steps and a hint for every misconception', () => {
    expect(model.steps).toBe(3);
    expect(Object.keys(model.hints).sort()).toEqual(['default', 'wrong-choice', 'wrong-number']);
  });
});
