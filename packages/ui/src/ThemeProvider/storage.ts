/** localStorage, or null where the browser forbids it (privacy modes, sandboxed frames). */
export function getLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a key; any storage error reads as "nothing stored". */
export function readStorage(key: string): string | null {
  try {
    return getLocalStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key; a full or forbidden storage only means the choice is not remembered. */
export function writeStorage(key: string, value: string): void {
  try {
    getLocalStorage()?.setItem(key, value);
  } catch {
    // Not remembered across visits; the in-memory choice still applies.
  }
}

/** `matchMedia` where it exists (it does not in jsdom or very old browsers). */
export function getMediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  try {
    return window.matchMedia(query);
  } catch {
    return null;
  }
}
