import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  checkMoreThanOne,
  describeMoreThanOne,
  describeMoreThanOneSpeech,
  endingFor,
  generateMoreThanOne,
  moreThanOneHints,
  moreThanOneModel,
  moreThanOneWorkedExample,
  parsePluralWords,
  pluralOf,
  pluralWordProblems,
  pluralWords,
  type MoreThanOneAnswer,
  type MoreThanOneItem,
  type MoreThanOneTask,
  type PluralWord,
} from './model';

const seeds = fc.integer({ min: 0, max: 2 ** 31 });
const find = (word: string): PluralWord => {
  const found = pluralWords.find((each) => each.word === word);
  if (!found) throw new Error(word);
  return found;
};
const itemOf = (task: MoreThanOneTask, step = 2): MoreThanOneItem => ({
  key: 'test',
  prompt: 'test',
  step,
  task,
});
/** The rule of words.md, said again letter by letter: s, ss, x, z, sh or ch at the end. */
const takesEs = (word: string): boolean => {
  const last = word.slice(-1);
  const lastTwo = word.slice(-2);
  return last === 's' || last === 'x' || last === 'z' || lastTwo === 'sh' || lastTwo === 'ch';
};
const spokenProblems = (spoken: string | readonly string[]) =>
  (typeof spoken === 'string' ? [spoken] : spoken)
    .map(utteranceProblem)
    .filter((problem) => problem !== null);

describe('the word lists', () => {
  it('load the 22 -s words and 15 -es words of words.md', () => {
    expect(pluralWordProblems).toEqual([]);
    expect(pluralWords.filter((each) => each.ending === 's')).toHaveLength(22);
    expect(pluralWords.filter((each) => each.ending === 'es')).toHaveLength(15);
    expect(find('fox')).toEqual({ word: 'fox', ending: 'es', emoji: '🦊' });
    expect(find('brush')).toEqual({ word: 'brush', ending: 'es' });
  });

  it('skip an entry whose ending goes against the rule, with a message', () => {
    const { words, problems } = parsePluralWords([
      { word: 'cat', ending: 's' },
      { word: 'fox', ending: 's' },
      { word: 'dog', ending: 'ies' },
      { word: 'Bus', ending: 'es' },
    ]);
    expect(words.map((each) => each.word)).toEqual(['cat']);
    expect(problems).toEqual([
      "Skipped 'fox' in more-than-one: fox takes -es, not -s.",
      "Skipped 'dog' in more-than-one: its ending is 's' or 'es'.",
      "Skipped 'Bus' in more-than-one: a word is written in lower case.",
    ]);
  });
});

describe('endingFor', () => {
  it('adds -es after s, ss, x, z, sh and ch, -s otherwise', () => {
    expect(['bus', 'dress', 'fox', 'quiz', 'dish', 'lunch'].map(endingFor)).toEqual(
      Array(6).fill('es'),
    );
    expect(['cat', 'cake', 'duck', 'canoe', 'egg'].map(endingFor)).toEqual(Array(5).fill('s'));
    expect(pluralOf('watch')).toBe('watches');
    expect(pluralOf('skate')).toBe('skates');
  });

  it('agrees with the rule for every word and any word (property)', () => {
    for (const each of pluralWords) expect(each.ending).toBe(takesEs(each.word) ? 'es' : 's');
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), (word) => {
        expect(endingFor(word)).toBe(takesEs(word) ? 'es' : 's');
      }),
    );
  });
});

describe('generateMoreThanOne', () => {
  it('step 1: three of a pictured -s word, the singular and the plural to choose from', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateMoreThanOne(1, createRng(seed));
        const task = item.task as Extract<MoreThanOneTask, { kind: 'pick' }>;
        expect(task.word.ending).toBe('s');
        expect(task.word.emoji).toBeDefined();
        expect([...task.choices].sort()).toEqual([task.word.word, `${task.word.word}s`].sort());
        expect(item.prompt).toBe('Here are three. Which word tells about them?');
      }),
    );
  });

  it('step 2: mixed words, "One fox, two fox__."', () => {
    const endings = new Set<string>();
    fc.assert(
      fc.property(seeds, (seed) => {
        const item = generateMoreThanOne(2, createRng(seed));
        const task = item.task as Extract<MoreThanOneTask, { kind: 'ending' }>;
        endings.add(task.word.ending);
        expect(item.prompt).toBe(`One ${task.word.word}, two ${task.word.word}__. Which ending?`);
      }),
    );
    expect([...endings].sort()).toEqual(['es', 's']);
  });

  it('step 3: six different plurals, at least two of each ending', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const task = generateMoreThanOne(3, createRng(seed)).task as Extract<
          MoreThanOneTask,
          { kind: 'sort' }
        >;
        expect(task.words).toHaveLength(6);
        expect(new Set(task.words.map((each) => each.word)).size).toBe(6);
        const es = task.words.filter((each) => takesEs(each.word)).length;
        expect(es).toBeGreaterThanOrEqual(2);
        expect(6 - es).toBeGreaterThanOrEqual(2);
      }),
    );
  });

  it('step 4: two more slots than the singular, so the slots never tell the ending', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const task = generateMoreThanOne(4, createRng(seed)).task as Extract<
          MoreThanOneTask,
          { kind: 'build' }
        >;
        expect(task.slots).toBe(task.word.word.length + 2);
      }),
    );
  });

  it('never gives the same word twice in a row', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const rng = createRng(seed);
        const first = generateMoreThanOne(step, rng);
        const second = generateMoreThanOne(step, rng, { recentKeys: [first.key] });
        expect(second.key).not.toBe(first.key);
      }),
    );
  });
});

describe('checkMoreThanOne', () => {
  it('step 1: the plural is right; the singular says there are more than one', () => {
    const item = itemOf({ kind: 'pick', word: find('cat'), choices: ['cat', 'cats'] }, 1);
    expect(checkMoreThanOne(item, { kind: 'pick', word: 'cats' }).correct).toBe(true);
    expect(checkMoreThanOne(item, { kind: 'pick', word: 'cat' })).toMatchObject({
      correct: false,
      misconception: 'only-one',
      message: 'There are three: more than one. Add -s: cats.',
      speech: ['There are three: more than one.', 'Add', 'S.', 'cats.'],
    });
  });

  it('step 2: too little (foxs) and too much (cates) get their hints', () => {
    const fox = itemOf({ kind: 'ending', word: find('fox') });
    expect(checkMoreThanOne(fox, { kind: 'ending', ending: 'es' })).toEqual({ correct: true });
    expect(checkMoreThanOne(fox, { kind: 'ending', ending: 's' })).toEqual({
      correct: false,
      misconception: 'too-little',
      message: 'Say it: fox-es. Hear the extra beat? Words that end in s, x, z, sh or ch get -es.',
      speech: [
        'Say it:',
        'foxes.',
        'Hear the extra beat?',
        'Words that end in',
        'S.',
        'X.',
        'Zed.',
        'S.',
        'and',
        'H.',
        'or',
        'C.',
        'and',
        'H.',
        'get',
        'E.',
        'S.',
      ],
    });
    const cat = itemOf({ kind: 'ending', word: find('cat') });
    expect(checkMoreThanOne(cat, { kind: 'ending', ending: 'es' })).toEqual({
      correct: false,
      misconception: 'too-much',
      message: 'Cat ends in t, so just add -s: cats. No extra beat.',
      speech: ['Cat ends in', 'T.', 'so just add', 'S.', 'cats.', 'No extra beat.'],
    });
  });

  it("step 2: the right ending is the rule's, for every word (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...pluralWords), fc.constantFrom('s', 'es'), (word, ending) => {
        const result = checkMoreThanOne(itemOf({ kind: 'ending', word }), {
          kind: 'ending',
          ending,
        });
        expect(result.correct).toBe(ending === (takesEs(word.word) ? 'es' : 's'));
      }),
    );
  });

  it('step 3: a sort is right only if every plural is in its bin; a misplaced one names its hint', () => {
    const task: MoreThanOneTask = {
      kind: 'sort',
      words: ['cat', 'dog', 'hat', 'fox', 'dish', 'bus'].map(find),
    };
    const right = { cats: 's', dogs: 's', hats: 's', foxes: 'es', dishes: 'es', buses: 'es' };
    expect(checkMoreThanOne(itemOf(task, 3), { kind: 'sort', placement: right }).correct).toBe(
      true,
    );
    const wrong = checkMoreThanOne(itemOf(task, 3), {
      kind: 'sort',
      placement: { ...right, dishes: 's' },
    });
    expect(wrong).toMatchObject({ correct: false, misconception: 'too-little' });
    expect(wrong.marks).toMatchObject({ dishes: 'incorrect', cats: 'correct' });
  });

  it('step 4: the exact plural, case ignored; foxs and cates name their mistake', () => {
    const fox = itemOf({ kind: 'build', word: find('fox'), slots: 5 }, 4);
    expect(checkMoreThanOne(fox, { kind: 'build', letters: 'FOXES' }).correct).toBe(true);
    expect(checkMoreThanOne(fox, { kind: 'build', letters: 'foxs' }).misconception).toBe(
      'too-little',
    );
    expect(checkMoreThanOne(fox, { kind: 'build', letters: 'fox' }).misconception).toBe('only-one');
    expect(checkMoreThanOne(fox, { kind: 'build', letters: 'foxxs' })).toEqual({ correct: false });
    const cat = itemOf({ kind: 'build', word: find('cat'), slots: 5 }, 4);
    expect(checkMoreThanOne(cat, { kind: 'build', letters: 'cates' }).misconception).toBe(
      'too-much',
    );
  });
});

describe('texts and speech', () => {
  it('after the answer: "f, o, x, e, s: foxes."', () => {
    const fox = itemOf({ kind: 'ending', word: find('fox') });
    expect(describeMoreThanOne(fox)).toBe('f, o, x, e, s: foxes.');
    expect(describeMoreThanOneSpeech(fox)).toEqual(['F.', 'O.', 'X.', 'E.', 'S.', 'foxes.']);
    const sort = itemOf({ kind: 'sort', words: ['cat', 'fox', 'dog'].map(find) }, 3);
    expect(describeMoreThanOne(sort)).toBe('-s: cats, dogs. -es: foxes.');
    expect(describeMoreThanOneSpeech(sort)).toEqual(['S.', 'cats, dogs.', 'E.', 'S.', 'foxes.']);
  });

  it('the worked example spells the plural with letter names', () => {
    const steps = moreThanOneWorkedExample(itemOf({ kind: 'ending', word: find('fox') }));
    expect(steps.map((step) => step.text)).toEqual([
      'One fox, two foxes.',
      'Fox ends in x, so add -es. Hear the extra beat: foxes.',
      'f, o, x, e, s: foxes.',
    ]);
    expect(steps[1]?.speech).toEqual([
      'Fox ends in',
      'X.',
      'so add',
      'E.',
      'S.',
      'Hear the extra beat:',
      'foxes.',
    ]);
    expect(steps[2]?.speech).toEqual(['F.', 'O.', 'X.', 'E.', 'S.', 'foxes.']);
  });

  it('step 4 says the singular, then the plural: "Dish…", "dishes"', () => {
    const item = generateMoreThanOne(4, createRng(3));
    const task = item.task as Extract<MoreThanOneTask, { kind: 'build' }>;
    expect(item.speech?.[1]).toBe(`${pluralOf(task.word.word)}.`);
    expect(item.prompt).not.toContain(pluralOf(task.word.word));
  });

  it('no prompt or worked example hands the synthesizer a bare letter (property)', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateMoreThanOne(step, createRng(seed));
        expect(spokenProblems(item.speech ?? item.prompt)).toEqual([]);
        for (const example of moreThanOneWorkedExample(item)) {
          expect(spokenProblems(example.speech ?? example.text)).toEqual([]);
        }
      }),
    );
  });

  it('every hint, message and answer in words is spoken by the rules (property)', () => {
    const said = new Set<string>();
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 4 }), (seed, step) => {
        const item = generateMoreThanOne(step, createRng(seed));
        const { task } = item;
        const answers: MoreThanOneAnswer[] = [];
        if (task.kind === 'pick') {
          answers.push(...task.choices.map((word) => ({ kind: 'pick' as const, word })));
        } else if (task.kind === 'ending') {
          answers.push({ kind: 'ending', ending: 's' }, { kind: 'ending', ending: 'es' });
        } else if (task.kind === 'sort') {
          const right = Object.fromEntries(
            task.words.map((each) => [pluralOf(each.word), each.ending]),
          );
          for (const each of task.words) {
            const other = each.ending === 's' ? 'es' : 's';
            answers.push({ kind: 'sort', placement: { ...right, [pluralOf(each.word)]: other } });
          }
        } else {
          const { word } = task.word;
          for (const letters of [word, `${word}s`, `${word}es`, 'zzz']) {
            answers.push({ kind: 'build', letters });
          }
        }
        // An answer of another kind gets the default hint.
        answers.push(
          task.kind === 'pick' ? { kind: 'ending', ending: 's' } : { kind: 'pick', word: '' },
        );
        for (const answer of answers) {
          const result = checkMoreThanOne(item, answer);
          if (result.correct && !result.message) continue;
          said.add(result.misconception ?? 'default');
          const hint = result.message ?? moreThanOneHints[result.misconception ?? 'default'];
          expect(spokenProblems(result.speech ?? hint), hint).toEqual([]);
        }
        expect(spokenProblems(moreThanOneModel.describeSpeech(item))).toEqual([]);
      }),
      { numRuns: 300 },
    );
    expect([...said].sort()).toEqual(Object.keys(moreThanOneHints).sort());
  });
});
