import { lazy, Suspense, useEffect, useState } from 'react';
import { useOptionalTheme } from '../ThemeProvider/ThemeProvider';
import { hasPendingToasts, onToastRequested } from './toastQueue';

export { toasterDefaults } from './toasterDefaults';
export { dismissToast, showToast, type ShowToastOptions } from './toastQueue';

// Sonner is ~10 KB gzip: it loads on the first toast (or when a page that will show toasts
// calls preloadToaster), never as part of a page's load.
const ToasterImpl = lazy(() => import('./ToasterImpl'));

/**
 * Starts loading the toast code now, e.g. when a Lingo opens: its first toast then shows
 * without waiting for the network (or with none at all).
 */
export function preloadToaster(): Promise<unknown> {
  return import('./ToasterImpl');
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
    // A toast may have been queued between the first render and this effect.
    if (hasPendingToasts()) setRequested(true);
    return onToastRequested(() => setRequested(true));
  }, [requested]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterImpl dark={dark ?? theme?.dark ?? false} />
    </Suspense>
  );
}
