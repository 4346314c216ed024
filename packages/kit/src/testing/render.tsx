import { createProgressStore, type ConceptId, type ProgressStore } from '@lingos/catalogue';
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
  /** The learner's progress; default an empty in-memory store. */
  readonly store?: ProgressStore;
  readonly engine?: MemorySpeechEngine;
  /** Default true: as if the child had already tapped the page. */
  readonly interacted?: boolean;
  /** Default true. */
  readonly autoRead?: boolean;
}

/** An in-memory progress store that ignores other tabs, so a test never touches real progress. */
export function memoryStore(): ProgressStore {
  return createProgressStore({ storage: null, target: null });
}

/** An in-memory progress store where the learner has reached a difficulty step of a Lingo. */
export function learnerAtStep(conceptId: ConceptId, lingoId: string, step: number): ProgressStore {
  const store = memoryStore();
  store.update(conceptId, lingoId, () => ({
    status: 'practising',
    step,
    recent: [],
    streak: 0,
    bestTimes: {},
    updatedAt: 0,
  }));
  return store;
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
