import { createRng } from '@lingos/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Passage, PassageQuestion } from './passages';
import { isReadingMastered, pickPassage, pickQuestions } from './picker';

const question = (id: string, step: number): PassageQuestion => ({
  id,
  type: 'who',
  step,
  prompt: `${id}?`,
  choices: [
    { text: 'yes', correct: true },
    { text: 'no', correct: false, hint: 'Look again.' },
  ],
  evidence: [0],
});

const passage = (id: string, steps: number[] = [1, 1, 1, 2]): Passage => ({
  id,
  lingo: 'lingo-1-1',
  title: id,
  sentences: ['A cat sits.'],
  storyWords: [],
  say: {},
  questions: steps.map((step, index) => question(`q${index}`, step)),
});

describe('pickPassage', () => {
  it('never picks the passage just read, and no passage a third time before all are read', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer(),
        fc.integer({ min: 1, max: 30 }),
        (count, seed, length) => {
          const passages = Array.from({ length: count }, (_, index) => passage(`p${index}`));
          const rng = createRng(seed);
          const history: string[] = [];
          for (let turn = 0; turn < length; turn += 1) {
            const next = pickPassage(passages, history, rng).id;
            expect(next).not.toBe(history[history.length - 1]);
            const everyOneRead = passages.every((p) => history.includes(p.id));
            if (!everyOneRead) expect(history.filter((id) => id === next).length).toBeLessThan(2);
            history.push(next);
          }
        },
      ),
    );
  });

  it('is reproducible from its seed', () => {
    const passages = ['a', 'b', 'c', 'd'].map((id) => passage(id));
    const run = (seed: number) => {
      const rng = createRng(seed);
      const history: string[] = [];
      for (let turn = 0; turn < 8; turn += 1) history.push(pickPassage(passages, history, rng).id);
      return history;
    };
    expect(run(42)).toEqual(run(42));
  });
});

describe('pickQuestions', () => {
  it('asks 2 or 3 of the questions that fit the step, in the passage order', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const picked = pickQuestions(passage('p', [1, 1, 1, 1, 2]), 1, createRng(seed));
        expect(picked.length).toBeGreaterThanOrEqual(2);
        expect(picked.length).toBeLessThanOrEqual(3);
        expect(picked.every((q) => q.step === 1)).toBe(true);
        const order = picked.map((q) => Number(q.id.slice(1)));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it('asks the only question asked at the step or below', () => {
    expect(pickQuestions(passage('p', [2, 3]), 2, createRng(1)).map((q) => q.id)).toEqual(['q0']);
  });
});

describe('isReadingMastered', () => {
  const answers = (ids: string, misses = 0) =>
    [...ids].map((id, index) => ({ passageId: id, correct: index >= misses }));

  it('needs 5 of the last 6 right from at least 3 passages', () => {
    expect(isReadingMastered(answers('aabbcc'))).toBe(true);
    expect(isReadingMastered(answers('aabbcc', 1))).toBe(true);
    expect(isReadingMastered(answers('aabbcc', 2))).toBe(false);
  });

  it('refuses mastery carried by 2 passages, however right', () => {
    expect(isReadingMastered(answers('aaabbb'))).toBe(false);
  });

  it('looks only at the last 6', () => {
    expect(isReadingMastered([...answers('zz', 2), ...answers('abcabc')])).toBe(true);
    expect(isReadingMastered(answers('abcab'))).toBe(false);
  });

  it('agrees with counting the window directly', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ passageId: fc.constantFrom('a', 'b', 'c', 'd'), correct: fc.boolean() }),
        ),
        (list) => {
          const window = list.slice(-6);
          const expected =
            window.length === 6 &&
            window.filter((a) => a.correct).length >= 5 &&
            new Set(window.map((a) => a.passageId)).size >= 3;
          expect(isReadingMastered(list)).toBe(expected);
        },
      ),
    );
  });
});
