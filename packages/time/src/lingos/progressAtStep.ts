import { createProgressStore, type ProgressStore } from '@lingos/catalogue';

/**
 * A progress store kept in memory, where the learner has reached a step of a Time Lingo: for
 * tests and stories, which must never touch real progress.
 */
export function progressAtStep(lingoId: string, step: number): ProgressStore {
  const store = createProgressStore({ storage: null, target: null });
  store.update('time', lingoId, () => ({
    status: 'practising',
    step,
    recent: [],
    streak: 0,
    bestTimes: {},
    updatedAt: 0,
  }));
  return store;
}
