import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceMarkKey } from '../../practice/engine';
import {
  cardsForStep,
  checkTwoTexts,
  compareBins,
  describeTwoTexts,
  generateTwoTexts,
  twoTextPassages,
  twoTextsWorkedExample,
  type TwoTextsItem,
} from './model';

function session(step: number, seed: number, count: number): TwoTextsItem[] {
  const rng = createRng(seed);
  const items: TwoTextsItem[] = [];
  for (let index = 0; index < count; index += 1) {
    items.push(
      generateTwoTexts(step, rng, { recentKeys: items.slice(-20).map((item) => item.key) }),
    );
  }
  return items;
}

function itemFor(test: (item: TwoTextsItem) => boolean, step: number): TwoTextsItem {
  for (let seed = 1; seed < 500; seed += 1) {
    const found = session(step, seed, 10).find(test);
    if (found) return found;
  }
  throw new Error('no such item');
}

const beaverCards = twoTextPassages[0]!.questions.find(
  (question) => question.id === 'sort',
)!.cards!;

describe('cardsForStep', () => {
  it('gives 4 cards at step 2, one for each bin at least, never the half card', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        for (const passage of twoTextPassages) {
          const source = passage.questions.find((question) => question.type === 'sort')!.cards!;
          const cards = cardsForStep(source, 2, createRng(seed));
          expect(cards).toHaveLength(4);
          expect(new Set(cards.map((card) => card.bin))).toEqual(new Set(compareBins));
          expect(cards.some((card) => card.hint)).toBe(false);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('gives all 6 cards at step 3, the half card among them', () => {
    const cards = cardsForStep(beaverCards, 3, createRng(4));
    expect(cards).toHaveLength(6);
    expect(cards.find((card) => card.hint)).toMatchObject({
      text: 'Beaver teeth are orange because of iron.',
      bin: 'Only Text 2',
      hint: 'Text 1 mentions it, but only Text 2 says why.',
    });
  });
});

describe('generateTwoTexts', () => {
  it('asks "Which text…?" with 2 cards at step 1, and never a sort', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        for (const item of session(1, seed, 10)) {
          expect(item.cards).toBeNull();
          expect(item.choices).toHaveLength(2);
          expect(item.choices.filter((choice) => choice.correct)).toHaveLength(1);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('brings the sort from step 2 and "different" at step 3; never the same item twice in a row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (step, seed) => {
          const items = session(step, seed, 16);
          items.slice(1).forEach((item, index) => expect(item.key).not.toBe(items[index]!.key));
          for (const item of items) {
            expect(item.question.step).toBeLessThanOrEqual(step);
            expect(item.source).toBe(item.passage.id);
            if (item.cards) expect(item.cards).toHaveLength(step === 2 ? 4 : 6);
            else {
              expect(item.choices.filter((choice) => choice.correct)).toHaveLength(1);
              for (const wrong of item.choices.filter((choice) => !choice.correct)) {
                expect(checkTwoTexts(item, { choice: wrong.text }).correct).toBe(false);
              }
            }
          }
        },
      ),
      { numRuns: 40 },
    );
    const kinds = new Set(session(3, 3, 30).map((item) => item.question.id));
    expect(kinds).toContain('sort');
    expect(kinds).toContain('different');
  });
});

describe('checkTwoTexts', () => {
  const sort = itemFor((item) => item.passage.id === '3-2-a' && item.cards !== null, 3);
  const rightPlacement = Object.fromEntries(sort.cards!.map((card) => [card.id, card.bin]));
  const idOf = (text: string) => sort.cards!.find((card) => card.text === text)!.id;

  it('takes a sort with every card in its bin', () => {
    const result = checkTwoTexts(sort, { placement: rightPlacement });
    expect(result.correct).toBe(true);
    expect(Object.values(result.marks ?? {}).every((mark) => mark === 'correct')).toBe(true);
  });

  it('puts a card in Both only if both texts state it', () => {
    const result = checkTwoTexts(sort, {
      placement: { ...rightPlacement, [idOf("Bea's lodge was leaky.")]: 'Both' },
    });
    expect(result).toMatchObject({
      correct: false,
      misconception: 'not-in-both',
      message: 'Find it in Text 1. Now find it in Text 2. Is it in both?',
      marks: { [idOf("Bea's lodge was leaky.")]: 'incorrect' },
    });
  });

  it('teaches the half card with its own hint', () => {
    const result = checkTwoTexts(sort, {
      placement: { ...rightPlacement, [idOf('Beaver teeth are orange because of iron.')]: 'Both' },
    });
    expect(result).toMatchObject({
      misconception: 'half-card',
      message: 'Text 1 mentions it, but only Text 2 says why.',
    });
  });

  it('names the other text for a card in the wrong "Only" bin, and both for a Both card', () => {
    expect(
      checkTwoTexts(sort, {
        placement: {
          ...rightPlacement,
          [idOf('A beaver named Bea has a brother.')]: 'Only Text 2',
        },
      }).misconception,
    ).toBe('other-text');
    expect(
      checkTwoTexts(sort, {
        placement: { ...rightPlacement, [idOf('Beavers work at night.')]: 'Only Text 1' },
      }).misconception,
    ).toBe('in-both-texts');
  });

  it("gives a wrong card its own hint, spoken through the passage's spoken forms", () => {
    const colder = itemFor(
      (item) => item.passage.id === '3-2-b' && item.question.id === 'which-text-2',
      1,
    );
    expect(checkTwoTexts(colder, { choice: 'Winnipeg' })).toEqual({
      correct: true,
      marks: { [choiceMarkKey('Winnipeg')]: 'correct' },
    });
    expect(checkTwoTexts(colder, { choice: 'Vancouver' })).toMatchObject({
      correct: false,
      misconception: 'wrong-choice',
      message: 'Compare the numbers: 5 °C and −25 °C. Minus 25 degrees is much colder.',
      speech:
        'Compare the numbers: five degrees Celsius and minus twenty-five degrees Celsius. Minus 25 degrees is much colder.',
    });
  });
});

describe('worked example', () => {
  it('places one card per step for a sort, saying where the texts say it', () => {
    const sort = itemFor((item) => item.passage.id === '3-2-a' && item.cards !== null, 3);
    const steps = twoTextsWorkedExample(sort);
    expect(steps).toHaveLength(6);
    const half = steps.find((step) => step.text.startsWith('“Beaver teeth'));
    expect(half?.text).toBe(
      '“Beaver teeth are orange because of iron.” Text 1 mentions it, but only Text 2 says why. It goes in Only Text 2.',
    );
    expect(describeTwoTexts(sort)).toContain('Both: ');
  });

  it('reads the question and gives the answer for a choice question', () => {
    const item = itemFor((each) => each.question.id === 'different', 3);
    const steps = twoTextsWorkedExample(item);
    expect(steps).toHaveLength(4);
    expect(steps[0]?.text).toBe(`The question is: ${item.question.prompt}`);
  });
});
