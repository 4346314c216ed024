import { createProgressStore, type ProgressStore } from '@lingos/catalogue';
import {
  createMemorySpeechEngine,
  createReadAloudController,
  ProgressProvider,
  ReadAloudProvider,
  type MemorySpeechEngine,
} from '@lingos/kit';
import { render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { expect } from 'vitest';

/** What renderLingo gives back besides Testing Library's result. */
export interface LingoRender extends RenderResult {
  readonly store: ProgressStore;
  readonly engine: MemorySpeechEngine;
}

/** Renders a Lingo with an in-memory progress store and a recording speech engine. */
export function renderLingo(ui: ReactElement, store?: ProgressStore): LingoRender {
  const progress = store ?? createProgressStore({ storage: null, target: null });
  const engine = createMemorySpeechEngine();
  const controller = createReadAloudController({
    engine,
    storage: null,
    interacted: true,
    autoRead: false,
    voiceTimeoutMs: 30,
  });
  const result = render(
    <ProgressProvider store={progress}>
      <ReadAloudProvider controller={controller}>{ui}</ReadAloudProvider>
    </ProgressProvider>,
  );
  return { ...result, store: progress, engine };
}

/** Every text the engine was asked to say. */
export function spoken(engine: MemorySpeechEngine): string[] {
  return engine.spoken.map((request) => request.parts.join(' '));
}

/** Fails with the list of axe violations (colour contrast is checked per theme in @lingos/ui). */
export async function expectNoAxeViolations(container: HTMLElement): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The session section of a practice Lingo (its `data-state` is the phase). */
export function sessionSection(): HTMLElement {
  return document.querySelector('section[aria-label="Practice"]') as HTMLElement;
}
