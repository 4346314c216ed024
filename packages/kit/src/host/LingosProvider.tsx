import { createProgressStore, type ProgressStore } from '@lingos/catalogue';
import {
  LingosRoot,
  LinkProvider,
  ThemeProvider,
  Toaster,
  type LinkComponent,
  type ThemeName,
} from '@lingos/ui';
import { useState, type ReactNode } from 'react';
import { ProgressProvider } from '../progress/ProgressProvider';
import type { SpeechEngine } from '../speech/engine';
import { ReadAloudProvider } from '../speech/ReadAloudProvider';
import { LingoHostProvider, type LingoHost } from './LingoHost';

/** An embedding app has none of the Lingos app's pages: no link goes anywhere by default. */
const noLinks: LingoHost = {
  conceptHref: () => null,
  lingoHref: () => null,
};

/** Props of {@link LingosProvider}; every one has a default. */
export interface LingosProviderProps {
  readonly children?: ReactNode;
  /** The theme; default `'banana'`. Never read from or written to storage. */
  readonly theme?: ThemeName;
  /** Dark mode; default the system's preference, followed live. */
  readonly dark?: boolean;
  /** The localStorage key of the learner's progress; default `'lingos:progress'`. */
  readonly progressKey?: string;
  /** A progress store of the host's own (e.g. shared with its pages); wins over `progressKey`. */
  readonly progressStore?: ProgressStore;
  /** Where the Lingos' links go ("Back to …", "Practise more"); default none. */
  readonly host?: LingoHost;
  /** Renders the Lingos' links, e.g. through the host's router; default a plain `<a>`. */
  readonly linkComponent?: LinkComponent;
  /** The speech engine for read-aloud; default the browser's Web Speech API. */
  readonly speechEngine?: SpeechEngine;
  /** Overrides the stored "Read prompts aloud automatically" setting (default on). */
  readonly autoRead?: boolean;
  /** Shows the "Mastered!" and "Lesson complete!" toasts; default true. */
  readonly toaster?: boolean;
  /** A class for the root element, e.g. the host's own spacing. */
  readonly className?: string;
}

/**
 * Everything an app needs around the Lingos it embeds, in one element: the theme, the
 * learner's progress (under the host's key), read-aloud, where links go, and the toasts. Its
 * root `<div>` is a Lingos root: the Lingos base styles apply inside it and nowhere else on the
 * host's page.
 */
export function LingosProvider({
  children,
  theme,
  dark,
  progressKey,
  progressStore,
  host = noLinks,
  linkComponent,
  speechEngine,
  autoRead,
  toaster = true,
  className,
}: LingosProviderProps) {
  // Created once: the key is read on the first render only.
  const [ownStore] = useState(() => progressStore ?? createProgressStore({ key: progressKey }));
  return (
    <ThemeProvider target={null} persist={false} theme={theme} dark={dark}>
      <LingosRoot className={className}>
        <LinkProvider component={linkComponent}>
          <ProgressProvider store={progressStore ?? ownStore}>
            <ReadAloudProvider engine={speechEngine} autoRead={autoRead}>
              <LingoHostProvider host={host}>{children}</LingoHostProvider>
            </ReadAloudProvider>
          </ProgressProvider>
        </LinkProvider>
        {toaster ? <Toaster /> : null}
      </LingosRoot>
    </ThemeProvider>
  );
}
