import { createProgressStore, type ProgressStore } from '@lingos/catalogue';
import {
  createMemorySpeechEngine,
  createReadAloudController,
  createRng,
  deriveSeed,
  ProgressProvider,
  ReadAloudProvider,
  type MemorySpeechEngine,
  type Rng,
} from '@lingos/kit';
import { render, screen, within, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { faceDifference } from '../model/time';
import { progressAtStep } from './progressAtStep';

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

/** The section of a Learn Lingo. */
export function lessonSection(): HTMLElement {
  return document.querySelector('section[aria-label="Lesson"]') as HTMLElement;
}

/** The feedback line of a practice session (or of a lesson, given its section). */
export function feedback(scope: HTMLElement = sessionSection()): HTMLElement {
  return scope.querySelector('[data-part="feedback"]') as HTMLElement;
}

// ─── Progress and items ──────────────────────────────────────────────────────────────────

/** A progress store where the learner has reached a step of a Lingo. */
export const storeAtStep = progressAtStep;

/** The first item a session shows at a step, made by the model from the session's seed. */
export function firstItemOf<Item>(
  generate: (step: number, rng: Rng) => Item,
  step: number,
  seed: number,
): Item {
  return generate(step, createRng(deriveSeed(seed, 0, 0)));
}

/** The first seed, counting from 1, whose item passes a test. */
export function firstSeed<Item>(
  itemFor: (seed: number) => Item,
  test: (item: Item) => boolean,
  seeds = 2000,
): number {
  const seed = Array.from({ length: seeds }, (_, index) => index + 1).find((candidate) =>
    test(itemFor(candidate)),
  );
  expect(seed).toBeDefined();
  return seed as number;
}

// ─── The keyboard ────────────────────────────────────────────────────────────────────────

/** Presses Tab until the element has focus (keyboard only, like a child with no mouse). */
export async function tabTo(user: UserEvent, element: HTMLElement): Promise<void> {
  for (let presses = 0; presses < 80 && document.activeElement !== element; presses += 1) {
    await user.tab();
  }
  expect(document.activeElement).toBe(element);
}

/** Presses Tab until the focused element passes the test. */
export async function tabUntil(
  user: UserEvent,
  test: (element: Element) => boolean,
): Promise<Element> {
  for (let presses = 0; presses < 80; presses += 1) {
    await user.tab();
    if (document.activeElement && test(document.activeElement)) return document.activeElement;
  }
  throw new Error('focus never reached the element');
}

/** Tabs to the button with this name and presses Enter. */
export async function pressButton(user: UserEvent, name: string): Promise<void> {
  await tabTo(user, screen.getByRole('button', { name }));
  await user.keyboard('{Enter}');
}

/** Starts a round with the keyboard. */
export async function startRound(user: UserEvent): Promise<void> {
  await pressButton(user, 'Start round');
}

/** A radio card (of a ChoiceGrid). */
export const isRadio = (element: Element): boolean => element.getAttribute('role') === 'radio';

/**
 * Moves through a radio group with the arrow keys until the card with this name (its label,
 * or its text when it has none) has focus.
 */
export async function arrowTo(user: UserEvent, name: string): Promise<void> {
  for (let presses = 0; presses < 8; presses += 1) {
    const element = document.activeElement;
    if ((element?.getAttribute('aria-label') ?? element?.textContent) === name) return;
    await user.keyboard('{ArrowRight}');
  }
  throw new Error(`no card named ${name}`);
}

/** Tabs into the card's radio group, arrows along it to the card, then picks it with Enter. */
export async function pickCard(user: UserEvent, card: HTMLElement): Promise<void> {
  const group = card.closest('[role="radiogroup"]') as HTMLElement;
  const cards = within(group).getAllByRole('radio');
  await tabTo(user, cards.find((entry) => entry.tabIndex === 0) as HTMLElement);
  for (let presses = 0; presses < cards.length && document.activeElement !== card; presses += 1) {
    await user.keyboard('{ArrowRight}');
  }
  expect(document.activeElement).toBe(card);
  await user.keyboard('{Enter}');
}

// ─── The clock to set ────────────────────────────────────────────────────────────────────

/** The face time of "Your clock", read from its hand sliders. */
export function clockTime(): number {
  const hour = Number(
    screen.getByRole('slider', { name: 'Hour hand' }).getAttribute('aria-valuenow'),
  );
  const minute = Number(
    screen.getByRole('slider', { name: 'Minute hand' }).getAttribute('aria-valuenow'),
  );
  return (hour % 12) * 60 + minute;
}

/**
 * Turns "Your clock" to a face time from its focused minute hand, with the keyboard model:
 * Shift+arrows 1 h, PageUp/PageDown 5 min, arrows 1 min.
 */
export async function turnClockTo(user: UserEvent, goal: number): Promise<void> {
  let delta = faceDifference(clockTime(), goal);
  const press = async (forward: string, back: string, size: number, shift = false) => {
    const count = Math.floor(Math.abs(delta) / size);
    const key = delta > 0 ? forward : back;
    for (let index = 0; index < count; index += 1) {
      await user.keyboard(shift ? `{Shift>}{${key}}{/Shift}` : `{${key}}`);
    }
    delta -= Math.sign(delta) * count * size;
  };
  await press('ArrowUp', 'ArrowDown', 60, true);
  await press('PageUp', 'PageDown', 5);
  await press('ArrowUp', 'ArrowDown', 1);
}

/** Tabs to the minute hand of "Your clock" and turns the clock to a face time. */
export async function setClock(user: UserEvent, goal: number): Promise<void> {
  await tabTo(user, screen.getByRole('slider', { name: 'Minute hand' }));
  await turnClockTo(user, goal);
}
