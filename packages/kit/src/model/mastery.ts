import type { Evidence } from './types';

/**
 * The shared mastery model for practice Lingos (curriculum README): 3 first-try-correct
 * answers in a row move up a step, 2 misses in a row move down a step and show a worked
 * example, and the Lingo is mastered at the top step when 5 of the last 6 first-try answers
 * are correct.
 */
export interface StreakRules {
  readonly kind: 'streak';
  /** First-try-correct answers in a row that move up one step. */
  readonly upAfter: number;
  /** First-try misses in a row that move down one step and show a worked example. */
  readonly downAfter: number;
  /** How many of the latest first-try answers at the top step are looked at. */
  readonly window: number;
  /** How many of those must be correct to master the Lingo. */
  readonly needed: number;
  /**
   * Reading's deviation: the window must cover at least this many different item sources
   * (passages), so one memorised passage cannot carry mastery alone.
   */
  readonly minSources?: number;
}

/**
 * Round-based mastery: Speed Lingos (rounds of 10, timed) and deviations such as time 3-6
 * (rounds of 12, untimed). The step changes once per round.
 */
export interface RoundRules {
  readonly kind: 'round';
  /** Scored items per round. */
  readonly size: number;
  /** A round with at least this many correct moves up one step. */
  readonly upAt: number;
  /** A round with this many correct or fewer moves down one step and shows a worked example. */
  readonly downAt: number;
  /** A round at the top step with at least this many correct masters the Lingo. */
  readonly masterAt: number;
  /** Whether the round is timed (Speed). The child can still hide the timer or turn it off. */
  readonly timed: boolean;
  /** Rounds with at least this many correct may set a best time; defaults to `masterAt`. */
  readonly bestTimeAt?: number;
  /** Missed items come back at the end of the round as practice (time 3-6). */
  readonly repeatMisses?: boolean;
  /** How long a miss's hint stays before the round goes on by itself (Speed: 3 s). */
  readonly missPauseMs?: number;
  /** How long the praise for a right answer stays before the round goes on by itself. */
  readonly correctPauseMs?: number;
  /** Misses in a row inside a round that show a worked example, the timer paused (words 2-5). */
  readonly workedExampleAfterMisses?: number;
}

/** Either mastery rule set. */
export type MasteryRules = StreakRules | RoundRules;

/** The shared mastery model: up after 3, down after 2, mastered with 5 of the last 6. */
export const sharedMasteryRules: StreakRules = {
  kind: 'streak',
  upAfter: 3,
  downAfter: 2,
  window: 6,
  needed: 5,
};

/** The shared Speed model: rounds of 10; up with 9, down with 5 or fewer, mastered with 9. */
export const speedRules: RoundRules = {
  kind: 'round',
  size: 10,
  upAt: 9,
  downAt: 5,
  masterAt: 9,
  timed: true,
  missPauseMs: 3000,
  correctPauseMs: 700,
};

/** The learner's mastery of one Lingo, the part of its progress the engine reasons about. */
export interface MasteryState {
  /** Number of difficulty steps N. */
  readonly steps: number;
  /** The current step, 1..N. */
  readonly step: number;
  /** Signed run: +k first-try-correct answers in a row, −k misses in a row. */
  readonly streak: number;
  /** The latest first-try answers at the top step (at most the window), oldest first. */
  readonly recent: readonly boolean[];
  /** The source of each answer in `recent` (null when unknown, e.g. restored from storage). */
  readonly recentSources: readonly (string | null)[];
  /** Sticky: once mastered, always mastered. */
  readonly mastered: boolean;
  /** Best round time in ms per step (`"1"`, `"2"` …). */
  readonly bestTimes: Readonly<Record<string, number>>;
}

/** Saved progress to start from; every field is optional and validated. */
export interface SavedMastery {
  readonly step?: unknown;
  readonly streak?: unknown;
  readonly recent?: unknown;
  readonly mastered?: unknown;
  readonly bestTimes?: unknown;
}

/** What one answer or round changed. */
export interface MasteryOutcome {
  readonly state: MasteryState;
  /** −1, 0 or +1. */
  readonly stepChange: -1 | 0 | 1;
  /** Show a worked example now (after misses in a row, or a poor round). */
  readonly workedExample: boolean;
  /** This answer or round mastered the Lingo. */
  readonly newlyMastered: boolean;
  /** Whether the answer counted as evidence at all. */
  readonly counted: boolean;
}

/** What a finished round changed, with its time. */
export interface RoundOutcome extends MasteryOutcome {
  /** The step the round was played at. */
  readonly step: number;
  /** The round's time, or null when the timer was off or the round is untimed. */
  readonly timeMs: number | null;
  /** The best time at that step after this round, or null if there is none. */
  readonly bestMs: number | null;
  /** This round set a new best time. */
  readonly newBest: boolean;
}

/** One finished round: how many of how many were right, and how long it took. */
export interface RoundScore {
  readonly correct: number;
  readonly total: number;
  /** Null when the timer was off (no time is recorded) or the round is untimed. */
  readonly timeMs: number | null;
}

function clampStep(step: number, steps: number): number {
  return Math.min(Math.max(Math.round(step), 1), steps);
}

function isStepCount(steps: number): boolean {
  return Number.isInteger(steps) && steps >= 1;
}

/**
 * The mastery state a session starts from: the learner's last step (clamped to 1..N), or
 * step 1 for a new learner. Malformed saved fields are ignored one by one.
 */
export function initialMastery(steps: number, saved?: SavedMastery): MasteryState {
  if (!isStepCount(steps)) throw new RangeError(`steps must be a whole number ≥ 1, got ${steps}`);
  const step =
    typeof saved?.step === 'number' && Number.isFinite(saved.step)
      ? clampStep(saved.step, steps)
      : 1;
  const streak =
    typeof saved?.streak === 'number' && Number.isInteger(saved.streak) ? saved.streak : 0;
  const recent = Array.isArray(saved?.recent)
    ? saved.recent.filter((entry): entry is boolean => typeof entry === 'boolean')
    : [];
  const bestTimes: Record<string, number> = {};
  if (saved?.bestTimes && typeof saved.bestTimes === 'object') {
    for (const [key, value] of Object.entries(saved.bestTimes)) {
      if (typeof value === 'number' && Number.isFinite(value) && value > 0) bestTimes[key] = value;
    }
  }
  return {
    steps,
    step,
    streak,
    recent,
    recentSources: recent.map(() => null),
    mastered: saved?.mastered === true,
    bestTimes,
  };
}

function countCorrect(recent: readonly boolean[]): number {
  return recent.reduce((sum, entry) => sum + (entry ? 1 : 0), 0);
}

function meetsMastery(state: MasteryState, rules: StreakRules): boolean {
  if (state.step !== state.steps) return false;
  const window = state.recent.slice(-rules.window);
  if (countCorrect(window) < rules.needed) return false;
  if (rules.minSources !== undefined) {
    const sources = new Set(
      state.recentSources.slice(-rules.window).filter((source) => source !== null),
    );
    if (sources.size < rules.minSources) return false;
  }
  return true;
}

/** One answer for the streak model. */
export interface AnswerEvidence {
  /** How the answer counts; `none` for answers after a hint (retries) and practice items. */
  readonly evidence: Evidence;
  /** The item's source, for the variety rule. */
  readonly source?: string;
}

/**
 * Applies one answer to the shared mastery model. An answer that is not evidence changes
 * nothing. The window of recent answers starts afresh whenever the step changes, so mastery
 * needs answers given at the top step.
 */
export function recordAnswer(
  state: MasteryState,
  answer: AnswerEvidence,
  rules: StreakRules = sharedMasteryRules,
): MasteryOutcome {
  if (answer.evidence === 'none') {
    return { state, stepChange: 0, workedExample: false, newlyMastered: false, counted: false };
  }
  const correct = answer.evidence === 'correct';
  const atTop = state.step === state.steps;
  let recent = state.recent;
  let recentSources = state.recentSources;
  if (atTop) {
    recent = [...recent, correct].slice(-rules.window);
    recentSources = [...recentSources, answer.source ?? null].slice(-rules.window);
  }
  let streak = correct ? Math.max(state.streak, 0) + 1 : Math.min(state.streak, 0) - 1;
  let step = state.step;
  let stepChange: -1 | 0 | 1 = 0;
  let workedExample = false;
  if (correct && streak >= rules.upAfter && step < state.steps) {
    step += 1;
    stepChange = 1;
    streak = 0;
  } else if (!correct && -streak >= rules.downAfter) {
    workedExample = true;
    streak = 0;
    if (step > 1) {
      step -= 1;
      stepChange = -1;
    }
  }
  if (stepChange !== 0) {
    recent = [];
    recentSources = [];
  }
  const next: MasteryState = { ...state, step, streak, recent, recentSources };
  const reached = !state.mastered && stepChange === 0 && meetsMastery(next, rules);
  return {
    state: reached ? { ...next, mastered: true } : next,
    stepChange,
    workedExample,
    newlyMastered: reached,
    counted: true,
  };
}

/**
 * Applies one finished round: mastered after a round at the top step with at least
 * `masterAt` right; up a step with `upAt`, down a step (and a worked example) with `downAt`
 * or fewer. The best time per step is kept, only from timed rounds with `bestTimeAt` right.
 */
export function recordRound(
  state: MasteryState,
  score: RoundScore,
  rules: RoundRules = speedRules,
): RoundOutcome {
  const playedStep = state.step;
  const key = String(playedStep);
  const previousBest = state.bestTimes[key] ?? null;
  const bestTimeAt = rules.bestTimeAt ?? rules.masterAt;
  let bestTimes = state.bestTimes;
  let newBest = false;
  if (
    score.timeMs !== null &&
    Number.isFinite(score.timeMs) &&
    score.timeMs > 0 &&
    score.correct >= bestTimeAt &&
    (previousBest === null || score.timeMs < previousBest)
  ) {
    bestTimes = { ...bestTimes, [key]: Math.round(score.timeMs) };
    newBest = true;
  }
  const reached = !state.mastered && playedStep === state.steps && score.correct >= rules.masterAt;
  let step = playedStep;
  let stepChange: -1 | 0 | 1 = 0;
  let workedExample = false;
  if (score.correct >= rules.upAt && step < state.steps) {
    step += 1;
    stepChange = 1;
  } else if (score.correct <= rules.downAt) {
    workedExample = true;
    if (step > 1) {
      step -= 1;
      stepChange = -1;
    }
  }
  return {
    state: { ...state, step, bestTimes, mastered: state.mastered || reached },
    stepChange,
    workedExample,
    newlyMastered: reached,
    counted: true,
    step: playedStep,
    timeMs: score.timeMs,
    bestMs: bestTimes[key] ?? null,
    newBest,
  };
}

/**
 * The mastery meter's value, 0–100: each step is an equal share, filled within a step by
 * the current streak (or, at the top step, by the correct answers in the window); 100 only
 * when mastered.
 */
export function masteryPercent(state: MasteryState, rules: MasteryRules): number {
  if (state.mastered) return 100;
  const share = 100 / state.steps;
  let within = 0;
  if (rules.kind === 'streak') {
    within =
      state.step === state.steps
        ? Math.min(countCorrect(state.recent.slice(-rules.window)) / rules.needed, 1)
        : Math.max(state.streak, 0) / rules.upAfter;
  }
  return Math.min(99, Math.round((state.step - 1) * share + within * share));
}
