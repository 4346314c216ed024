import { useSyncExternalStore } from 'react';

function subscribe(): () => void {
  return () => {};
}

/**
 * False on the server and while React hydrates pre-rendered HTML, true from then on (and at
 * once in an app that renders on the client only). A component whose markup depends on what
 * only the browser knows (localStorage, a cookie) renders its server value until then, so
 * hydration matches the HTML, and re-renders with the browser's value right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
