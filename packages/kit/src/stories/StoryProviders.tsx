import { createProgressStore, type ConceptId, type LingoProgress } from '@lingos/catalogue';
import { Toaster } from '@lingos/ui';
import { useState, type ReactNode } from 'react';
import { ProgressProvider } from '../progress/ProgressProvider';
import { createReadAloudController } from '../speech/controller';
import { createBrowserSpeechEngine, createMemorySpeechEngine } from '../speech/engine';
import { ReadAloudProvider } from '../speech/ReadAloudProvider';

/** Which speech a story gets: the browser's, none at all, or speech without any voice. */
export type StorySpeech = 'browser' | 'unsupported' | 'no-voice';

/** Props of {@link StoryProviders}. */
export interface StoryProvidersProps {
  /** Progress to start from, per `conceptId/lingoId`. */
  readonly progress?: Readonly<Record<string, Partial<LingoProgress>>>;
  readonly speech?: StorySpeech;
  readonly children?: ReactNode;
}

/**
 * The kit's providers for stories: an in-memory progress store (so stories never touch the
 * reader's real progress), read-aloud, and a toaster.
 */
export function StoryProviders({
  progress = {},
  speech = 'browser',
  children,
}: StoryProvidersProps) {
  const [store] = useState(() => {
    const memory = createProgressStore({ storage: null, target: null });
    for (const [key, value] of Object.entries(progress)) {
      const [conceptId, lingoId] = key.split('/') as [ConceptId, string];
      memory.update(conceptId, lingoId, () => ({
        status: 'practising',
        step: 1,
        recent: [],
        streak: 0,
        bestTimes: {},
        updatedAt: 0,
        ...value,
      }));
    }
    return memory;
  });
  const [controller] = useState(() =>
    createReadAloudController({
      engine:
        speech === 'browser'
          ? createBrowserSpeechEngine()
          : createMemorySpeechEngine(
              speech === 'unsupported' ? { supported: false } : { voices: [] },
            ),
      storage: null,
      voiceTimeoutMs: 800,
    }),
  );
  return (
    <ProgressProvider store={store}>
      <ReadAloudProvider controller={controller}>
        {children}
        <Toaster />
      </ReadAloudProvider>
    </ProgressProvider>
  );
}
