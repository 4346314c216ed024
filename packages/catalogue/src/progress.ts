import { concepts, levelSummary } from './catalogue';
import type { Concept, ConceptId, Level, LevelProgressSummary } from './types';

/** The localStorage key holding all of the learner's progress. */
export const PROGRESS_STORAGE_KEY = 'lingos:progress';

/** The version of the stored progress format; data of any other version is ignored. */
export const PROGRESS_VERSION = 1;

/** A started Lingo's state: still practising, mastered (practice, Speed) or completed (Learn). */
export const lingoStatuses = ['practising', 'mastered', 'completed'] as const;
/** One of the Lingo statuses. */
export type LingoStatus = (typeof lingoStatuses)[number];

/** The learner's progress in one Lingo. */
export interface LingoProgress {
  readonly status: LingoStatus;
  /** The current difficulty step, an integer from 1 to 10. */
  readonly step: number;
  /** The last (at most 6) first-try answers at the top step, oldest first; true is correct. */
  readonly recent: readonly boolean[];
  /** A signed run: +k after k first-try-correct answers in a row, −k after k misses in a row. */
  readonly streak: number;
  /** Speed Lingos: the best round time in ms (positive) per step, keyed "1" to "10". */
  readonly bestTimes: Readonly<Record<string, number>>;
  /** When the record last changed, in epoch ms. */
  readonly updatedAt: number;
}

/** Everything stored: one record per started Lingo, keyed `${conceptId}/${lingoId}`. */
export interface ProgressState {
  readonly version: typeof PROGRESS_VERSION;
  readonly lingos: Readonly<Record<string, LingoProgress>>;
}

const maxStep = 10;
const recentLimit = 6;

/** The key of a Lingo's record in {@link ProgressState.lingos}: `${conceptId}/${lingoId}`. */
export function lingoKey(conceptId: ConceptId, lingoId: string): string {
  return `${conceptId}/${lingoId}`;
}

const knownLingoKeys: ReadonlySet<string> = new Set(
  concepts.flatMap((concept) =>
    concept.levels.flatMap((level) => level.lingos.map((lingo) => lingoKey(concept.id, lingo.id))),
  ),
);

function emptyProgress(): ProgressState {
  return { version: PROGRESS_VERSION, lingos: {} };
}

/**
 * Reads stored progress, never throwing. Anything malformed is dropped as narrowly as possible:
 * a bad document gives the empty state, a record for an unknown Lingo or with a bad status is
 * dropped, and any other bad field takes its default while the rest of the record is kept.
 */
export function parseProgress(raw: string | null | undefined): ProgressState {
  if (!raw) return emptyProgress();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return emptyProgress();
  }
  if (!isRecord(data) || data.version !== PROGRESS_VERSION || !isRecord(data.lingos)) {
    return emptyProgress();
  }
  const lingos: Record<string, LingoProgress> = {};
  for (const [key, value] of Object.entries(data.lingos)) {
    if (!knownLingoKeys.has(key)) continue;
    const progress = parseLingoProgress(value);
    if (progress !== undefined) lingos[key] = progress;
  }
  return { version: PROGRESS_VERSION, lingos };
}

/** The stored form of the progress, as {@link parseProgress} reads it. */
export function serializeProgress(state: ProgressState): string {
  return JSON.stringify(state);
}

/** Whether a Lingo counts as completed: mastered (practice, Speed) or completed (Learn). */
export function isLingoDone(progress: LingoProgress | undefined): boolean {
  return progress?.status === 'mastered' || progress?.status === 'completed';
}

/** A level's completed/total count and rounded percentage, from the stored progress. */
export function levelProgress(
  state: ProgressState,
  concept: Concept,
  level: Level,
): LevelProgressSummary {
  const completed = level.lingos.filter((lingo) =>
    isLingoDone(state.lingos[lingoKey(concept.id, lingo.id)]),
  ).length;
  return levelSummary(completed, level);
}

function parseLingoProgress(value: unknown): LingoProgress | undefined {
  if (!isRecord(value)) return undefined;
  const status = lingoStatuses.find((candidate) => candidate === value.status);
  if (status === undefined) return undefined;
  return {
    status,
    step: isStep(value.step) ? value.step : 1,
    recent: Array.isArray(value.recent)
      ? value.recent
          .filter((answer): answer is boolean => typeof answer === 'boolean')
          .slice(-recentLimit)
      : [],
    streak:
      typeof value.streak === 'number' && Number.isSafeInteger(value.streak) ? value.streak : 0,
    bestTimes: parseBestTimes(value.bestTimes),
    updatedAt: isNonNegativeFinite(value.updatedAt) ? value.updatedAt : 0,
  };
}

function parseBestTimes(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  const bestTimes: Record<string, number> = {};
  for (const [step, time] of Object.entries(value)) {
    if (isStep(Number(step)) && String(Number(step)) === step && isPositiveFinite(time)) {
      bestTimes[step] = time;
    }
  }
  return bestTimes;
}

function isStep(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= maxStep;
}

function isPositiveFinite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function isNonNegativeFinite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The learner's progress, in memory and in localStorage; shaped for `useSyncExternalStore`. */
export interface ProgressStore {
  /** The current state; the same object until something changes. */
  getSnapshot(): ProgressState;
  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  subscribe(listener: () => void): () => void;
  /** One Lingo's progress; undefined when it has not been started. */
  get(conceptId: ConceptId, lingoId: string): LingoProgress | undefined;
  /**
   * Replaces one Lingo's progress with what `updater` returns, validated like a read. A mastered
   * or completed Lingo stays so: a later `practising` keeps the old status and takes the rest.
   * A Lingo that is not in the catalogue is ignored, as its record would not survive a read.
   */
  update(
    conceptId: ConceptId,
    lingoId: string,
    updater: (previous: LingoProgress | undefined) => LingoProgress,
  ): void;
  /** Removes all progress, in memory and in storage. */
  reset(): void;
}

/** Where a progress store keeps its data and hears about other tabs. */
export interface ProgressStoreOptions {
  /** Defaults to `localStorage` when it exists and may be used; null keeps progress in memory. */
  readonly storage?: Storage | null;
  /** Receives `storage` events from other tabs; defaults to `window` when it exists. */
  readonly target?: Pick<Window, 'addEventListener'> | null;
  /**
   * The storage key; default {@link PROGRESS_STORAGE_KEY} (`lingos:progress`). An app that
   * embeds Lingos picks its own, so its learners' progress sits under its name.
   */
  readonly key?: string;
}

/** Creates the progress store; the app makes one and keeps it for the page's lifetime. */
export function createProgressStore(options: ProgressStoreOptions = {}): ProgressStore {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const target = options.target === undefined ? (globalThis.window ?? null) : options.target;
  const storageKey = options.key ?? PROGRESS_STORAGE_KEY;
  const listeners = new Set<() => void>();
  let state = readStorage() ?? emptyProgress();

  /** The stored state; undefined when there is no storage or it cannot be read. */
  function readStorage(): ProgressState | undefined {
    if (storage === null) return undefined;
    try {
      return parseProgress(storage.getItem(storageKey));
    } catch {
      return undefined;
    }
  }

  function setState(next: ProgressState): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function onStorage(event: StorageEvent): void {
    // key is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== storageKey) return;
    // sessionStorage changes arrive as the same event.
    if (event.storageArea && event.storageArea !== storage) return;
    const next = readStorage();
    if (next !== undefined) setState(next);
  }

  if (storage !== null) target?.addEventListener('storage', onStorage);

  return {
    getSnapshot: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    get: (conceptId, lingoId) => state.lingos[lingoKey(conceptId, lingoId)],

    update(conceptId, lingoId, updater) {
      const key = lingoKey(conceptId, lingoId);
      if (!knownLingoKeys.has(key)) return;
      const previous = state.lingos[key];
      const proposed = parseLingoProgress(updater(previous));
      if (proposed === undefined) return;
      const progress =
        previous !== undefined && isLingoDone(previous) && !isLingoDone(proposed)
          ? { ...proposed, status: previous.status }
          : proposed;
      const next: ProgressState = {
        version: PROGRESS_VERSION,
        lingos: { ...state.lingos, [key]: progress },
      };
      try {
        storage?.setItem(storageKey, serializeProgress(next));
      } catch {
        // The quota is full or storage is disabled (private mode): progress lasts for this visit.
      }
      setState(next);
    },

    reset() {
      try {
        storage?.removeItem(storageKey);
      } catch {
        // Storage is disabled; clearing memory is all there is to do.
      }
      setState(emptyProgress());
    },
  };
}

function defaultStorage(): Storage | null {
  try {
    // Merely reading localStorage throws where the browser blocks storage for the site.
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
