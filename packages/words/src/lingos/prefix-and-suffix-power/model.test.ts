import { createRng, loadPicture } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  checkParts,
  describeParts,
  distractorForm,
  generateParts,
  misspelled,
  parsePartsData,
  partsData,
  partsModel,
  partsWorkedExample,
  spelled,
  withSuffix,
  type PartsItem,
  type PartsTask,
} from './model';
import rawData from './words.json';

const seeds = fc.integer({ min: 0, max: 2 ** 31 });
const steps = fc.integer({ min: 1, max: 4 });

/** words.md's lists, spelled out here independently of the JSON. */
const unWords =
  'unlock unpack untie unzip unhappy unkind unsafe unfair unwell undo unbutton unplug unload unwrap unsure unlucky'.split(
    ' ',
  );
const reWords =
  'redo reread repaint refill rebuild retell replay rewrite reuse reheat restart recheck'.split(
    ' ',
  );
const fulWords =
  'helpful careful colourful joyful playful thankful hopeful useful cheerful restful'.split(' ');
const plainVerbs =
  'jump play paint help pack kick look walk rest fish wish melt plant call rain snow'.split(' ');
const plainCompare = 'tall fast small long short cold warm soft loud quick dark high'.split(' ');
const step4Spelling: Record<string, string> = {
  hop: 'hopping',
  stop: 'stopped',
  skip: 'skipping',
  clap: 'clapped',
  run: 'running',
  swim: 'swimming',
  skate: 'skating',
  bake: 'baked',
  smile: 'smiled',
  big: 'bigger',
  hot: 'hottest',
  wet: 'wetter',
  sad: 'saddest',
  large: 'larger',
  nice: 'nicest',
  wide: 'wider',
};

const item = (task: PartsTask, step: 1 | 2 | 3 | 4): PartsItem => ({
  key: 'test',
  prompt: 'test',
  speech: [],
  step,
  task,
});

describe('the word data', () => {
  it("has words.md's lists", () => {
    const words = (part: string) =>
      partsData.parts.filter((each) => each.part === part).map((each) => each.word);
    expect(words('un')).toEqual(unWords);
    expect(words('re')).toEqual(reWords);
    expect(words('ful')).toEqual(fulWords);
    expect(partsData.tenseVerbs.map((each) => each.word)).toEqual(plainVerbs);
    expect(partsData.compareWords.map((each) => each.word)).toEqual(plainCompare);
    expect(
      Object.fromEntries(partsData.spelling.map((each) => [each.word, spelled(each)])),
    ).toEqual(step4Spelling);
    expect(partsData.problems).toEqual([]);
  });

  it('has a picture in the art set for every step-1 emoji', async () => {
    for (const each of partsData.meaningPictures) {
      for (const emoji of [each.picture.emoji, each.right.emoji, each.wrong.emoji]) {
        expect(await loadPicture({ emoji }), `${each.word} ${emoji}`).not.toBeNull();
      }
    }
  });

  it('skips a bad entry with a clear message', () => {
    const raw = rawData as Record<string, unknown> & { parts: unknown[] };
    const parsed = parsePartsData({
      ...raw,
      parts: [
        ...raw.parts,
        { word: 'uncle', part: 'un', base: 'cle', meaning: 'not cle' },
        { word: 'unsafe', part: 'un', base: 'safe', meaning: 'again' },
        { word: 'resafe', part: 're', base: 'save', meaning: 'save again' },
      ],
    });
    expect(parsed.parts).toHaveLength(38);
    expect(parsed.problems).toEqual([
      "Skipped 'uncle' in prefix-and-suffix-power parts: un or re is not a prefix in it.",
      "Skipped 'unsafe' in prefix-and-suffix-power parts: the word is already in the list.",
      "Skipped 'resafe' in prefix-and-suffix-power parts: re and save must spell the word.",
    ]);
  });
});

describe('spelling', () => {
  it('adds endings with no change, doubles, and drops the e', () => {
    expect(withSuffix('paint', 'ed')).toBe('painted');
    expect(withSuffix('wish', 's')).toBe('wishes');
    expect(withSuffix('hop', 'ing', 'double')).toBe('hopping');
    expect(withSuffix('skate', 'ing', 'drop-e')).toBe('skating');
    const hop = partsData.spelling.find((each) => each.word === 'hop');
    expect(hop && misspelled(hop)).toBe('hoping');
  });

  it('never shows a -y → -i change or an irregular past', () => {
    expect(distractorForm('happy', 'er')).toBeNull();
    expect(distractorForm('happy', 'ed')).toBeNull();
    expect(distractorForm('build', 'ed')).toBeNull();
    expect(distractorForm('care', 'ing')).toBe('caring');
    expect(distractorForm('colour', 'ing')).toBe('colouring');
  });
});

describe('step 1: un- and re- with pictures', () => {
  it('"What does unlock mean?" open the lock, or lock it again', () => {
    const word = partsData.meaningPictures.find((each) => each.word === 'unlock');
    if (!word) throw new Error('unlock');
    const task: PartsTask = {
      kind: 'meaning',
      word,
      choices: [
        { value: 'right', text: word.right.text, emoji: word.right.emoji },
        { value: 'wrong', text: word.wrong.text, emoji: word.wrong.emoji },
      ],
    };
    expect(word.right.text).toBe('open the lock');
    expect(word.wrong.text).toBe('lock it again');
    expect(checkParts(item(task, 1), { kind: 'choice', value: 'right' }).correct).toBe(true);
    expect(checkParts(item(task, 1), { kind: 'choice', value: 'wrong' })).toMatchObject({
      misconception: 'opposite-part',
      message:
        'un- means not or undo: unlock means open a lock. re- means again: relock means lock again.',
    });
  });

  it('reads the picture, the question and the choices', () => {
    const generated = generateParts(1, createRng(2));
    expect(generated.speech[0]).toMatch(/^Picture: .+\.$/);
    expect(generated.speech[1]).toMatch(/^What does (un|re)\w+ mean\?$/);
  });
});

describe('step 2: a suffix in a sentence', () => {
  it('time words decide the tense, "than" decides -er; exactly one card fits', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const generated = generateParts(2, createRng(seed));
        const { task } = generated;
        if (task.kind !== 'sentence') return false;
        expect(task.choices).toHaveLength(3);
        expect(new Set(task.choices).size).toBe(3);
        const expected = task.sentence.startsWith('Yesterday')
          ? `${task.base}ed`
          : task.sentence.startsWith('Right now')
            ? `${task.base}ing`
            : task.sentence.includes(' than ')
              ? `${task.base}er`
              : `${task.base}est`;
        expect(task.right).toBe(expected);
        for (const choice of task.choices) {
          expect(checkParts(generated, { kind: 'choice', value: choice }).correct).toBe(
            choice === expected,
          );
        }
        expect([...plainVerbs, ...plainCompare]).toContain(task.base);
        return true;
      }),
    );
  });

  it('wrong tense and -er/-est mix-ups get their hints', () => {
    const painted: PartsTask = {
      kind: 'sentence',
      base: 'paint',
      sentence: 'Yesterday, Ava ___ the fence.',
      right: 'painted',
      part: 'ed',
      clue: 'yesterday',
      choices: ['painted', 'painting', 'paints'],
    };
    expect(checkParts(item(painted, 2), { kind: 'choice', value: 'painting' })).toMatchObject({
      misconception: 'wrong-tense',
      message: "'Yesterday' means it already happened, so use -ed: painted.",
    });
    const taller: PartsTask = {
      kind: 'sentence',
      base: 'tall',
      sentence: 'The pine is ___ than the bush.',
      right: 'taller',
      part: 'er',
      clue: 'than',
      choices: ['taller', 'tallest', 'tall'],
    };
    expect(checkParts(item(taller, 2), { kind: 'choice', value: 'tallest' })).toMatchObject({
      misconception: 'er-est',
    });
    expect(describeParts(item(taller, 2))).toBe('The pine is taller than the bush.');
  });
});

describe('step 3: all seven parts', () => {
  it('has 4 different cards: the word, the opposite part, and two others; one is right', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const generated = generateParts(3, createRng(seed));
        const { task } = generated;
        if (task.kind !== 'which') return false;
        expect(task.choices).toHaveLength(4);
        expect(new Set(task.choices).size).toBe(4);
        expect(task.choices.filter((choice) => choice === task.right)).toHaveLength(1);
        for (const choice of task.choices) {
          // No -y → -i change: happier, happied.
          if (task.base.endsWith('y')) expect(/i(er|est|ed)$/.test(choice)).toBe(false);
          expect(['uncle', 'under', 'read', 'ready', 'real']).not.toContain(choice);
        }
        return true;
      }),
    );
  });

  it('offers repack with unpack; choosing it gets the opposite-part hint', () => {
    const task: PartsTask = {
      kind: 'which',
      base: 'pack',
      part: 'un',
      meaning: 'take things out',
      right: 'unpack',
      choices: ['unpack', 'repack', 'packing', 'packed'],
    };
    expect(checkParts(item(task, 3), { kind: 'choice', value: 'repack' })).toMatchObject({
      misconception: 'opposite-part',
      message:
        'un- means not or undo: unpack means take things out. re- means again: repack means pack again.',
    });
  });
});

describe('step 4: build and spell', () => {
  it('builds from the seven part tiles and the base; only the word is right', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const generated = generateParts(4, createRng(seed));
        const { task } = generated;
        if (task.kind === 'spelling') {
          expect(task.choices).toHaveLength(2);
          expect(
            task.choices.filter(
              (choice) => checkParts(generated, { kind: 'choice', value: choice }).correct,
            ),
          ).toEqual([step4Spelling[task.word.word]]);
          return true;
        }
        if (task.kind !== 'build') return false;
        expect([...task.tiles].sort()).toEqual(
          ['un', 're', 'ing', 'ed', 'er', 'est', 'ful', task.word.base].sort(),
        );
        const word = task.word;
        const parts = word.part === 'ful' ? [word.base, 'ful'] : [word.part, word.base];
        expect(checkParts(generated, { kind: 'built', parts }).correct).toBe(true);
        expect(checkParts(generated, { kind: 'built', parts: [...parts].reverse() }).correct).toBe(
          false,
        );
        return true;
      }),
    );
  });

  it('"not safe": resafe gets the opposite-part hint, safeun that un- goes at the start', () => {
    const word = partsData.parts.find((each) => each.word === 'unsafe');
    if (!word) throw new Error('unsafe');
    const task: PartsTask = { kind: 'build', word, tiles: [] };
    expect(checkParts(item(task, 4), { kind: 'built', parts: ['re', 'safe'] })).toMatchObject({
      misconception: 'opposite-part',
      marks: { 0: 'incorrect', 1: 'correct' },
    });
    expect(checkParts(item(task, 4), { kind: 'built', parts: ['safe', 'un'] }).message).toBe(
      'un- is a prefix: it goes at the start.',
    );
    expect(describeParts(item(task, 4))).toBe('un plus safe: unsafe.');
  });

  it('hoping for hopping gets the magic e hint', () => {
    const hop = partsData.spelling.find((each) => each.word === 'hop');
    if (!hop) throw new Error('hop');
    const task: PartsTask = { kind: 'spelling', word: hop, choices: ['hopping', 'hoping'] };
    expect(checkParts(item(task, 4), { kind: 'choice', value: 'hoping' })).toMatchObject({
      misconception: 'spelling',
      // words.md: "…Hop has a short o, so double the p: hopping." Read aloud, so no bare letters.
      message:
        'Hoping comes from hope, with its silent last letter. Hop has a short vowel, so double the last letter: hopping.',
    });
    expect(partsWorkedExample(item(task, 4)).map((step) => step.text)).toEqual([
      'Hop has a short vowel and one last letter.',
      'So double the last letter before -ing: hopping.',
      'The bunny is hopping across the grass.',
    ]);
  });
});

describe('the generator', () => {
  it('never brings the same base word twice in a row', () => {
    fc.assert(
      fc.property(seeds, steps, (seed, step) => {
        const rng = createRng(seed);
        const first = generateParts(step, rng);
        const second = generateParts(step, rng, { recentKeys: [first.key] });
        const base = (generated: PartsItem) => generated.key.slice(generated.key.indexOf(':') + 1);
        expect(base(second)).not.toBe(base(first));
      }),
    );
    expect(partsModel.steps).toBe(4);
  });
});

describe('what is read aloud', () => {
  /** Every answer a child could give to an item. */
  const answersOf = (generated: PartsItem) =>
    generated.task.kind === 'build'
      ? [
          { kind: 'built' as const, parts: ['re', generated.task.word.base] },
          { kind: 'built' as const, parts: [generated.task.word.base, 'un'] },
        ]
      : generated.task.kind === 'meaning'
        ? generated.task.choices.map((choice) => ({ kind: 'choice' as const, value: choice.value }))
        : generated.task.choices.map((value) => ({ kind: 'choice' as const, value }));

  it('never hands the synthesizer a bare letter: prompts, hints, worked examples, answers', () => {
    fc.assert(
      fc.property(seeds, steps, (seed, step) => {
        const generated = generateParts(step, createRng(seed));
        const texts = [
          ...generated.speech,
          generated.prompt,
          describeParts(generated),
          ...partsWorkedExample(generated).map((each) => each.text),
          ...answersOf(generated).map((answer) => checkParts(generated, answer).message ?? ''),
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
    const moreAnswers = (generated: PartsItem) =>
      generated.task.kind === 'build'
        ? [
            { kind: 'built' as const, parts: ['un', generated.task.word.base] },
            { kind: 'built' as const, parts: [generated.task.word.base, 'ful'] },
          ]
        : [];
    fc.assert(
      fc.property(seeds, steps, (seed, step) => {
        const generated = generateParts(step, createRng(seed));
        for (const answer of [...answersOf(generated), ...moreAnswers(generated)]) {
          const result = checkParts(generated, answer);
          if (result.correct && !result.message) continue;
          said.add(result.misconception ?? 'default');
          // Spoken as one utterance, not sentence by sentence: the kit reads it whole.
          const hint = result.message ?? partsModel.hints[result.misconception ?? 'default'];
          for (const text of [result.speech ?? hint].flat()) {
            expect(utteranceProblem(text), text).toBeNull();
          }
        }
        expect(utteranceProblem(describeParts(generated))).toBeNull();
      }),
      { numRuns: 300 },
    );
    // Every wrong answer gets its own message; the default hint is never needed.
    expect([...said].sort()).toEqual(
      Object.keys(partsModel.hints)
        .filter((key) => key !== 'default')
        .sort(),
    );
  });
});
