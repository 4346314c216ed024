import { StrictMode, type ReactNode } from 'react';
import { ProgressProvider } from '@lingos/kit';
import { HydrationProvider } from '@lingos/ui';
import { AppServicesContext } from './appContext';
import { progressStore, services } from './services';

/**
 * The providers around the router, the same in the browser and in the build's pre-render, so
 * the pre-rendered HTML is exactly what the browser's first render hydrates.
 */
export function App({
  hydrating,
  children,
}: {
  /** True in the pre-render and when the browser hydrates its HTML; false for a fresh render. */
  readonly hydrating: boolean;
  readonly children: ReactNode;
}) {
  return (
    <StrictMode>
      <HydrationProvider hydrating={hydrating}>
        <AppServicesContext.Provider value={services}>
          {/* The one progress context: the sidebar, the concept pages and every Lingo read it. */}
          <ProgressProvider store={progressStore}>{children}</ProgressProvider>
        </AppServicesContext.Provider>
      </HydrationProvider>
    </StrictMode>
  );
}
