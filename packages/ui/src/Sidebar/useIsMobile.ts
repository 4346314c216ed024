import { useClientSnapshot } from '../hydration/useHydrated';
import { mobileQuery } from '../theme/layout';
import { getMediaQueryList } from '../ThemeProvider/storage';

function subscribe(onChange: () => void): () => void {
  const query = getMediaQueryList(mobileQuery);
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return getMediaQueryList(mobileQuery)?.matches ?? false;
}

function serverSnapshot(): boolean {
  return false;
}

/** Whether the viewport is narrower than 768 px (the mobile layout), following resizes. */
export function useIsMobile(): boolean {
  return useClientSnapshot(subscribe, getSnapshot, serverSnapshot);
}
