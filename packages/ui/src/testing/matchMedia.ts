/** A controllable `window.matchMedia` (jsdom has none): set which queries match, fire changes. */
export interface MatchMediaMock {
  /** Sets whether a query matches and notifies its listeners if that changed. */
  set(query: string, matches: boolean): void;
  /** Removes the mock. */
  restore(): void;
}

/** Installs a `matchMedia` where the given queries match; all others do not. */
export function mockMatchMedia(initial: Record<string, boolean> = {}): MatchMediaMock {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();
  const original = window.matchMedia;

  window.matchMedia = (query: string) => {
    const set = listeners.get(query) ?? new Set();
    listeners.set(query, set);
    const list = {
      get matches() {
        return state.get(query) ?? false;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        set.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        set.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => set.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => set.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };

  return {
    set(query, matches) {
      if ((state.get(query) ?? false) === matches) return;
      state.set(query, matches);
      for (const listener of listeners.get(query) ?? []) {
        listener({ matches, media: query } as MediaQueryListEvent);
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
