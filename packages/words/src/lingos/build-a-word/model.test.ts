import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  buildAWordModel,
  buildAWordWorkedExample,
  buildHint,
  buildWords,
  checkBuildAWord,
  generateBuildAWord,
  isBuildAnswerReady,
  parseBuildWords,
  picturedWords,
  type BuildAWordItem,
} from './model';

const itemsAt = (step: number, count = 300): BuildAWordItem[] =>
  Array.from({ length: count }, (_unused, seed) => generateBuildAWord(step, createRng(seed)));

const itemOf = (word: string, step = 1): BuildAWordItem => ({
  key: word,
  prompt: 'Build the word you hear.',
  step,
  target: { word },
  picture: step < 4,
  tiles: [...word],
  rack: step === 4,
});

const letters = (word: string) => [...word];

describe('Build a Word list', () => {
  it('loads the 45 pictured words and the 26 spoken-only words of words.md 1-4', () => {
    expect(picturedWords()).toHaveLength(45);
    expect(buildWords).toHaveLength(71);
    expect(buildWords.find((entry) => entry.word === 'cat')?.emoji).toBe('🐱');
    expect(buildWords.find((entry) => entry.word === 'zip')?.emoji).toBeUndefined();
  });

  it('skips a word that is not CVC, and a bad entry, with a message', () => {
    const { words, problems } = parseBuildWords(
      ['cat', 'ship', 'c4t', { word: 'sun', emoji: 7 }],
      'test',
    );
    expect(words).toEqual([{ word: 'cat' }]);
    expect(problems).toEqual([
      "Skipped 'c4t' in test: a word is letters only.",
      "Skipped 'sun' in test: the picture 7 is not in the picture set.",
      "Skipped 'ship' in test: a word to build has three letters, a vowel in the middle.",
    ]);
  });
});

describe('Build a Word generator', () => {
  it('step 1: a pictured word, exactly its 3 letters, never already in order', () => {
    for (const item of itemsAt(1)) {
      expect(item.picture).toBe(true);
      expect(item.rack).toBe(false);
      expect([...item.tiles].sort()).toEqual(letters(item.target.word).sort());
      expect(item.tiles.join('')).not.toBe(item.target.word);
    }
  });

  it('step 2: 5 tiles, the word’s letters, one other vowel and one other consonant', () => {
    for (const item of itemsAt(2)) {
      const extra = [...item.tiles];
      for (const letter of item.target.word) extra.splice(extra.indexOf(letter), 1);
      expect(item.tiles).toHaveLength(5);
      expect(extra.filter((letter) => 'aeiou'.includes(letter))).toHaveLength(1);
      expect(extra.filter((letter) => !'aeiou'.includes(letter))).toHaveLength(1);
      for (const letter of extra) expect(item.target.word).not.toContain(letter);
    }
  });

  it('step 3: 6 tiles with a neighbouring vowel and a mirror or sound-alike letter', () => {
    const neighbours: Record<string, string> = { a: 'e', e: 'ai', i: 'e', o: 'u', u: 'o' };
    const confusable: Record<string, string> = {
      b: 'd',
      d: 'bt',
      p: 'q',
      m: 'n',
      n: 'm',
      t: 'd',
      f: 'v',
      v: 'f',
    };
    for (const item of itemsAt(3)) {
      const [first, vowel, last] = letters(item.target.word) as [string, string, string];
      const extra = [...item.tiles];
      for (const letter of item.target.word) extra.splice(extra.indexOf(letter), 1);
      expect(item.tiles).toHaveLength(6);
      expect(extra.some((letter) => neighbours[vowel]?.includes(letter))).toBe(true);
      const targeted = `${confusable[first] ?? ''}${confusable[last] ?? ''}`;
      const available = [...targeted].filter((letter) => !item.target.word.includes(letter));
      if (available.length > 0)
        expect(extra.some((letter) => available.includes(letter))).toBe(true);
    }
  });

  it('step 4: no picture, the full A–Z rack, spoken-only words too', () => {
    const items = itemsAt(4);
    for (const item of items) {
      expect(item.picture).toBe(false);
      expect(item.rack).toBe(true);
      expect(item.tiles).toEqual([]);
    }
    expect(items.some((item) => item.target.emoji === undefined)).toBe(true);
  });

  it('never gives the same word twice in a row, and speaks the word whole (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const rng = createRng(seed);
        let previous = generateBuildAWord(step, rng);
        for (let index = 0; index < 6; index += 1) {
          const next = generateBuildAWord(step, rng, { recentKeys: [previous.key] });
          expect(next.target.word).not.toBe(previous.target.word);
          expect(next.prompt).toBe('Build the word you hear.');
          expect(next.speech).toEqual([`Build the word: ${next.target.word}.`]);
          previous = next;
        }
      }),
    );
  });

  it('only the word’s own letters in order are right (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer(),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 3, maxLength: 3 }),
        (step, seed, picks) => {
          const item = generateBuildAWord(step, createRng(seed));
          const answer = picks.map((pick) => item.tiles[pick % item.tiles.length] ?? '');
          expect(checkBuildAWord(item, answer).correct).toBe(answer.join('') === item.target.word);
        },
      ),
    );
  });
});

describe('Build a Word answer rule and hints', () => {
  it('is right for the exact letters in order, ignoring case', () => {
    expect(checkBuildAWord(itemOf('cat'), ['c', 'a', 't'])).toEqual({
      correct: true,
      message: 'You built c, a, t: cat.',
      speech: ['You built', 'C.', 'A.', 'T.', 'cat.'],
      marks: { '0': 'correct', '1': 'correct', '2': 'correct' },
    });
    expect(checkBuildAWord(itemOf('cat'), ['C', 'A', 'T']).correct).toBe(true);
  });

  it('waits for all three slots', () => {
    expect(isBuildAnswerReady(['c', '', 't'])).toBe(false);
    expect(isBuildAnswerReady(['c', 'a', 't'])).toBe(true);
  });

  it('names a wrong vowel, with a key word', () => {
    const result = checkBuildAWord(itemOf('cat'), ['c', 'u', 't']);
    expect(result).toMatchObject({
      correct: false,
      misconception: 'vowel',
      message: "Listen to the middle: cat. It's a, as in apple.",
      marks: { '0': 'correct', '1': 'incorrect', '2': 'correct' },
    });
    expect(buildHint('cat', ['c', 'u', 't']).speech).toEqual([
      'Listen to the middle: cat.',
      "It's",
      'A.',
      'as in apple.',
    ]);
  });

  it('names letters out of order', () => {
    expect(checkBuildAWord(itemOf('cat'), ['t', 'a', 'c'])).toMatchObject({
      misconception: 'order',
      message: 'Say it slowly and touch each slot: what do you hear first?',
    });
  });

  it('names the b/d mirror', () => {
    expect(checkBuildAWord(itemOf('bed'), ['d', 'e', 'd'])).toMatchObject({
      misconception: 'mirror',
      message: 'b: bat then ball. d: doughnut then stick.',
    });
    expect(buildHint('bed', ['d', 'e', 'd']).speech).toEqual([
      'B.',
      'bat then ball.',
      'D.',
      'doughnut then stick.',
    ]);
  });

  it('asks to listen again for anything else', () => {
    expect(checkBuildAWord(itemOf('cat'), ['m', 'o', 'p'])).toMatchObject({
      correct: false,
      message: 'Listen again: cat. Say it slowly and touch each slot.',
    });
  });

  it('works an example tile by tile with key words that are never the target', () => {
    expect(buildAWordWorkedExample(itemOf('cat'))).toEqual([
      { text: 'c, as in car.', speech: ['C.', 'as in car.'] },
      { text: 'a, as in apple.', speech: ['A.', 'as in apple.'] },
      { text: 't, as in tent.', speech: ['T.', 'as in tent.'] },
      { text: 'Cat!' },
    ]);
  });

  it('speaks every hint and worked example by the speech rules (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), { minLength: 3, maxLength: 3 }),
        (step, seed, answer) => {
          const item = generateBuildAWord(step, createRng(seed));
          for (const utterance of buildHint(item.target.word, answer).speech) {
            expect(utteranceProblem(utterance), utterance).toBeNull();
          }
          for (const example of buildAWordWorkedExample(item)) {
            const spoken = example.speech ?? example.text;
            for (const utterance of typeof spoken === 'string' ? [spoken] : spoken) {
              expect(utteranceProblem(utterance), utterance).toBeNull();
            }
          }
        },
      ),
    );
  });

  it('is a PracticeModel of 4 steps', () => {
    expect(buildAWordModel.steps).toBe(4);
  });

  it('every check result, hint key and message is spoken by the rules (property)', () => {
    const said = new Set<string>();
    const vowels = [...'aeiou'];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const item = generateBuildAWord(step, createRng(seed));
        const [a = '', b = '', c = ''] = [...item.target.word];
        const flip = (letter: string) => (letter === 'b' ? 'd' : letter === 'd' ? 'b' : letter);
        const answers = [
          [a, b, c],
          [c, b, a],
          [b, a, c],
          [a, c, b],
          [flip(a), b, flip(c)],
          ...vowels.map((vowel) => [a, vowel, c]),
          ['z', 'z', 'z'],
        ];
        for (const answer of answers) {
          const result = buildAWordModel.check(item, answer);
          if (result.correct && !result.message) continue;
          said.add(result.correct ? 'message' : (result.misconception ?? 'default'));
          const hint = result.message ?? buildAWordModel.hints[result.misconception ?? 'default'];
          for (const utterance of [result.speech ?? hint].flat()) {
            expect(utteranceProblem(utterance), hint).toBeNull();
          }
        }
      }),
      { numRuns: 300 },
    );
    expect([...said].sort()).toEqual([...Object.keys(buildAWordModel.hints), 'message'].sort());
  });
});
