import {
  createProgressStore,
  parseProgress,
  type ConceptId,
  type LingoProgress,
  type ProgressState,
  type ProgressStore,
} from '@lingos/catalogue';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useClientSnapshot } from '@lingos/ui';

const ProgressContext = createContext<ProgressStore | null>(null);

let fallbackStore: ProgressStore | null = null;

// The server has no stored progress: pre-rendered pages show none, and while React hydrates
// them the hooks below return the same, then the learner's own progress right after.
const serverProgress: ProgressState = parseProgress(null);
const noServerProgress = (): ProgressState => serverProgress;
const noLingoProgress = (): LingoProgress | undefined => undefined;

/** The store used when no {@link ProgressProvider} is mounted: localStorage, shared per page. */
function getFallbackStore(): ProgressStore {
  fallbackStore ??= createProgressStore();
  return fallbackStore;
}

/** Props of {@link ProgressProvider}. */
export interface ProgressProviderProps {
  /** The learner's progress store; default `createProgressStore()` (localStorage). */
  readonly store?: ProgressStore;
  readonly children?: ReactNode;
}

/**
 * Gives every Lingo below the progress store. The host passes the same store its sidebar
 * reads, so mastering a Lingo updates the sidebar at once (and other tabs, by storage events).
 */
export function ProgressProvider({ store, children }: ProgressProviderProps) {
  const [own] = useState(() => store ?? createProgressStore());
  return <ProgressContext.Provider value={store ?? own}>{children}</ProgressContext.Provider>;
}

/** The progress store in use: the provider's, or a default one on localStorage. */
export function useProgressStore(): ProgressStore {
  return useContext(ProgressContext) ?? getFallbackStore();
}

/** One Lingo's stored progress, updated at once when it changes (here or in another tab). */
export function useLingoProgress(conceptId: ConceptId, lingoId: string): LingoProgress | undefined {
  const store = useProgressStore();
  const get = useCallback(() => store.get(conceptId, lingoId), [store, conceptId, lingoId]);
  return useClientSnapshot(store.subscribe, get, noLingoProgress);
}

/**
 * The whole progress state (every Lingo's record), re-rendering at once when it changes here
 * or in another tab. For pages that count across Lingos: sidebar badges, level summaries.
 */
export function useProgressState(): ProgressState {
  const store = useProgressStore();
  return useClientSnapshot(store.subscribe, store.getSnapshot, noServerProgress);
}
