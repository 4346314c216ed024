import type { LingoProgress } from '@lingos/catalogue';
import { initialMastery, type MasteryState } from './mastery';

/** The mastery state a session starts from, read from the stored progress of the Lingo. */
export function masteryFromProgress(
  progress: LingoProgress | undefined,
  steps: number,
): MasteryState {
  if (!progress) return initialMastery(steps);
  return initialMastery(steps, {
    step: progress.step,
    streak: progress.streak,
    recent: progress.recent,
    mastered: progress.status === 'mastered' || progress.status === 'completed',
    bestTimes: progress.bestTimes,
  });
}

/** The stored progress after a session changed the learner's mastery. */
export function progressFromMastery(
  previous: LingoProgress | undefined,
  mastery: MasteryState,
  now: number,
): LingoProgress {
  return {
    status:
      previous?.status === 'completed' ? 'completed' : mastery.mastered ? 'mastered' : 'practising',
    step: mastery.step,
    recent: mastery.recent.slice(-6),
    streak: mastery.streak,
    bestTimes: { ...previous?.bestTimes, ...mastery.bestTimes },
    updatedAt: now,
  };
}

/** The stored progress of a finished Learn lesson. */
export function completedProgress(previous: LingoProgress | undefined, now: number): LingoProgress {
  return {
    status: 'completed',
    step: previous?.step ?? 1,
    recent: previous?.recent ?? [],
    streak: previous?.streak ?? 0,
    bestTimes: previous?.bestTimes ?? {},
    updatedAt: now,
  };
}
