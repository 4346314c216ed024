import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

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
