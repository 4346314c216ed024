import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PassageItem } from '../../practice/engine';
import {
  clueHint,
  clueText,
  cluePrompt,
  revealText,
  whatHappensNextModel,
  whatHappensNextPassages,
  whatHappensNextRules,
} from './model';

function session(step: number, seed: number, count: number): PassageItem[] {
  const rng = createRng(seed);
  const keys: string[] = [];
  const items: PassageItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = whatHappensNextModel.generate(step, rng, { recentKeys: keys.slice(-20) });
    keys.push(item.key);
    items.push(item);
  }
  return items;
}

const unrelated: Record<string, string> = {
  '2-3-a': 'Go swimming.',
  '2-3-b': 'Fall asleep.',
  '2-3-c': 'a new haircut',
  '2-3-d': 'Go to school.',
};

describe('the stories', () => {
  it('has the 4 stories of reading.md, each with its ending', () => {
    expect(whatHappensNextPassages.map((passage) => passage.title)).toEqual([
      'The Picnic',
      'Biscuit and the Pie',
      'The Wiggly Tooth',
      'Midnight Surprise',
    ]);
    expect(whatHappensNextPassages.every((passage) => passage.ending)).toBe(true);
  });
});

describe('generating', () => {
  it('step 1: the likely event and the unrelated one', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) =>
        session(1, seed, 6).every(
          (item) =>
            item.choices.length === 2 &&
            item.choices.some((choice) => choice.correct) &&
            item.choices.some((choice) => choice.text === unrelated[item.passage.id]) &&
            item.evidencePart === null,
        ),
      ),
    );
  });

  it('step 2: likely, possible with no clue, and unrelated', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) =>
        session(2, seed, 6).every(
          (item) =>
            item.choices.length === 3 &&
            item.choices.filter((choice) => choice.correct).length === 1 &&
            item.choices.filter((choice) => choice.close).length === 1,
        ),
      ),
    );
  });

  it('step 3: then a clue sentence to tap, any of the listed clues', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) =>
        session(3, seed, 6).every(
          (item) =>
            item.evidencePart?.prompt === cluePrompt &&
            item.evidencePart.sentences.join() === item.question.evidence.join(),
        ),
      ),
    );
  });

  it('never the same story twice in a row, and each item counts its story', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const items = session(step, seed, 10);
        return items.every(
          (item, index) =>
            item.source === item.passage.id &&
            (index === 0 || items[index - 1]!.passage.id !== item.passage.id),
        );
      }),
    );
    expect(whatHappensNextRules.minSources).toBe(3);
  });
});

describe('checking', () => {
  const picnic = session(3, 1, 8).find((item) => item.passage.id === '2-3-a')!;
  const right = picnic.choices.find((choice) => choice.correct)!.text;

  it('takes the likely choice with any clue sentence', () => {
    for (const clue of [2, 3, 4, 5]) {
      expect(whatHappensNextModel.check(picnic, { choice: right, sentence: clue }).correct).toBe(
        true,
      );
    }
  });

  it('needs both parts: a sentence that is no clue is a miss with its hint', () => {
    expect(whatHappensNextModel.check(picnic, { choice: right, sentence: 0 })).toMatchObject({
      correct: false,
      misconception: 'wrong-sentence',
      message: 'Which sentence points to what happens next? Look at sentence 3.',
    });
    expect(clueHint(picnic)).toMatch(/Look at sentence 3\.$/);
  });

  it("gives a possible-but-no-clue choice reading.md's hint, never calling it impossible", () => {
    const result = whatHappensNextModel.check(picnic, {
      choice: 'Eat their sandwiches slowly.',
      sentence: 2,
    });
    expect(result.message).toBe(
      'They could, but the raindrop and thunder make a long picnic unlikely. Which clue do you see?',
    );
  });
});

describe('the reveal', () => {
  it('is announced, then the ending is read', () => {
    const item = session(1, 2, 1)[0]!;
    expect(whatHappensNextModel.describe?.(item)).toBe(revealText);
    expect(whatHappensNextModel.describeSpeech?.(item)).toEqual([revealText, item.passage.ending]);
  });

  it('names the clue the child tapped', () => {
    const item = session(3, 1, 8).find((each) => each.passage.id === '2-3-a')!;
    expect(clueText(item, 3)).toBe('You used the clue: Dark grey clouds rolled across the sky.');
    expect(clueText(item, undefined)).toBe(
      'The clue: Suddenly, the wind began to whip the napkins around.',
    );
  });
});
