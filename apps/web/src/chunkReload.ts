const GUARD_KEY = 'lingos:chunk-reload';

/**
 * Whether an error is a failed load of a lazily imported module. Browsers word it
 * differently: Chromium "Failed to fetch dynamically imported module", Firefox "error
 * loading dynamically imported module", Safari "Importing a module script failed".
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /dynamically imported module|Importing a module script failed|Failed to fetch|Unable to preload CSS/i.test(
    message,
  );
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads the page once for this path after a failed chunk load (a new deploy may have
 * replaced the chunk). Returns false when a reload was already tried, or sessionStorage is
 * unavailable, so the caller shows the friendly error page instead of looping.
 */
export function reloadOnceForChunkError(location: Pick<Location, 'pathname' | 'reload'>): boolean {
  const storage = session();
  if (!storage) return false;
  try {
    if (storage.getItem(GUARD_KEY) === location.pathname) return false;
    storage.setItem(GUARD_KEY, location.pathname);
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/** Forgets the reload guard, after a successful load or before a deliberate retry. */
export function clearChunkReloadGuard(): void {
  try {
    session()?.removeItem(GUARD_KEY);
  } catch {
    // Storage can be blocked; nothing to clear then.
  }
}
