import { createRng, loadPicture } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  checkSameOpposite,
  describeSameOpposite,
  generateSameOpposite,
  oppositesOf,
  parseSameOppositeData,
  sameOppositeData,
  sameOppositeModel,
  sameOppositeWorkedExample,
  synonymsOf,
  withWord,
  type SameOppositeItem,
  type SameOppositeTask,
} from './model';
import rawData from './words.json';

const seeds = fc.integer({ min: 0, max: 2 ** 31 });
const steps = fc.integer({ min: 1, max: 4 });

/** words.md's lists, spelled out here independently of the JSON. */
const opposites =
  'hot–cold big–small up–down happy–sad day–night fast–slow loud–quiet awake–asleep summer–winter open–closed full–empty in–out tall–short hard–soft early–late first–last push–pull win–lose float–sink clean–dirty thick–thin rough–smooth above–below give–take'
    .split(' ')
    .map((pair) => pair.split('–') as [string, string]);
const sameMeaning =
  'big–large small–little happy–glad sad–unhappy fast–quick mad–angry start–begin shut–close yell–shout gift–present loud–noisy scared–afraid kind–nice sleepy–tired rock–stone smile–grin under–below friend–pal cold–chilly huge–giant fix–repair sick–ill jump–leap talk–speak easy–simple'
    .split(' ')
    .map((pair) => pair.split('–') as [string, string]);
const pictureWords =
  'hot cold big small up down happy sad day night fast slow loud quiet awake asleep summer winter'.split(
    ' ',
  );
const isPair = (list: readonly [string, string][], a: string, b: string) =>
  list.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
/** An independent reading of "means the same": the list, or through a word they both mean. */
const means = (a: string, b: string) => isPair(sameMeaning, a, b);
/** An independent reading of "opposite": the list, or the opposite of a word it means. */
const opposite = (a: string, b: string) =>
  isPair(opposites, a, b) ||
  sameMeaning.some(
    ([x, y]) => (x === a && isPair(opposites, y, b)) || (y === a && isPair(opposites, x, b)),
  );

const item = (task: SameOppositeTask, step: 1 | 2 | 3 | 4 = 2): SameOppositeItem => ({
  key: 'test',
  prompt: 'test',
  speech: [],
  step,
  task,
});
const sentenceOf = (word: string) => {
  const found = sameOppositeData.sentences.find((sentence) => sentence.word === word);
  if (!found) throw new Error(word);
  return found;
};

describe('the word data', () => {
  it("has words.md's lists", () => {
    expect(sameOppositeData.opposites.map((pair) => [pair.word, pair.partner])).toEqual(opposites);
    expect(sameOppositeData.sameMeaning.map((pair) => [pair.word, pair.partner])).toEqual(
      sameMeaning,
    );
    expect(sameOppositeData.pictures.map((picture) => picture.word)).toEqual(pictureWords);
    expect(sameOppositeData.sentences).toHaveLength(10);
    expect(sentenceOf('tiny')).toMatchObject({
      sentence: 'The tiny mouse hid under the porch.',
      ask: 'same',
      right: 'little',
      mixUp: 'huge',
      topic: ['quick', 'brown'],
    });
  });

  it('has a picture in the art set for every step-1 emoji', async () => {
    for (const picture of sameOppositeData.pictures) {
      expect(await loadPicture({ emoji: picture.emoji }), picture.word).not.toBeNull();
    }
  });

  it('skips a bad entry with a clear message and keeps the rest', () => {
    const raw = rawData as Record<string, unknown> & {
      sentences: unknown[];
      opposites: unknown[];
      pictures: unknown[];
    };
    const parsed = parseSameOppositeData({
      ...raw,
      opposites: [...raw.opposites, { word: 'Hot', partner: 'cold' }],
      pictures: [...(raw.pictures as unknown[]), { word: 'warm', emoji: 'sun', alt: 'the sun' }],
      sentences: [
        ...raw.sentences,
        {
          sentence: 'The cat sat.',
          word: 'dog',
          ask: 'same',
          right: 'pup',
          mixUp: 'cat',
          topic: ['a', 'b'],
        },
      ],
    });
    expect(parsed.opposites).toHaveLength(24);
    expect(parsed.sentences).toHaveLength(10);
    expect(parsed.problems).toEqual([
      "Skipped 'Hot' in same-or-opposite opposites: a pair is two different words of small letters.",
      'Skipped \'warm\' in same-or-opposite pictures: the picture "sun" is not in the picture set.',
      "Skipped 'dog' in same-or-opposite sentences: the sentence must contain its word.",
    ]);
  });
});

describe('step 1: opposites with pictures', () => {
  it('offers the opposite and one unrelated picture word; only the opposite is right', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { task } = generateSameOpposite(1, createRng(seed));
        if (task.kind !== 'choose') return false;
        expect(task.ask).toBe('opposite');
        expect(task.choices).toHaveLength(2);
        for (const choice of task.choices) expect(pictureWords).toContain(choice);
        expect(task.choices.filter((choice) => opposite(task.word, choice))).toEqual([task.right]);
        return true;
      }),
    );
  });

  it('reads the picture, the question and the cards with their pictures', () => {
    const generated = generateSameOpposite(1, createRng(4));
    const { task } = generated;
    if (task.kind !== 'choose') throw new Error('choose');
    expect(generated.prompt).toBe(`What is the opposite of ${task.word}?`);
    expect(generated.speech[0]).toMatch(/^Picture: .+\.$/);
    expect(generated.speech[2]).toMatch(/^Choices: \w+, picture of [^;]+; \w+, picture of .+\.$/);
  });

  it('the words.md example: hot, cold 🧊, big 🐘', () => {
    const task: SameOppositeTask = {
      kind: 'choose',
      ask: 'opposite',
      word: 'hot',
      right: 'cold',
      choices: ['cold', 'big'],
      pictures: true,
    };
    expect(checkSameOpposite(item(task, 1), { kind: 'choice', value: 'cold' }).correct).toBe(true);
    expect(checkSameOpposite(item(task, 1), { kind: 'choice', value: 'big' })).toMatchObject({
      correct: false,
      misconception: 'unrelated',
    });
  });
});

describe('step 2: same meaning', () => {
  it('has 3 cards: one that means the same, the opposite, and one unrelated', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { task } = generateSameOpposite(2, createRng(seed));
        if (task.kind !== 'choose') return false;
        expect(task.choices).toHaveLength(3);
        expect(task.choices.filter((choice) => means(task.word, choice))).toEqual([task.right]);
        expect(task.choices.filter((choice) => opposite(task.word, choice))).toHaveLength(1);
        for (const word of ['light', 'old', 'right', 'fair']) expect(task.word).not.toBe(word);
        return true;
      }),
    );
  });

  it('the opposite picked: "Small is the opposite of big. We want a word that means the same: large."', () => {
    const task: SameOppositeTask = {
      kind: 'choose',
      ask: 'same',
      word: 'big',
      right: 'large',
      choices: ['large', 'small', 'red'],
      pictures: false,
    };
    expect(checkSameOpposite(item(task), { kind: 'choice', value: 'small' })).toMatchObject({
      misconception: 'chose-opposite',
      message: 'Small is the opposite of big. We want a word that means the same: large.',
    });
    expect(checkSameOpposite(item(task), { kind: 'choice', value: 'large' }).correct).toBe(true);
    expect(describeSameOpposite(item(task))).toBe('Large means the same as big.');
  });

  it('knows opposites through a word that means the same', () => {
    expect(oppositesOf('large')).toContain('small');
    expect(synonymsOf('below')).toEqual(['under']);
  });
});

describe('step 3: the sort', () => {
  it('has 6 pairs, some of each kind, no word twice, each in the bin of its list', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { task } = generateSameOpposite(3, createRng(seed));
        if (task.kind !== 'sort') return false;
        expect(task.cards).toHaveLength(6);
        const words = task.cards.flatMap((card) => [card.word, card.partner]);
        expect(new Set(words).size).toBe(12);
        for (const card of task.cards) {
          expect(
            card.bin === 'same'
              ? means(card.word, card.partner)
              : opposite(card.word, card.partner),
          ).toBe(true);
        }
        expect(task.cards.some((card) => card.bin === 'same')).toBe(true);
        expect(task.cards.some((card) => card.bin === 'opposite')).toBe(true);
        return true;
      }),
    );
  });

  it('is right only when every pair is in its bin; a misplaced pair gets its hint', () => {
    const generated = generateSameOpposite(3, createRng(1));
    const { task } = generated;
    if (task.kind !== 'sort') throw new Error('sort');
    const right = Object.fromEntries(task.cards.map((card) => [card.id, card.bin]));
    expect(checkSameOpposite(generated, { kind: 'sort', placement: right }).correct).toBe(true);
    const [first] = task.cards;
    if (!first) throw new Error('a card');
    const swapped = { ...right, [first.id]: first.bin === 'same' ? 'opposite' : 'same' };
    const miss = checkSameOpposite(generated, { kind: 'sort', placement: swapped });
    expect(miss.correct).toBe(false);
    expect(miss.marks?.[first.id]).toBe('incorrect');
    expect(miss.message).toMatch(first.bin === 'same' ? /mean the same\.$/ : /is the opposite of/);
  });
});

describe('step 4: sentences', () => {
  it('has 4 cards from the sentence; only the marked word is right', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const generated = generateSameOpposite(4, createRng(seed));
        const { task } = generated;
        if (task.kind !== 'sentence') return false;
        const { sentence } = task;
        expect([...task.choices].sort()).toEqual(
          [sentence.right, sentence.mixUp, ...sentence.topic].sort(),
        );
        for (const choice of task.choices) {
          expect(checkSameOpposite(generated, { kind: 'choice', value: choice }).correct).toBe(
            choice === sentence.right,
          );
        }
        expect(generated.speech[0]).toBe(sentence.sentence);
        return true;
      }),
    );
  });

  it('a topic word: "Put your word in the sentence instead"', () => {
    const sentence = sentenceOf('tiny');
    const task: SameOppositeTask = {
      kind: 'sentence',
      sentence,
      choices: ['little', 'huge', 'quick', 'brown'],
    };
    expect(withWord(sentence, 'little')).toBe('The little mouse hid under the porch.');
    expect(checkSameOpposite(item(task, 4), { kind: 'choice', value: 'quick' })).toMatchObject({
      misconception: 'sentence',
      message:
        "Put your word in the sentence instead: 'The quick mouse hid under the porch.' Does it still mean the same?",
    });
    expect(checkSameOpposite(item(task, 4), { kind: 'choice', value: 'huge' })).toMatchObject({
      misconception: 'chose-opposite',
    });
  });

  it("icy for freezing gets words.md's own hint", () => {
    const sentence = sentenceOf('freezing');
    const task: SameOppositeTask = {
      kind: 'sentence',
      sentence,
      choices: ['warm', 'icy', 'wet', 'blue'],
    };
    expect(checkSameOpposite(item(task, 4), { kind: 'choice', value: 'icy' })).toMatchObject({
      misconception: 'chose-same',
      message:
        'Icy means almost the same as freezing. The opposite would feel nice for swimming: warm.',
    });
  });
});

describe('the generator and the worked example', () => {
  it('never brings the same target word twice in a row', () => {
    fc.assert(
      fc.property(seeds, steps, (seed, step) => {
        const rng = createRng(seed);
        const first = generateSameOpposite(step, rng);
        const second = generateSameOpposite(step, rng, { recentKeys: [first.key] });
        const targets = (generated: SameOppositeItem) =>
          generated.task.kind === 'sort'
            ? generated.task.cards.map((card) => card.word)
            : generated.task.kind === 'choose'
              ? [generated.task.word]
              : [generated.task.sentence.word];
        for (const word of targets(second)) expect(targets(first)).not.toContain(word);
      }),
    );
  });

  it('solves a sentence aloud, ending with the right word in place', () => {
    const sentence = sentenceOf('begin');
    const steps = sameOppositeWorkedExample(
      item({ kind: 'sentence', sentence, choices: ['start', 'end', 'like', 'walk'] }, 4),
    );
    expect(steps.map((step) => step.text)).toEqual([
      'Read the sentence: We begin school in September.',
      'Put a word in place of begin: it must still mean the same.',
      'We start school in September. Start is the one.',
    ]);
    expect(sameOppositeModel.steps).toBe(4);
  });
});

describe('what is read aloud', () => {
  /** Every answer a child could give to an item. */
  const answersOf = (generated: SameOppositeItem) =>
    generated.task.kind === 'sort'
      ? [{ kind: 'sort' as const, placement: {} }]
      : generated.task.choices.map((value) => ({ kind: 'choice' as const, value }));

  it('never hands the synthesizer a bare letter: prompts, hints, worked examples, answers', () => {
    fc.assert(
      fc.property(seeds, steps, (seed, step) => {
        const generated = generateSameOpposite(step, createRng(seed));
        const texts = [
          ...generated.speech,
          generated.prompt,
          describeSameOpposite(generated),
          ...sameOppositeWorkedExample(generated).map((each) => each.text),
          ...answersOf(generated).map(
            (answer) => checkSameOpposite(generated, answer).message ?? '',
          ),
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
        const generated = generateSameOpposite(step, createRng(seed));
        for (const answer of answersOf(generated)) {
          const result = checkSameOpposite(generated, answer);
          if (result.correct && !result.message) continue;
          said.add(result.misconception ?? 'default');
          // Spoken as one utterance, not sentence by sentence: the kit reads it whole.
          const hint = result.message ?? sameOppositeModel.hints[result.misconception ?? 'default'];
          for (const text of [result.speech ?? hint].flat()) {
            expect(utteranceProblem(text), text).toBeNull();
          }
        }
        expect(utteranceProblem(describeSameOpposite(generated))).toBeNull();
      }),
      { numRuns: 300 },
    );
    // Every wrong answer gets a message of its own; the default hint is never needed.
    expect([...said].sort()).toEqual(
      Object.keys(sameOppositeModel.hints)
        .filter((key) => key !== 'default')
        .sort(),
    );
  });
});
