import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import data from '../../data/lingo-2-1.json';
import { parsePassages } from '../../model/passages';
import { correctChoice } from '../../practice/engine';
import { showItPrompt, storyPeopleHints, storyPeopleModel } from './model';

const play = (step: number, seed: number, count: number) => {
  const rng = createRng(seed);
  const keys: string[] = [];
  return Array.from({ length: count }, () => {
    const item = storyPeopleModel.generate(step, rng, { recentKeys: keys.slice(-20) });
    keys.push(item.key);
    return item;
  });
};

describe('Story People and Places model', () => {
  it('parses the three stories with no problems', () => {
    const parsed = parsePassages(data, 'lingo-2-1.json');
    expect(parsed.problems).toEqual([]);
    expect(parsed.passages.map((passage) => passage.title)).toEqual([
      'The Smallest Beaver',
      "Grandpa's Canoe",
      'The New Girl',
    ]);
  });

  it('step 1: main character and place, 2 cards; step 2: 3 cards', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(1, seed, 6)) {
          expect(['who', 'where']).toContain(item.question.type);
          expect(item.choices).toHaveLength(2);
          expect(item.evidencePart).toBeNull();
        }
        for (const item of play(2, seed, 6)) {
          expect(item.choices).toHaveLength(item.question.choices.length);
          expect(item.question.type).not.toBe('trait');
        }
      }),
    );
  });

  it('step 3: a trait, then the sentence that shows it; any listed sentence counts', () => {
    const trait = play(3, 7, 40).find(
      (item) => item.source === '2-1-a' && item.question.type === 'trait',
    );
    if (!trait) throw new Error('no trait question on 2-1-a');
    expect(trait.evidencePart).toEqual({ prompt: showItPrompt, sentences: [4, 5] });
    const brave = correctChoice(trait.question)?.text ?? '';
    expect(brave).toBe('brave');
    expect(storyPeopleModel.check(trait, { choice: brave, sentence: 4 }).correct).toBe(true);
    expect(storyPeopleModel.check(trait, { choice: brave, sentence: 5 }).correct).toBe(true);
    expect(storyPeopleModel.check(trait, { choice: brave, sentence: 0 }).message).toBe(
      'Brave means doing it even when you feel scared. Which sentence shows that?',
    );
    expect(storyPeopleModel.check(trait, { choice: 'lazy', sentence: 4 }).message).toBe(
      "He's up before sunrise to play. Is that lazy?",
    );
  });

  it('a trait question without a tap hint gets the Lingo’s sentence hint', () => {
    const trait = play(3, 3, 60).find(
      (item) => item.source === '2-1-c' && item.question.type === 'trait',
    );
    if (!trait) throw new Error('no trait question on 2-1-c');
    expect(storyPeopleModel.check(trait, { choice: 'kind', sentence: 0 }).message).toBe(
      storyPeopleHints.sentence,
    );
  });
});
