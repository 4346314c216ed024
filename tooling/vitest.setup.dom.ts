/**
 * The Vitest setup every React package shares: jest-dom matchers, cleanup after each test,
 * async waits with a ceiling for a busy machine, and the browser APIs jsdom lacks.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A ceiling, not the mechanism: tests wait for states (lazy parts are preloaded before they
// are awaited), but on a busy 2-core machine one render can take seconds, and the default
// 1 s for findBy/waitFor then fails tests that are right.
configure({ asyncUtilTimeout: 15_000 });

// axe-core probes canvas for icon fonts; jsdom has no canvas and would log "Not implemented".
HTMLCanvasElement.prototype.getContext = (() =>
  null) as typeof HTMLCanvasElement.prototype.getContext;

// jsdom lacks a few browser APIs that Radix (popper sizing, pointer capture) calls.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
