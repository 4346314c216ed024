import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import data from '../../data/lingo-1-1.json';
import { parsePassages } from '../../model/passages';
import { correctChoice } from '../../practice/engine';
import { findTheSentence, whoWhatWhereModel, whoWhatWherePassages } from './model';

describe('Who, What, Where model', () => {
  it('has the five stories of reading.md, parsed with no problems', () => {
    expect(parsePassages(data, 'lingo-1-1.json').problems).toEqual([]);
    expect(whoWhatWherePassages.map((passage) => passage.title)).toEqual([
      'The Red Sled',
      'Hockey Morning',
      'In the Canoe',
      'The Sap Shack',
      'Fox on the Farm',
    ]);
  });

  it('asks who and what at step 1, with 2 cards, and where from step 2, with 3', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const item = whoWhatWhereModel.generate(step, createRng(seed), { recentKeys: [] });
        if (step === 1) {
          expect(['who', 'what']).toContain(item.question.type);
          expect(item.choices).toHaveLength(2);
        } else {
          expect(item.choices).toHaveLength(3);
        }
        expect(item.choices.filter((choice) => choice.correct)).toHaveLength(1);
      }),
    );
  });

  it('asks for the sentence at step 3 only, and a wrong one gets the general hint, filled', () => {
    const item = whoWhatWhereModel.generate(3, createRng(4), { recentKeys: [] });
    expect(item.evidencePart?.prompt).toBe('Tap the sentence that tells you.');
    expect(whoWhatWhereModel.generate(2, createRng(4)).evidencePart).toBeNull();
    const right = correctChoice(item.question)?.text ?? '';
    const evidence = item.question.evidence[0] ?? 0;
    const wrongSentence = evidence === 0 ? 1 : 0;
    const result = whoWhatWhereModel.check(item, { choice: right, sentence: wrongSentence });
    expect(result.correct).toBe(false);
    expect(result.message).toBe(findTheSentence(right));
    expect(whoWhatWhereModel.check(item, { choice: right, sentence: evidence }).correct).toBe(true);
  });

  it('fills reading.md’s general hint', () => {
    expect(findTheSentence('Jen and Max')).toBe(
      'Find the sentence that talks about Jen and Max. Read it again with me.',
    );
  });
});
