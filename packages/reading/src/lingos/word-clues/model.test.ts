import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import data from '../../data/lingo-2-5.json';
import { parsePassages } from '../../model/passages';
import { tapTheCluePrompt, wordCluesHint, wordCluesModel, wordOf } from './model';

const play = (step: number, seed: number, count: number) => {
  const rng = createRng(seed);
  const keys: string[] = [];
  return Array.from({ length: count }, () => {
    const item = wordCluesModel.generate(step, rng, { recentKeys: keys.slice(-20) });
    keys.push(item.key);
    return item;
  });
};

describe('Word Clues model', () => {
  it('parses the three texts with no problems', () => {
    expect(parsePassages(data, 'lingo-2-5.json').problems).toEqual([]);
  });

  it('asks about the word the data names, which is in the text', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        for (const item of play(step, seed, 6)) {
          const word = wordOf(item);
          expect(item.prompt).toBe(`What does ${word} mean?`);
          expect(item.passage.sentences.join(' ').toLowerCase()).toContain(word);
        }
      }),
    );
  });

  it('step 1: definition clues, 2 cards; step 3: the card and then the clue', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(1, seed, 4)) {
          expect(['portage', 'enormous']).toContain(wordOf(item));
          expect(item.choices).toHaveLength(2);
          expect(item.evidencePart).toBeNull();
        }
        for (const item of play(3, seed, 6)) {
          expect(item.evidencePart).toEqual({
            prompt: tapTheCluePrompt,
            sentences: item.question.evidence,
          });
        }
      }),
    );
  });

  it('takes any listed clue; a wrong one gets the general hint', () => {
    const exhausted = play(3, 1, 60).find((item) => wordOf(item) === 'exhausted');
    if (!exhausted) throw new Error('no exhausted item');
    expect(exhausted.choices).toHaveLength(4);
    for (const sentence of [4, 5]) {
      expect(wordCluesModel.check(exhausted, { choice: 'very tired', sentence }).correct).toBe(
        true,
      );
    }
    expect(wordCluesModel.check(exhausted, { choice: 'very tired', sentence: 0 }).message).toBe(
      wordCluesHint,
    );
    expect(wordCluesModel.check(exhausted, { choice: 'lost', sentence: 4 }).message).toBe(
      "They reached the lake they wanted, so they weren't lost.",
    );
  });
});
