import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ProgressState, ProgressStore } from '@lingos/catalogue';
import type { LingoRegistry } from './registry';

/** What the host's pages share: the Lingo registry and the learner's progress store. */
export interface AppServices {
  readonly registry: LingoRegistry;
  readonly progress: ProgressStore;
}

export const AppServicesContext = createContext<AppServices | null>(null);

/** The host's services; throws outside the provider (a wiring error, not a runtime state). */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesContext provider');
  return services;
}

/** The progress state, re-rendering when it changes in this tab or another. */
export function useProgressState(): ProgressState {
  const { progress } = useAppServices();
  return useSyncExternalStore(progress.subscribe, progress.getSnapshot, progress.getSnapshot);
}
