import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  checkRhymeTime,
  firstSound,
  generateRhymeTime,
  isRhymeAnswerReady,
  parseRhymeTable,
  rhymeItemText,
  rhymeTimeAnswer,
  rhymeTimeHint,
  rhymeTimeModel,
  rhymeTimeWorkedExample,
  rhymeWords,
  rhymes,
  spelledRime,
  splitAtRime,
  type RhymeTimeAnswer,
  type RhymeTimeItem,
  type RhymeWord,
} from './model';

// words.md's rhyme table, by sound, written out again as an independent reference.
const table: Record<string, string[]> = {
  at: ['cat', 'hat', 'bat', 'rat'],
  og: ['dog', 'log', 'frog'],
  ug: ['bug', 'mug', 'hug'],
  ake: ['cake', 'snake', 'lake'],
  ee: ['bee', 'tree', 'three', 'key'],
  ock: ['sock', 'clock', 'rock', 'lock'],
  ing: ['ring', 'king', 'wing'],
  ox: ['box', 'fox', 'ox'],
  ar: ['car', 'star', 'jar', 'guitar'],
  oon: ['moon', 'spoon', 'balloon', 'raccoon'],
  ish: ['fish', 'dish'],
  ed: ['bed', 'red', 'sled'],
  en: ['hen', 'ten', 'pen'],
  ouse: ['house', 'mouse'],
  ain: ['rain', 'train', 'chain'],
  oat: ['goat', 'boat', 'coat'],
  air: ['bear', 'pear', 'chair'],
  ite: ['light', 'kite', 'night'],
  ose: ['nose', 'rose'],
  ail: ['snail', 'mail'],
  un: ['sun', 'run'],
  ice: ['dice', 'rice', 'ice'],
};
const familyOf = (word: string) =>
  Object.keys(table).find((family) => table[family]?.includes(word));
const reallyRhyme = (a: string, b: string) =>
  a !== b && familyOf(a) !== undefined && familyOf(a) === familyOf(b);

const byWord = (text: string): RhymeWord => {
  const found = rhymeWords.find((entry) => entry.word === text);
  if (!found) throw new Error(`${text} is not in the table`);
  return found;
};

const itemsAt = (step: number, count = 300): RhymeTimeItem[] =>
  Array.from({ length: count }, (_unused, seed) => generateRhymeTime(step, createRng(seed)));

const pickItem = (target: string, choices: string[]): RhymeTimeItem => ({
  key: `pick:${target}`,
  prompt: `Which one rhymes with ${target}?`,
  step: 3,
  task: { kind: 'pick', target: byWord(target), choices: choices.map(byWord) },
});

const yesNoItem = (first: string, second: string): RhymeTimeItem => ({
  key: `yes-no:${first}`,
  prompt: `Do ${first} and ${second} rhyme?`,
  step: 1,
  task: { kind: 'yes-no', first: byWord(first), second: byWord(second) },
});

/** Every answer an item offers. */
function answersOf(item: RhymeTimeItem): RhymeTimeAnswer[] {
  const { task } = item;
  switch (task.kind) {
    case 'yes-no':
      return [
        { kind: 'yes-no', value: 'yes' },
        { kind: 'yes-no', value: 'no' },
      ];
    case 'pick':
    case 'odd-one-out':
      return task.choices.map((choice) => ({ kind: 'word', word: choice.word }));
    case 'pairs': {
      const [a, b, c] = task.right.map((entry) => entry.word) as [string, string, string];
      const orders = [
        [a, b, c],
        [a, c, b],
        [b, a, c],
        [b, c, a],
        [c, a, b],
        [c, b, a],
      ];
      return orders.map((order) => ({
        kind: 'pairs',
        pairs: Object.fromEntries(
          task.left.map((entry, index) => [entry.word, order[index] ?? '']),
        ),
      }));
    }
  }
}

describe('Rhyme table', () => {
  it('loads the 22 families of words.md and the distractor words', () => {
    for (const [family, words] of Object.entries(table)) {
      for (const word of words) expect(familyOf(word), word).toBe(family);
      for (const a of words)
        for (const b of words) expect(rhymes(byWord(a), byWord(b))).toBe(a !== b);
    }
    expect(rhymeWords.filter((entry) => entry.family !== null)).toHaveLength(66);
    expect(rhymes(byWord('cat'), byWord('cup'))).toBe(false);
  });

  it('skips bad entries and families with a message', () => {
    const { words, problems } = parseRhymeTable(
      {
        families: [
          {
            family: '-at',
            words: [{ word: 'cat', emoji: '🐱' }, { word: 'hat', emoji: '🎩' }, 'mat'],
          },
          { family: '-og', words: [{ word: 'dog', emoji: '🐶' }] },
          { words: [] },
        ],
        others: [{ word: 'cat', emoji: '🐱' }],
      },
      'test',
    );
    expect(words.map((entry) => entry.word)).toEqual(['cat', 'hat']);
    expect(problems).toEqual([
      "Skipped 'mat' in test -at: a Rhyme Time word needs a picture.",
      'Skipped family -og in test: a family needs 2 words or more.',
      'Skipped family 3 in test: it has no name.',
      "Skipped 'cat' in test others: it is already in the table.",
    ]);
    expect(parseRhymeTable('nothing', 'test').problems).toEqual(['test has no list of families.']);
  });

  it('reads rimes and first sounds', () => {
    expect(spelledRime('cake')).toBe('ake');
    expect(spelledRime('three')).toBe('ee');
    expect(spelledRime('key')).toBe('ey');
    expect(spelledRime('light')).toBe('ight');
    expect(spelledRime('house')).toBe('ouse');
    expect(spelledRime('ice')).toBe('ice');
    expect(splitAtRime('cat')).toBe('c-at');
    expect(firstSound('cat')).toBe(firstSound('king'));
    expect(firstSound('snake')).toBe('sn');
    expect(firstSound('ox')).toBe('');
  });
});

describe('Rhyme Time generator', () => {
  it('step 1: Yes/No, about half rhyme, half the others share a first sound', () => {
    const items = itemsAt(1, 600);
    let rhyming = 0;
    let sameStart = 0;
    for (const item of items) {
      if (item.task.kind !== 'yes-no') throw new Error('yes-no expected');
      const { first, second } = item.task;
      expect(item.prompt).toBe(`Do ${first.word} and ${second.word} rhyme?`);
      if (reallyRhyme(first.word, second.word)) {
        rhyming += 1;
        expect(spelledRime(first.word)).toBe(spelledRime(second.word));
      } else if (firstSound(first.word) === firstSound(second.word)) sameStart += 1;
    }
    expect(rhyming / items.length).toBeGreaterThan(0.4);
    expect(rhyming / items.length).toBeLessThan(0.6);
    expect(sameStart / (items.length - rhyming)).toBeGreaterThan(0.35);
    expect(sameStart / (items.length - rhyming)).toBeLessThan(0.65);
  });

  it('steps 2–3: one rhyme among 2 or 3 pictures; step 3 has the same-first-sound trap', () => {
    for (const step of [2, 3]) {
      for (const item of itemsAt(step)) {
        if (item.task.kind !== 'pick') throw new Error('pick expected');
        const { target, choices } = item.task;
        expect(choices).toHaveLength(step);
        expect(choices.filter((choice) => reallyRhyme(choice.word, target.word))).toHaveLength(1);
        expect(new Set([target, ...choices].map((entry) => entry.emoji)).size).toBe(step + 1);
        if (step === 3) {
          const traps = choices.filter(
            (choice) =>
              !reallyRhyme(choice.word, target.word) &&
              firstSound(choice.word) === firstSound(target.word),
          );
          expect(traps).toHaveLength(1);
        }
      }
    }
  });

  it('step 4: alternates odd one out (3 rhyme, 1 does not) and 3 rhyming pairs', () => {
    const rng = createRng(7);
    let previous = generateRhymeTime(4, rng);
    for (let index = 0; index < 40; index += 1) {
      const next = generateRhymeTime(4, rng, { recentKeys: [previous.key] });
      expect(next.task.kind).not.toBe(previous.task.kind);
      const { task } = next;
      if (task.kind === 'odd-one-out') {
        expect(task.choices).toHaveLength(4);
        const odd = task.choices.filter((choice) =>
          task.choices.every((other) => other === choice || !reallyRhyme(choice.word, other.word)),
        );
        expect(odd).toHaveLength(1);
      } else if (task.kind === 'pairs') {
        expect(task.left).toHaveLength(3);
        for (const entry of task.left) {
          expect(task.right.filter((other) => reallyRhyme(entry.word, other.word))).toHaveLength(1);
        }
      } else throw new Error('step 4 task expected');
      previous = next;
    }
  });

  it('has exactly one right answer, and it is the checker’s (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const item = generateRhymeTime(step, createRng(seed));
        const right = answersOf(item).filter((answer) => checkRhymeTime(item, answer).correct);
        expect(right).toHaveLength(1);
        expect(right[0]).toEqual(rhymeTimeAnswer(item));
      }),
    );
  });

  it('never repeats the previous item (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const rng = createRng(seed);
        let previous = generateRhymeTime(step, rng);
        for (let index = 0; index < 6; index += 1) {
          const next = generateRhymeTime(step, rng, { recentKeys: [previous.key] });
          expect(next.key).not.toBe(previous.key);
          previous = next;
        }
      }),
    );
  });
});

describe('Rhyme Time answer rule and hints', () => {
  it('names the same-first-sound trap, showing the split', () => {
    const item = pickItem('cat', ['hat', 'cup', 'sun']);
    expect(checkRhymeTime(item, { kind: 'word', word: 'hat' })).toEqual({
      correct: true,
      message: 'Yes: cat and hat rhyme.',
      marks: { hat: 'correct' },
    });
    expect(checkRhymeTime(item, { kind: 'word', word: 'cup' }).speech).toEqual(
      rhymeTimeHint(item, { kind: 'word', word: 'cup' }).speech,
    );
    const result = checkRhymeTime(item, { kind: 'word', word: 'cup' });
    expect(result).toMatchObject({
      correct: false,
      misconception: 'same-start',
      message: 'Cup only starts like cat. Rhymes sound the same at the end: c-at, h-at.',
    });
    // The split is never spoken.
    expect(rhymeTimeHint(item, { kind: 'word', word: 'cup' }).speech).toEqual([
      'Cup only starts like cat.',
      'Rhymes sound the same at the end:',
      'cat,',
      'hat.',
    ]);
    expect(rhymeItemText(item)).toBe(
      'Picture: a cat. Which picture rhymes with cat? Choices: hat, cup, sun.',
    );
  });

  it('answers Yes to a non-rhyme and No to a rhyme', () => {
    expect(
      checkRhymeTime(yesNoItem('fish', 'dog'), { kind: 'yes-no', value: 'yes' }),
    ).toMatchObject({
      misconception: 'yes-to-non-rhyme',
      message: "Listen to the ends: fish… dog. They end differently, so they don't rhyme.",
    });
    expect(checkRhymeTime(yesNoItem('cat', 'hat'), { kind: 'yes-no', value: 'no' })).toMatchObject({
      misconception: 'no-to-rhyme',
      message: 'Listen to the ends: cat, hat. Both end in -at, so they rhyme.',
    });
    expect(checkRhymeTime(yesNoItem('cat', 'hat'), { kind: 'yes-no', value: 'yes' }).message).toBe(
      'Yes: cat and hat rhyme.',
    );
  });

  it('marks pairs one by one and waits for all three', () => {
    const item: RhymeTimeItem = {
      key: 'pairs:cat,dog,bee',
      prompt: 'Match the words that rhyme.',
      step: 4,
      task: {
        kind: 'pairs',
        left: ['cat', 'dog', 'bee'].map(byWord),
        right: ['log', 'key', 'hat'].map(byWord),
      },
    };
    const wrong: RhymeTimeAnswer = { kind: 'pairs', pairs: { cat: 'hat', dog: 'key', bee: 'log' } };
    expect(checkRhymeTime(item, wrong)).toMatchObject({
      correct: false,
      misconception: 'pairs-mismatch',
      message: "Dog and key end differently, so they don't rhyme.",
      marks: { cat: 'correct', dog: 'incorrect', bee: 'incorrect' },
    });
    expect(isRhymeAnswerReady(item, { kind: 'pairs', pairs: { cat: 'hat' } })).toBe(false);
    expect(
      checkRhymeTime(item, { kind: 'pairs', pairs: { cat: 'hat', dog: 'log', bee: 'key' } })
        .correct,
    ).toBe(true);
  });

  it('speaks every hint and example by the speech rules (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const item = generateRhymeTime(step, createRng(seed));
        for (const answer of answersOf(item)) {
          if (checkRhymeTime(item, answer).correct) continue;
          for (const utterance of rhymeTimeHint(item, answer).speech) {
            expect(utteranceProblem(utterance), utterance).toBeNull();
          }
        }
        for (const example of rhymeTimeWorkedExample(item)) {
          expect(utteranceProblem(example.text), example.text).toBeNull();
        }
      }),
    );
  });

  it('is a PracticeModel of 4 steps', () => {
    expect(rhymeTimeModel.steps).toBe(4);
  });

  it('every check result, hint key and message is spoken by the rules (property)', () => {
    const said = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const rng = createRng(seed);
        const first = generateRhymeTime(step, rng);
        // At step 4 a pairs item comes after an odd one out: the second item of two.
        for (const item of [first, generateRhymeTime(step, rng, { recentKeys: [first.key] })]) {
          const { task } = item;
          const answers: RhymeTimeAnswer[] = [];
          if (task.kind === 'yes-no') {
            answers.push({ kind: 'yes-no', value: 'yes' }, { kind: 'yes-no', value: 'no' });
          } else if (task.kind === 'pairs') {
            const right = task.right.map((each) => each.word);
            for (let shift = 0; shift < right.length; shift += 1) {
              answers.push({
                kind: 'pairs',
                pairs: Object.fromEntries(
                  task.left.map((each, index) => [
                    each.word,
                    right[(index + shift) % right.length] ?? '',
                  ]),
                ),
              });
            }
            answers.push({ kind: 'pairs', pairs: {} });
          } else {
            answers.push(
              ...task.choices.map((choice) => ({ kind: 'word' as const, word: choice.word })),
            );
            answers.push({ kind: 'word', word: 'nothing' });
          }
          for (const answer of answers) {
            const result = checkRhymeTime(item, answer);
            if (result.correct && !result.message) continue;
            said.add(result.correct ? 'message' : (result.misconception ?? 'default'));
            const hint = result.message ?? rhymeTimeModel.hints[result.misconception ?? 'default'];
            for (const utterance of [result.speech ?? hint].flat()) {
              expect(utteranceProblem(utterance), hint).toBeNull();
            }
          }
        }
      }),
      { numRuns: 300 },
    );
    expect([...said].sort()).toEqual([...Object.keys(rhymeTimeModel.hints), 'message'].sort());
  });
});
