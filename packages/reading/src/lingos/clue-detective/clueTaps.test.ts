import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkClues,
  clueCount,
  clueHint,
  clueInstruction,
  clueResultText,
  clueStatusText,
  toggleClue,
} from './clueTaps';

describe('clueCount', () => {
  it('asks for no clue at step 1, one at step 2 and two at step 3', () => {
    const question = { evidence: [5, 6] };
    expect(clueCount(question, 1)).toBe(0);
    expect(clueCount(question, 2)).toBe(1);
    expect(clueCount(question, 3)).toBe(2);
  });

  it('asks for one clue at step 3 when only one is listed', () => {
    expect(clueCount({ evidence: [0] }, 3)).toBe(1);
  });
});

describe('toggleClue', () => {
  it('adds a tap, lets a tapped sentence go on a second tap, and keeps the newest taps', () => {
    expect(toggleClue([], 3, 2)).toEqual([3]);
    expect(toggleClue([3], 4, 2)).toEqual([3, 4]);
    expect(toggleClue([3, 4], 3, 2)).toEqual([4]);
    expect(toggleClue([3, 4], 6, 2)).toEqual([4, 6]);
    expect(toggleClue([2], 5, 1)).toEqual([5]);
  });

  it('never holds more taps than asked, nor one sentence twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 7 })),
        fc.integer({ min: 1, max: 2 }),
        (taps, count) => {
          const final = taps.reduce<number[]>((held, tap) => toggleClue(held, tap, count), []);
          expect(final.length).toBeLessThanOrEqual(count);
          expect(new Set(final).size).toBe(final.length);
        },
      ),
    );
  });
});

describe('checkClues', () => {
  // 3-1 A, "How does Priya feel at the end?": clues s6 and s7.
  const feeling = { evidence: [5, 6] };

  it('is right when both taps are listed clues', () => {
    expect(checkClues(feeling, [5, 6], 2)).toEqual({
      correct: true,
      marks: { 5: 'correct', 6: 'correct' },
    });
  });

  it('is wrong when a tap is not a listed clue, and marks that tap', () => {
    expect(checkClues(feeling, [5, 2], 2)).toEqual({
      correct: false,
      marks: { 5: 'correct', 2: 'incorrect' },
    });
  });

  it('is wrong with fewer taps than asked', () => {
    expect(checkClues(feeling, [5], 2).correct).toBe(false);
  });

  it('takes any one listed clue of several at step 2', () => {
    const who = { evidence: [2, 3, 4] };
    for (const tap of [2, 3, 4]) expect(checkClues(who, [tap], 1).correct).toBe(true);
    expect(checkClues(who, [0], 1).correct).toBe(false);
  });

  it('agrees with a reference: every tap a clue, as many as asked, none twice', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 2 }),
        (taps, evidence, count) => {
          const expected = taps.length === count && taps.every((tap) => evidence.includes(tap));
          expect(checkClues({ evidence }, taps, count).correct).toBe(expected);
        },
      ),
    );
  });
});

describe('what is said', () => {
  it('says the taps as reading.md writes them', () => {
    expect(clueStatusText(2, [])).toBe('Tap 2 clue sentences.');
    expect(clueStatusText(2, [2])).toBe('Tap 2 clue sentences. Sentence 3 selected.');
    expect(clueStatusText(2, [2, 3])).toBe(
      'Tap 2 clue sentences. Sentence 3 selected. Sentence 4 selected. Done.',
    );
    expect(clueInstruction(1)).toBe('Tap 1 clue sentence.');
  });

  it('gives the result and the general hint', () => {
    expect(clueResultText(2)).toBe('Both are clues. Correct.');
    expect(clueResultText(1)).toBe('That is a clue. Correct.');
    expect(clueHint).toBe(
      "The story doesn't say it out loud. Find a clue, then think: what do I know about that?",
    );
  });
});
