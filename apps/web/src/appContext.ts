import { createContext, useContext } from 'react';
import type { LingoRegistry } from './registry';

/**
 * What the host's pages share that is the host's own: the Lingo registry. The learner's
 * progress comes from kit's `ProgressProvider` (mounted once in main.tsx) through its hooks.
 */
export interface AppServices {
  readonly registry: LingoRegistry;
}

export const AppServicesContext = createContext<AppServices | null>(null);

/** The host's services; throws outside the provider (a wiring error, not a runtime state). */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesContext provider');
  return services;
}
