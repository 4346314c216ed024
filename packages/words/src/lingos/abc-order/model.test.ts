import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  abcHints,
  abcOrderModel,
  abcSolution,
  abcWords,
  abcWorkedExample,
  checkAbcOrder,
  generateAbcOrder,
  inOrderText,
  orderText,
  parseAbcWords,
  stripOpenAt,
  type AbcAnswer,
  type AbcCard,
  type AbcItem,
} from './model';

const abc = 'abcdefghijklmnopqrstuvwxyz';
const position = (letter: string) => abc.indexOf(letter.toLowerCase());
const orderTask = (item: AbcItem) => {
  if (item.task.kind !== 'order') throw new Error('expected a sort');
  return item.task;
};
const gapTaskOf = (item: AbcItem) => {
  if (item.task.kind !== 'gap') throw new Error('expected a gap');
  return item.task;
};
/** Independent reference: the cards' texts sorted by their first letter. */
const referenceOrder = (cards: readonly AbcCard[]) =>
  [...cards]
    .sort((a, b) => position(a.id.charAt(0)) - position(b.id.charAt(0)))
    .map((card) => card.id);

describe('generateAbcOrder', () => {
  it('step 1: a run of 4 in ABC order, the gap in place 2–4, 3 cards: right, before the run, random', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const task = gapTaskOf(generateAbcOrder(1, createRng(seed)));
        expect(task.run).toHaveLength(4);
        task.run.forEach((letter, index) => {
          if (index > 0) expect(position(letter)).toBe(position(task.run[index - 1]!) + 1);
        });
        expect([1, 2, 3]).toContain(task.gap);
        expect(new Set(task.choices).size).toBe(3);
        const right = task.run[task.gap]!;
        expect(task.choices.filter((choice) => choice === right)).toHaveLength(1);
        const before = abc[position(task.run[0]!) - 1];
        if (before) expect(task.choices).toContain(before);
        for (const choice of task.choices) {
          if (choice !== right) expect(task.run).not.toContain(choice);
        }
      }),
    );
  });

  it('step 2: 3 letters from a span of 6 or fewer, not already in order', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { cards } = orderTask(generateAbcOrder(2, createRng(seed)));
        expect(cards).toHaveLength(3);
        const places = cards.map((card) => position(card.letter));
        expect(Math.max(...places) - Math.min(...places)).toBeLessThanOrEqual(5);
        expect(new Set(places).size).toBe(3);
        expect(cards.map((card) => card.id)).not.toEqual(referenceOrder(cards));
      }),
    );
  });

  it('step 3: 4 letters from anywhere, every two at least 2 apart', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { cards } = orderTask(generateAbcOrder(3, createRng(seed)));
        expect(cards).toHaveLength(4);
        for (const a of cards) {
          for (const b of cards) {
            if (a !== b)
              expect(Math.abs(position(a.letter) - position(b.letter))).toBeGreaterThanOrEqual(2);
          }
        }
      }),
    );
  });

  it('step 4: 3–4 picture words with different first letters', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { cards } = orderTask(generateAbcOrder(4, createRng(seed)));
        expect(cards.length).toBeGreaterThanOrEqual(3);
        expect(cards.length).toBeLessThanOrEqual(4);
        expect(new Set(cards.map((card) => card.id.charAt(0))).size).toBe(cards.length);
        for (const card of cards) expect(card.word?.emoji).toBeTruthy();
      }),
    );
  });

  it('never gives the same item twice in a row', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const rng = createRng(seed);
        const keys: string[] = [];
        for (let index = 0; index < 12; index += 1) {
          const item = generateAbcOrder(step, rng, { recentKeys: keys });
          expect(item.key).not.toBe(keys.at(-1));
          keys.push(item.key);
        }
      }),
    );
  });

  it('exactly one order (or card) is right, and it is the ABC order', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateAbcOrder(step, createRng(seed));
        if (item.task.kind === 'gap') {
          const task = item.task;
          const right = task.choices.filter(
            (letter) => checkAbcOrder(item, { kind: 'choice', letter }).correct,
          );
          expect(right).toEqual([task.run[task.gap]]);
          return;
        }
        const { cards } = item.task;
        expect(abcSolution(cards)).toEqual(referenceOrder(cards));
        expect(checkAbcOrder(item, { kind: 'order', order: referenceOrder(cards) }).correct).toBe(
          true,
        );
        expect(
          checkAbcOrder(item, { kind: 'order', order: cards.map((card) => card.id) }).correct,
        ).toBe(false);
      }),
    );
  });

  it('speaks letters by their names, never bare', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateAbcOrder(step, createRng(seed));
        for (const utterance of item.speech as readonly string[]) {
          expect(utteranceProblem(utterance)).toBeNull();
        }
        for (const example of abcWorkedExample(item)) {
          for (const utterance of example.speech as readonly string[]) {
            expect(utteranceProblem(utterance)).toBeNull();
          }
        }
      }),
    );
  });
});

const letters = (...ids: string[]): AbcItem => ({
  key: 'test',
  prompt: 'Put them in ABC order.',
  step: 2,
  task: { kind: 'order', cards: ids.map((id) => ({ id, letter: id as AbcCard['letter'] })) },
});

const pictures = (...words: string[]): AbcItem => ({
  key: 'test',
  prompt: 'Put them in ABC order.',
  step: 4,
  task: {
    kind: 'order',
    cards: words.map((word) => ({
      id: word,
      letter: word.charAt(0) as AbcCard['letter'],
      word: { word, emoji: '🐶' },
    })),
  },
});

describe('checkAbcOrder', () => {
  it('marks each card, and is right only when all are in place', () => {
    const item = letters('g', 'e', 'j');
    expect(checkAbcOrder(item, { kind: 'order', order: ['e', 'g', 'j'] })).toEqual({
      correct: true,
      message: 'e, g, j: in ABC order.',
      speech: ['E.', 'G.', 'J.', 'In ABC order.'],
      marks: { e: 'correct', g: 'correct', j: 'correct' },
    });
    const wrong = checkAbcOrder(item, { kind: 'order', order: ['g', 'e', 'j'] });
    expect(wrong).toEqual({
      correct: false,
      misconception: 'letters',
      message: 'Which comes first, g or e? Run your finger along the ABC strip: e comes first.',
      speech: [
        'Which comes first,',
        'G.',
        'or',
        'E.',
        'Run your finger along the ABC strip:',
        'E.',
        'comes first.',
      ],
      marks: { g: 'incorrect', e: 'incorrect', j: 'correct' },
    });
  });

  it('words: names the two first letters', () => {
    const item = pictures('dog', 'apple', 'sun');
    const result = checkAbcOrder(item, { kind: 'order', order: ['dog', 'apple', 'sun'] });
    expect(result.misconception).toBe('words');
    expect(result.message).toBe(
      'Look only at the first letter: apple starts with a, dog with d. a comes before d.',
    );
    expect(abcHints.words).toBe(result.message);
    expect(result.speech).toEqual([
      'Look only at the first letter: apple starts with',
      'A.',
      'dog with',
      'D.',
      'A.',
      'comes before',
      'D.',
    ]);
  });

  it('the gap: the letter before the run is a miss with the strip hint', () => {
    const item: AbcItem = {
      key: 'gap',
      prompt: 'Which letter is missing?',
      step: 1,
      task: { kind: 'gap', run: ['c', 'd', 'e', 'f'], gap: 2, choices: ['b', 'e', 'x'] },
    };
    expect(checkAbcOrder(item, { kind: 'choice', letter: 'e' })).toMatchObject({ correct: true });
    expect(checkAbcOrder(item, { kind: 'choice', letter: 'b' })).toMatchObject({
      correct: false,
      misconception: 'letters',
      message: 'Which comes after d? Run your finger along the ABC strip: e comes after d.',
      speech: [
        'Which comes after',
        'D.',
        'Run your finger along the ABC strip:',
        'E.',
        'comes after',
        'D.',
      ],
    });
  });

  it('opening the folded strip at steps 3–4 makes a right answer practice, not evidence', () => {
    expect(stripOpenAt(1)).toBe(true);
    expect(stripOpenAt(2)).toBe(true);
    expect(stripOpenAt(3)).toBe(false);
    const item = { ...letters('m', 'c', 'r', 'x'), step: 3 };
    const order = ['c', 'm', 'r', 'x'];
    expect(checkAbcOrder(item, { kind: 'order', order, hinted: true }).evidence).toBe('none');
    expect(checkAbcOrder(item, { kind: 'order', order }).evidence).toBeUndefined();
    // At step 2 the strip is open anyway: no hint.
    expect(
      checkAbcOrder(letters('g', 'e', 'j'), { kind: 'order', order: ['e', 'g', 'j'], hinted: true })
        .evidence,
    ).toBeUndefined();
  });
});

describe('spoken hints and messages', () => {
  const permutations = <T>(list: readonly T[]): T[][] =>
    list.length <= 1
      ? [[...list]]
      : list.flatMap((first, index) =>
          permutations([...list.slice(0, index), ...list.slice(index + 1)]).map((rest) => [
            first,
            ...rest,
          ]),
        );

  it('every hint and message is spoken by the rules (property)', () => {
    const said = new Set<string>();
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateAbcOrder(step, createRng(seed));
        const { task } = item;
        const answers: AbcAnswer[] =
          task.kind === 'gap'
            ? [
                ...task.choices.map((letter) => ({ kind: 'choice' as const, letter })),
                { kind: 'order', order: [] },
              ]
            : [
                ...permutations(task.cards.map((card) => card.id)).map((order) => ({
                  kind: 'order' as const,
                  order,
                })),
                { kind: 'choice', letter: 'a' },
              ];
        for (const answer of answers) {
          const result = checkAbcOrder(item, answer);
          if (result.correct && !result.message) continue;
          said.add(result.correct ? 'message' : (result.misconception ?? 'default'));
          const hint = result.message ?? abcHints[result.misconception ?? 'default'];
          for (const utterance of [result.speech ?? hint].flat()) {
            expect(utteranceProblem(utterance), hint).toBeNull();
          }
        }
      }),
    );
    expect([...said].sort()).toEqual([...Object.keys(abcHints), 'message'].sort());
  });
});

describe('texts and data', () => {
  it('reads the cards as words.md writes them', () => {
    const item = letters('g', 'e', 'j');
    expect(orderText(orderTask(item).cards)).toBe('Cards: g, e, j. Put them in ABC order.');
    expect(inOrderText(orderTask(pictures('dog', 'apple', 'sun')).cards)).toBe(
      'apple, dog, sun: in ABC order.',
    );
    const spoken = generateAbcOrder(2, createRng(1)).speech as readonly string[];
    expect(spoken[0]).toBe('Cards:');
    expect(spoken.at(-1)).toBe('Put them in ABC order.');
  });

  it('works a sort through card by card with the letters’ names', () => {
    const steps = abcWorkedExample(pictures('sun', 'apple', 'dog'));
    expect(steps.map((step) => step.text)).toEqual([
      'apple starts with a. It goes in place 1.',
      'dog starts with d. It goes in place 2.',
      'sun starts with s. It goes in place 3.',
    ]);
    expect(steps[0]!.speech).toEqual(['apple starts with', 'A.', 'It goes in place 1.']);
  });

  it('loads the 1-2 and 1-4 picture words, and skips a bad entry with a message', () => {
    expect(abcWords.length).toBeGreaterThan(100);
    expect(abcWords).toContainEqual({ word: 'apple', emoji: '🍎' });
    const { words, problems } = parseAbcWords([
      { word: 'dog', emoji: '🐶' },
      { word: 'c4t', emoji: '🐱' },
      { word: 'sun' },
    ]);
    expect(words).toEqual([{ word: 'dog', emoji: '🐶' }]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/c4t/);
    expect(problems[1]).toMatch(/sun.*picture/);
  });

  it('has 4 steps', () => {
    expect(abcOrderModel.steps).toBe(4);
  });
});
