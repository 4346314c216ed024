import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem, utteranceText } from '../../model/speechRules';
import {
  blendFamily,
  blendsOf,
  blendWordProblems,
  blendWords,
  parseBlendWords,
  type BlendWord,
} from './blendWords';
import {
  blendModel,
  blendWorkedExample,
  checkBlend,
  spellingMistake,
  type BlendAnswer,
  type BlendItem,
  type BlendTask,
} from './model';

const seeds = fc.integer({ min: 0, max: 2 ** 31 });

/** The l-, r- and s-blends words.md names, written out again for the tests. */
const lBlends = ['bl', 'cl', 'fl', 'gl', 'pl', 'sl'];
const rBlends = ['br', 'cr', 'dr', 'fr', 'gr', 'pr', 'tr'];
const sBlends = ['sk', 'sm', 'sn', 'sp', 'st', 'sw'];
const allStart = [...lBlends, ...rBlends, ...sBlends];
const familyOf = (blend: string) =>
  lBlends.includes(blend) ? 'l' : rBlends.includes(blend) ? 'r' : 's';

const word = (text: string): BlendWord => ({ word: text, ...blendsOf(text) });
const itemOf = (task: BlendTask, step = 1): BlendItem => ({ key: 't', prompt: 't', step, task });
const build = (text: string, step = 3) =>
  itemOf({ kind: 'build', word: word(text), tiles: 'rack', picture: false }, step);
const spokenOf = (speech: string | readonly (string | { text: string })[] | undefined) =>
  speech === undefined ? [] : typeof speech === 'string' ? [speech] : speech.map(utteranceText);

describe('the word lists', () => {
  it("hold words.md's lists, none skipped", () => {
    expect(blendWords.pictures).toHaveLength(48);
    expect(blendWords.build.map((entry) => entry.word)).toEqual([
      'crab',
      'drum',
      'frog',
      'flag',
      'clap',
      'plug',
      'sled',
      'stop',
      'swim',
      'spin',
      'snap',
      'trip',
    ]);
    expect(blendWords.spoken).toHaveLength(28);
    expect(blendWordProblems).toEqual([]);
  });

  it('reads the blends of a word from its spelling', () => {
    expect(blendsOf('frog')).toEqual({ start: 'fr' });
    expect(blendsOf('tent')).toEqual({ end: 'nt' });
    expect(blendsOf('plant')).toEqual({ start: 'pl', end: 'nt' });
    expect(blendsOf('clock')).toEqual({ start: 'cl' });
    expect(blendFamily('sl')).toBe('l');
    expect(blendFamily('st')).toBe('s');
  });

  it('skips a bad entry with a clear message and keeps the rest', () => {
    const parsed = parseBlendWords({
      pictures: [{ word: 'frog', emoji: '🐸' }, { word: 'cat', emoji: '🐱' }, 'fr'],
      build: ['crab', 'plant', 'ramp'],
      spoken: ['jump', 'crusts'],
    });
    expect(parsed.pictures.map((entry) => entry.word)).toEqual(['frog']);
    expect(parsed.build.map((entry) => entry.word)).toEqual(['crab']);
    expect(parsed.spoken.map((entry) => entry.word)).toEqual(['jump']);
    expect(parsed.problems).toEqual([
      "Skipped 'cat' in blend-it pictures: it neither starts nor ends with a blend.",
      expect.stringMatching(/^Skipped 'fr' in blend-it pictures: it cannot be spoken as a word/),
      "Skipped 'plant' in blend-it build: a word to build has 4 letters.",
      "Skipped 'ramp' in blend-it build: a word to build starts with a blend.",
      "Skipped 'crusts' in blend-it spoken: a spoken word has up to 5 letters.",
    ]);
    expect(parseBlendWords(null).problems).toHaveLength(3);
  });
});

describe('the generator', () => {
  const generate = blendModel.generate;

  it('step 1: a picture word and 2 blends, the right one and one sharing its first letter or its partner', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generate(1, createRng(seed));
        if (item.task.kind !== 'choice') return false;
        const { word: target, choices } = item.task;
        expect(target.emoji).toBeDefined();
        expect(choices).toHaveLength(2);
        // Exactly one choice is the word's first two letters.
        expect(choices.filter((choice) => target.word.startsWith(choice))).toHaveLength(1);
        const [other] = choices.filter((choice) => !target.word.startsWith(choice));
        const right = target.word.slice(0, 2);
        expect(other![0] === right[0] || other![1] === right[1]).toBe(true);
        expect(allStart).toContain(other);
        expect(item.prompt).toBe(`Which blend does ${target.word} start with?`);
        return true;
      }),
    );
  });

  it('step 2: 3 blends across the l-, r- and s-blends, exactly one right', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generate(2, createRng(seed));
        if (item.task.kind !== 'choice') return false;
        const { word: target, choices } = item.task;
        expect(choices).toHaveLength(3);
        expect(new Set(choices).size).toBe(3);
        expect(choices.filter((choice) => target.word.startsWith(choice))).toHaveLength(1);
        expect(new Set(choices.map(familyOf)).size).toBe(3);
        return true;
      }),
    );
  });

  it("step 3: a 4-letter word from words.md's list, its letters and 2 distractors that are not in it", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generate(3, createRng(seed));
        if (item.task.kind !== 'build' || item.task.tiles === 'rack') return false;
        const { word: target, tiles } = item.task;
        expect(target.word).toHaveLength(4);
        expect(allStart).toContain(target.word.slice(0, 2));
        expect(tiles).toHaveLength(6);
        expect([...tiles].sort()).toEqual(
          [...target.word, ...tiles.filter((tile) => !target.word.includes(tile))].sort(),
        );
        expect(tiles.filter((tile) => !target.word.includes(tile))).toHaveLength(2);
        expect(item.prompt).not.toContain(target.word);
        return true;
      }),
    );
  });

  it('step 4: a word heard only, with the A–Z rack', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generate(4, createRng(seed));
        if (item.task.kind !== 'build') return false;
        expect(item.task.tiles).toBe('rack');
        expect(item.task.picture).toBe(false);
        expect(item.task.word.word.length).toBeLessThanOrEqual(5);
        expect(item.prompt).not.toContain(item.task.word.word);
        expect(item.speech).toEqual(['Build the word you hear.', `${item.task.word.word}.`]);
        return true;
      }),
    );
  });

  it('never gives the same target word twice in a row, even across steps', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 10, maxLength: 20 }),
        (seed, steps) => {
          const rng = createRng(seed);
          let previous = generate(steps[0]!, rng);
          for (const step of steps.slice(1)) {
            const next = generate(step, rng, { recentKeys: [previous.key] });
            expect(next.task.word.word).not.toBe(previous.task.word.word);
            previous = next;
          }
          return true;
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the answer rule', () => {
  const frogChoice = itemOf({ kind: 'choice', word: word('frog'), choices: ['fl', 'fr', 'st'] });

  it('steps 1–2: the blend the word starts with', () => {
    expect(checkBlend(frogChoice, { kind: 'choice', blend: 'fr' })).toMatchObject({
      correct: true,
      marks: { fr: 'correct' },
    });
  });

  it("names the wrong partner in words.md's words", () => {
    expect(checkBlend(frogChoice, { kind: 'choice', blend: 'fl' })).toMatchObject({
      correct: false,
      misconception: 'wrong-partner',
      message: 'Say it slowly: frog. Do you hear l or r after the f?',
      speech: [
        'Say it slowly: frog.',
        'Do you hear',
        'L.',
        'as in lemon.',
        'or',
        'R.',
        'as in rabbit.',
        'after the',
        'F.',
      ],
      marks: { fl: 'incorrect' },
    });
    expect(checkBlend(frogChoice, { kind: 'choice', blend: 'cr' })).toMatchObject({
      misconception: 'wrong-first',
      message: 'Say it slowly: frog. Do you hear c or f first?',
      speech: [
        'Say it slowly: frog.',
        'Do you hear',
        'C.',
        'as in cat.',
        'or',
        'F.',
        'as in fish.',
        'first?',
      ],
    });
    expect(checkBlend(frogChoice, { kind: 'choice', blend: 'st' }).correct).toBe(false);
  });

  it('steps 3–4: the exact spelling, ignoring case, each slot marked', () => {
    expect(
      checkBlend(build('frog'), { kind: 'build', letters: ['F', 'r', 'o', 'g'] }),
    ).toMatchObject({
      correct: true,
      marks: { 'slot-0': 'correct', 'slot-3': 'correct' },
    });
    const wrong = checkBlend(build('frog'), { kind: 'build', letters: ['f', 'r', 'a', 'g'] });
    expect(wrong.correct).toBe(false);
    expect(wrong.marks).toEqual({
      'slot-0': 'correct',
      'slot-1': 'correct',
      'slot-2': 'incorrect',
      'slot-3': 'correct',
    });
  });

  it('names a sound left out: fog for frog', () => {
    expect(spellingMistake(word('frog'), 'fogl')).toEqual({
      misconception: 'sound-left-out',
      message: 'Listen again: frog. There are two sounds before the o: f and r.',
      speech: [
        'Listen again: frog.',
        'There are two sounds before the',
        'O.',
        'F.',
        'as in fish.',
        'and',
        'R.',
        'as in rabbit.',
      ],
    });
    expect(spellingMistake(word('frog'), 'rogs').misconception).toBe('sound-left-out');
  });

  it('names the wrong partner: flog for frog', () => {
    expect(spellingMistake(word('frog'), 'flog')).toMatchObject({
      misconception: 'wrong-partner',
      message: 'Say it slowly: frog. Do you hear l or r after the f?',
    });
  });

  it('names the end sound left off: ten for tent', () => {
    expect(spellingMistake(word('tent'), 'tend')).toEqual({
      misconception: 'end-left-off',
      message: "There's one more sound at the end: ten… t. Tent.",
      // The word is never split aloud: the sound at the end, then the whole word.
      speech: ["There's one more sound at the end:", 'T.', 'as in tiger.', 'Tent.'],
    });
    expect(spellingMistake(word('tent'), 'tetz').misconception).toBe('sound-left-out');
  });

  it('gives the default hint for any other spelling', () => {
    expect(spellingMistake(word('frog'), 'grof')).toEqual({
      message: 'Listen again: frog. Say it slowly and listen for every sound.',
    });
  });

  it('is right exactly when the letters spell the word (property)', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 3, max: 4 }),
        fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), { minLength: 5, maxLength: 5 }),
        (seed, step, letters) => {
          const item = blendModel.generate(step, createRng(seed));
          if (item.task.kind !== 'build') return false;
          const target = item.task.word.word;
          const attempt = letters.slice(0, target.length);
          const result = checkBlend(item, { kind: 'build', letters: attempt });
          expect(result.correct).toBe(attempt.join('') === target);
          expect(checkBlend(item, { kind: 'build', letters: [...target] }).correct).toBe(true);
          return true;
        },
      ),
    );
  });
});

describe('speech', () => {
  it('builds a word sound by sound with key words that are never the word itself', () => {
    const steps = blendWorkedExample(build('frog'));
    expect(steps.map((step) => step.text)).toEqual([
      'Listen: frog.',
      'f, as in fish.',
      'r, as in rabbit.',
      'o, as in octopus.',
      'g, as in goat.',
      'Frog!',
    ]);
    expect(steps[1]?.speech).toEqual(['F.', 'as in fish.']);
  });

  it('hears both sounds of a blend, one after the other', () => {
    const steps = blendWorkedExample(
      itemOf({ kind: 'choice', word: word('frog'), choices: ['fr', 'fl'] }),
    );
    expect(steps.map((step) => step.text)).toEqual([
      'Listen: frog.',
      'First f, as in fish.',
      'Then r, as in rabbit.',
      'You hear both: frog starts with fr.',
    ]);
    expect(steps[3]?.speech).toEqual(['You hear both.', 'Frog starts with', 'F.', 'R.']);
  });

  it('keeps the speech rules in every prompt and worked example', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = blendModel.generate(step, createRng(seed));
        const spoken = [
          ...spokenOf(item.speech),
          ...blendWorkedExample(item).flatMap((each) => spokenOf(each.speech)),
        ];
        for (const utterance of spoken) expect(utteranceProblem(utterance), utterance).toBeNull();
        for (const utterance of spoken.filter((text) => text.startsWith('as in')))
          expect(utterance).not.toBe(`as in ${item.task.word.word}.`);
        return true;
      }),
    );
  });

  it('speaks every hint and message by the rules (property)', () => {
    const said = new Set<string>();
    const alphabet = [...'abcdefghijklmnopqrstuvwxyz'];
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = blendModel.generate(step, createRng(seed));
        const { task } = item;
        const text = task.word.word;
        const answers: BlendAnswer[] =
          task.kind === 'choice'
            ? allStart.map((blend) => ({ kind: 'choice', blend }))
            : [
                ...[...text].map((_, index) => text.slice(0, index) + text.slice(index + 1)),
                ...alphabet.map((letter) => `${text[0]}${letter}${text.slice(2)}`),
                ...alphabet.map((letter) => `${text.slice(0, -1)}${letter}`),
                'zzzz',
              ].map((built) => ({ kind: 'build', letters: [...built] }));
        for (const answer of answers) {
          const result = checkBlend(item, answer);
          if (result.correct && !result.message) continue;
          said.add(result.misconception ?? 'default');
          const hint = result.message ?? blendModel.hints[result.misconception ?? 'default'];
          for (const utterance of spokenOf(result.speech ?? hint)) {
            expect(utteranceProblem(utterance), hint).toBeNull();
            expect(utterance).not.toBe(`as in ${text}.`);
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
    expect([...said].sort()).toEqual(Object.keys(blendModel.hints).sort());
  });
});
