import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choicesForStep } from '../../model/passages';
import { parsePassageItemKey } from '../../practice/engine';
import {
  checkWhy,
  describeMatch,
  generateWhy,
  whyHints,
  whyModel,
  whyPassages,
  type WhyItem,
  type WhyMatchItem,
} from './model';

/** Plays `count` items at `step`, feeding the keys back as the session does. */
function play(step: number, seed: number, count: number): WhyItem[] {
  const rng = createRng(seed);
  const items: WhyItem[] = [];
  for (let turn = 0; turn < count; turn += 1) {
    const recentKeys = items.map((item) => item.key).slice(-20);
    items.push(generateWhy(step, rng, { recentKeys }));
  }
  return items;
}

/** The first step-3 matching on a passage, over the seeds. */
function matchOn(passageId: string): WhyMatchItem {
  for (let seed = 0; ; seed += 1) {
    const item = generateWhy(3, createRng(seed));
    if (item.kind === 'match' && item.source === passageId) return item;
  }
}

const matchItem = (seed: number): WhyMatchItem => {
  const item = generateWhy(3, createRng(seed));
  if (item.kind !== 'match') throw new Error('match expected');
  return item;
};

describe('generateWhy', () => {
  it('asks "Why did ___?" questions with 2 cards at step 1, one of them right', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(1, seed, 6)) {
          if (item.kind !== 'choice') throw new Error('choice expected');
          expect(item.question.step).toBe(1);
          expect(item.question.type).toBe('cause');
          expect(item.choices).toHaveLength(2);
          expect(item.choices.filter((choice) => choice.correct)).toHaveLength(1);
          expect(item.evidencePart).toBeNull();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('shows every listed card from step 2, one of them right and each wrong one with its hint', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const item of play(2, seed, 6)) {
          if (item.kind !== 'choice') throw new Error('choice expected');
          expect(item.question.type).not.toBe('match');
          expect(item.choices).toHaveLength(choicesForStep(item.question, 2).length);
          expect(item.choices.filter((choice) => choice.correct)).toHaveLength(1);
          for (const wrong of item.choices.filter((choice) => !choice.correct)) {
            expect(wrong.hint).toBeTruthy();
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('matches 3 causes to 3 effects at step 3, never the same passage twice in a row', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const items = play(3, seed, 8);
        for (const item of items) {
          expect(item.kind).toBe('match');
          if (item.kind === 'match') expect(item.task.causes).toHaveLength(3);
        }
        for (let index = 1; index < items.length; index += 1) {
          expect(items[index]?.source).not.toBe(items[index - 1]?.source);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never gives the same item twice in a row, and no passage a third time before all are read', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, step) => {
        const items = play(step, seed, 9);
        for (let index = 1; index < items.length; index += 1) {
          expect(items[index]?.key).not.toBe(items[index - 1]?.key);
        }
        if (step === 3) {
          expect(new Set(items.slice(0, 5).map((item) => item.source)).size).toBe(3);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('over a whole session, reads no passage a third time before every one is read', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let counts = new Map<string, number>();
        for (const item of play(3, seed, 30)) {
          counts.set(item.source, (counts.get(item.source) ?? 0) + 1);
          expect(counts.get(item.source)).toBeLessThanOrEqual(2);
          if (counts.size === whyPassages.length) counts = new Map([[item.source, 1]]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keys each matching by its passage, so the engine can rebuild what was read', () => {
    const item = matchItem(4);
    expect(parsePassageItemKey(item.key)).toEqual({
      passageId: item.passage.id,
      run: ['step-3-pairs'],
      index: 0,
      cycle: [item.passage.id],
    });
    expect(item.source).toBe(item.passage.id);
  });
});

describe('checkWhy', () => {
  const iceStorm = whyPassages.find((passage) => passage.id === '2-2-a')!;
  const school = iceStorm.questions.find((question) => question.id === 'step-1-1')!;
  const schoolItem: WhyItem = {
    kind: 'choice',
    key: '2-2-a|step-1-1|0',
    prompt: school.prompt,
    source: '2-2-a',
    passage: iceStorm,
    question: school,
    step: 1,
    choices: school.choices,
    evidencePart: null,
    run: { index: 0, size: 1 },
  };

  it('takes the marked card', () => {
    const result = checkWhy(schoolItem, {
      kind: 'choice',
      choice: 'The roads were too slippery for the buses.',
    });
    expect(result.correct).toBe(true);
  });

  it("gives a wrong card's own hint", () => {
    const result = checkWhy(schoolItem, { kind: 'choice', choice: 'It was a holiday.' });
    expect(result).toMatchObject({
      correct: false,
      misconception: 'wrong-choice',
      message:
        "Find the word 'so' in sentence 3: the roads were slippery, so school was cancelled.",
    });
  });

  it('is right only when all 3 pairs are right', () => {
    const item = matchItem(2);
    expect(checkWhy(item, { kind: 'match', links: item.task.solution }).correct).toBe(true);
    const [first, second] = item.task.causes;
    const swapped = {
      ...item.task.solution,
      [first!.id]: item.task.solution[second!.id]!,
      [second!.id]: item.task.solution[first!.id]!,
    };
    const result = checkWhy(item, { kind: 'match', links: swapped });
    expect(result.correct).toBe(false);
    expect(result.misconception).toBe('time-order');
    expect(result.marks?.[first!.id]).toBe('incorrect');
    expect(result.marks?.['cause-3']).toBe('correct');
  });

  it("gives a wrong matching the passage's own hint, or the general one", () => {
    for (const passage of whyPassages) {
      const question = passage.questions.find((each) => each.type === 'match')!;
      const item = matchOn(passage.id);
      const result = checkWhy(item, { kind: 'match', links: {} });
      expect(result.message).toBe(question.evidenceHint ?? whyHints['time-order']);
    }
    expect(checkWhy(matchOn('2-2-a'), { kind: 'match', links: {} }).message).toBe(
      "Ask 'Why?' about each effect. Why did they wrap up in blankets? Because there was no heat.",
    );
  });
});

describe('what is said', () => {
  it('gives the general hints of reading.md', () => {
    expect(whyModel.hints['time-order']).toBe(
      'That happened too, but is it the reason? Ask: did this make that happen?',
    );
    expect(whyModel.hints.reversed).toBe(
      'Which came first? The cause comes first and makes the effect happen.',
    );
  });

  it('describes a matching as cause, so effect', () => {
    const item = matchOn('2-2-c');
    expect(describeMatch(item)).toBe(
      'The gate was left open, so a rabbit hopped in. A rabbit got in, so the lettuce was eaten. ' +
        'The fence went up, so the lettuce grew tall.',
    );
  });

  it('models a matching: the question, how to think, then each link', () => {
    const item = matchItem(8);
    const steps = whyModel.workedExample(item).map((step) => step.text);
    expect(steps[0]).toBe('Connect each cause to its effect.');
    expect(steps).toHaveLength(5);
  });

  it('models a card question in the four steps of reading.md', () => {
    const item = play(1, 3, 1)[0]!;
    const steps = whyModel.workedExample(item).map((step) => step.text);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toBe(`The question is: ${item.prompt}`);
  });
});
