import { useState, useSyncExternalStore } from 'react';
import { Button } from '@lingos/ui';
import { applyUpdate, isUpdateWaiting, subscribeToUpdate } from './serviceWorker';
import * as styles from './UpdatePrompt.css';

const noUpdate = () => false;

/** Props of {@link UpdatePrompt}; the defaults are the app's service worker. */
export interface UpdatePromptProps {
  readonly waiting?: () => boolean;
  readonly subscribe?: (listener: () => void) => () => void;
  readonly onReload?: () => void;
}

/**
 * "New version ready": shown when a new version of the app has been installed in the
 * background. It reloads only when the learner presses Reload (a Lingo in progress is never
 * interrupted); Later hides it until the next visit. Announced politely.
 */
export function UpdatePrompt({
  waiting = isUpdateWaiting,
  subscribe = subscribeToUpdate,
  onReload = () => applyUpdate(),
}: UpdatePromptProps) {
  const ready = useSyncExternalStore(subscribe, waiting, noUpdate);
  const [dismissed, setDismissed] = useState(false);
  const shown = ready && !dismissed;
  return (
    // The live region is always there, so screen readers announce what appears in it.
    <div role="status" className={styles.root}>
      {shown ? (
        <div className={styles.card} data-testid="update-prompt">
          <p className={styles.text}>New version ready</p>
          <div className={styles.actions}>
            <Button variant="primary" size="md" onClick={onReload}>
              Reload
            </Button>
            <Button variant="secondary" size="md" onClick={() => setDismissed(true)}>
              Later
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
