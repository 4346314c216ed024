/**
 * `@lingos/kit/testing`: what a concept's tests need to render and play a Lingo the way a
 * child does, headless: providers with an in-memory learner and a recording speech engine,
 * axe, the session's parts, reproducible items and keyboard-only play.
 */

/** An accessibility check of a rendered state (throws with what axe found); a controllable matchMedia. */
export { expectNoA11yViolations, mockMatchMedia, type MatchMediaMock } from '@lingos/ui/testing';
/** Rendering with providers; in-memory learners. */
export { learnerAtStep, memoryStore, renderWithProviders, spokenTexts } from './render';
/** Types of the rendering helpers. */
export type { ProvidedRender, ProviderOptions } from './render';
/** The parts of a session or lesson on the page; reproducible items. */
export { feedback, firstItemOf, firstSeed, lessonSection, sessionSection } from './session';
/** Keyboard-only play. */
export { arrowTo, isRadio, pickCard, pressButton, startRound, tabTo, tabUntil } from './keyboard';
/** Boxes for drag tests, since jsdom lays nothing out. */
export { domRect, indexInParent, layOut, listColumn, setBox } from './layout';
/** The type of a test box. */
export type { TestBox } from './layout';
/** The fake speech engine tests inject: records what was said, in order, and is driven like a browser. */
export { createFakeSpeechEngine, createMemorySpeechEngine } from '../speech/fakeEngine';
/** Types of the fake speech engine. */
export type {
  FakeSpeechEngine,
  FakeSpeechEngineOptions,
  MemorySpeechEngine,
  MemorySpeechEngineOptions,
} from '../speech/fakeEngine';
