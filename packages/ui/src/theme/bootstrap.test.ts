import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockMatchMedia, type MatchMediaMock } from '../testing/matchMedia';
import { themeBootstrapScript } from './bootstrap';

function runScript() {
  // The string is what the host inlines into index.html; run it the way a browser would.
  new Function(themeBootstrapScript)();
  const root = document.documentElement;
  return { theme: root.getAttribute('data-theme'), dark: root.getAttribute('data-dark') };
}

describe('themeBootstrapScript', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    localStorage.clear();
    media = mockMatchMedia();
  });
  afterEach(() => {
    media.restore();
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('data-dark');
  });

  it('applies a stored theme and dark flag', () => {
    localStorage.setItem('theme', 'grape');
    localStorage.setItem('dark', 'true');
    expect(runScript()).toEqual({ theme: 'grape', dark: 'true' });
  });

  it('falls back to banana for an unknown theme', () => {
    localStorage.setItem('theme', 'mango');
    expect(runScript().theme).toBe('banana');
  });

  it('ignores a dark value that is not exactly true/false and follows the system', () => {
    localStorage.setItem('dark', 'yes');
    media.set('(prefers-color-scheme: dark)', true);
    expect(runScript().dark).toBe('true');
  });

  it('keeps a stored false even when the system prefers dark', () => {
    localStorage.setItem('dark', 'false');
    media.set('(prefers-color-scheme: dark)', true);
    expect(runScript().dark).toBe('false');
  });

  it('does not throw when storage is unavailable', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('SecurityError');
    };
    try {
      expect(runScript()).toEqual({ theme: 'banana', dark: 'false' });
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
