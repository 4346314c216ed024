import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blends,
  blendUtterances,
  keyWordFor,
  keyWords,
  letterTeams,
  soundUtterances,
  teamUtterances,
} from './keyWords';
import { caseUtterances, letterCases, letterName, letters, spellUtterances } from './letters';
import { utteranceProblem, utteranceText } from './speechRules';
import { firstSoundsBank, parseWordList } from './wordData';
import { homophones, wordUtterances } from './words';

const letter = fc.constantFrom(...letters, ...letters.map((one) => one.toUpperCase()));
const nameOptions = fc.record({ fallbackNames: fc.boolean() });
const bankWords = [
  ...firstSoundsBank.map((entry) => entry.word),
  ...keyWords.map((entry) => entry.word),
  ...letterTeams.map((entry) => entry.word),
  ...blends.map((entry) => entry.word),
  ...homophones,
];
const word = fc.oneof(
  fc.constantFrom(...bankWords),
  fc.stringMatching(/^[a-z]{1,8}(-[a-z]{1,4})?$/),
);

function expectSpeakable(utterances: readonly (string | { readonly text: string })[]): void {
  for (const utterance of utterances) {
    expect(utteranceProblem(utteranceText(utterance)), utteranceText(utterance)).toBeNull();
  }
}

describe('utteranceProblem', () => {
  it('rejects a bare lower-case letter, a lone team or a written-out phoneme', () => {
    for (const bad of ['b', 'a', 'a.', 'z', 'sh', 'ck', 'fr', 'buh', 'sss', 'shh', 'Z.', 'zee']) {
      expect(utteranceProblem(bad), bad).not.toBeNull();
    }
    expect(utteranceProblem('s and h together')).not.toBeNull();
    expect(utteranceProblem('small b')).not.toBeNull();
    expect(utteranceProblem('small B')).not.toBeNull();
  });

  it('accepts letter names, sentences and whole words', () => {
    for (const good of ['B.', 'A.', 'Zed.', 'Ay.', 'as in ball.', 'I have a hat.', 'cat.']) {
      expect(utteranceProblem(good), good).toBeNull();
    }
  });
});

describe('every utterance of the model', () => {
  it('names every letter alone with a period, Z as Zed', () => {
    fc.assert(
      fc.property(letter, nameOptions, (one, options) => {
        const name = letterName(one, options);
        expectSpeakable([name]);
        if (one.toLowerCase() === 'z') expect(name).toBe('Zed.');
        else expect(name).toMatch(/^(?:[A-Y]\.|Ay\.|Eye\.|Why\.)$/);
      }),
    );
  });

  it('says a sound as the letter name, then "as in" a word', () => {
    fc.assert(
      fc.property(letter, nameOptions, fc.array(word, { maxLength: 3 }), (one, options, avoid) => {
        const [name, keyPhrase, ...rest] = soundUtterances(one, { ...options, avoid });
        expect(rest).toEqual([]);
        expect(name).toBe(letterName(one, options));
        expect(keyPhrase).toMatch(/^as (?:in|at the end of) [a-z-]+\.$/);
        expectSpeakable([name ?? '', keyPhrase ?? '']);
        const heard = keyPhrase?.replace(/^as (?:in|at the end of) /, '').replace(/\.$/, '');
        const key = keyWordFor(one);
        // Another word only when the key word is avoided, and then never an avoided one.
        if (!avoid.includes(key.word)) expect(heard).toBe(key.word);
        else if (heard !== key.word) expect(avoid).not.toContain(heard);
        if (key.at === 'start') expect(heard?.[0]).toBe(key.letter);
        else expect(heard?.endsWith(key.letter)).toBe(true);
      }),
    );
  });

  it('speaks every letter team and blend without the team alone', () => {
    for (const team of letterTeams) {
      const utterances = teamUtterances(team.team);
      expectSpeakable(utterances);
      expect(utterances.at(-1)).toMatch(new RegExp(`${team.word}\\.$`));
    }
    for (const blend of blends) {
      const utterances = blendUtterances(blend.team, blend.at);
      expectSpeakable(utterances);
      expect(utterances.at(-1)).toMatch(new RegExp(`${blend.word}\\.$`));
    }
  });

  it('says big and small as the case word, then the name', () => {
    fc.assert(
      fc.property(letter, fc.constantFrom(...letterCases), nameOptions, (one, which, options) => {
        const utterances = caseUtterances(one, which, options);
        expectSpeakable(utterances);
        expect(utterances[1]).toBe(letterName(one, options));
      }),
    );
  });

  it('spells every word with letter names only', () => {
    fc.assert(
      fc.property(word, nameOptions, (spelled, options) => {
        const utterances = spellUtterances(spelled, options);
        expectSpeakable(utterances);
        expect(utterances).toHaveLength(spelled.replaceAll('-', '').length);
      }),
    );
  });

  it('says every word of every bank, and any letter, whole, normal then slow', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...bankWords), letter), fc.boolean(), (spoken, slow) => {
        const utterances = wordUtterances(spoken, { slow });
        expectSpeakable(utterances);
        expect(utterances[0]?.rate).toBe(0.9);
        if (slow) expect(utterances[1]?.rate).toBe(0.6);
        if (spoken.length > 1) {
          expect(utterances[0]?.text).toBe(`${spoken}.`);
          if (slow) expect(utterances[1]?.text).toBe(`${spoken}.`);
        }
      }),
    );
  });

  it('speaks whole any word a teacher’s list is allowed to hold', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), fc.boolean(), (list, slow) => {
        for (const entry of parseWordList(list, 'teacher').entries) {
          expectSpeakable(wordUtterances(entry.word, { slow }));
        }
      }),
    );
  });
});
