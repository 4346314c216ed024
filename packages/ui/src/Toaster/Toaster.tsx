import { lazy, Suspense, useEffect, useState } from 'react';
import { useOptionalTheme } from '../ThemeProvider/ThemeProvider';
import { hasPendingToasts, onToastRequested } from './toastQueue';

export { toasterDefaults } from './toasterDefaults';
export { dismissToast, showToast, type ShowToastOptions } from './toastQueue';

// Sonner is ~10 KB gzip; it loads on the first toast or once the browser is idle, so it
// is never part of the first load.
const ToasterImpl = lazy(() => import('./ToasterImpl'));

/** Starts loading the toast code now. */
export function preloadToaster(): Promise<unknown> {
  return import('./ToasterImpl');
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 2000);
  return () => window.clearTimeout(handle);
}

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** Force light or dark; default the ThemeProvider's dark flag (light outside one). */
  dark?: boolean;
}

/**
 * The toast area (sonner), preconfigured: bottom-right, at most 3 visible, 4000 ms, 14 px
 * gap, Alt+T to focus, themed from the theme contract. Toasts pause on hover and focus and
 * can be swiped away. Mount it once (AppShell does).
 */
export function Toaster({ dark }: ToasterProps) {
  const theme = useOptionalTheme();
  const [requested, setRequested] = useState(hasPendingToasts);
  useEffect(() => {
    if (requested) return;
    const request = () => setRequested(true);
    const stopListening = onToastRequested(request);
    const cancelIdle = whenIdle(request);
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [requested]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterImpl dark={dark ?? theme?.dark ?? false} />
    </Suspense>
  );
}
