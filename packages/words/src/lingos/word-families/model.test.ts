import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  builtText,
  builtUtterances,
  changeOnsetHint,
  checkWordFamilies,
  describeWordFamilies,
  describeWordFamiliesSpeech,
  familyWordProblems,
  familyWords,
  generateWordFamilies,
  onsetItemText,
  onsetUtterances,
  parseFamilyWords,
  sortHint,
  teamOnsets,
  wordFamiliesHints,
  wordFamiliesModel,
  wordFamiliesWorkedExample,
  type FamilyWord,
  type WordFamiliesAnswer,
  type WordFamiliesItem,
  type WordFamiliesTask,
} from './model';

const seeds = fc.integer({ min: 0, max: 2 ** 31 });
const find = (word: string): FamilyWord => {
  const found = familyWords.find((each) => each.word === word);
  if (!found) throw new Error(word);
  return found;
};
const itemOf = (task: WordFamiliesTask, step = 2): WordFamiliesItem => ({
  key: 'test',
  prompt: 'test',
  step,
  task,
});
type OnsetTask = Extract<WordFamiliesTask, { kind: 'onset' }>;
type SortTask = Extract<WordFamiliesTask, { kind: 'sort' }>;
/** The word an onset makes with a rime, found again in the lists (not from the model). */
const makes = (onset: string, family: string) =>
  familyWords.some((each) => each.word === `${onset}${family}`);
const spokenProblems = (utterances: readonly string[]) =>
  utterances.map(utteranceProblem).filter((problem) => problem !== null);

describe('the word lists', () => {
  it('load the twelve families of words.md, 95 words, with nothing skipped', () => {
    expect(familyWordProblems).toEqual([]);
    expect(familyWords).toHaveLength(95);
    expect(find('hat')).toEqual({ word: 'hat', family: 'at', onset: 'h', emoji: '🎩' });
    expect(find('spring')).toEqual({ word: 'spring', family: 'ing', onset: 'spr' });
  });

  it('skip a bad entry with a clear message and keep the rest', () => {
    const { words, problems } = parseFamilyWords([
      { word: 'cat', family: 'at' },
      { word: 'dog', family: 'at' },
      { word: 'at', family: 'at' },
      { word: 'c4t', family: 'at' },
      { word: 'bun', family: 'un' },
    ]);
    expect(words.map((each) => each.word)).toEqual(['cat']);
    expect(problems).toEqual([
      "Skipped 'dog' in word-families: it does not end in -at after a first sound.",
      "Skipped 'at' in word-families: it does not end in -at after a first sound.",
      "Skipped 'c4t' in word-families: a word is letters only.",
      "Skipped 'bun' in word-families: its family is not one of -at, -an, -ig, -op, -ug, -ot, -en, -ip, -ell, -ack, -ing, -est.",
    ]);
  });
});

describe('generateWordFamilies', () => {
  it('step 1: a pictured -at word, 3 single-letter tiles, exactly one makes it', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateWordFamilies(1, createRng(seed));
        const task = item.task as OnsetTask;
        expect(task.kind).toBe('onset');
        expect(task.target.family).toBe('at');
        expect(task.target.emoji).toBeDefined();
        expect(task.picture).toBe(true);
        expect(task.tiles).toHaveLength(3);
        expect(new Set(task.tiles).size).toBe(3);
        for (const tile of task.tiles) expect(tile).toMatch(/^[a-z]$/);
        expect(task.tiles.filter((tile) => `${tile}at` === task.target.word)).toHaveLength(1);
        // The word is heard, never written: it would give its first letters away.
        expect(item.prompt).toBe('Build the word you hear.');
        expect(item.speech).toEqual(
          ['Build:', expect.stringMatching(new RegExp(`^${task.target.word}\\.$`))].concat(
            item.speech?.slice(2) ?? [],
          ),
        );
      }),
    );
  });

  it('step 2: the eight families, single-letter onsets, 4 tiles, a picture only when the word has one', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(seeds, (seed) => {
        const task = generateWordFamilies(2, createRng(seed)).task as OnsetTask;
        seen.add(task.target.family);
        expect(['at', 'an', 'ig', 'op', 'ug', 'ot', 'en', 'ip']).toContain(task.target.family);
        expect(task.target.onset).toMatch(/^[a-z]$/);
        expect(task.tiles).toHaveLength(4);
        expect(new Set(task.tiles).size).toBe(4);
        expect(task.tiles.filter((tile) => tile === task.target.onset)).toHaveLength(1);
        expect(task.picture).toBe(task.target.emoji !== undefined);
      }),
    );
    expect(seen.size).toBe(8);
  });

  it('step 3: 6 words into 2 or 3 family bins, each word in exactly one bin', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const task = generateWordFamilies(3, createRng(seed)).task as SortTask;
        expect(task.kind).toBe('sort');
        expect(task.words).toHaveLength(6);
        expect([2, 3]).toContain(task.families.length);
        for (const word of task.words) {
          const bins = task.families.filter((family) => word.word.endsWith(family));
          expect(bins).toEqual([word.family]);
        }
        for (const family of task.families) {
          expect(task.words.some((each) => each.family === family)).toBe(true);
        }
      }),
    );
  });

  it('step 4: ladder rungs, onsets with a tile only (never quack or spring), 4 tiles, one right', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const task = generateWordFamilies(4, createRng(seed)).task as OnsetTask;
        expect(task.ladder).toBeDefined();
        const allowed = (onset: string) =>
          /^[a-z]$/.test(onset) || (teamOnsets as readonly string[]).includes(onset);
        expect(allowed(task.target.onset)).toBe(true);
        expect(allowed(task.ladder?.from.onset ?? '')).toBe(true);
        expect(task.ladder?.from.family).toBe(task.target.family);
        expect(task.ladder?.from.word).not.toBe(task.target.word);
        expect(task.tiles).toHaveLength(4);
        for (const tile of task.tiles) expect(allowed(tile)).toBe(true);
        expect(
          task.tiles.filter(
            (tile) => makes(tile, task.target.family) && tile === task.target.onset,
          ),
        ).toHaveLength(1);
        expect(
          task.tiles.filter((tile) => `${tile}${task.target.family}` === task.target.word),
        ).toHaveLength(1);
      }),
    );
  });

  it('step 4: a ladder climbs three rungs from one word to the next, then starts again', () => {
    const rng = createRng(7);
    const first = generateWordFamilies(4, rng);
    const second = generateWordFamilies(4, rng, { recentKeys: [first.key] });
    const third = generateWordFamilies(4, rng, { recentKeys: [first.key, second.key] });
    const fourth = generateWordFamilies(4, rng, { recentKeys: [first.key, second.key, third.key] });
    const [a, b, c, d] = [first, second, third, fourth].map((item) => item.task as OnsetTask);
    expect(a?.ladder?.rung).toBe(1);
    expect(first.prompt).toBe(`Change ${a?.ladder?.from.word} to the word you hear.`);
    expect(first.speech?.[0]).toBe(`Change ${a?.ladder?.from.word} to ${a?.target.word}.`);
    expect(b?.ladder).toEqual({ from: a?.target, rung: 2 });
    expect(second.prompt).toBe('Now make the word you hear.');
    expect(second.speech?.[0]).toBe(`Now make ${b?.target.word}.`);
    expect(c?.ladder).toEqual({ from: b?.target, rung: 3 });
    expect(
      new Set([a?.ladder?.from.word, a?.target.word, b?.target.word, c?.target.word]).size,
    ).toBe(4);
    expect(d?.ladder?.rung).toBe(1);
  });

  it('never gives the same target twice in a row', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const rng = createRng(seed);
        const first = generateWordFamilies(step, rng);
        const second = generateWordFamilies(step, rng, { recentKeys: [first.key] });
        expect(second.key).not.toBe(first.key);
        if (first.task.kind === 'onset' && second.task.kind === 'onset') {
          expect(second.task.target.word).not.toBe(first.task.target.word);
        }
      }),
    );
  });
});

describe('checkWordFamilies', () => {
  const hat = itemOf(
    { kind: 'onset', target: find('hat'), tiles: ['h', 'm', 's'], picture: true },
    1,
  );

  it('the onset that makes the word is right, in either case', () => {
    expect(checkWordFamilies(hat, { kind: 'onset', onset: 'h' })).toEqual({ correct: true });
    expect(checkWordFamilies(hat, { kind: 'onset', onset: 'H' }).correct).toBe(true);
  });

  it('another onset keeps the end and names the change: "h… at, hat"', () => {
    expect(checkWordFamilies(hat, { kind: 'onset', onset: 'm' })).toEqual({
      correct: false,
      misconception: 'change-onset',
      message: 'Keep the end, -at. Change only the first sound: h… at, hat.',
      speech: [
        'Keep the end,',
        'A.',
        'T.',
        'Change only the first sound:',
        'H.',
        expect.stringMatching(/^as in (?!hat)[a-z]+\.$/),
        'hat.',
      ],
    });
  });

  it('any tile but the one onset is wrong (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateWordFamilies(step, createRng(seed));
        if (item.task.kind !== 'onset') return;
        for (const tile of item.task.tiles) {
          const right = `${tile}${item.task.target.family}` === item.task.target.word;
          expect(checkWordFamilies(item, { kind: 'onset', onset: tile }).correct).toBe(right);
        }
      }),
    );
  });

  const sortTask: SortTask = {
    kind: 'sort',
    families: ['at', 'ig'],
    words: ['cat', 'bat', 'hat', 'pig', 'big', 'dig'].map(find),
  };
  const sorted = { cat: 'at', bat: 'at', hat: 'at', pig: 'ig', big: 'ig', dig: 'ig' };

  it('a sort is right only if every word is in its rime bin', () => {
    const result = checkWordFamilies(itemOf(sortTask, 3), { kind: 'sort', placement: sorted });
    expect(result.correct).toBe(true);
    expect(Object.values(result.marks ?? {})).toEqual(Array(6).fill('correct'));
  });

  it('a word sorted by its first letter names its ending and its family', () => {
    const result = checkWordFamilies(itemOf(sortTask, 3), {
      kind: 'sort',
      placement: { ...sorted, big: 'at' },
    });
    expect(result).toMatchObject({
      correct: false,
      misconception: 'first-letter',
      message: "Look at the end of the word. 'Big' ends in -ig, so it lives with pig.",
      speech: ['Look at the end of the word.', 'Big ends in', 'I.', 'G.', 'So it lives with pig.'],
    });
    expect(result.marks?.big).toBe('incorrect');
    expect(result.marks?.cat).toBe('correct');
  });

  it('the family word the sort hint names is never the word itself', () => {
    expect(sortHint(find('pig'))).toBe(
      "Look at the end of the word. 'Pig' ends in -ig, so it lives with dig.",
    );
    expect(changeOnsetHint(find('stop'))).toBe(
      'Keep the end, -op. Change only the first sound: st… op, stop.',
    );
  });
});

describe('texts and speech', () => {
  it('the screen reader hears the slot, the chunk, the word and the tiles', () => {
    const item: WordFamiliesItem = {
      ...generateWordFamilies(1, createRng(1)),
      prompt: 'Build the word you hear.',
      task: { kind: 'onset', target: find('hat'), tiles: ['h', 'm', 's'], picture: true },
    };
    expect(onsetItemText(item)).toBe('Slot, then the chunk a t. Build: hat. Tiles: h, m, s.');
    expect(builtText(find('hat'))).toBe('h plus a t makes hat.');
    expect(describeWordFamilies(item)).toBe('h plus a t makes hat.');
    expect(describeWordFamiliesSpeech(item)).toEqual(['H.', 'plus', 'A.', 'T.', 'makes hat.']);
    const sort = itemOf(
      {
        kind: 'sort',
        families: ['at', 'ig'],
        words: ['cat', 'pig', 'hat'].map(find),
      },
      3,
    );
    expect(describeWordFamilies(sort)).toBe('-at: cat, hat. -ig: pig.');
    expect(describeWordFamiliesSpeech(sort)).toEqual(['A.', 'T.', 'cat, hat.', 'I.', 'G.', 'pig.']);
  });

  it('speaks letters by name: "H." "plus" "A." "T." "makes hat."', () => {
    expect(builtUtterances(find('hat'))).toEqual(['H.', 'plus', 'A.', 'T.', 'makes hat.']);
  });

  it('an onset is a letter with a key word that is never the word built', () => {
    expect(onsetUtterances('h', 'hat')).toEqual(['H.', expect.stringMatching(/^as in (?!hat)/)]);
    expect(onsetUtterances('c', 'cat')[1]).not.toBe('as in cat.');
    expect(onsetUtterances('sh', 'shop')).toEqual(['S.', 'and', 'H.', 'together, as in ship.']);
    // The sh key word is ship: building ship, it is said by its letter names.
    expect(onsetUtterances('sh', 'ship')).toEqual(['S.', 'H.']);
    expect(onsetUtterances('st', 'stop')).toEqual(['S.', 'T.', 'as in star.']);
  });

  it('the sound-alike "not" is read in its carrier sentence', () => {
    const item = generateWordFamilies(2, createRng(0));
    expect(item.speech?.[0]).toBe('Build:');
    const notItem = { target: find('not') };
    expect(
      wordFamiliesWorkedExample(
        itemOf({ ...notItem, kind: 'onset', tiles: ['n', 'h', 'd', 'p'], picture: false }),
      )[0]?.speech,
    ).toEqual(['Listen:', 'not.', 'I am not sleepy.']);
  });

  it('no prompt or worked example ever hands the synthesizer a bare letter or team (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateWordFamilies(step, createRng(seed));
        const speech = item.speech ?? [item.prompt];
        expect(spokenProblems(typeof speech === 'string' ? [speech] : speech)).toEqual([]);
        for (const example of wordFamiliesWorkedExample(item)) {
          const spoken = example.speech ?? example.text;
          expect(spokenProblems(typeof spoken === 'string' ? [spoken] : spoken)).toEqual([]);
        }
      }),
    );
  });

  it('the worked example finds the first sound and builds the word', () => {
    const steps = wordFamiliesWorkedExample(
      itemOf({ kind: 'onset', target: find('hat'), tiles: ['h'], picture: true }),
    );
    expect(steps.map((step) => step.text)).toEqual([
      'Listen: hat.',
      'Keep the end: -at.',
      expect.stringMatching(/^The first sound: h, as in (?!hat)[a-z]+\.$/),
      'h plus a t makes hat.',
    ]);
    expect(wordFamiliesModel.steps).toBe(4);
  });

  it('every hint, message and answer in words is spoken by the rules (property)', () => {
    const said = new Set<string>();
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateWordFamilies(step, createRng(seed));
        const { task } = item;
        const answers: WordFamiliesAnswer[] =
          task.kind === 'onset'
            ? [
                ...task.tiles.map((onset) => ({ kind: 'onset' as const, onset })),
                { kind: 'sort', placement: {} },
              ]
            : task.words.flatMap((moved) =>
                task.families.map((family) => ({
                  kind: 'sort' as const,
                  placement: {
                    ...Object.fromEntries(task.words.map((each) => [each.word, each.family])),
                    [moved.word]: family,
                  },
                })),
              );
        for (const answer of answers) {
          const result = checkWordFamilies(item, answer);
          if (result.correct && !result.message) continue;
          said.add(result.misconception ?? 'default');
          const hint = result.message ?? wordFamiliesHints[result.misconception ?? 'default'];
          expect(spokenProblems([result.speech ?? hint].flat()), hint).toEqual([]);
        }
        expect(spokenProblems(wordFamiliesModel.describeSpeech(item))).toEqual([]);
      }),
      { numRuns: 300 },
    );
    expect([...said].sort()).toEqual(Object.keys(wordFamiliesHints).sort());
  });
});
