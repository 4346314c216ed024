import {
  masteryPercent,
  recordAnswer,
  recordRound,
  type MasteryRules,
  type MasteryState,
  type RoundRules,
} from './mastery';
import { createRng } from './rng';
import type {
  CheckResult,
  Evidence,
  GenerateContext,
  PracticeItemBase,
  PracticeModel,
  WorkedExampleStep,
} from './types';

/**
 * Where a practice session is. `answering`, `correct`, `incorrect` and `mastered` are the
 * states a page exposes as `data-state`; `worked-example` runs after misses in a row,
 * `ready` waits for a round to start and `result` shows a finished round.
 */
export type SessionPhase =
  'ready' | 'answering' | 'correct' | 'incorrect' | 'worked-example' | 'mastered' | 'result';

/** The feedback after an answer. */
export interface Feedback {
  readonly kind: 'correct' | 'incorrect';
  /** Praise, the model's message or the misconception hint. */
  readonly text: string;
  readonly misconception?: string;
  /** The answer in words, shown once it gives nothing away (after a right answer or no retry). */
  readonly answerText?: string;
  /** What read-aloud says instead of `answerText`, from the model's `describeSpeech`. */
  readonly answerSpeech?: string | readonly string[];
  /** What read-aloud says instead of `text`, from the check's `speech`. */
  readonly speech?: string | readonly string[];
}

/** A worked example in progress. */
export interface WorkedExampleProgress<Item> {
  readonly item: Item;
  readonly steps: readonly WorkedExampleStep[];
  /** The step shown, 0-based. */
  readonly index: number;
}

/** A round in progress (round-based rules only). */
export interface RoundState<Item> {
  /** 1-based number of the round in this session. */
  readonly number: number;
  /** The step the round is played at. */
  readonly step: number;
  /** Scored items served so far, including the current one. */
  readonly served: number;
  readonly size: number;
  readonly correct: number;
  /** Keys used in this round, so no item repeats inside it. */
  readonly keys: readonly string[];
  /** Missed items waiting to come back as practice (when `repeatMisses`). */
  readonly practiceQueue: readonly Item[];
  /** The current item is a missed item come back as practice. */
  readonly practising: boolean;
  /** Misses in a row inside the round. */
  readonly missRun: number;
  /** The latest missed item, solved by the worked example after a poor round. */
  readonly lastMissed: Item | null;
  /** The scored items so far and whether each was right, for a Lingo's own result screen. */
  readonly answers: readonly RoundAnswer<Item>[];
  /** No time is recorded for this round. */
  readonly timerOff: boolean;
  /** Time counted so far, without pauses. */
  readonly elapsedMs: number;
  /** When the running stretch started, or null while paused. */
  readonly runningSince: number | null;
}

/** One scored item of a round. */
export interface RoundAnswer<Item> {
  readonly item: Item;
  /** Right on its one try (and counted as evidence). */
  readonly correct: boolean;
}

/** A finished round, for the result screen. */
export interface RoundSummary {
  readonly number: number;
  readonly step: number;
  readonly correct: number;
  readonly total: number;
  /** Null when the timer was off or the rules are untimed. */
  readonly timeMs: number | null;
  readonly bestMs: number | null;
  readonly newBest: boolean;
  readonly stepChange: -1 | 0 | 1;
  readonly newlyMastered: boolean;
  readonly workedExample: boolean;
}

/** The whole state of a practice session; pure data. */
export interface SessionState<Item extends PracticeItemBase, Answer> {
  readonly phase: SessionPhase;
  readonly seed: number;
  /** Items generated so far; item n is generated from (seed, n), so sessions reproduce. */
  readonly serial: number;
  /** The item on screen; null only before the first round starts. */
  readonly item: Item | null;
  /** The answer being built for the current item. */
  readonly answer: Answer | undefined;
  /** 0 on the first try; more after "Try again" (practice, not evidence). */
  readonly attempt: number;
  /** The last check of the current item (its marks stay visible during a retry). */
  readonly result: CheckResult | null;
  readonly feedback: Feedback | null;
  /** The hint shown while the child tries again. */
  readonly hint: string | null;
  readonly mastery: MasteryState;
  /** Keys of the latest items, oldest first, at most 20. */
  readonly recentKeys: readonly string[];
  readonly workedExample: WorkedExampleProgress<Item> | null;
  /** A worked example comes after this feedback. */
  readonly pendingWorkedExample: boolean;
  /** The item a pending worked example solves. */
  readonly workedExampleItem: Item | null;
  readonly round: RoundState<Item> | null;
  readonly summary: RoundSummary | null;
  /** The scored items of the last finished round (e.g. time 3-6's stars per strand). */
  readonly lastRound: readonly RoundAnswer<Item>[];
  /** Rounds started in this session. */
  readonly rounds: number;
  /** Answers checked in this session (rotates the praise). */
  readonly answered: number;
}

/** What the host of a session must do after a transition. */
export type SessionEffect =
  /** Write the learner's mastery to the progress store. */
  | { readonly type: 'record'; readonly mastery: MasteryState }
  /** The Lingo was just mastered: celebrate and toast. */
  | { readonly type: 'mastered' };

/** Something the child (or the clock) did. */
export type SessionAction<Answer> =
  | { readonly type: 'set-answer'; readonly answer: Answer | undefined }
  | { readonly type: 'submit'; readonly answer?: Answer; readonly now?: number }
  | { readonly type: 'retry' }
  | { readonly type: 'next'; readonly now?: number }
  | { readonly type: 'start-round'; readonly now: number; readonly timerOff?: boolean }
  /** Turning the timer off mid-round: this round records no time. */
  | { readonly type: 'timer-off'; readonly now: number }
  /** The stored progress changed under the session (e.g. "Reset progress"). */
  | { readonly type: 'set-mastery'; readonly mastery: MasteryState };

/** The model and the rules a session runs. */
export interface SessionConfig<Item extends PracticeItemBase, Answer> {
  readonly model: PracticeModel<Item, Answer>;
  readonly rules: MasteryRules;
}

/** A transition's new state and the effects to run. */
export interface SessionTransition<Item extends PracticeItemBase, Answer> {
  readonly state: SessionState<Item, Answer>;
  readonly effects: readonly SessionEffect[];
}

/** Praise for a first-try right answer, in turn. */
export const praise = [
  'Yes! Well done.',
  'Great job!',
  'You got it!',
  "That's right!",
  'Super work!',
] as const;

/** Praise for a right answer after a hint. */
export const retryPraise = "That's it! You fixed it.";

/** Said when no hint matches a wrong answer. */
export const genericHint = 'Not quite. Look again and try once more.';

/** Said when the Lingo is mastered. */
export const masteredText = 'Mastered! You can keep practising.';

const recentLimit = 20;
const generateAttempts = 50;

/** Mixes a session seed, an item number and an attempt into one 32-bit seed. */
export function deriveSeed(seed: number, serial: number, attempt: number): number {
  let h = (seed ^ Math.imul(serial + 1, 0x9e3779b1) ^ Math.imul(attempt + 1, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Generates item number `serial`, avoiding the keys in `avoid` (the previous item, or every
 * item of the round). If the generator keeps repeating, only the previous key is avoided;
 * a generator that can make a single item is allowed to repeat it.
 */
function generateItem<Item extends PracticeItemBase, Answer>(
  model: PracticeModel<Item, Answer>,
  step: number,
  seed: number,
  serial: number,
  avoid: ReadonlySet<string>,
  context: GenerateContext,
): Item {
  const previous = context.recentKeys[context.recentKeys.length - 1];
  let fallback: Item | null = null;
  let last: Item | null = null;
  for (let attempt = 0; attempt < generateAttempts * 2; attempt += 1) {
    const item = model.generate(step, createRng(deriveSeed(seed, serial, attempt)), context);
    last = item;
    if (!avoid.has(item.key) && item.key !== previous) return item;
    if (fallback === null && item.key !== previous) fallback = item;
    if (attempt >= generateAttempts && fallback !== null) return fallback;
  }
  return fallback ?? (last as Item);
}

function pushKey(keys: readonly string[], key: string): readonly string[] {
  return [...keys, key].slice(-recentLimit);
}

/** The answer in words for feedback, with its spoken form when the model gives one. */
function answerParts<Item extends PracticeItemBase, Answer>(
  model: PracticeModel<Item, Answer>,
  item: Item,
  describe: string | undefined,
): Pick<Feedback, 'answerText' | 'answerSpeech'> {
  if (!describe) return {};
  const spoken = model.describeSpeech?.(item);
  return { answerText: describe, ...(spoken ? { answerSpeech: spoken } : {}) };
}

function hintFor<Item extends PracticeItemBase, Answer>(
  model: PracticeModel<Item, Answer>,
  result: CheckResult,
): string {
  if (result.message) return result.message;
  if (result.misconception && model.hints[result.misconception]) {
    return model.hints[result.misconception] as string;
  }
  return model.hints.default ?? genericHint;
}

/** The worked example of an item: the model's steps, or its hint and answer in words. */
export function workedExampleSteps<Item extends PracticeItemBase, Answer>(
  model: PracticeModel<Item, Answer>,
  item: Item,
  hint: string | null,
): readonly WorkedExampleStep[] {
  const steps = model.workedExample?.(item) ?? [];
  if (steps.length > 0) return steps;
  const fallback: WorkedExampleStep[] = [
    { text: hint ?? model.hints.default ?? 'Let us look at this one together.' },
  ];
  const answer = model.describe?.(item);
  if (answer) fallback.push({ text: `The answer is ${answer}.` });
  return fallback;
}

function isRound(rules: MasteryRules): rules is RoundRules {
  return rules.kind === 'round';
}

function withNewItem<Item extends PracticeItemBase, Answer>(
  state: SessionState<Item, Answer>,
  config: SessionConfig<Item, Answer>,
  avoid: ReadonlySet<string>,
  round?: { index: number; size: number },
): SessionState<Item, Answer> {
  const context: GenerateContext = round
    ? { recentKeys: state.recentKeys, round }
    : { recentKeys: state.recentKeys };
  const step = state.round ? state.round.step : state.mastery.step;
  const item = generateItem(config.model, step, state.seed, state.serial, avoid, context);
  return {
    ...state,
    phase: 'answering',
    serial: state.serial + 1,
    item,
    answer: undefined,
    attempt: 0,
    result: null,
    feedback: null,
    hint: null,
    recentKeys: pushKey(state.recentKeys, item.key),
    workedExample: null,
    pendingWorkedExample: false,
    workedExampleItem: null,
  };
}

/**
 * Starts a session at the learner's saved step. With streak rules the first item is on
 * screen at once; with round rules the session waits in `ready` for the round to start.
 */
export function createSession<Item extends PracticeItemBase, Answer>(
  config: SessionConfig<Item, Answer>,
  options: { readonly seed: number; readonly mastery: MasteryState },
): SessionState<Item, Answer> {
  const base: SessionState<Item, Answer> = {
    phase: 'ready',
    seed: options.seed >>> 0,
    serial: 0,
    item: null,
    answer: undefined,
    attempt: 0,
    result: null,
    feedback: null,
    hint: null,
    mastery: options.mastery,
    recentKeys: [],
    workedExample: null,
    pendingWorkedExample: false,
    workedExampleItem: null,
    round: null,
    summary: null,
    lastRound: [],
    rounds: 0,
    answered: 0,
  };
  if (isRound(config.rules)) return base;
  return withNewItem(base, config, new Set());
}

/** The round's time so far, without pauses. */
export function roundElapsed(round: RoundState<unknown>, now: number): number {
  return (
    round.elapsedMs + (round.runningSince === null ? 0 : Math.max(0, now - round.runningSince))
  );
}

function pauseRound<Item>(round: RoundState<Item>, now: number): RoundState<Item> {
  if (round.runningSince === null) return round;
  return { ...round, elapsedMs: roundElapsed(round, now), runningSince: null };
}

function resumeRound<Item>(round: RoundState<Item>, now: number): RoundState<Item> {
  if (round.timerOff || round.runningSince !== null) return round;
  return { ...round, runningSince: now };
}

/** Whether "Try again" is offered: after a miss, when no worked example is due and the rules allow it. */
export function canRetry<Item extends PracticeItemBase, Answer>(
  state: SessionState<Item, Answer>,
  rules: MasteryRules,
): boolean {
  if (state.phase !== 'incorrect' || state.pendingWorkedExample) return false;
  return rules.kind === 'streak' || state.round?.practising === true;
}

/** The mastery meter's value for this session. */
export function sessionPercent<Item extends PracticeItemBase, Answer>(
  state: SessionState<Item, Answer>,
  rules: MasteryRules,
): number {
  return masteryPercent(state.mastery, rules);
}

const none: readonly SessionEffect[] = [];

function submit<Item extends PracticeItemBase, Answer>(
  state: SessionState<Item, Answer>,
  action: { readonly answer?: Answer; readonly now?: number },
  config: SessionConfig<Item, Answer>,
): SessionTransition<Item, Answer> {
  const { item } = state;
  if (state.phase !== 'answering' || item === null) return { state, effects: none };
  const answer = action.answer !== undefined ? action.answer : state.answer;
  if (answer === undefined) return { state, effects: none };
  const { model, rules } = config;
  const result = model.check(item, answer);
  const practising = state.round?.practising === true;
  const firstTry = state.attempt === 0 && !practising;
  const evidence: Evidence = firstTry
    ? (result.evidence ?? (result.correct ? 'correct' : 'miss'))
    : 'none';
  const answered = state.answered + 1;
  const describe = model.describe?.(item);
  const base = { ...state, answer, result, answered };

  if (state.round && !practising && isRound(rules)) {
    // A scored round item: one try, the round goes on.
    const now = action.now ?? 0;
    const right = evidence === 'correct';
    let round: RoundState<Item> = {
      ...state.round,
      answers: [...state.round.answers, { item, correct: right }],
      correct: state.round.correct + (right ? 1 : 0),
      missRun: result.correct ? 0 : state.round.missRun + 1,
    };
    if (!result.correct) {
      round = { ...pauseRound(round, now), lastMissed: item };
      if (rules.repeatMisses) round = { ...round, practiceQueue: [...round.practiceQueue, item] };
    }
    const inRoundExample =
      !result.correct &&
      rules.workedExampleAfterMisses !== undefined &&
      round.missRun >= rules.workedExampleAfterMisses;
    if (inRoundExample) round = { ...round, missRun: 0 };
    const feedback: Feedback = result.correct
      ? {
          kind: 'correct',
          text: result.message ?? (praise[state.answered % praise.length] as string),
          ...answerParts(model, item, describe),
          ...(result.message && result.speech ? { speech: result.speech } : {}),
        }
      : {
          kind: 'incorrect',
          text: hintFor(model, result),
          ...(result.misconception ? { misconception: result.misconception } : {}),
          ...answerParts(model, item, describe),
          ...(result.speech ? { speech: result.speech } : {}),
        };
    return {
      state: {
        ...base,
        phase: result.correct ? 'correct' : 'incorrect',
        round,
        feedback,
        hint: null,
        pendingWorkedExample: inRoundExample,
        workedExampleItem: inRoundExample ? item : null,
      },
      effects: none,
    };
  }

  // The shared model (or a practice item inside a round).
  const outcome =
    rules.kind === 'streak'
      ? recordAnswer(
          state.mastery,
          { evidence, ...(item.source ? { source: item.source } : {}) },
          rules,
        )
      : null;
  const effects: SessionEffect[] = [];
  if (outcome?.counted) effects.push({ type: 'record', mastery: outcome.state });
  if (outcome?.newlyMastered) effects.push({ type: 'mastered' });
  const mastery = outcome?.state ?? state.mastery;
  // Two misses in a row show a worked example, also when the second is a right answer that
  // counts as a miss (Coin Sort: a sort finished after a bounced drop).
  const workedExample = outcome?.workedExample === true;
  if (result.correct) {
    const text = outcome?.newlyMastered
      ? masteredText
      : (result.message ??
        (state.attempt > 0 ? retryPraise : (praise[state.answered % praise.length] as string)));
    return {
      state: {
        ...base,
        phase: outcome?.newlyMastered ? 'mastered' : 'correct',
        mastery,
        feedback: {
          kind: 'correct',
          text,
          ...answerParts(model, item, describe),
          ...(!outcome?.newlyMastered && result.message && result.speech
            ? { speech: result.speech }
            : {}),
        },
        pendingWorkedExample: workedExample,
        workedExampleItem: workedExample ? item : null,
      },
      effects,
    };
  }
  const text = hintFor(model, result);
  return {
    state: {
      ...base,
      phase: 'incorrect',
      mastery,
      feedback: {
        kind: 'incorrect',
        text,
        ...(result.misconception ? { misconception: result.misconception } : {}),
        ...(result.speech ? { speech: result.speech } : {}),
      },
      hint: text,
      pendingWorkedExample: workedExample,
      workedExampleItem: workedExample ? item : null,
    },
    effects,
  };
}

function startWorkedExample<Item extends PracticeItemBase, Answer>(
  state: SessionState<Item, Answer>,
  item: Item,
  config: SessionConfig<Item, Answer>,
): SessionState<Item, Answer> {
  return {
    ...state,
    phase: 'worked-example',
    workedExample: {
      item,
      steps: workedExampleSteps(config.model, item, state.hint ?? state.feedback?.text ?? null),
      index: 0,
    },
    pendingWorkedExample: false,
    workedExampleItem: null,
  };
}

/** Serves the round's next item, its practice repeats, or finishes the round. */
function advanceRound<Item extends PracticeItemBase, Answer>(
  state: SessionState<Item, Answer>,
  config: SessionConfig<Item, Answer>,
  now: number,
): SessionTransition<Item, Answer> {
  const rules = config.rules as RoundRules;
  const round = state.round as RoundState<Item>;
  if (round.served < round.size) {
    const next = withNewItem(state, config, new Set(round.keys), {
      index: round.served,
      size: round.size,
    });
    const key = (next.item as Item).key;
    return {
      state: {
        ...next,
        round: { ...resumeRound(round, now), served: round.served + 1, keys: [...round.keys, key] },
      },
      effects: none,
    };
  }
  const [practiceItem, ...rest] = round.practiceQueue;
  if (practiceItem !== undefined) {
    return {
      state: {
        ...state,
        phase: 'answering',
        item: practiceItem,
        answer: undefined,
        attempt: 0,
        result: null,
        feedback: null,
        hint: null,
        workedExample: null,
        pendingWorkedExample: false,
        round: { ...pauseRound(round, now), practiceQueue: rest, practising: true },
      },
      effects: none,
    };
  }
  const timeMs = rules.timed && !round.timerOff ? roundElapsed(round, now) : null;
  const outcome = recordRound(
    state.mastery,
    { correct: round.correct, total: round.size, timeMs },
    rules,
  );
  const effects: SessionEffect[] = [{ type: 'record', mastery: outcome.state }];
  if (outcome.newlyMastered) effects.push({ type: 'mastered' });
  return {
    state: {
      ...state,
      phase: 'result',
      answer: undefined,
      result: null,
      feedback: null,
      hint: null,
      mastery: outcome.state,
      round: null,
      lastRound: round.answers,
      summary: {
        number: round.number,
        step: outcome.step,
        correct: round.correct,
        total: round.size,
        timeMs: outcome.timeMs,
        bestMs: outcome.bestMs,
        newBest: outcome.newBest,
        stepChange: outcome.stepChange,
        newlyMastered: outcome.newlyMastered,
        workedExample: outcome.workedExample,
      },
      pendingWorkedExample: outcome.workedExample && round.lastMissed !== null,
      workedExampleItem: outcome.workedExample ? round.lastMissed : null,
    },
    effects,
  };
}

function next<Item extends PracticeItemBase, Answer>(
  state: SessionState<Item, Answer>,
  now: number,
  config: SessionConfig<Item, Answer>,
): SessionTransition<Item, Answer> {
  switch (state.phase) {
    case 'correct':
    case 'incorrect':
    case 'mastered': {
      if (state.pendingWorkedExample && state.workedExampleItem) {
        return { state: startWorkedExample(state, state.workedExampleItem, config), effects: none };
      }
      if (state.round) return advanceRound(state, config, now);
      return { state: withNewItem(state, config, new Set()), effects: none };
    }
    case 'worked-example': {
      const example = state.workedExample;
      if (example && example.index + 1 < example.steps.length) {
        return {
          state: { ...state, workedExample: { ...example, index: example.index + 1 } },
          effects: none,
        };
      }
      if (state.round) return advanceRound({ ...state, workedExample: null }, config, now);
      if (isRound(config.rules)) {
        return {
          state: { ...state, phase: 'ready', workedExample: null, item: null },
          effects: none,
        };
      }
      return { state: withNewItem(state, config, new Set()), effects: none };
    }
    case 'result': {
      if (state.pendingWorkedExample && state.workedExampleItem) {
        return { state: startWorkedExample(state, state.workedExampleItem, config), effects: none };
      }
      return { state: { ...state, phase: 'ready', item: null }, effects: none };
    }
    default:
      return { state, effects: none };
  }
}

function startRound<Item extends PracticeItemBase, Answer>(
  state: SessionState<Item, Answer>,
  action: { readonly now: number; readonly timerOff?: boolean },
  config: SessionConfig<Item, Answer>,
): SessionTransition<Item, Answer> {
  const rules = config.rules;
  if (state.phase !== 'ready' || !isRound(rules)) return { state, effects: none };
  const timerOff = action.timerOff === true || !rules.timed;
  const round: RoundState<Item> = {
    number: state.rounds + 1,
    step: state.mastery.step,
    served: 0,
    size: rules.size,
    correct: 0,
    keys: [],
    practiceQueue: [],
    practising: false,
    missRun: 0,
    lastMissed: null,
    answers: [],
    timerOff,
    elapsedMs: 0,
    runningSince: null,
  };
  return advanceRound(
    { ...state, round, rounds: state.rounds + 1, summary: null, workedExampleItem: null },
    config,
    action.now,
  );
}

/**
 * The practice session state machine. Pure: the same state and action give the same
 * result; the caller runs the returned effects (write progress, celebrate).
 */
export function transition<Item extends PracticeItemBase, Answer>(
  state: SessionState<Item, Answer>,
  action: SessionAction<Answer>,
  config: SessionConfig<Item, Answer>,
): SessionTransition<Item, Answer> {
  switch (action.type) {
    case 'set-answer':
      if (state.phase !== 'answering') return { state, effects: none };
      return { state: { ...state, answer: action.answer }, effects: none };
    case 'submit':
      return submit(state, action, config);
    case 'retry':
      if (!canRetry(state, config.rules)) return { state, effects: none };
      return {
        state: { ...state, phase: 'answering', attempt: state.attempt + 1, feedback: null },
        effects: none,
      };
    case 'next':
      return next(state, action.now ?? 0, config);
    case 'start-round':
      return startRound(state, action, config);
    case 'timer-off': {
      if (!state.round) return { state, effects: none };
      return {
        state: {
          ...state,
          round: { ...pauseRound(state.round, action.now), timerOff: true },
        },
        effects: none,
      };
    }
    case 'set-mastery':
      return { state: { ...state, mastery: action.mastery }, effects: none };
    default:
      return { state, effects: none };
  }
}

/** Formats a time for children and screen readers: "52 seconds", "1 minute 5 seconds". */
export function formatDuration(ms: number): string {
  // Any time at all reads as at least "1 second": "0 seconds" would sound like nothing happened.
  const total = ms > 0 ? Math.max(1, Math.round(ms / 1000)) : 0;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const secondsText = `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  if (minutes === 0) return secondsText;
  const minutesText = `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return seconds === 0 ? minutesText : `${minutesText} ${secondsText}`;
}

/** Formats a time as a clock display: "0:52", "1:05". */
export function formatTimer(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The sentence that ends a round: "Round done: 9 of 10 right in 52 seconds. Your best is
 * 48 seconds."
 */
export function roundSummaryText(summary: RoundSummary): string {
  const parts = [
    summary.timeMs === null
      ? `Round done: ${summary.correct} of ${summary.total} right.`
      : `Round done: ${summary.correct} of ${summary.total} right in ${formatDuration(summary.timeMs)}.`,
  ];
  if (summary.newBest) parts.push('A new best time!');
  else if (summary.bestMs !== null) parts.push(`Your best is ${formatDuration(summary.bestMs)}.`);
  if (summary.newlyMastered) parts.push('Mastered!');
  else if (summary.stepChange === 1) parts.push('Next round is a little harder.');
  else if (summary.stepChange === -1) parts.push('Next round is a little easier.');
  return parts.join(' ');
}
