import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** Whether the page has hydrated, when a {@link HydrationProvider} says so; else undefined. */
const HydrationContext = createContext<boolean | undefined>(undefined);

function subscribe(): () => void {
  return () => {};
}

/** Props of {@link HydrationProvider}. */
export interface HydrationProviderProps {
  /**
   * True where the tree renders pre-rendered HTML's markup: on the server, and in the browser
   * when it hydrates that HTML. False for a tree the browser renders afresh.
   */
  readonly hydrating: boolean;
  readonly children?: ReactNode;
}

/**
 * Tells {@link useHydrated} (and {@link useClientSnapshot}) when hydration is over, and turns
 * them to the browser's values in a transition: React renders that change in slices that
 * yield to the browser, instead of the one long synchronous re-render that a store read with
 * a server snapshot of its own (`useSyncExternalStore`) forces right after hydration.
 * Without the provider, both hooks still work, by `useSyncExternalStore` alone.
 */
export function HydrationProvider({ hydrating, children }: HydrationProviderProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydrationContext.Provider, { value: hydrated }, children);
}

/**
 * False on the server and while React hydrates pre-rendered HTML, true from then on (and at
 * once in an app that renders on the client only). A component whose markup depends on what
 * only the browser knows (localStorage, a cookie) renders its server value until then, so
 * hydration matches the HTML, and re-renders with the browser's value right after.
 */
export function useHydrated(): boolean {
  const provided = useContext(HydrationContext);
  // Under a provider the server snapshot equals the browser's, so React never forces the
  // synchronous re-render it does when the two differ after hydration.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => provided !== undefined,
  );
  return provided ?? hydrated;
}

/**
 * `useSyncExternalStore` for a value the server cannot know (a media query, localStorage):
 * the server snapshot while the page hydrates, the store's own from then on, switched in
 * {@link HydrationProvider}'s transition when there is one.
 */
export function useClientSnapshot<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const provided = useContext(HydrationContext);
  return useSyncExternalStore(
    subscribe,
    provided === false ? getServerSnapshot : getSnapshot,
    getServerSnapshot,
  );
}
