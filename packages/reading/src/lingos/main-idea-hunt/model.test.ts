import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import data from '../../data/lingo-1-5.json';
import { parsePassages } from '../../model/passages';
import { detailHint, mainIdeaHuntModel, mainIdeaHuntPassages } from './model';

const play = (step: number, seed: number, count: number) => {
  const rng = createRng(seed);
  const keys: string[] = [];
  return Array.from({ length: count }, () => {
    const item = mainIdeaHuntModel.generate(step, rng, { recentKeys: keys.slice(-20) });
    keys.push(item.key);
    return item;
  });
};

describe('Main Idea Hunt model', () => {
  it('has the five texts of reading.md, parsed with no problems', () => {
    expect(parsePassages(data, 'lingo-1-5.json').problems).toEqual([]);
    expect(mainIdeaHuntPassages.map((passage) => passage.title)).toEqual([
      'Bugs in the Grass',
      'Fun at the Rink',
      'Lunch Time',
      'How a Beaver Makes a Dam',
      'Bedtime for Nell',
    ]);
  });

  it('step 1: the main idea of texts that state it first, 2 cards', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(1, seed, 6)) {
          expect(item.question.type).toBe('main-idea');
          expect(['1-5-a', '1-5-d']).toContain(item.source);
          expect(item.choices).toHaveLength(2);
          expect(item.choices.filter((choice) => choice.correct)).toHaveLength(1);
        }
      }),
    );
  });

  it('step 2: 3 cards or the balloon, never a title or an unstated big idea', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(2, seed, 10)) {
          expect(['main-idea', 'tap-sentence']).toContain(item.question.type);
          expect(['1-5-a', '1-5-b', '1-5-d']).toContain(item.source);
          if (item.question.type === 'main-idea') expect(item.choices).toHaveLength(3);
          else expect(item.choices).toEqual([]);
        }
      }),
    );
  });

  it('step 3: reaches the unstated big ideas, the titles and the added sentence', () => {
    const types = new Set(play(3, 11, 40).map((item) => item.question.type));
    expect(types).toEqual(new Set(['main-idea', 'tap-sentence', 'title', 'add-sentence']));
  });

  it('a balloon on a detail gets the passage’s own hint, or the detail hint', () => {
    const items = play(2, 5, 40).filter((item) => item.question.type === 'tap-sentence');
    const rink = items.find((item) => item.source === '1-5-b');
    const beaver = items.find((item) => item.source === '1-5-d');
    expect(rink && mainIdeaHuntModel.check(rink, { sentence: 0 }).message).toBe(
      'The big-idea sentence can come at the end. Which one tells about everything?',
    );
    expect(rink && mainIdeaHuntModel.check(rink, { sentence: 4 }).correct).toBe(true);
    expect(beaver && mainIdeaHuntModel.check(beaver, { sentence: 2 }).message).toBe(detailHint);
  });

  it('a too-big title gets its own hint', () => {
    const title = play(3, 2, 60).find(
      (item) => item.source === '1-5-a' && item.question.type === 'title',
    );
    if (!title) throw new Error('no title question on 1-5-a');
    expect(mainIdeaHuntModel.check(title, { choice: 'Animals' }).message).toBe(
      'Too big: the text is only about bugs in the grass.',
    );
  });
});
