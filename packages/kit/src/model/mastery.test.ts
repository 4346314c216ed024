import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialMastery,
  masteryPercent,
  recordAnswer,
  recordRound,
  sharedMasteryRules,
  speedRules,
  type MasteryState,
  type RoundRules,
} from './mastery';

const right = { evidence: 'correct' } as const;
const miss = { evidence: 'miss' } as const;
const practice = { evidence: 'none' } as const;

function answers(
  state: MasteryState,
  list: readonly { evidence: 'correct' | 'miss' | 'none'; source?: string }[],
) {
  let current = state;
  for (const answer of list) current = recordAnswer(current, answer).state;
  return current;
}

describe('initialMastery', () => {
  it('starts a new learner at step 1 with nothing recorded', () => {
    expect(initialMastery(4)).toEqual({
      steps: 4,
      step: 1,
      streak: 0,
      recent: [],
      recentSources: [],
      mastered: false,
      bestTimes: {},
    });
  });

  it("starts at the learner's last step", () => {
    expect(initialMastery(4, { step: 3 }).step).toBe(3);
  });

  it('clamps a saved step into 1..N', () => {
    expect(initialMastery(3, { step: 7 }).step).toBe(3);
    expect(initialMastery(3, { step: 0 }).step).toBe(1);
    expect(initialMastery(3, { step: -2 }).step).toBe(1);
  });

  it('ignores malformed fields one by one and keeps the valid rest', () => {
    const state = initialMastery(4, {
      step: 'two',
      streak: 1.5,
      recent: [true, 'yes', false, null, true],
      mastered: 'true',
      bestTimes: { '1': 42000, '2': -5, '3': 'fast', '4': Number.NaN },
    });
    expect(state.step).toBe(1);
    expect(state.streak).toBe(0);
    expect(state.recent).toEqual([true, false, true]);
    expect(state.recentSources).toEqual([null, null, null]);
    expect(state.mastered).toBe(false);
    expect(state.bestTimes).toEqual({ '1': 42000 });
  });

  it('keeps a saved mastered flag', () => {
    expect(initialMastery(4, { mastered: true, step: 2 }).mastered).toBe(true);
  });

  it('refuses a step count below 1', () => {
    expect(() => initialMastery(0)).toThrow(RangeError);
  });
});

describe('recordAnswer', () => {
  it('counts first-try-correct answers as a positive streak', () => {
    const state = answers(initialMastery(4), [right, right]);
    expect(state.streak).toBe(2);
    expect(state.step).toBe(1);
  });

  it('moves up one step after 3 first-try-correct answers in a row', () => {
    const start = answers(initialMastery(4), [right, right]);
    const outcome = recordAnswer(start, right);
    expect(outcome.stepChange).toBe(1);
    expect(outcome.state.step).toBe(2);
    expect(outcome.state.streak).toBe(0);
  });

  it('needs the 3 in a row: a miss in between starts the run again', () => {
    const state = answers(initialMastery(4), [right, right, miss, right, right]);
    expect(state.step).toBe(1);
    expect(state.streak).toBe(2);
  });

  it('moves down one step after 2 misses in a row and asks for a worked example', () => {
    const start = answers(initialMastery(4, { step: 3 }), [miss]);
    expect(start.streak).toBe(-1);
    const outcome = recordAnswer(start, miss);
    expect(outcome.stepChange).toBe(-1);
    expect(outcome.workedExample).toBe(true);
    expect(outcome.state.step).toBe(2);
    expect(outcome.state.streak).toBe(0);
  });

  it('never goes below step 1 but still shows the worked example', () => {
    const outcome = recordAnswer(answers(initialMastery(3), [miss]), miss);
    expect(outcome.state.step).toBe(1);
    expect(outcome.stepChange).toBe(0);
    expect(outcome.workedExample).toBe(true);
  });

  it('treats an answer after a hint as practice: nothing changes', () => {
    const start = answers(initialMastery(4, { step: 2 }), [right, right]);
    const outcome = recordAnswer(start, practice);
    expect(outcome.counted).toBe(false);
    expect(outcome.state).toBe(start);
  });

  it('does not break a miss run with a practice answer', () => {
    const state = answers(initialMastery(4, { step: 2 }), [miss, practice, miss]);
    expect(state.step).toBe(1);
  });

  it('does not move above the top step; the streak keeps counting', () => {
    const state = answers(initialMastery(3, { step: 3 }), [right, right, right, right]);
    expect(state.step).toBe(3);
    expect(state.streak).toBe(4);
  });

  it('records first-try answers in the window only at the top step', () => {
    const below = answers(initialMastery(3, { step: 2 }), [right, miss]);
    expect(below.recent).toEqual([]);
    const top = answers(initialMastery(3, { step: 3 }), [right, miss]);
    expect(top.recent).toEqual([true, false]);
  });

  it('masters at the top step with 5 correct first-try answers', () => {
    const start = answers(initialMastery(3, { step: 3 }), [right, right, right, right]);
    expect(start.mastered).toBe(false);
    const outcome = recordAnswer(start, right);
    expect(outcome.newlyMastered).toBe(true);
    expect(outcome.state.mastered).toBe(true);
  });

  it('masters with 5 of the last 6 (one miss allowed)', () => {
    const state = answers(initialMastery(3, { step: 3 }), [right, miss, right, right, right]);
    expect(state.mastered).toBe(false);
    expect(recordAnswer(state, right).newlyMastered).toBe(true);
  });

  it('does not master with 4 of the last 6', () => {
    const state = answers(initialMastery(3, { step: 3 }), [right, miss, right, right, miss, right]);
    expect(state.mastered).toBe(false);
  });

  it('looks only at the last 6 answers', () => {
    const state = answers(initialMastery(3, { step: 3 }), [miss, right, miss, right, right, right]);
    expect(state.recent).toEqual([false, true, false, true, true, true]);
    expect(state.mastered).toBe(false);
    const after = recordAnswer(state, right);
    expect(after.state.recent).toEqual([true, false, true, true, true, true]);
    expect(after.newlyMastered).toBe(true);
  });

  it('starts the window afresh after a step change', () => {
    const state = answers(initialMastery(3, { step: 3 }), [right, right, right, miss, miss]);
    expect(state.step).toBe(2);
    expect(state.recent).toEqual([]);
  });

  it('keeps mastered sticky: a later slip only lowers the step', () => {
    const mastered = answers(initialMastery(3, { step: 3 }), [right, right, right, right, right]);
    expect(mastered.mastered).toBe(true);
    const slipped = answers(mastered, [miss, miss]);
    expect(slipped.step).toBe(2);
    expect(slipped.mastered).toBe(true);
  });

  it('reports newlyMastered only once', () => {
    const mastered = answers(initialMastery(3, { step: 3 }), [right, right, right, right, right]);
    expect(recordAnswer(mastered, right).newlyMastered).toBe(false);
  });

  it('with minSources, needs enough different sources in the window (reading)', () => {
    const rules = { ...sharedMasteryRules, minSources: 3 };
    let state = initialMastery(3, { step: 3 });
    for (const source of ['a', 'a', 'b', 'b', 'b']) {
      state = recordAnswer(state, { evidence: 'correct', source }, rules).state;
    }
    expect(state.mastered).toBe(false);
    const outcome = recordAnswer(state, { evidence: 'correct', source: 'c' }, rules);
    expect(outcome.newlyMastered).toBe(true);
  });

  it('with minSources, does not count unknown sources restored from storage', () => {
    const rules = { ...sharedMasteryRules, minSources: 3 };
    let state = initialMastery(3, { step: 3, recent: [true, true, true, true] });
    state = recordAnswer(state, { evidence: 'correct', source: 'a' }, rules).state;
    state = recordAnswer(state, { evidence: 'correct', source: 'b' }, rules).state;
    expect(state.mastered).toBe(false);
  });
});

describe('recordRound', () => {
  it('moves up one step after a round with at least 9 of 10', () => {
    const outcome = recordRound(initialMastery(4, { step: 2 }), {
      correct: 9,
      total: 10,
      timeMs: 50000,
    });
    expect(outcome.stepChange).toBe(1);
    expect(outcome.state.step).toBe(3);
  });

  it('stays on the step with 6 to 8 of 10', () => {
    for (const correct of [6, 7, 8]) {
      const outcome = recordRound(initialMastery(4, { step: 2 }), {
        correct,
        total: 10,
        timeMs: 50000,
      });
      expect(outcome.stepChange).toBe(0);
      expect(outcome.workedExample).toBe(false);
    }
  });

  it('moves down one step with 5 of 10 or fewer and shows a worked example', () => {
    const outcome = recordRound(initialMastery(4, { step: 2 }), {
      correct: 5,
      total: 10,
      timeMs: 50000,
    });
    expect(outcome.stepChange).toBe(-1);
    expect(outcome.workedExample).toBe(true);
    expect(outcome.state.step).toBe(1);
  });

  it('masters after a round with at least 9 of 10 at the top step', () => {
    const outcome = recordRound(initialMastery(4, { step: 4 }), {
      correct: 9,
      total: 10,
      timeMs: 60000,
    });
    expect(outcome.newlyMastered).toBe(true);
    expect(outcome.state.mastered).toBe(true);
    expect(outcome.state.step).toBe(4);
  });

  it('does not master from a round played below the top step', () => {
    const outcome = recordRound(initialMastery(4, { step: 3 }), {
      correct: 10,
      total: 10,
      timeMs: 60000,
    });
    expect(outcome.newlyMastered).toBe(false);
    expect(outcome.state.step).toBe(4);
  });

  it('keeps the best time per step from rounds with at least 9 of 10', () => {
    let state = initialMastery(4, { step: 4 });
    let outcome = recordRound(state, { correct: 9, total: 10, timeMs: 52000 });
    expect(outcome.newBest).toBe(true);
    expect(outcome.state.bestTimes).toEqual({ '4': 52000 });
    state = outcome.state;
    outcome = recordRound(state, { correct: 10, total: 10, timeMs: 60000 });
    expect(outcome.newBest).toBe(false);
    expect(outcome.bestMs).toBe(52000);
    outcome = recordRound(outcome.state, { correct: 9, total: 10, timeMs: 48000 });
    expect(outcome.newBest).toBe(true);
    expect(outcome.state.bestTimes['4']).toBe(48000);
  });

  it('records no best time from a round below 9 of 10', () => {
    const outcome = recordRound(initialMastery(4, { step: 2 }), {
      correct: 8,
      total: 10,
      timeMs: 10000,
    });
    expect(outcome.state.bestTimes).toEqual({});
    expect(outcome.bestMs).toBeNull();
  });

  it('counts a round with the timer off for mastery but records no time', () => {
    const outcome = recordRound(initialMastery(4, { step: 4 }), {
      correct: 10,
      total: 10,
      timeMs: null,
    });
    expect(outcome.newlyMastered).toBe(true);
    expect(outcome.state.bestTimes).toEqual({});
  });

  it('applies other round rules (time 3-6: 12 items, up 10, down 6, master 11)', () => {
    const rules: RoundRules = {
      kind: 'round',
      size: 12,
      upAt: 10,
      downAt: 6,
      masterAt: 11,
      timed: false,
    };
    const top = initialMastery(3, { step: 3 });
    expect(recordRound(top, { correct: 10, total: 12, timeMs: null }, rules).newlyMastered).toBe(
      false,
    );
    expect(recordRound(top, { correct: 11, total: 12, timeMs: null }, rules).newlyMastered).toBe(
      true,
    );
    const middle = initialMastery(3, { step: 2 });
    expect(recordRound(middle, { correct: 6, total: 12, timeMs: null }, rules).state.step).toBe(1);
    expect(recordRound(middle, { correct: 7, total: 12, timeMs: null }, rules).state.step).toBe(2);
  });
});

describe('masteryPercent', () => {
  it('is 0 for a new learner and 100 once mastered', () => {
    expect(masteryPercent(initialMastery(4), sharedMasteryRules)).toBe(0);
    expect(masteryPercent(initialMastery(4, { mastered: true }), sharedMasteryRules)).toBe(100);
  });

  it('gives each step an equal share, filled by the streak', () => {
    expect(masteryPercent(initialMastery(4, { step: 3 }), sharedMasteryRules)).toBe(50);
    expect(masteryPercent(initialMastery(4, { step: 1, streak: 2 }), sharedMasteryRules)).toBe(17);
  });

  it('stays below 100 at the top step until mastered', () => {
    const state = initialMastery(4, { step: 4, recent: [true, true, true, true, true] });
    expect(masteryPercent(state, sharedMasteryRules)).toBe(99);
  });

  it('uses the step for round rules', () => {
    expect(masteryPercent(initialMastery(4, { step: 2 }), speedRules)).toBe(25);
  });
});

const evidenceArbitrary = fc.constantFrom('correct', 'miss', 'none') as fc.Arbitrary<
  'correct' | 'miss' | 'none'
>;

describe('mastery properties', () => {
  it('keeps the step within 1..N whatever the answers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -3, max: 9 }),
        fc.array(evidenceArbitrary, { maxLength: 80 }),
        (steps, savedStep, list) => {
          let state = initialMastery(steps, { step: savedStep });
          for (const evidence of list) {
            state = recordAnswer(state, { evidence }).state;
            expect(state.step).toBeGreaterThanOrEqual(1);
            expect(state.step).toBeLessThanOrEqual(steps);
            expect(state.recent.length).toBeLessThanOrEqual(6);
          }
        },
      ),
    );
  });

  it('keeps mastered sticky', () => {
    fc.assert(
      fc.property(fc.array(evidenceArbitrary, { maxLength: 80 }), (list) => {
        let state = initialMastery(3, { step: 3 });
        let seen = false;
        for (const evidence of list) {
          state = recordAnswer(state, { evidence }).state;
          if (seen) expect(state.mastered).toBe(true);
          seen = seen || state.mastered;
        }
      }),
    );
  });

  it('moves at most one step per answer and only as the rules say', () => {
    fc.assert(
      fc.property(fc.array(evidenceArbitrary, { maxLength: 80 }), (list) => {
        let state = initialMastery(4, { step: 2 });
        for (const evidence of list) {
          const outcome = recordAnswer(state, { evidence });
          const change = outcome.state.step - state.step;
          expect(Math.abs(change)).toBeLessThanOrEqual(1);
          if (change === 1) expect(evidence).toBe('correct');
          if (change === -1) expect(evidence).toBe('miss');
          if (evidence === 'none') expect(outcome.state).toBe(state);
          state = outcome.state;
        }
      }),
    );
  });

  it('agrees with an independent count of the last answers at the top step', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (list) => {
        // With a single step nothing can change the step, so the reference is simple:
        // mastered once some window of the last 6 answers had 5 right.
        let state = initialMastery(1);
        let reference = false;
        list.forEach((correct, index) => {
          state = recordAnswer(state, { evidence: correct ? 'correct' : 'miss' }).state;
          const window = list.slice(Math.max(0, index - 5), index + 1);
          if (window.filter(Boolean).length >= 5) reference = true;
        });
        expect(state.mastered).toBe(reference);
      }),
    );
  });

  it('keeps the round step within 1..N and best times only ever improve', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            correct: fc.integer({ min: 0, max: 10 }),
            timeMs: fc.option(fc.integer({ min: 1000, max: 200000 })),
          }),
          { maxLength: 30 },
        ),
        (rounds) => {
          let state = initialMastery(4);
          for (const round of rounds) {
            const before = state.bestTimes;
            state = recordRound(state, { ...round, total: 10 }, speedRules).state;
            expect(state.step).toBeGreaterThanOrEqual(1);
            expect(state.step).toBeLessThanOrEqual(4);
            for (const [key, value] of Object.entries(before)) {
              expect(state.bestTimes[key]).toBeLessThanOrEqual(value);
            }
          }
        },
      ),
    );
  });
});
