import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// A ceiling, not the mechanism: tests wait for states, but on a busy 2-core machine one
// render of the whole app can take seconds, and the default 1 s for findBy/waitFor then
// fails tests that are right.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia; the sidebar and theme read it. Desktop width, light scheme.
beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: /min-width:\s*768px/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
});
