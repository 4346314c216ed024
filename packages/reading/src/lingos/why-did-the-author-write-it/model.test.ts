import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import data from '../../data/lingo-3-4.json';
import { parsePassages } from '../../model/passages';
import { correctChoice, type PassageItem } from '../../practice/engine';
import { passageWords } from '../../widgets/PassageReader/wordChoice';
import {
  authorPurposeModel,
  authorPurposePassages,
  purposeOf,
  purposeSentences,
  purposeWordHints,
  purposeWords,
  showItPrompt,
} from './model';

const play = (step: number, seed: number, count: number) => {
  const rng = createRng(seed);
  const keys: string[] = [];
  return Array.from({ length: count }, () => {
    const item = authorPurposeModel.generate(step, rng, { recentKeys: keys.slice(-20) });
    keys.push(item.key);
    return item;
  });
};

describe('Why Did the Author Write It? model', () => {
  it('parses the nine texts with no problems', () => {
    expect(parsePassages(data, 'lingo-3-4.json').problems).toEqual([]);
    expect(authorPurposePassages).toHaveLength(9);
  });

  it('step 1: entertain or inform, 2 cards, never persuade', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(1, seed, 6)) {
          expect(item.choices).toHaveLength(2);
          for (const choice of item.choices) {
            expect(['entertain', 'inform']).toContain(purposeOf(choice.text)?.key);
          }
        }
      }),
    );
  });

  it('step 2: all three purposes', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(2, seed, 6)) {
          expect(item.choices.map((choice) => purposeOf(choice.text)?.key).sort()).toEqual([
            'entertain',
            'inform',
            'persuade',
          ]);
        }
      }),
    );
  });

  it('finds the sentences that hold the evidence words', () => {
    const poster = authorPurposePassages.find((passage) => passage.id === '3-4-a1');
    const question = poster?.questions.find((each) => each.id === 'purpose');
    if (!poster || !question) throw new Error('3-4-a1');
    // "Don't miss" and "the best" are in s1, "You'll be so glad" in s5.
    expect(purposeSentences(poster, question)).toEqual([0, 4]);
  });

  it('takes the words of the listed phrases and sentences, the first phrase as the example', () => {
    const poster = authorPurposePassages.find((passage) => passage.id === '3-4-a1');
    const question = poster?.questions.find((each) => each.id === 'purpose');
    if (!poster || !question) throw new Error('3-4-a1');
    const { words, example } = purposeWords(poster, question);
    const shown = passageWords(poster);
    // "Don't miss the best" in s1 (not "the winter"), "You'll be so glad" in s5.
    expect(words.map((index) => shown[index]?.text)).toEqual([
      "Don't",
      'miss',
      'the',
      'best',
      "You'll",
      'be',
      'so',
      'glad',
    ]);
    expect(example.map((index) => shown[index]?.text)).toEqual(["Don't", 'miss']);
    const facts = authorPurposePassages.find((passage) => passage.id === '3-4-a2');
    const informs = facts?.questions.find((each) => each.id === 'purpose');
    if (!facts || !informs) throw new Error('3-4-a2');
    const fromSentences = purposeWords(facts, informs);
    const factWords = passageWords(facts);
    expect(new Set(fromSentences.words.map((index) => factWords[index]?.sentence))).toEqual(
      new Set([1, 2, 3]),
    );
    expect(fromSentences.example.map((index) => factWords[index]?.text).join(' ')).toBe(
      'First the syrup is boiled until it becomes very thick',
    );
  });

  it('step 3: the purpose, then the words that show it; or what the author wants', () => {
    const items = play(3, 9, 40);
    const poster = items.find((item) => item.source === '3-4-a1' && item.question.id === 'purpose');
    if (!poster) throw new Error('no poster purpose item');
    expect(poster.evidencePart?.prompt).toBe(showItPrompt);
    expect(poster.evidencePart?.sentences).toEqual([0, 4]);
    const persuade = correctChoice(poster.question)?.text ?? '';
    // "best" (3) and "glad" (43) show it; "Saturday" (16) does not.
    expect(authorPurposeModel.check(poster, { choice: persuade, words: [3, 43] }).correct).toBe(
      true,
    );
    const wrong = authorPurposeModel.check(poster, { choice: persuade, words: [3, 16] });
    expect(wrong.correct).toBe(false);
    expect(wrong.message).toBe(purposeWordHints.persuade);
    const wants = items.find((item) => item.question.id === 'author-wants');
    expect(wants?.evidencePart).toBeNull();
  });

  it('every purpose item at step 3 asks for words, and the word rule matches a reference', () => {
    const items = play(3, 5, 80).filter((item) => item.evidencePart !== null);
    expect(new Set(items.map((item) => item.source)).size).toBe(9);
    /** Reference: a word shows it if its sentence is listed or it lies inside a listed phrase. */
    const shows = (item: PassageItem, index: number) => {
      const word = passageWords(item.passage)[index];
      if (!word) return false;
      if (item.question.evidence.includes(word.sentence)) return true;
      const text = (item.passage.sentences[word.sentence] ?? '').toLowerCase();
      return (item.question.evidenceWords ?? []).some((phrase) => {
        const wanted = phrase.toLowerCase();
        for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + 1)) {
          if (at <= word.start && word.end <= at + wanted.length) return true;
        }
        return false;
      });
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: items.length - 1 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 3 }),
        (at, evidencePicks, anyPicks) => {
          const item = items[at]!;
          const count = passageWords(item.passage).length;
          // Half the picks from the words that show it, so right answers come up often.
          const allowed = item.evidencePart?.words ?? [];
          const words = [
            ...new Set([
              ...evidencePicks.map((pick) => allowed[pick % allowed.length]!),
              ...anyPicks.map((pick) => pick % count),
            ]),
          ];
          const choice = correctChoice(item.question)?.text ?? '';
          const expected = words.length > 0 && words.every((word) => shows(item, word));
          expect(authorPurposeModel.check(item, { choice, words }).correct).toBe(expected);
          expect(
            authorPurposeModel.check(item, { choice, words: item.evidencePart?.exampleWords ?? [] })
              .correct,
          ).toBe(true);
        },
      ),
    );
  });

  it('a persuasive text called "inform" gets the facts-trap hint', () => {
    const letter = play(2, 4, 60).find((item) => item.source === '3-4-c1');
    if (!letter) throw new Error('no letter item');
    const inform = letter.choices.find((choice) => purposeOf(choice.text)?.key === 'inform');
    expect(authorPurposeModel.check(letter, { choice: inform?.text ?? '' }).message).toBe(
      inform?.hint,
    );
    expect(inform?.hint).toMatch(/persuad/);
  });
});
