import type { LingoProgress } from '@lingos/catalogue';
import { describe, expect, it } from 'vitest';
import { initialMastery } from './mastery';
import { completedProgress, masteryFromProgress, progressFromMastery } from './progress';

const stored: LingoProgress = {
  status: 'practising',
  step: 3,
  recent: [true, false, true],
  streak: -1,
  bestTimes: { '2': 41000 },
  updatedAt: 5,
};

describe('masteryFromProgress', () => {
  it('starts a new learner at step 1', () => {
    expect(masteryFromProgress(undefined, 4)).toEqual(initialMastery(4));
  });

  it("starts at the learner's last step with their streak, window and best times", () => {
    const mastery = masteryFromProgress(stored, 4);
    expect(mastery).toMatchObject({
      step: 3,
      streak: -1,
      recent: [true, false, true],
      bestTimes: { '2': 41000 },
      mastered: false,
    });
  });

  it('clamps a stored step above the Lingo’s top step', () => {
    expect(masteryFromProgress({ ...stored, step: 7 }, 4).step).toBe(4);
  });

  it('reads a mastered status as mastered', () => {
    expect(masteryFromProgress({ ...stored, status: 'mastered' }, 4).mastered).toBe(true);
  });
});

describe('progressFromMastery', () => {
  it('writes the step, streak, window and best times with the time of the change', () => {
    const mastery = { ...initialMastery(4, { step: 2, streak: 2 }), bestTimes: { '1': 50000 } };
    expect(progressFromMastery(stored, mastery, 99)).toEqual({
      status: 'practising',
      step: 2,
      recent: [],
      streak: 2,
      bestTimes: { '1': 50000, '2': 41000 },
      updatedAt: 99,
    });
  });

  it('writes mastered once mastered', () => {
    const mastery = initialMastery(4, { step: 4, mastered: true });
    expect(progressFromMastery(undefined, mastery, 1).status).toBe('mastered');
  });
});

describe('completedProgress', () => {
  it('marks a Learn lesson completed', () => {
    expect(completedProgress(undefined, 7)).toEqual({
      status: 'completed',
      step: 1,
      recent: [],
      streak: 0,
      bestTimes: {},
      updatedAt: 7,
    });
  });
});
