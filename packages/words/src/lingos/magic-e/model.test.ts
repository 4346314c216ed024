import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  checkMagicE,
  describeMagicE,
  describeMagicESpeech,
  generateMagicE,
  magicEHints,
  magicEModel,
  magicEWorkedExample,
  magicPairProblems,
  magicPairs,
  parseMagicPairs,
  picturePairs,
  readItemText,
  type MagicEAnswer,
  type MagicEItem,
  type MagicETask,
  type MagicPair,
} from './model';

const seeds = fc.integer({ min: 0, max: 2 ** 31 });
const pair = (short: string): MagicPair => {
  const found = magicPairs.find((each) => each.short.word === short);
  if (!found) throw new Error(short);
  return found;
};
const itemOf = (task: MagicETask, step = 1): MagicEItem => ({
  key: 'test',
  prompt: 'test',
  step,
  task,
});
const spokenProblems = (spoken: string | readonly string[]) =>
  (typeof spoken === 'string' ? [spoken] : spoken)
    .map(utteranceProblem)
    .filter((problem) => problem !== null);
type ReadTask = Extract<MagicETask, { kind: 'read' }>;
type BuildTask = Extract<MagicETask, { kind: 'build' }>;
const halves: readonly ('short' | 'long')[] = ['short', 'long'];

describe('the pair lists', () => {
  it('load the 31 pairs of words.md, 7 of them with pictures', () => {
    expect(magicPairProblems).toEqual([]);
    expect(magicPairs).toHaveLength(31);
    expect(picturePairs.map((each) => each.short.word)).toEqual([
      'cap',
      'can',
      'man',
      'kit',
      'pin',
      'cub',
      'tub',
    ]);
    expect(pair('sam').short.shown).toBe('Sam');
    expect(pair('cub')).toEqual({
      short: { word: 'cub', shown: 'cub', emoji: '🐻' },
      long: { word: 'cube', shown: 'cube', emoji: '🧊' },
      vowel: 'u',
    });
  });

  it('skip a pair whose partner is not the word and an e, with a message', () => {
    const { pairs, problems } = parseMagicPairs([
      { word: 'cap', magic: 'cape' },
      { word: 'bat', magic: 'bait' },
      { word: 'pet', magic: 'pete' },
      { word: 'hop' },
    ]);
    expect(pairs.map((each) => each.long.word)).toEqual(['cape']);
    expect(problems).toEqual([
      "Skipped 'bat' in magic-e: its magic partner is the word with an e at the end.",
      "Skipped 'pet' in magic-e: the short word has a, i, o or u before its last letters.",
      "Skipped 'hop' in magic-e: its magic partner is the word with an e at the end.",
    ]);
  });
});

describe('generateMagicE', () => {
  it('steps 1–2: a written word from a picture pair and both pictures; the e coloured at step 1 only', () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom(1, 2), (seed, step) => {
        const item = generateMagicE(step, createRng(seed));
        const task = item.task as ReadTask;
        expect(task.kind).toBe('read');
        expect(picturePairs).toContain(task.pair);
        expect([...task.choices].sort()).toEqual(['long', 'short']);
        expect(task.colourE).toBe(step === 1);
        expect(item.prompt).toBe('Read the word. Which picture is it?');
        // The written word is never spoken by the prompt.
        expect(item.speech).toBeUndefined();
      }),
    );
  });

  it('step 3: a picture pair, the tiles always include an e, as many slots as the e word', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const task = generateMagicE(3, createRng(seed)).task as BuildTask;
        expect(picturePairs).toContain(task.pair);
        expect(task.picture).toBe(true);
        expect(task.tiles).toContain('e');
        expect([...(task.tiles ?? [])].sort()).toEqual([...task.pair.long.word].sort());
        expect(task.slots).toBe(task.pair.long.word.length);
      }),
    );
  });

  it('step 4: the full pair list, no picture, the A–Z rack', () => {
    const words = new Set<string>();
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateMagicE(4, createRng(seed));
        const task = item.task as BuildTask;
        words.add(task.pair.short.word);
        expect(task.picture).toBe(false);
        expect(task.tiles).toBeUndefined();
        expect(item.prompt).toBe('Build the word you hear.');
      }),
    );
    expect(words.size).toBeGreaterThan(20);
  });

  it('sound-alike words are spoken in their carrier sentence', () => {
    const seed = [...Array(500).keys()].find((each) => {
      const task = generateMagicE(4, createRng(each)).task as BuildTask;
      return task.target === 'long' && task.pair.short.word === 'plan';
    });
    expect(seed).toBeDefined();
    expect(generateMagicE(4, createRng(seed ?? 0)).speech).toEqual([
      'Build the word:',
      'plane.',
      'The plane is in the sky.',
    ]);
  });

  it('never gives the same word twice in a row', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const rng = createRng(seed);
        const first = generateMagicE(step, rng);
        const second = generateMagicE(step, rng, { recentKeys: [first.key] });
        expect(second.key).not.toBe(first.key);
      }),
    );
  });
});

describe('checkMagicE', () => {
  const cape = itemOf({
    kind: 'read',
    pair: pair('cap'),
    target: 'long',
    colourE: true,
    choices: ['short', 'long'],
  });
  const cap = itemOf(
    {
      kind: 'read',
      pair: pair('cap'),
      target: 'short',
      colourE: false,
      choices: ['short', 'long'],
    },
    2,
  );

  it('steps 1–2: the picture of the written word', () => {
    expect(checkMagicE(cape, { kind: 'read', picked: 'long' })).toEqual({
      correct: true,
      marks: { long: 'correct' },
    });
    expect(checkMagicE(cape, { kind: 'read', picked: 'short' })).toEqual({
      correct: false,
      misconception: 'chose-short',
      message:
        "See the e at the end? It's silent, but it makes the a say its name: A. c-a-p-e: cape.",
      speech: [
        'See the',
        'E.',
        "at the end? It's silent, but it makes the",
        'A.',
        'say its name:',
        'A.',
        'C.',
        'A.',
        'P.',
        'E.',
        'cape.',
      ],
      marks: { short: 'incorrect' },
    });
    expect(checkMagicE(cap, { kind: 'read', picked: 'long' })).toMatchObject({
      correct: false,
      misconception: 'chose-long',
      message: 'No e at the end this time, so the a is short, a as in apple: c-a-p, cap.',
      speech: [
        'No',
        'E.',
        'at the end this time, so the',
        'A.',
        'is short,',
        'A.',
        'as in apple.',
        'C.',
        'A.',
        'P.',
        'cap.',
      ],
    });
  });

  it('an answer after hearing the word is practice, not evidence', () => {
    expect(checkMagicE(cape, { kind: 'read', picked: 'long', heard: true })).toMatchObject({
      correct: true,
      evidence: 'none',
    });
    expect(checkMagicE(cape, { kind: 'read', picked: 'short', heard: true })).toMatchObject({
      correct: false,
      evidence: 'none',
    });
  });

  const build = (short: string, target: 'short' | 'long'): MagicEItem =>
    itemOf(
      { kind: 'build', pair: pair(short), target, picture: false, slots: short.length + 1 },
      4,
    );

  it('steps 3–4: the exact spelling, case ignored (Sam)', () => {
    expect(checkMagicE(build('kit', 'long'), { kind: 'build', letters: 'kite' }).correct).toBe(
      true,
    );
    expect(checkMagicE(build('sam', 'short'), { kind: 'build', letters: 'Sam' }).correct).toBe(
      true,
    );
    expect(checkMagicE(build('sam', 'short'), { kind: 'build', letters: 'sam' }).correct).toBe(
      true,
    );
  });

  it('forgetting the e, or adding one, names the vowel', () => {
    expect(checkMagicE(build('kit', 'long'), { kind: 'build', letters: 'kit' })).toEqual({
      correct: false,
      misconception: 'forgot-e',
      message: 'Listen: kite. The i says its name, I. Add the silent e at the end.',
      speech: [
        'Listen:',
        'kite.',
        'The',
        'I.',
        'says its name,',
        'I.',
        'Add the silent',
        'E.',
        'at the end.',
      ],
    });
    expect(checkMagicE(build('cub', 'short'), { kind: 'build', letters: 'cube' })).toEqual({
      correct: false,
      misconception: 'extra-e',
      message: 'Listen: cub. The u is short, u as in umbrella, so no e this time.',
      speech: [
        'Listen:',
        'cub.',
        'The',
        'U.',
        'is short,',
        'U.',
        'as in umbrella.',
        'So no',
        'E.',
        'this time.',
      ],
    });
  });

  it('the e must be last', () => {
    expect(checkMagicE(build('kit', 'long'), { kind: 'build', letters: 'kiet' })).toEqual({
      correct: false,
      misconception: 'e-last',
      speech: ['The silent', 'E.', 'always goes last, at the very end of the word.'],
    });
  });

  it('right if and only if the letters are the word (property)', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.constantFrom(3, 4),
        fc.stringMatching(/^[a-z]{1,6}$/),
        (seed, step, letters) => {
          const item = generateMagicE(step, createRng(seed));
          const task = item.task as BuildTask;
          const target = task.pair[task.target].word;
          expect(checkMagicE(item, { kind: 'build', letters }).correct).toBe(letters === target);
          expect(checkMagicE(item, { kind: 'build', letters: target }).correct).toBe(true);
        },
      ),
    );
  });
});

describe('texts and speech', () => {
  it('the screen reader gets the word spelled, never spoken', () => {
    const item = itemOf({
      kind: 'read',
      pair: pair('cap'),
      target: 'long',
      colourE: true,
      choices: ['short', 'long'],
    });
    expect(readItemText(item)).toBe(
      'The word is spelled c, a, p, e. Which picture is it? Choices: a cap, a cape.',
    );
    expect(describeMagicE(item)).toBe('c, a, p, e spells cape.');
    expect(describeMagicESpeech(item)).toEqual(['C.', 'A.', 'P.', 'E.', 'spells', 'cape.']);
  });

  it("the worked example spells with letter names and says the vowel's name", () => {
    const item = itemOf({
      kind: 'read',
      pair: pair('cap'),
      target: 'long',
      colourE: true,
      choices: ['short', 'long'],
    });
    const steps = magicEWorkedExample(item);
    expect(steps[0]?.speech).toEqual(['The word is spelled', 'C.', 'A.', 'P.', 'E.']);
    expect(steps[1]?.speech).toEqual([
      'The',
      'E.',
      'at the end is silent, but it makes the vowel say its name:',
      'A.',
    ]);
    expect(steps[2]?.text).toBe('c, a, p, e: cape. It is the picture of a cape.');
  });

  it('no prompt or worked example hands the synthesizer a bare letter (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateMagicE(step, createRng(seed));
        expect(spokenProblems(item.speech ?? item.prompt)).toEqual([]);
        for (const example of magicEWorkedExample(item)) {
          expect(spokenProblems(example.speech ?? example.text)).toEqual([]);
        }
      }),
    );
  });

  it('every hint, message and answer in words is spoken by the rules (property)', () => {
    const said = new Set<string>();
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateMagicE(step, createRng(seed));
        const { task } = item;
        const answers: MagicEAnswer[] =
          task.kind === 'read'
            ? halves.map((picked) => ({ kind: 'read', picked }))
            : [task.pair.short.word, task.pair.long.word, `e${task.pair.short.word}`, 'zzz'].map(
                (letters) => ({ kind: 'build', letters }),
              );
        for (const answer of answers) {
          const result = checkMagicE(item, answer);
          if (result.correct && !result.message) continue;
          said.add(result.misconception ?? 'default');
          const hint = result.message ?? magicEHints[result.misconception ?? 'default'];
          expect(spokenProblems(result.speech ?? hint), hint).toEqual([]);
        }
        expect(spokenProblems(magicEModel.describeSpeech(item))).toEqual([]);
      }),
      { numRuns: 300 },
    );
    expect([...said].sort()).toEqual(Object.keys(magicEHints).sort());
  });

  it('the spoken forms keep every pair by the rules', () => {
    for (const each of magicPairs) {
      for (const target of halves) {
        const read = itemOf({ kind: 'read', pair: each, target, colourE: false, choices: halves });
        const wrong = checkMagicE(read, {
          kind: 'read',
          picked: target === 'long' ? 'short' : 'long',
        });
        expect(wrong.message).toBeDefined();
        expect(spokenProblems(wrong.speech ?? [])).toEqual([]);
        expect(spokenProblems(describeMagicESpeech(read))).toEqual([]);
      }
    }
  });
});
