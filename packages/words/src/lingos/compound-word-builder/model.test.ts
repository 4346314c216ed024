import { createRng, loadPicture } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  boardHasCrossWord,
  checkCompound,
  compoundHints,
  compoundModel,
  compounds,
  compoundWorkedExample,
  describeCompound,
  findCompound,
  generateCompound,
  meaningChoices,
  parseCompoundData,
  pictureCompounds,
  seeThroughCompounds,
  splitSpoken,
  wrongSplits,
  type Compound,
  type CompoundItem,
  type CompoundTask,
} from './model';
import rawData from './words.json';

const seeds = fc.integer({ min: 0, max: 2 ** 31 });
const steps = fc.integer({ min: 1, max: 4 });

/** words.md's list, spelled out here independently of the JSON. */
const withPictures =
  'snowman sunflower rainbow football basketball cupcake popcorn butterfly ladybug toothbrush backpack seashell snowflake pancake fireworks sailboat sunglasses bedroom skateboard mailbox notebook teapot bathtub goldfish raincoat campfire sunrise sunset airplane firefighter jellyfish playground'.split(
    ' ',
  );
const wordsOnly =
  'starfish doghouse snowball lunchbox sandbox bedtime doorbell houseboat snowshoe fishbowl classroom homework birthday'.split(
    ' ',
  );
const seeThrough =
  'doghouse snowball raincoat mailbox toothbrush bathtub lunchbox seashell sandbox campfire bedtime teapot doorbell goldfish houseboat snowshoe fishbowl sailboat notebook snowflake'.split(
    ' ',
  );
const wordsMdExtras =
  'sunshine sunlight sunburn snowfall snowstorm snowboard raindrop rainfall firefly fireplace footprint bookcase bathroom boathouse housefly teacup moonlight daylight starlight'.split(
    ' ',
  );
/** Every real word the tests know: words.md's lists (the JSON may add more). */
const knownReal = new Set([...withPictures, ...wordsOnly, ...wordsMdExtras]);

const item = (task: CompoundTask, step: 1 | 2 | 3 | 4 = 1): CompoundItem => ({
  key: 'test',
  prompt: 'test',
  speech: [],
  step,
  task,
});
const compound = (word: string): Compound => {
  const found = findCompound(word);
  if (!found) throw new Error(`no ${word}`);
  return found;
};

describe('the word data', () => {
  it("has exactly words.md's compounds, the picture ones with a picture", () => {
    expect(compounds.map((each) => each.word).sort()).toEqual(
      [...withPictures, ...wordsOnly].sort(),
    );
    expect(pictureCompounds.map((each) => each.word).sort()).toEqual([...withPictures].sort());
    expect(findCompound('snowman')?.emoji).toBe('⛄');
    expect(findCompound('jellyfish')?.emoji).toBe('🪼');
  });

  it('has the see-through meanings for step 4 and leaves out the others', () => {
    expect(seeThroughCompounds.map((each) => each.word).sort()).toEqual([...seeThrough].sort());
    expect(findCompound('doghouse')?.meaning).toBe('a house for a dog');
    for (const opaque of ['butterfly', 'ladybug', 'popcorn', 'homework']) {
      expect(findCompound(opaque)?.meaning).toBeUndefined();
    }
  });

  it('has a picture in the art set for every emoji', async () => {
    for (const each of pictureCompounds) {
      expect(await loadPicture({ emoji: each.emoji ?? '' }), each.word).not.toBeNull();
    }
  });

  it('skips a bad entry with a clear message and keeps the rest', () => {
    const raw = rawData as { compounds: unknown[] };
    const parsed = parseCompoundData({
      ...raw,
      compounds: [
        ...raw.compounds,
        { word: 'sn0wman', first: 'sn0w', second: 'man', clue: 'x' },
        { word: 'catdog', first: 'cat', second: 'dig', clue: 'x' },
        { word: 'snowman', first: 'snow', second: 'man', clue: 'again' },
        { word: 'dogbed', first: 'dog', second: 'bed' },
        'rainbow',
      ],
    });
    expect(parsed.compounds).toHaveLength(compounds.length);
    expect(parsed.problems).toEqual([
      "Skipped 'sn0wman' in compound-word-builder: a word is letters only.",
      "Skipped 'catdog' in compound-word-builder: first and second must spell the word.",
      "Skipped 'snowman' in compound-word-builder: the word is already in the list.",
      "Skipped 'dogbed' in compound-word-builder: a compound needs a clue.",
      "Skipped 'rainbow' in compound-word-builder: the word is already in the list.",
    ]);
    expect(parseCompoundData(null).compounds).toEqual([]);
  });
});

describe('step 1: the second word', () => {
  it('has one card that makes a listed compound; the others make no real word', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const generated = generateCompound(1, createRng(seed));
        const { task } = generated;
        if (task.kind !== 'second') return false;
        const real = task.choices.filter((choice) => knownReal.has(task.compound.first + choice));
        expect(real).toEqual([task.compound.second]);
        expect(new Set(task.choices).size).toBe(3);
        expect(task.compound.emoji).toBeDefined();
        return true;
      }),
    );
  });

  it('accepts man after snow, says snow plus man, and hints at a non-word', () => {
    const task: CompoundTask = {
      kind: 'second',
      compound: compound('snowman'),
      choices: ['man', 'cup', 'red'],
    };
    expect(checkCompound(item(task), { kind: 'choice', value: 'man' }).correct).toBe(true);
    const miss = checkCompound(item(task), { kind: 'choice', value: 'cup' });
    expect(miss).toMatchObject({ correct: false, misconception: 'non-word' });
    expect(miss.message).toBe(
      'Say it together: snow… cup. Is that a real word? Try a word for something you build in winter.',
    );
    expect(describeCompound(item(task))).toBe('snow plus man: snowman.');
  });

  it('accepts any listed compound with the first word (sun: flower or set)', () => {
    const task: CompoundTask = {
      kind: 'second',
      compound: compound('sunflower'),
      choices: ['flower', 'cup', 'red'],
    };
    expect(checkCompound(item(task), { kind: 'choice', value: 'set' }).correct).toBe(true);
  });

  it('reads the prompt and its choices aloud', () => {
    const generated = generateCompound(1, createRng(7));
    const { task } = generated;
    if (task.kind !== 'second') throw new Error('step 1');
    expect(generated.speech).toEqual([
      `${task.compound.first} plus which word?`,
      `Choices: ${task.choices.join(', ')}.`,
    ]);
  });
});

describe('step 2: the split', () => {
  it('offers the join and 2 other points; only the join splits into the two words', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { task } = generateCompound(2, createRng(seed));
        if (task.kind !== 'split') return false;
        const { word } = task.compound;
        const right = task.choices.filter(
          (at) =>
            word.slice(0, at) === task.compound.first && word.slice(at) === task.compound.second,
        );
        expect(right).toHaveLength(1);
        expect(new Set(task.choices).size).toBe(3);
        for (const at of task.choices) expect(at > 0 && at < word.length).toBe(true);
        return true;
      }),
    );
  });

  it('never offers a split into two real words or an unkind half', () => {
    expect(wrongSplits(compound('seashell'))).not.toContain(4);
    expect(wrongSplits(compound('sunglasses'))).not.toContain(4);
    for (const each of compounds) {
      for (const at of wrongSplits(each)) {
        expect(at).not.toBe(each.first.length);
        expect(['hell', 'butt']).not.toContain(each.word.slice(0, at));
        expect(['hell', 'butt']).not.toContain(each.word.slice(at));
      }
      expect(wrongSplits(each).length, each.word).toBeGreaterThanOrEqual(2);
    }
  });

  it('reads a split with its break spoken; a bad split hints the two words', () => {
    expect(splitSpoken('rainbow', 4)).toBe('rain, then bow');
    const task: CompoundTask = { kind: 'split', compound: compound('rainbow'), choices: [2, 4, 5] };
    expect(checkCompound(item(task, 2), { kind: 'choice', value: '4' }).correct).toBe(true);
    expect(checkCompound(item(task, 2), { kind: 'choice', value: '2' })).toMatchObject({
      correct: false,
      misconception: 'bad-split',
      message: 'Find two real words: rain and bow.',
    });
  });
});

describe('step 3: the match', () => {
  it('draws 4 pairs with no cross-combination a real word', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { task } = generateCompound(3, createRng(seed));
        if (task.kind !== 'match') return false;
        expect(task.pairs).toHaveLength(4);
        expect([...task.rightOrder].sort()).toEqual(task.pairs.map((pair) => pair.word).sort());
        for (const left of task.pairs) {
          for (const right of task.pairs) {
            if (left !== right) expect(knownReal.has(left.first + right.second)).toBe(false);
          }
        }
        return true;
      }),
    );
  });

  it('rejects a board where a cross-combination is real (snow + ball from football)', () => {
    expect(boardHasCrossWord([compound('snowman'), compound('rainbow')])).toBe(false);
    expect(
      boardHasCrossWord([compound('snowman'), compound('cupcake'), compound('toothbrush')]),
    ).toBe(false);
    // sun + bow: a sunbow, known from the JSON's extra words.
    expect(
      boardHasCrossWord([compound('snowman'), compound('sunflower'), compound('rainbow')]),
    ).toBe(true);
    expect(boardHasCrossWord([compound('snowman'), compound('football')])).toBe(true);
  });

  it('is right only when all 4 pairs make compounds; marks each left card', () => {
    const pairs = ['snowman', 'rainbow', 'cupcake', 'toothbrush'].map(compound);
    const task: CompoundTask = { kind: 'match', pairs, rightOrder: pairs.map((p) => p.word) };
    const all = Object.fromEntries(pairs.map((pair) => [pair.word, pair.word]));
    expect(checkCompound(item(task, 3), { kind: 'pairs', pairs: all }).correct).toBe(true);
    const swapped = { ...all, snowman: 'cupcake', cupcake: 'snowman' };
    const miss = checkCompound(item(task, 3), { kind: 'pairs', pairs: swapped });
    expect(miss.correct).toBe(false);
    expect(miss.marks).toEqual({
      snowman: 'incorrect',
      rainbow: 'correct',
      cupcake: 'incorrect',
      toothbrush: 'correct',
    });
    expect(miss.message).toBe(
      'Say it together: snow… cake. Is that a real word? Try a word for something you build in winter.',
    );
    const three = Object.fromEntries(Object.entries(all).filter(([left]) => left !== 'toothbrush'));
    expect(checkCompound(item(task, 3), { kind: 'pairs', pairs: three }).correct).toBe(false);
  });
});

describe('step 4: the meaning', () => {
  it('offers the meaning, the reversed one and a kind of the first word', () => {
    expect(meaningChoices(compound('doghouse')).map((choice) => choice.text)).toEqual([
      'a house for a dog',
      'a dog that looks like a house',
      'a kind of dog',
    ]);
    expect(meaningChoices(compound('snowball'))[1]?.text).toBe('snow that looks like a ball');
  });

  it('uses see-through compounds only, with exactly one right card', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { task } = generateCompound(4, createRng(seed));
        if (task.kind !== 'meaning') return false;
        expect(seeThrough).toContain(task.compound.word);
        expect(task.choices.filter((choice) => choice.kind === 'right')).toHaveLength(1);
        return true;
      }),
    );
  });

  it('a reversed meaning gets the hint about the last word', () => {
    const task: CompoundTask = {
      kind: 'meaning',
      compound: compound('doghouse'),
      choices: meaningChoices(compound('doghouse')),
    };
    expect(checkCompound(item(task, 4), { kind: 'choice', value: 'right' }).correct).toBe(true);
    expect(checkCompound(item(task, 4), { kind: 'choice', value: 'looks-like' })).toMatchObject({
      misconception: 'reversed',
      message:
        'The last word tells what it is: a doghouse is a kind of house. The first word tells what kind: a house for a dog.',
    });
    expect(generateCompound(4, createRng(3)).prompt).toMatch(/^What is a [a-z]+\?$/);
  });
});

describe('the generator', () => {
  it('never brings the same target word twice in a row', () => {
    fc.assert(
      fc.property(seeds, steps, (seed, step) => {
        const rng = createRng(seed);
        const first = generateCompound(step, rng);
        const second = generateCompound(step, rng, { recentKeys: [first.key] });
        const words = (generated: CompoundItem) =>
          generated.task.kind === 'match'
            ? generated.task.pairs.map((pair) => pair.word)
            : [generated.task.compound.word];
        for (const word of words(second)) expect(words(first)).not.toContain(word);
      }),
    );
  });

  it('is a PracticeModel of 4 steps with a hint for every misconception', () => {
    expect(compoundModel.steps).toBe(4);
    for (const key of ['non-word', 'bad-split', 'reversed'] as const) {
      expect(compoundHints[key]).toBeTruthy();
    }
  });
});

describe('the worked example', () => {
  it('step 1 says the first word with each card, then the compound', () => {
    const task: CompoundTask = {
      kind: 'second',
      compound: compound('snowman'),
      choices: ['cup', 'man', 'red'],
    };
    expect(compoundWorkedExample(item(task)).map((step) => step.text)).toEqual([
      'Say snow with each word, and listen for a real word.',
      'Snow… cup: that is not a real word.',
      'Snow… red: that is not a real word.',
      'Snow… man: snowman! A real word: something you build in winter.',
    ]);
  });

  it('step 2 finds the first word, then the second, then the break', () => {
    const task: CompoundTask = { kind: 'split', compound: compound('rainbow'), choices: [2, 4, 5] };
    expect(compoundWorkedExample(item(task, 2)).map((step) => step.text)).toEqual([
      'Look for a word you know at the start of rainbow: rain.',
      'What is left is bow. That is a real word too.',
      'Rain, then bow: the two words join there.',
    ]);
  });

  it('step 4 reads the last word first', () => {
    const task: CompoundTask = {
      kind: 'meaning',
      compound: compound('doghouse'),
      choices: meaningChoices(compound('doghouse')),
    };
    expect(compoundWorkedExample(item(task, 4)).at(-1)?.text).toBe(
      'A doghouse is a house for a dog.',
    );
  });
});

describe('what is read aloud', () => {
  /** Every answer a child could give to an item. */
  const answersOf = (generated: CompoundItem) =>
    generated.task.kind === 'match'
      ? [{ kind: 'pairs' as const, pairs: {} }]
      : generated.task.kind === 'second'
        ? generated.task.choices.map((value) => ({ kind: 'choice' as const, value }))
        : generated.task.kind === 'split'
          ? generated.task.choices.map((at) => ({ kind: 'choice' as const, value: String(at) }))
          : generated.task.choices.map((choice) => ({
              kind: 'choice' as const,
              value: choice.kind,
            }));

  it('never hands the synthesizer a bare letter: prompts, hints, worked examples, answers', () => {
    fc.assert(
      fc.property(seeds, steps, (seed, step) => {
        const generated = generateCompound(step, createRng(seed));
        const texts = [
          ...generated.speech,
          generated.prompt,
          describeCompound(generated),
          ...compoundWorkedExample(generated).map((each) => each.text),
          ...answersOf(generated).map((answer) => checkCompound(generated, answer).message ?? ''),
        ].filter((text) => text !== '');
        // Sentence by sentence: "A" opening one ("A real word", "A moose") is the article.
        for (const sentence of texts.flatMap((text) => text.split(/(?<=[.!?:;])\s+/))) {
          expect(utteranceProblem(sentence), sentence).toBeNull();
        }
      }),
    );
  });

  it('speaks every hint, message and answer in words whole, by the rules (property)', () => {
    const said = new Set<string>();
    fc.assert(
      fc.property(seeds, steps, (seed, step) => {
        const generated = generateCompound(step, createRng(seed));
        for (const answer of answersOf(generated)) {
          const result = checkCompound(generated, answer);
          if (result.correct && !result.message) continue;
          said.add(result.misconception ?? 'default');
          // Spoken as one utterance, not sentence by sentence: the kit reads it whole.
          const hint = result.message ?? compoundHints[result.misconception ?? 'default'];
          for (const text of [result.speech ?? hint].flat()) {
            expect(utteranceProblem(text), text).toBeNull();
          }
        }
        expect(utteranceProblem(describeCompound(generated))).toBeNull();
      }),
      { numRuns: 300 },
    );
    // Every wrong answer gets a message of its own; the default hint is never needed.
    expect([...said].sort()).toEqual(
      Object.keys(compoundHints)
        .filter((key) => key !== 'default')
        .sort(),
    );
  });
});
