import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button, PageSkeleton } from '@lingos/ui';
import { clearChunkReloadGuard, isChunkLoadError, reloadOnceForChunkError } from '../chunkReload';
import { ShellPicture } from '../ShellPicture';
import * as styles from './pages.css';

/**
 * What a child sees when a page fails to render or its chunk fails to load: never the
 * router's developer page. A failed chunk load first reloads the page once.
 */
export function ErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The guard is keyed by the router's path (the same as the address bar's in the app), so
  // a memory router in tests keys it by the page that failed, not by jsdom's "/".
  const [reloading] = useState(
    () =>
      isChunkLoadError(error) &&
      reloadOnceForChunkError({ pathname, reload: () => window.location.reload() }),
  );

  useEffect(() => {
    if (!reloading) console.warn('Lingos could not show this page:', error);
  }, [error, reloading]);

  if (reloading) return <PageSkeleton />;

  return (
    <div className={styles.page} role="alert" aria-live="assertive">
      <div className={styles.hero}>
        <ShellPicture name="oops" size={72} />
        <h1 className={styles.title}>Oops! This page did not load.</h1>
        <p className={styles.lead}>
          Something went wrong on our side. Your progress is safe. Let&apos;s try again, or go back
          to the start.
        </p>
        <div className={styles.actions}>
          <Button
            variant="primary"
            size="lg"
            onClick={() => {
              clearChunkReloadGuard();
              window.location.reload();
            }}
          >
            Try again
          </Button>
          <Button variant="secondary" size="lg" onClick={() => navigate('/')}>
            Go home
          </Button>
        </div>
      </div>
    </div>
  );
}
