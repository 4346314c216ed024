import { createProgressStore, type ProgressStore } from '@lingos/catalogue';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ProgressProvider } from '../progress/ProgressProvider';
import { createReadAloudController, type ReadAloudController } from '../speech/controller';
import { createMemorySpeechEngine, type MemorySpeechEngine } from '../speech/engine';
import { ReadAloudProvider } from '../speech/ReadAloudProvider';

/** What {@link renderWithProviders} gives back besides Testing Library's result. */
export interface ProvidedRender extends RenderResult {
  readonly store: ProgressStore;
  readonly engine: MemorySpeechEngine;
  readonly controller: ReadAloudController;
}

/** Options of {@link renderWithProviders}. */
export interface ProviderOptions {
  readonly store?: ProgressStore;
  readonly engine?: MemorySpeechEngine;
  /** Default true: as if the child had already tapped the page. */
  readonly interacted?: boolean;
  /** Default true. */
  readonly autoRead?: boolean;
}

/** An in-memory progress store that ignores other tabs. */
export function memoryStore(): ProgressStore {
  return createProgressStore({ storage: null, target: null });
}

/** Renders with an in-memory progress store and a recording speech engine. */
export function renderWithProviders(
  ui: ReactElement,
  options: ProviderOptions = {},
): ProvidedRender {
  const store = options.store ?? memoryStore();
  const engine = options.engine ?? createMemorySpeechEngine();
  const controller = createReadAloudController({
    engine,
    storage: null,
    interacted: options.interacted ?? true,
    autoRead: options.autoRead ?? true,
    voiceTimeoutMs: 30,
  });
  const result = render(
    <ProgressProvider store={store}>
      <ReadAloudProvider controller={controller}>{ui}</ReadAloudProvider>
    </ProgressProvider>,
  );
  return { ...result, store, engine, controller };
}

/** Every text the engine was asked to say, each request's parts joined by a space. */
export function spokenTexts(engine: MemorySpeechEngine): string[] {
  return engine.spoken.map((request) => request.parts.join(' '));
}
