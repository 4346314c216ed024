import { createRng, speedRules } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem, utteranceText } from '../../model/speechRules';
import {
  areHomophones,
  cardLabel,
  checkSightWord,
  generateSightWord,
  heartHint,
  heartSpeech,
  lookAlikeHint,
  lookAlikeSpeech,
  lookAlikesOf,
  parseSightWords,
  sightWordData,
  sightWordModel,
  sightWordOf,
  sightWordRules,
  type SightWordItem,
} from './model';

const setOf = (word: string): number => sightWordOf(word)?.set ?? 0;

const round = (step: number, seed: number): SightWordItem[] => {
  const keys: string[] = [];
  const items: SightWordItem[] = [];
  for (let index = 0; index < 10; index += 1) {
    const item = generateSightWord(step, createRng(seed * 31 + index), {
      recentKeys: keys,
      round: { index, size: 10 },
    });
    keys.push(item.key);
    items.push(item);
  }
  return items;
};

const itemFor = (target: string, choices: string[]): SightWordItem => ({
  key: `sight:${target}`,
  prompt: 'Find the word you hear.',
  step: 4,
  target,
  carrier: sightWordOf(target)?.carrier ?? '',
  choices,
});

// The look-alike pairs of words.md, written out again: a word → the words that look like it.
const reference: Readonly<Record<string, readonly string[]>> = {
  was: ['saw'],
  of: ['off'],
  they: ['then'],
  what: ['that'],
  where: ['were', 'there'],
  here: ['there'],
  come: ['some'],
  could: ['would'],
  said: ['sad'],
  one: ['on'],
  does: ['goes'],
  very: ['every'],
  friend: ['fried'],
  want: ['went'],
  look: ['took'],
  like: ['lake'],
  we: ['me'],
  is: ['it'],
  and: ['an'],
  you: ['your'],
};

describe('Sight Word Sprint data', () => {
  it('reads the 40 words of words.md, 10 per set, each with its carrier sentence', () => {
    expect(sightWordData.problems).toEqual([]);
    expect(sightWordData.words).toHaveLength(40);
    for (const set of [1, 2, 3, 4]) {
      expect(sightWordData.words.filter((word) => word.set === set)).toHaveLength(10);
    }
    expect(sightWordOf('said')?.carrier).toBe('Dad said hello.');
    expect(sightWordOf('I')?.set).toBe(1);
    expect(setOf('because')).toBe(4);
  });

  it('skips a bad entry with a clear message and keeps the rest', () => {
    const parsed = parseSightWords({
      sets: [
        [
          { word: 'said', carrier: 'Dad said hello.', heart: 'ai', says: 'e', like: 'bed' },
          { word: 'sa1d', carrier: 'Dad sa1d hello.' },
          { word: 'was', carrier: 'It is sunny.' },
          { word: 'have', carrier: 'I have two cats.', heart: 'x', silent: true },
        ],
        'not a list',
      ],
    });
    expect(parsed.words.map((word) => word.word)).toEqual(['said']);
    expect(parsed.problems).toEqual([
      "Skipped 'sa1d' in sight-word-sprint set 1: a word is letters only.",
      "Skipped 'was' in sight-word-sprint set 1: its carrier sentence must contain the word.",
      "Skipped 'have' in sight-word-sprint set 1: its heart part must be letters of the word.",
      'The word list sight-word-sprint set 2 is not a list of words.',
    ]);
  });
});

describe('Sight Word Sprint generator', () => {
  it('step n draws from sets A to n, 7 of a round from set n', () => {
    for (let seed = 0; seed < 10; seed += 1) {
      for (const step of [1, 2, 3, 4]) {
        const sets = round(step, seed).map((item) => setOf(item.target));
        for (const set of sets) expect(set).toBeLessThanOrEqual(step);
        expect(sets.filter((set) => set === step).length).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('repeats no word within a round', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      for (const step of [1, 2, 3, 4]) {
        expect(new Set(round(step, seed).map((item) => item.target)).size).toBe(10);
      }
    }
  });

  it('offers 4 distinct cards, one right, a look-alike when there is one (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, step) => {
          const item = generateSightWord(step, createRng(seed));
          expect(item.choices).toHaveLength(4);
          expect(new Set(item.choices).size).toBe(4);
          const right = item.choices.filter((choice) => checkSightWord(item, choice).correct);
          expect(right).toEqual([item.target]);
          const lookAlikes = reference[item.target] ?? [];
          if (lookAlikes.length > 0) {
            expect(item.choices.some((choice) => lookAlikes.includes(choice))).toBe(true);
          }
          // their/there and two/to only together at step 4.
          if (step < 4) {
            for (const [a, b] of [
              ['their', 'there'],
              ['two', 'to'],
            ] as const) {
              expect(item.choices.includes(a) && item.choices.includes(b)).toBe(false);
            }
          }
        },
      ),
    );
  });

  it('knows the look-alikes and homophones of words.md', () => {
    for (const [word, others] of Object.entries(reference)) {
      for (const other of others) expect(lookAlikesOf(word)).toContain(other);
    }
    expect(areHomophones('there', 'their')).toBe(true);
    expect(areHomophones('to', 'two')).toBe(true);
    expect(areHomophones('here', 'there')).toBe(false);
  });
});

describe('Sight Word Sprint answer rule and hints', () => {
  it('is right only for the target spelling', () => {
    const item = itemFor('was', ['was', 'saw', 'said', 'we']);
    expect(checkSightWord(item, 'was')).toEqual({ correct: true });
    expect(checkSightWord(item, 'saw').correct).toBe(false);
  });

  it('gives the look-alike hint from where the words differ, letters by their names', () => {
    expect(checkSightWord(itemFor('was', []), 'saw')).toEqual({
      correct: false,
      misconception: 'look-alike',
      message: 'That word is saw. Was starts with w: w-a-s. Look at the first letter.',
      speech: [
        'That word is saw.',
        'Was starts with',
        'W.',
        'W.',
        'A.',
        'S.',
        'Look at the first letter.',
      ],
    });
    expect(lookAlikeHint('of', 'off')).toBe(
      'That word is off. Of has 2 letters: o-f. Count the letters.',
    );
    expect(lookAlikeSpeech('of', 'off')).toEqual([
      'That word is off.',
      'Of has 2 letters',
      'O.',
      'F.',
      'Count the letters.',
    ]);
    expect(lookAlikeHint('they', 'then')).toBe(
      'That word is then. They ends with y: t-h-e-y. Look at the last letter.',
    );
    expect(lookAlikeHint('want', 'went')).toBe(
      'That word is went. Want has a in the middle: w-a-n-t. Look at every letter.',
    );
    expect(lookAlikeSpeech('want', 'went')).toEqual([
      'That word is went.',
      'Want has',
      'A.',
      'in the middle',
      'W.',
      'A.',
      'N.',
      'T.',
      'Look at every letter.',
    ]);
    expect(lookAlikeHint('friend', 'fried')).toBe(
      'That word is fried. Friend has n in the middle: f-r-i-e-n-d. Look at every letter.',
    );
    // A sound-alike card is said with its carrier sentence.
    expect(lookAlikeSpeech('where', 'there').slice(0, 3)).toEqual([
      'That word is',
      'there.',
      'The ball is over there.',
    ]);
  });

  it('gives the heart hint for another card', () => {
    expect(checkSightWord(itemFor('said', []), 'like')).toEqual({
      correct: false,
      misconception: 'heart',
      message: "In said, the a-i says 'e'. That part you learn by heart.",
      speech: ['In said, the', 'A.', 'I.', 'sound as in bed.', 'That part you learn by heart.'],
    });
    const have = sightWordOf('have');
    expect(have && heartHint(have)).toBe('In have, the e is silent. That part you learn by heart.');
    expect(have && heartSpeech(have)).toEqual([
      'In have, the',
      'E.',
      'is silent.',
      'That part you learn by heart.',
    ]);
    const a = sightWordOf('a');
    expect(a && heartHint(a)).toBe("In a, the a says 'uh'. That part you learn by heart.");
    expect(a && heartSpeech(a)).toEqual([
      'In the word',
      'A.',
      'the',
      'A.',
      'sounds as in cup.',
      'That part you learn by heart.',
    ]);
    expect(checkSightWord(itemFor('see', []), 'my')).toEqual({
      correct: false,
      message: 'That word is my. Look at every letter, then find the word again.',
    });
  });
});

describe('Sight Word Sprint speech and texts', () => {
  it('says the word, then its carrier sentence; a and I by their names', () => {
    const item = generateSightWord(2, createRng(1), {
      recentKeys: [],
      round: { index: 0, size: 10 },
    });
    expect(item.speech).toEqual([`Find: ${item.target}.`, item.carrier]);
    expect(item.prompt).not.toContain(item.target);
    const items = Array.from({ length: 200 }, (_, seed) => generateSightWord(1, createRng(seed)));
    const a = items.find((each) => each.target === 'a');
    expect(a?.speech).toEqual(['Find:', 'A.', 'I have a hat.']);
    const i = items.find((each) => each.target === 'I');
    expect(i?.speech).toEqual(['Find:', 'I.', 'I can jump.']);
  });

  it('never speaks a bare letter or sound in prompts, hints or worked examples', () => {
    for (const word of sightWordData.words) {
      const item = itemFor(word.word, []);
      const spoken: string[] = [];
      for (let seed = 0; seed < 1; seed += 1) {
        const generated = Array.from({ length: 300 }, (_, index) =>
          generateSightWord(word.set, createRng(index)),
        ).find((each) => each.target === word.word);
        spoken.push(...[generated?.speech ?? []].flat());
      }
      for (const step of sightWordModel.workedExample(item)) {
        spoken.push(...[step.speech ?? step.text].flat().map((each) => utteranceText(each)));
      }
      for (const other of [...lookAlikesOf(word.word), 'like']) {
        const result = checkSightWord(item, other);
        spoken.push(...[result.speech ?? result.message ?? []].flat());
      }
      for (const text of spoken) expect(utteranceProblem(text), text).toBeNull();
    }
  });

  it('every hint, message and answer in words is spoken by the rules (property)', () => {
    const said = new Set<string>();
    const words = sightWordData.words.map((each) => each.word);
    const others = [...new Set([...words, ...sightWordData.lookAlikes.flat()])];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, step) => {
          const item = generateSightWord(step, createRng(seed));
          for (const answer of [...item.choices, ...others]) {
            const result = checkSightWord(item, answer);
            if (result.correct && !result.message) continue;
            said.add(result.misconception ?? 'default');
            const hint = result.message ?? sightWordModel.hints[result.misconception ?? 'default'];
            const spoken = [result.speech ?? hint].flat();
            for (const text of spoken) expect(utteranceProblem(text), hint).toBeNull();
          }
          for (const text of sightWordModel.describeSpeech(item)) {
            expect(utteranceProblem(text), text).toBeNull();
          }
        },
      ),
      { numRuns: 200 },
    );
    expect([...said].sort()).toEqual(Object.keys(sightWordModel.hints).sort());
  });

  it('says the answer in words with a and I by their names', () => {
    expect(sightWordModel.describe(itemFor('a', []))).toBe('a: I have a hat.');
    expect(sightWordModel.describeSpeech(itemFor('a', []))).toEqual(['A.', 'I have a hat.']);
    expect(sightWordModel.describeSpeech(itemFor('said', []))).toEqual([
      'said.',
      'Dad said hello.',
    ]);
  });

  it('reads each card as its letters', () => {
    expect(cardLabel('said')).toBe('card: s, a, i, d');
    expect(cardLabel('I')).toBe('card: I');
  });

  it('works through the word: spelled with letter names, its sentence, its heart part', () => {
    const steps = sightWordModel.workedExample(itemFor('said', []));
    expect(steps.map((step) => step.text)).toEqual([
      'The word is said: s, a, i, d.',
      'Read it in its sentence: Dad said hello.',
      "In said, the a-i says 'e'. That part you learn by heart.",
    ]);
    expect(steps[2]?.speech).toEqual([
      'In said, the',
      'A.',
      'I.',
      'sound as in bed.',
      'That part you learn by heart.',
    ]);
    expect(steps[0]?.speech).toEqual([
      'The word is said.',
      'It is spelled',
      'S.',
      'A.',
      'I.',
      'D.',
    ]);
  });

  it('runs on the Speed rules with a worked example after 2 misses in a row', () => {
    expect(sightWordRules).toEqual({ ...speedRules, workedExampleAfterMisses: 2 });
  });
});
