import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utteranceProblem } from '../../model/speechRules';
import {
  checkFirstSounds,
  endLetter,
  firstSoundsModel,
  firstSoundsWords,
  firstSoundsWorkedExample,
  generateFirstSounds,
  itemText,
  letterHint,
  parseFirstSoundsBank,
  firstSoundsHint,
  rightText,
  type FirstSoundsItem,
  type FirstSoundsWord,
} from './model';

const itemsAt = (step: number, count = 300): FirstSoundsItem[] =>
  Array.from({ length: count }, (_unused, seed) => generateFirstSounds(step, createRng(seed)));

const word = (text: string): FirstSoundsWord => {
  const found = firstSoundsWords.find((entry) => entry.word === text);
  if (!found) throw new Error(`${text} is not in the bank`);
  return found;
};

const letterItem = (text: string, choices: string[], step = 2): FirstSoundsItem => ({
  key: text,
  prompt: `Which letter does ${text} start with?`,
  step,
  task: { kind: 'letter', target: word(text), choices },
});

const pictureItem = (letter: string, target: string, others: string[]): FirstSoundsItem => ({
  key: target,
  prompt: `Which picture starts with the letter ${letter}?`,
  step: 4,
  task: {
    kind: 'picture',
    letter,
    target: word(target),
    choices: [word(target), ...others.map(word)],
  },
});

// The sound-alike pairs of words.md, written out again: an independent reference.
const alikePairs = ['bp', 'dt', 'fv', 'mn', 'sz', 'gk'];
const alike = (a: string, b: string) =>
  alikePairs.includes(a + b) ||
  alikePairs.includes(b + a) ||
  (a === 'c' && b === 'g') ||
  (a === 'g' && b === 'c');

/** Every utterance must pass the concept's speech rules (no bare letter, no lone sound). */
function expectSpeakable(utterances: readonly string[]) {
  for (const utterance of utterances) expect(utteranceProblem(utterance), utterance).toBeNull();
}

describe('First Sounds word bank', () => {
  it('loads every word of words.md 1-2 (111 with the short vowels), none skipped', () => {
    expect(firstSoundsWords).toHaveLength(111);
    expect(word('bus').emoji).toBe('🚌');
    expect(word('insect').otherNames).toEqual(['bug']);
    expect(firstSoundsWords.some((entry) => entry.word === 'egg')).toBe(false);
  });

  it('skips a bad entry with a clear message and keeps the rest', () => {
    const { words, problems } = parseFirstSoundsBank(
      [
        { word: 'bus', emoji: '🚌' },
        { word: 'c4t', emoji: '🐱' },
        { word: 'queen', emoji: '👑' },
        { word: 'mop' },
        { word: 'cup', emoji: '☕', otherNames: 'mug' },
      ],
      'test',
    );
    expect(words.map((entry) => entry.word)).toEqual(['bus']);
    expect(problems).toEqual([
      "Skipped 'c4t' in test: a word is letters only.",
      "Skipped 'cup' in test: otherNames is a list of lower-case words.",
      "Skipped 'queen' in test: no First Sounds word starts with q or x.",
      "Skipped 'mop' in test: a First Sounds word needs a picture.",
    ]);
  });

  it('never crashes on something that is not a list', () => {
    expect(parseFirstSoundsBank({ words: 'bus' }, 'test').words).toEqual([]);
  });
});

describe('First Sounds generator', () => {
  it('step 1: easy first sounds s m f l n r h b t, 2 cards far apart', () => {
    for (const item of itemsAt(1)) {
      if (item.task.kind !== 'letter') throw new Error('letter item expected');
      const answer = item.task.target.word.charAt(0);
      expect('smflnrhbt').toContain(answer);
      expect(item.task.choices).toHaveLength(2);
      expect(item.task.choices).toContain(answer);
      const [a, b] = item.task.choices as [string, string];
      expect(alike(a, b)).toBe(false);
      expect(item.prompt).toBe(`Which letter does ${item.task.target.word} start with?`);
    }
  });

  it('step 2: consonants but q and x, 3 different cards, never c with k', () => {
    for (const item of itemsAt(2)) {
      if (item.task.kind !== 'letter') throw new Error('letter item expected');
      const { choices } = item.task;
      expect(choices).toHaveLength(3);
      expect(new Set(choices).size).toBe(3);
      expect('aeiouqx').not.toContain(item.task.target.word.charAt(0));
      expect(choices.includes('c') && choices.includes('k')).toBe(false);
      for (const choice of choices) expect('qx').not.toContain(choice);
    }
  });

  it('step 3: short vowels join, 4 cards with exactly one sound-alike, never c with k', () => {
    const starts = new Set<string>();
    for (const item of itemsAt(3, 600)) {
      if (item.task.kind !== 'letter') throw new Error('letter item expected');
      const answer = item.task.target.word.charAt(0);
      starts.add(answer);
      const { choices } = item.task;
      expect(choices).toHaveLength(4);
      expect(new Set(choices).size).toBe(4);
      expect(choices.includes('c') && choices.includes('k')).toBe(false);
      if (!'aeiou'.includes(answer)) {
        expect(choices.filter((choice) => alike(choice, answer))).toHaveLength(1);
      }
    }
    for (const vowel of 'aeiou') expect(starts).toContain(vowel);
  });

  it('step 4: reversed, 3 pictures, exactly one starts with the letter', () => {
    for (const item of itemsAt(4)) {
      if (item.task.kind !== 'picture') throw new Error('picture item expected');
      const { letter, choices } = item.task;
      expect(item.prompt).toBe(`Which picture starts with the letter ${letter}?`);
      expect(choices).toHaveLength(3);
      expect(choices.filter((choice) => choice.word.startsWith(letter))).toHaveLength(1);
      const firsts = choices.map((choice) => choice.word.charAt(0));
      expect(new Set(firsts).size).toBe(3);
      expect(firsts.includes('c') && firsts.includes('k')).toBe(false);
      // No picture is a second right answer by another of its names.
      for (const choice of choices.filter((entry) => entry !== item.task.target)) {
        expect(choice.otherNames.some((name) => name.startsWith(letter))).toBe(false);
      }
    }
  });

  it('has exactly one right card, and the checker agrees (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const item = generateFirstSounds(step, createRng(seed));
        const values =
          item.task.kind === 'letter'
            ? item.task.choices
            : item.task.choices.map((choice) => choice.word);
        const right = values.filter((value) => checkFirstSounds(item, value).correct);
        expect(right).toHaveLength(1);
        const expected =
          item.task.kind === 'letter' ? item.task.target.word.charAt(0) : item.task.target.word;
        expect(right[0]).toBe(expected);
      }),
    );
  });

  it('never gives the same target word twice in a row (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const rng = createRng(seed);
        let previous = generateFirstSounds(step, rng);
        for (let index = 0; index < 8; index += 1) {
          const next = generateFirstSounds(step, rng, { recentKeys: [previous.key] });
          expect(next.task.target.word).not.toBe(previous.task.target.word);
          previous = next;
        }
      }),
    );
  });
});

describe('First Sounds answer rule and hints', () => {
  it('is right only for the first letter, and says so', () => {
    const item = letterItem('bus', ['b', 'p', 't']);
    expect(checkFirstSounds(item, 'b')).toEqual({
      correct: true,
      message: 'Yes, bus starts with b.',
      speech: ['Yes, bus starts with', 'B.'],
      marks: { b: 'correct' },
    });
    expect(checkFirstSounds(item, 't').correct).toBe(false);
    expect(rightText(item).speech).toEqual(['Yes, bus starts with', 'B.']);
  });

  it('names the end sound when the last letter is picked', () => {
    const result = checkFirstSounds(letterItem('bus', ['b', 's', 't']), 's');
    expect(result.misconception).toBe('end-sound');
    expect(result.message).toBe(
      "That's the sound at the end of bus. Listen to the very start: bus. b, as in ball.",
    );
    expect(result.marks).toEqual({ s: 'incorrect' });
  });

  it('uses the throat hint for b/p, d/t and f/v mix-ups', () => {
    expect(checkFirstSounds(letterItem('bus', ['b', 'p', 't']), 'p')).toMatchObject({
      misconception: 'voicing',
      message: 'Touch your throat: b buzzes, p is only a puff. bus starts with the buzzy one.',
    });
    expect(checkFirstSounds(letterItem('tent', ['t', 'd', 'm']), 'd').message).toBe(
      'Touch your throat: d buzzes, t is only a puff. tent starts with the puffy one.',
    );
    expect(checkFirstSounds(letterItem('fish', ['f', 'v', 'r']), 'v').message).toBe(
      'Touch your throat: v buzzes, f is only a puff. fish starts with the puffy one.',
    );
  });

  it('names the picture when another name was heard (insect/bug)', () => {
    const result = checkFirstSounds(letterItem('insect', ['i', 'b', 'e', 'm'], 3), 'b');
    expect(result.misconception).toBe('other-name');
    expect(result.message).toBe('This one is called insect. Listen: insect.');
  });

  it('never uses the target word as the key word (mouse → moon)', () => {
    const hint = letterHint('mouse', 's');
    expect(hint.text).toBe(
      "That's the sound at the end of mouse. Listen to the very start: mouse. m, as in moon.",
    );
    expect(hint.speech).toEqual([
      "That's the sound at the end of mouse.",
      'Listen to the very start: mouse.',
      'M.',
      'as in moon.',
    ]);
    expect(letterHint('ball', 'r').text).toBe('Listen to the very start: ball. b, as in bus.');
  });

  it('finds the end sound only where the letter spells it', () => {
    expect(endLetter('bus')).toBe('s');
    expect(endLetter('cake')).toBe('k');
    expect(endLetter('duck')).toBe('k');
    expect(endLetter('house')).toBe('s');
    expect(endLetter('fish')).toBeUndefined();
    expect(endLetter('juice')).toBeUndefined();
    expect(endLetter('jeans')).toBeUndefined();
    expect(endLetter('honey')).toBeUndefined();
    expect(endLetter('yo-yo')).toBeUndefined();
  });

  it('teaches the picked picture’s own start at step 4', () => {
    const item = pictureItem('s', 'sun', ['bus', 'lemon']);
    expect(checkFirstSounds(item, 'sun').correct).toBe(true);
    const end = checkFirstSounds(item, 'bus');
    expect(end.misconception).toBe('end-sound');
    expect(end.message).toBe(
      "That's the sound at the end of bus. Listen to the very start: bus. b, as in ball.",
    );
    expect(checkFirstSounds(item, 'lemon').message).toBe(
      'Listen to the very start: lemon. l, as in lion.',
    );
    const voiced = checkFirstSounds(pictureItem('p', 'pig', ['bear', 'moon']), 'bear');
    expect(voiced.message).toBe(
      'Touch your throat: b buzzes, p is only a puff. bear starts with the buzzy one.',
    );
  });

  it('speaks every hint and right answer by the speech rules (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const item = generateFirstSounds(step, createRng(seed));
        expectSpeakable(item.speech as readonly string[]);
        expectSpeakable(rightText(item).speech);
        const values =
          item.task.kind === 'letter'
            ? item.task.choices
            : item.task.choices.map((choice) => choice.word);
        for (const value of values) expectSpeakable(firstSoundsHint(item, value).speech);
        for (const step of firstSoundsWorkedExample(item)) {
          expectSpeakable(
            typeof step.speech === 'string'
              ? [step.speech]
              : (step.speech ?? [step.text]).map(String),
          );
        }
      }),
    );
  });
});

describe('First Sounds texts', () => {
  it('says the item for screen readers as words.md writes it', () => {
    expect(itemText(letterItem('bus', ['b', 'p', 't']))).toBe(
      'Picture: a bus. Which letter does bus start with? Choices: b, p, t.',
    );
  });

  it('speaks the reversed prompt with the letter by its name', () => {
    const item = itemsAt(4).find(
      (each) => each.task.kind === 'picture' && each.task.letter === 'z',
    );
    expect(item?.speech).toEqual(['Which picture starts with the letter', 'Zed.']);
  });

  it('works an example with key words that are never the target', () => {
    expect(firstSoundsWorkedExample(letterItem('mouse', ['m', 'n']))).toEqual([
      { text: 'Listen to the word: mouse.' },
      {
        text: 'Say it slowly and stop at the very start. mouse starts like m, as in moon.',
        speech: [
          'Say it slowly and stop at the very start.',
          'Mouse starts like',
          'M.',
          'as in moon.',
        ],
      },
      { text: 'So mouse starts with m.', speech: ['So mouse starts with', 'M.'] },
    ]);
  });

  it('is a PracticeModel of 4 steps', () => {
    expect(firstSoundsModel.steps).toBe(4);
  });

  it('every check result, hint key and message is spoken by the rules (property)', () => {
    const said = new Set<string>();
    const alphabet = [...'abcdefghijklmnopqrstuvwxyz'];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (step, seed) => {
        const item = generateFirstSounds(step, createRng(seed));
        const { task } = item;
        const answers =
          task.kind === 'letter'
            ? alphabet
            : [...task.choices.map((choice) => choice.word), 'nothing'];
        for (const answer of answers) {
          const result = checkFirstSounds(item, answer);
          if (result.correct && !result.message) continue;
          said.add(result.correct ? 'message' : (result.misconception ?? 'default'));
          const hint = result.message ?? firstSoundsModel.hints[result.misconception ?? 'default'];
          expectSpeakable([result.speech ?? hint].flat());
        }
      }),
      { numRuns: 300 },
    );
    expect([...said].sort()).toEqual([...Object.keys(firstSoundsModel.hints), 'message'].sort());
  });
});
