import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beatWordData,
  checkClap,
  clapModel,
  dottedWord,
  generateClap,
  parseBeatWords,
  splitText,
  workedExamplePlacement,
  type BeatCountItem,
  type BeatSortItem,
  type BeatWord,
  type ClapAnswer,
  type ClapItem,
} from './model';
import { utteranceProblem } from '../../model/speechRules';

const wordOf = (word: string): BeatWord => {
  const found = beatWordData.words.find((each) => each.word === word);
  if (!found) throw new Error(`no ${word}`);
  return found;
};

const countItem = (word: string, cards = 4): BeatCountItem => ({
  kind: 'count',
  key: `beats:${word}`,
  prompt: `How many beats in ${word}?`,
  step: 3,
  word: wordOf(word),
  choices: Array.from({ length: cards }, (_, index) => index + 1),
});

/** An independent count: the vowel groups of the words.md list, by hand for a few words. */
const knownCounts: Readonly<Record<string, number>> = {
  frog: 1,
  skate: 1,
  house: 1,
  rabbit: 2,
  canoe: 2,
  cookie: 2,
  butterfly: 3,
  pineapple: 3,
  koala: 3,
  watermelon: 4,
  television: 4,
  thermometer: 4,
};

describe('Clap the Syllables word list', () => {
  it('reads the words.md list: 20, 22, 17 and 8 words of 1 to 4 beats', () => {
    expect(beatWordData.problems).toEqual([]);
    const byCount = [1, 2, 3, 4].map(
      (count) => beatWordData.words.filter((word) => word.beats.length === count).length,
    );
    expect(byCount).toEqual([20, 22, 17, 8]);
    for (const [word, count] of Object.entries(knownCounts)) {
      expect(wordOf(word).beats).toHaveLength(count);
    }
  });

  it('skips bad entries with a clear message, and never uses the disputed words', () => {
    const parsed = parseBeatWords({
      words: [
        { word: 'cat', emoji: '🐱', beats: 'cat' },
        { word: 'b4t', emoji: '🦇', beats: 'b4t' },
        { word: 'flower', emoji: '🌸', beats: 'flow·er' },
        { word: 'zebra', emoji: '🦓', beats: 'zeb·ra·x' },
        { word: 'dog', beats: 'dog' },
        'nonsense',
      ],
      neverUsed: ['flower'],
    });
    expect(parsed.words.map((word) => word.word)).toEqual(['cat']);
    expect(parsed.problems).toEqual([
      "Skipped 'b4t' in clap-the-syllables: a word is letters only.",
      "Skipped 'flower' in clap-the-syllables: people say it with different counts.",
      "Skipped 'zebra' in clap-the-syllables: its beats, split with middle dots, must spell the word.",
      "Skipped 'dog' in clap-the-syllables: a word needs its picture.",
      "Skipped 'nonsense' in clap-the-syllables: its beats, split with middle dots, must spell the word.",
    ]);
    expect(parseBeatWords(null)).toEqual({ words: [], problems: [] });
  });
});

describe('Clap the Syllables generator', () => {
  it('asks 1–2 beats with 2 cards, 1–3 with 3, 1–4 with 4 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 3 }),
        (seed, step) => {
          const item = generateClap(step, createRng(seed)) as BeatCountItem;
          expect(item.kind).toBe('count');
          expect(item.choices).toEqual(Array.from({ length: step + 1 }, (_, index) => index + 1));
          // Exactly one card is right: the one for the word's count, which is on offer.
          const right = item.choices.filter(
            (beats) => checkClap(item, { kind: 'count', beats }).correct,
          );
          expect(right).toEqual([item.word.beats.length]);
          expect(item.prompt).toBe(`How many beats in ${item.word.word}?`);
        },
      ),
    );
  });

  it('sorts 6 words at step 4 with at least one in every bin (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const item = generateClap(4, createRng(seed)) as BeatSortItem;
        expect(item.kind).toBe('sort');
        expect(item.words).toHaveLength(6);
        expect(new Set(item.words.map((word) => word.word)).size).toBe(6);
        const counts = new Set(item.words.map((word) => word.beats.length));
        expect([...counts].sort()).toEqual([1, 2, 3, 4]);
      }),
    );
  });

  it('never gives the same word twice in a row', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const keys: string[] = [];
      for (let index = 0; index < 20; index += 1) {
        const item = generateClap(1, createRng(seed * 100 + index), { recentKeys: keys });
        expect(item.key).not.toBe(keys[keys.length - 1]);
        keys.push(item.key);
      }
    }
  });
});

describe('Clap the Syllables answer rule and hints', () => {
  it('is right for the count in the list only', () => {
    expect(checkClap(countItem('butterfly'), { kind: 'count', beats: 3 })).toEqual({
      correct: true,
    });
    expect(checkClap(countItem('butterfly'), { kind: 'count', beats: 2 }).correct).toBe(false);
  });

  it('says to count beats, not letters, when the count is 2 or more too many', () => {
    expect(checkClap(countItem('frog'), { kind: 'count', beats: 4 })).toEqual({
      correct: false,
      misconception: 'letters',
      message: 'Count beats, not letters. Frog has 4 letters but only 1 beat.',
    });
  });

  it('gives the chin hint when off by one, without splitting the word aloud', () => {
    const result = checkClap(countItem('butterfly'), { kind: 'count', beats: 2 });
    expect(result).toEqual({
      correct: false,
      misconception: 'off-by-one',
      message:
        'Put your hand under your chin and say it slowly. Your chin drops once for each beat: but·ter·fly. 3.',
      speech: [
        'Put your hand under your chin and say it slowly. Your chin drops once for each beat:',
        'butterfly.',
        '3.',
      ],
    });
    expect(checkClap(countItem('butterfly'), { kind: 'count', beats: 4 }).misconception).toBe(
      'off-by-one',
    );
  });

  it('shows the split with middle dots and reads it as its parts', () => {
    expect(dottedWord(wordOf('butterfly'))).toBe('but·ter·fly');
    expect(splitText(wordOf('butterfly'))).toBe('but, ter, fly: 3 beats.');
    expect(splitText(wordOf('cat'))).toBe('cat: 1 beat.');
  });

  it('marks each word of a sort and names the first misplaced one', () => {
    const item: BeatSortItem = {
      kind: 'sort',
      key: 'sort:test',
      prompt: 'Sort the words by their beats.',
      step: 4,
      words: ['cat', 'rabbit', 'banana', 'watermelon', 'frog', 'pizza'].map(wordOf),
    };
    const right = { cat: '1', rabbit: '2', banana: '3', watermelon: '4', frog: '1', pizza: '2' };
    expect(checkClap(item, { kind: 'sort', placement: right }).correct).toBe(true);
    const result = checkClap(item, { kind: 'sort', placement: { ...right, frog: '4' } });
    expect(result.correct).toBe(false);
    expect(result.misconception).toBe('letters');
    expect(result.marks).toMatchObject({ frog: 'incorrect', cat: 'correct' });
    expect(
      checkClap(item, { kind: 'sort', placement: { ...right, cat: null } }).misconception,
    ).toBe('not-sorted');
    expect(workedExamplePlacement(item, 1)).toMatchObject({ cat: '1', rabbit: null });
  });
});

describe('Clap the Syllables speech', () => {
  it('speaks the prompt and the whole word, never its syllables alone', () => {
    const item = generateClap(3, createRng(5)) as ClapItem & { kind: 'count' };
    expect(item.speech).toEqual([item.prompt, `${item.word.word}.`]);
    const steps = clapModel.workedExample(countItem('butterfly'));
    expect(steps.map((step) => step.speech ?? step.text)).toEqual([
      ['Say butterfly slowly with your hand under your chin.', 'butterfly.'],
      'Butterfly has 3 beats.',
    ]);
    for (const syllable of ['but', 'ter', 'fly']) {
      for (const step of steps) {
        const spoken = [step.speech ?? step.text].flat();
        expect(spoken).not.toContain(syllable);
      }
    }
  });
});

describe('Clap the Syllables speech rules', () => {
  it('never speaks a bare letter or sound in prompts, hints or worked examples', async () => {
    const { utteranceProblem, utteranceText } = await import('../../model/speechRules');
    const spoken: string[] = Object.values(clapModel.hints);
    for (const word of beatWordData.words) {
      const item: BeatCountItem = { ...countItem(word.word), word };
      spoken.push(...[generateClap(3, createRng(word.word.length)).speech ?? ''].flat());
      for (const beats of [1, 2, 3, 4]) {
        const result = checkClap(item, { kind: 'count', beats });
        spoken.push(...[result.speech ?? result.message ?? []].flat());
      }
      for (const example of clapModel.workedExample(item)) {
        spoken.push(...[example.speech ?? example.text].flat().map((each) => utteranceText(each)));
      }
    }
    for (const text of spoken) expect(utteranceProblem(text), text).toBeNull();
  });

  it('every hint, message and answer in words is spoken by the rules (property)', () => {
    const said = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, step) => {
          const item = generateClap(step, createRng(seed));
          const answers: ClapAnswer[] = [];
          if (item.kind === 'count') {
            answers.push(...[1, 2, 3, 4].map((beats) => ({ kind: 'count' as const, beats })));
            answers.push({ kind: 'sort', placement: {} });
          } else {
            const right = Object.fromEntries(
              item.words.map((word) => [word.word, String(word.beats.length)]),
            );
            answers.push({ kind: 'count', beats: 1 });
            for (const word of item.words) {
              for (const bin of ['1', '2', '3', '4', null]) {
                answers.push({ kind: 'sort', placement: { ...right, [word.word]: bin } });
              }
            }
          }
          for (const answer of answers) {
            const result = checkClap(item, answer);
            if (result.correct && !result.message) continue;
            said.add(result.misconception ?? 'default');
            const hint = result.message ?? clapModel.hints[result.misconception ?? 'default'];
            for (const text of [result.speech ?? hint].flat()) {
              expect(utteranceProblem(text), hint).toBeNull();
            }
          }
          expect(utteranceProblem(clapModel.describe(item))).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
    expect([...said].sort()).toEqual(Object.keys(clapModel.hints).sort());
  });
});
