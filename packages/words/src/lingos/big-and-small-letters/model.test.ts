import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  bigSmallHints,
  bigSmallModel,
  bigSmallWorkedExample,
  checkBigSmall,
  differentShapeHint,
  generateBigSmall,
  isBoardComplete,
  itemText,
  lookAlikeSets,
  sameShapeLetters,
  type BigSmallAnswer,
  type BigSmallItem,
  type Letter,
} from './model';

const chooseTask = (item: BigSmallItem) => {
  if (item.task.kind !== 'choose') throw new Error('expected a choice item');
  return item.task;
};
const matchTask = (item: BigSmallItem) => {
  if (item.task.kind !== 'match') throw new Error('expected a board');
  return item.task;
};

describe('generateBigSmall', () => {
  it('step 1: a same-shape letter shown big, 2 cards, the distractor not a look-alike', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const task = chooseTask(generateBigSmall(1, createRng(seed)));
        expect(sameShapeLetters).toContain(task.letter);
        expect(task.shown).toBe('big');
        expect(task.choices).toHaveLength(2);
        expect(task.choices.filter((choice) => choice === task.letter)).toHaveLength(1);
        const [other] = task.choices.filter((choice) => choice !== task.letter);
        // An independent list of the pairs whose shapes are close.
        const close = ['co', 'uv', 'vw', 'vy', 'xy', 'kx', 'sz', 'uw', 'pq', 'bp', 'dp'];
        const pair = [task.letter, other].sort().join('');
        expect(close).not.toContain(pair);
      }),
    );
  });

  it('step 2: a different-shape letter, 3 distinct cards, big or small shown', () => {
    const shown = new Set<string>();
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const task = chooseTask(generateBigSmall(2, createRng(seed)));
        expect('abdefghijlmnqrt').toContain(task.letter);
        expect(new Set(task.choices).size).toBe(3);
        expect(task.choices).toContain(task.letter);
        shown.add(task.shown);
      }),
    );
    expect([...shown].sort()).toEqual(['big', 'small']);
  });

  it('step 3: any letter, 4 distinct cards with its look-alikes first', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const task = chooseTask(generateBigSmall(3, createRng(seed)));
        expect(new Set(task.choices).size).toBe(4);
        expect(task.choices).toContain(task.letter);
        if (task.letter === 'b') expect([...task.choices].sort()).toEqual(['b', 'd', 'p', 'q']);
        if (task.letter === 'q') expect([...task.choices].sort()).toEqual(['d', 'g', 'p', 'q']);
        if (task.letter === 'm') expect(task.choices).toEqual(expect.arrayContaining(['w', 'n']));
      }),
    );
  });

  it('step 4: a board of 4 different letters, both columns holding the same letters', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const task = matchTask(generateBigSmall(4, createRng(seed)));
        expect(new Set(task.letters).size).toBe(4);
        expect([...task.rightOrder].sort()).toEqual([...task.letters].sort());
      }),
    );
  });

  it('step 4: at least one board in two holds a whole look-alike set', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = createRng(seed);
        const keys: string[] = [];
        const boards: BigSmallItem[] = [];
        for (let index = 0; index < 12; index += 1) {
          const item = generateBigSmall(4, rng, { recentKeys: keys });
          keys.push(item.key);
          boards.push(item);
        }
        const alike = (item: BigSmallItem) =>
          lookAlikeSets.some((set) =>
            set.every((letter) => matchTask(item).letters.includes(letter)),
          );
        for (let index = 1; index < boards.length; index += 1) {
          expect(alike(boards[index - 1]!) || alike(boards[index]!)).toBe(true);
        }
      }),
    );
  });

  it('never gives the same target letter twice in a row', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const rng = createRng(seed);
        const keys: string[] = [];
        let previous: Letter | undefined;
        for (let index = 0; index < 15; index += 1) {
          const item = generateBigSmall(step, rng, { recentKeys: keys });
          keys.push(item.key);
          const { letter } = chooseTask(item);
          expect(letter).not.toBe(previous);
          previous = letter;
        }
      }),
    );
  });

  it('exactly one card is right, and the right one is the letter itself', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const item = generateBigSmall(step, createRng(seed));
        const task = chooseTask(item);
        const right = task.choices.filter(
          (letter) => checkBigSmall(item, { kind: 'choice', letter }).correct,
        );
        expect(right).toEqual([task.letter]);
      }),
    );
  });

  it('speaks the prompt with the case as a word and the letter from the name table', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const item = generateBigSmall(step, createRng(seed));
        const speech = item.speech as readonly string[];
        for (const utterance of speech) expect(utteranceProblem(utterance)).toBeNull();
        const task = chooseTask(item);
        const name = task.letter === 'z' ? 'Zed.' : `${task.letter.toUpperCase()}.`;
        expect(speech.at(-1)).toBe(name);
      }),
    );
    const item = firstChoose(2, (task) => task.letter === 'b' && task.shown === 'big');
    expect(item.prompt).toBe('Find small b.');
    expect(item.speech).toEqual(['Find', 'Small.', 'B.']);
  });
});

function firstChoose(
  step: number,
  test: (task: ReturnType<typeof chooseTask>) => boolean,
): BigSmallItem {
  for (let seed = 1; seed < 5000; seed += 1) {
    const item = generateBigSmall(step, createRng(seed));
    if (item.task.kind === 'choose' && test(item.task)) return item;
  }
  throw new Error('no such item');
}

const choose = (letter: Letter, shown: 'big' | 'small', choices: Letter[]): BigSmallItem => ({
  key: `choose:${letter}:${shown}`,
  prompt: '',
  step: 3,
  task: { kind: 'choose', letter, shown, choices },
});

describe('checkBigSmall', () => {
  it('is right only for the same letter in the other case, with words.md praise', () => {
    const item = choose('b', 'big', ['b', 'd', 'p', 'q']);
    expect(checkBigSmall(item, { kind: 'choice', letter: 'b' })).toEqual({
      correct: true,
      message: 'Yes, big B and small b are the same letter.',
      speech: ['Yes,', 'Big.', 'B.', 'and', 'Small.', 'B.', 'are the same letter.'],
      marks: { b: 'correct' },
    });
  });

  it('names the b/d mix-up either way round', () => {
    expect(
      checkBigSmall(choose('b', 'big', ['b', 'd']), { kind: 'choice', letter: 'd' }),
    ).toMatchObject({
      correct: false,
      misconception: 'b-d',
      speech: ['B.', 'First the bat, then the ball.', 'D.', 'First the doughnut, then the stick.'],
      marks: { d: 'incorrect' },
    });
    expect(
      checkBigSmall(choose('d', 'small', ['b', 'd']), { kind: 'choice', letter: 'b' })
        .misconception,
    ).toBe('b-d');
    expect(bigSmallHints['b-d']).toBe(
      'b: first the bat, then the ball. d: first the doughnut, then the stick.',
    );
  });

  it('names the p/q and n/u mix-ups', () => {
    expect(
      checkBigSmall(choose('p', 'big', ['p', 'q']), { kind: 'choice', letter: 'q' }).misconception,
    ).toBe('p-q');
    expect(
      checkBigSmall(choose('u', 'small', ['n', 'u']), { kind: 'choice', letter: 'n' })
        .misconception,
    ).toBe('n-u');
    expect(bigSmallHints['p-q']).toBe('p has its stick on the left, like big P.');
    expect(bigSmallHints['n-u']).toBe('n is a bridge; u is a cup.');
    expect(
      checkBigSmall(choose('p', 'big', ['p', 'q']), { kind: 'choice', letter: 'q' }).speech,
    ).toEqual(['P.', 'has its stick on the left, like', 'Big.', 'P.']);
    expect(
      checkBigSmall(choose('u', 'small', ['n', 'u']), { kind: 'choice', letter: 'n' }).speech,
    ).toEqual(['N.', 'is a bridge;', 'U.', 'is a cup.']);
  });

  it('gives the different-shape hint with the item’s own letter', () => {
    const result = checkBigSmall(choose('r', 'big', ['r', 'n', 't']), {
      kind: 'choice',
      letter: 't',
    });
    expect(result.misconception).toBe('different-shape');
    expect(result.message).toBe(
      "Big R and small r don't look alike, but they have the same name. Listen: R.",
    );
    expect(result.speech).toEqual([
      'Big.',
      'R.',
      'and',
      'Small.',
      'R.',
      "don't look alike, but they have the same name.",
      'Listen:',
      'R.',
    ]);
    expect(differentShapeHint('g')).toBe(
      "Big G and small g don't look alike, but they have the same name. Listen: G.",
    );
  });

  it('a same-shape letter picked wrong names the letter', () => {
    const result = checkBigSmall(choose('s', 'big', ['s', 'k']), { kind: 'choice', letter: 'k' });
    expect(result.correct).toBe(false);
    expect(result.misconception).toBeUndefined();
    expect(result.message).toBe('Big S and small s have the same name. Listen: S.');
  });

  it('a board is right only when all 4 pairs are, marking each pair', () => {
    const board: BigSmallItem = {
      key: 'match:b,d,p,q',
      prompt: '',
      step: 4,
      task: {
        kind: 'match',
        letters: ['b', 'd', 'p', 'q'],
        rightOrder: ['q', 'p', 'd', 'b'],
        lookAlike: true,
      },
    };
    expect(
      checkBigSmall(board, { kind: 'pairs', pairs: { b: 'b', d: 'd', p: 'p', q: 'q' } }).correct,
    ).toBe(true);
    const wrong = checkBigSmall(board, {
      kind: 'pairs',
      pairs: { b: 'b', d: 'd', p: 'q', q: 'p' },
    });
    expect(wrong).toMatchObject({
      correct: false,
      misconception: 'p-q',
      marks: { b: 'correct', d: 'correct', p: 'incorrect', q: 'incorrect' },
    });
    expect(isBoardComplete(board, { kind: 'pairs', pairs: { b: 'b', d: 'd', p: 'p' } })).toBe(
      false,
    );
    expect(
      isBoardComplete(board, { kind: 'pairs', pairs: { b: 'b', d: 'd', p: 'p', q: 'q' } }),
    ).toBe(true);
  });
});

describe('texts', () => {
  it('reads the item as words.md writes it', () => {
    expect(itemText({ kind: 'choose', letter: 'b', shown: 'big', choices: ['b', 'd', 'p'] })).toBe(
      'Big letter B. Find its small letter. Choices: small b, small d, small p.',
    );
    expect(itemText({ kind: 'choose', letter: 'a', shown: 'small', choices: ['e', 'a'] })).toBe(
      'Small letter a. Find its big letter. Choices: big E, big A.',
    );
  });

  it('works an example aloud by the letter’s name, never a bare small letter', () => {
    const steps = bigSmallWorkedExample(choose('a', 'big', ['a', 'e', 'o', 'd']));
    expect(steps.map((step) => step.text)).toEqual([
      'This is big A. Its name is A.',
      'Small a has the same name: A.',
      'So big A and small a are the same letter.',
    ]);
    expect(steps[1]!.speech).toEqual(['Small.', 'A.', 'has the same name.']);
    for (const step of steps) {
      for (const utterance of step.speech as readonly string[]) {
        expect(utteranceProblem(utterance)).toBeNull();
      }
    }
  });

  it('has 4 steps and a hint for every misconception', () => {
    expect(bigSmallModel.steps).toBe(4);
    expect(Object.keys(bigSmallHints).sort()).toEqual([
      'b-d',
      'default',
      'different-shape',
      'n-u',
      'p-q',
    ]);
  });

  it('speaks every hint and message by the rules (property)', () => {
    const said = new Set<string>();
    const abc = [...'abcdefghijklmnopqrstuvwxyz'] as Letter[];
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateBigSmall(step, createRng(seed));
        const { task } = item;
        const answers: BigSmallAnswer[] = [];
        if (task.kind === 'choose') {
          answers.push(...abc.map((letter) => ({ kind: 'choice' as const, letter })));
          answers.push({ kind: 'pairs', pairs: {} });
        } else {
          const right = Object.fromEntries(task.letters.map((letter) => [letter, letter]));
          answers.push({ kind: 'pairs', pairs: right }, { kind: 'choice', letter: 'a' });
          for (const [index, letter] of task.letters.entries()) {
            const other = task.letters[(index + 1) % task.letters.length] as Letter;
            answers.push({ kind: 'pairs', pairs: { ...right, [letter]: other, [other]: letter } });
          }
        }
        for (const answer of answers) {
          const result = checkBigSmall(item, answer);
          if (result.correct && !result.message) continue;
          said.add(result.correct ? 'message' : (result.misconception ?? 'default'));
          const hint = result.message ?? bigSmallHints[result.misconception ?? 'default'];
          for (const utterance of [result.speech ?? hint].flat()) {
            expect(utteranceProblem(utterance), hint).toBeNull();
          }
        }
      }),
      { numRuns: 300 },
    );
    expect([...said].sort()).toEqual([...Object.keys(bigSmallHints), 'message'].sort());
  });
});
