import type { ToastType } from './toastTypes';

/** What {@link showToast} takes. */
export interface ShowToastOptions {
  type: ToastType;
  title: string;
  description?: string;
  /** Milliseconds before it dismisses itself; default 4000. */
  duration?: number;
}

/** What the loaded toaster does with a toast. */
export interface ToastApi {
  show(id: string, options: ShowToastOptions): void;
  dismiss(id: string): void;
}

let api: ToastApi | null = null;
let pending: Array<{ id: string; options: ShowToastOptions }> = [];
let counter = 0;
const waiting = new Set<() => void>();

/**
 * Shows a toast of one of the five types and returns its id. The toast code loads on first
 * use; a toast shown before that is queued, never lost. Needs a mounted `Toaster`.
 */
export function showToast(options: ShowToastOptions): string {
  counter += 1;
  const id = `lingos-toast-${counter}`;
  if (api) {
    api.show(id, options);
  } else {
    pending.push({ id, options });
    for (const notify of waiting) notify();
  }
  return id;
}

/** Dismisses one toast by id (also one still waiting for the toast code). */
export function dismissToast(id: string): void {
  if (api) api.dismiss(id);
  else pending = pending.filter((entry) => entry.id !== id);
}

/** Whether toasts are waiting for the toaster to load. */
export function hasPendingToasts(): boolean {
  return pending.length > 0;
}

/** Calls `listener` when a toast is queued while the toaster is not loaded yet. */
export function onToastRequested(listener: () => void): () => void {
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Called by the loaded toaster once it listens: flushes the queue, returns an unregister. */
export function registerToastApi(next: ToastApi): () => void {
  api = next;
  const queued = pending;
  pending = [];
  for (const entry of queued) next.show(entry.id, entry.options);
  return () => {
    if (api === next) api = null;
  };
}
