import { useClientSnapshot } from '@lingos/ui';
import { reducedMotionQuery } from './motion';

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener?.('change', listener);
  return () => query.removeEventListener?.('change', listener);
}

function getSnapshot(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(reducedMotionQuery).matches;
}

function serverSnapshot(): boolean {
  return false;
}

/** Whether the user asked for reduced motion (`prefers-reduced-motion: reduce`). */
export function useReducedMotion(): boolean {
  return useClientSnapshot(subscribe, getSnapshot, serverSnapshot);
}
