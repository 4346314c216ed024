import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import data from '../../data/lingo-3-4.json';
import { parsePassages } from '../../model/passages';
import { correctChoice } from '../../practice/engine';
import {
  authorPurposeHints,
  authorPurposeModel,
  authorPurposePassages,
  purposeOf,
  purposeSentences,
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

  it('step 3: the purpose, then the sentence with the words; or what the author wants', () => {
    const items = play(3, 9, 40);
    const poster = items.find((item) => item.source === '3-4-a1' && item.question.id === 'purpose');
    if (!poster) throw new Error('no poster purpose item');
    expect(poster.evidencePart).toEqual({ prompt: showItPrompt, sentences: [0, 4] });
    const persuade = correctChoice(poster.question)?.text ?? '';
    expect(authorPurposeModel.check(poster, { choice: persuade, sentence: 4 }).correct).toBe(true);
    expect(authorPurposeModel.check(poster, { choice: persuade, sentence: 2 }).message).toBe(
      authorPurposeHints.sentence,
    );
    const wants = items.find((item) => item.question.id === 'author-wants');
    expect(wants?.evidencePart).toBeNull();
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
